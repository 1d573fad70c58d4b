/** A vehicle's weekly income and expenses. */
export { addWeekExpense, maxExpenseCents, type WeekExpenseChange, type WeekExpenseKind } from './week-expense.js';
