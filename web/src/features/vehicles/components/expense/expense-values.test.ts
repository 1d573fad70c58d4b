import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { expenseErrors, expenseValues, liveTotals, saveRequest, withFormFields } from './expense-values';

const week = '2026-11-15';

describe('the expense form', () => {
  it('computes net as the server does: revenue minus rental cost, gas, insurance and maintenance', () => {
    const values = { revenue: 1000.1, rental_cost: '250.05', gas: 100.02, ins: '80.01', maintenance: 0.01 };
    expect(liveTotals(values)).toEqual({ net: 570.01 });
  });

  it('counts an amount not typed yet as nothing, and a loss as a negative net', () => {
    expect(liveTotals({ revenue: '', rental_cost: 300, gas: '', ins: '', maintenance: '' })).toEqual({ net: -300 });
  });

  it('shows no net while an amount is not a valid one', () => {
    expect(liveTotals({ revenue: '12.345', rental_cost: 1, gas: 1, ins: 1, maintenance: 1 }).net).toBeNull();
  });

  it('starts from the stored week, or blank when nothing is stored', () => {
    expect(expenseValues(null)).toEqual({ revenue: '', rental_cost: '', gas: '', ins: '', maintenance: '' });
  });

  it('sends the expenses as the object the server reads', () => {
    expect(saveRequest({ revenue: 1200, rental_cost: 300, gas: '45.5', ins: 80, maintenance: 0 }, 3, week)).toEqual({
      start_date: week,
      vehicles_id: 3,
      revenue: '1200',
      expenses: { gas: '45.5', ins: '80', rental_cost: '300', maintenance: '0' },
    });
  });

  it('names every empty amount on its own field', () => {
    expect(expenseErrors({ revenue: '', rental_cost: '', gas: 5, ins: '', maintenance: '' }, 3, week)).toEqual({
      revenue: 'Revenue is required',
      rental_cost: 'Rental cost is required',
      maintenance: 'Maintenance is required',
      ins: 'Insurance is required',
    });
  });

  it("renames the server's expenses.* field keys to the form's fields", () => {
    const error = withFormFields(new ApiError(422, 'Gas is required', { 'expenses.gas': ['Gas is required'] }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ gas: ['Gas is required'] });
  });
});
