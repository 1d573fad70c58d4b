import type { FormErrors } from '@mantine/form';
import {
  fromCents,
  incomeMessages,
  netIncomeCents,
  saveIncomeRequest,
  toCents,
  type IncomeRecord,
  type SaveIncomeRequest,
} from '@fleet-ops/shared';
import { ApiError } from '../../../../lib/api-client';
import { validateWith } from '../../../../lib/form-validation';
import { translateMessage } from '../../../../lib/i18n';

/** The amounts of the Expense form as its inputs hold them (a number, or text while being typed). */
const expenseAmountFields = ['revenue', 'rental_cost', 'gas', 'ins', 'maintenance'] as const;
export type ExpenseAmountField = (typeof expenseAmountFields)[number];
export type ExpenseValues = Record<ExpenseAmountField, number | string>;

const blank: ExpenseValues = { revenue: '', rental_cost: '', gas: '', ins: '', maintenance: '' };

/** The stored week's amounts, or blank fields when nothing is stored for the week yet. */
export function expenseValues(record: IncomeRecord | null): ExpenseValues {
  if (!record) return blank;
  return {
    revenue: record.revenue,
    rental_cost: record.rental_cost,
    gas: record.gas,
    ins: record.ins,
    maintenance: record.maintenance,
  };
}

/** `PUT api/income`'s body: the expenses as the JSON object the server reads. */
export function saveRequest(values: ExpenseValues, vehicleId: number, startDate: string): SaveIncomeRequest {
  const text = (value: number | string) => String(value).trim();
  return {
    start_date: startDate,
    vehicles_id: vehicleId,
    revenue: text(values.revenue),
    expenses: {
      gas: text(values.gas),
      ins: text(values.ins),
      rental_cost: text(values.rental_cost),
      maintenance: text(values.maintenance),
    },
  };
}

/**
 * Net as the form stands; null while an amount is not a valid one. (The server's `isc` is another
 * name for insurance: the form shows the amount once, as Insurance; docs/glossary.md.)
 */
export function liveTotals(values: ExpenseValues): { net: number | null } {
  const cents = Object.fromEntries(
    expenseAmountFields.map((field) => [field, String(values[field]).trim() === '' ? 0 : toCents(values[field])]),
  ) as Record<ExpenseAmountField, number | undefined>;
  const valid = expenseAmountFields.every((field) => cents[field] !== undefined);
  return {
    net: valid ? fromCents(netIncomeCents(cents as Record<ExpenseAmountField, number>)) : null,
  };
}

/** The server and the shared schema name the expenses `expenses.gas`...; the form's fields are `gas`... */
function formField(key: string): string {
  return key.startsWith('expenses.') ? key.slice('expenses.'.length) : key;
}

function toFormErrors(errors: Record<string, unknown>): FormErrors {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [formField(key), message])) as FormErrors;
}

const checkRequest = validateWith<SaveIncomeRequest>(saveIncomeRequest);

const requiredMessages: Record<ExpenseAmountField, string> = {
  revenue: incomeMessages.revenueRequired,
  rental_cost: incomeMessages.rentalCostRequired,
  gas: incomeMessages.gasRequired,
  ins: incomeMessages.insRequired,
  maintenance: incomeMessages.maintenanceRequired,
};

/**
 * The form's errors by the same schema the server checks the body with. The schema reads the
 * insurance only once the other expenses passed; the form names every empty amount at once.
 */
export function expenseErrors(values: ExpenseValues, vehicleId: number, startDate: string): FormErrors {
  const errors = toFormErrors(checkRequest(saveRequest(values, vehicleId, startDate)));
  for (const field of expenseAmountFields) {
    if (String(values[field]).trim() === '') errors[field] ??= translateMessage(requiredMessages[field]);
  }
  return errors;
}

/** A 422 from the server with its field keys renamed to the form's, for `showFormErrors`. */
export function withFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = Object.fromEntries(Object.entries(error.errors).map(([key, messages]) => [formField(key), messages]));
  return new ApiError(error.status, error.message, errors);
}
