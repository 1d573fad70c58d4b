/** A vehicle's weekly income and expenses. */
export { incomeRoutes } from './routes.js';
export { addWeekExpense, maxExpenseCents, type WeekExpenseChange, type WeekExpenseKind } from './week-expense.js';
