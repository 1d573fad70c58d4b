import { z } from 'zod';
import { calendarDate, dateMessages, fromJsonText, isWithinDateBounds } from './fields.js';
import { isCalendarDate } from './date-parts.js';
import { chosenVehicleId } from './vehicles-list.js';
import { weekStart } from './weeks.js';

/** The Expense modal: revenue and expenses of one vehicle for one week. */

export const incomeMessages = {
  weekRequired: 'Week is required',
  weekInvalid: 'Week must be a date (YYYY-MM-DD) or a week (YYYY-MM-DD - YYYY-MM-DD).',
  vehicleRequired: 'Vehicle is required',
  revenueRequired: 'Revenue is required',
  rentalCostRequired: 'Rental cost is required',
  gasRequired: 'Gas is required',
  insRequired: 'Insurance is required',
  maintenanceRequired: 'Maintenance is required',
  expensesRequired: 'Expenses are required',
  expensesInvalid: 'Expenses must be valid JSON with gas, ins, rental_cost and maintenance.',
  amountInvalid: 'Enter an amount from 0 to 10,000,000 with at most 2 decimals.',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
  saved: 'Income has been saved successfully.',
  notFound: 'No income is stored for this week.',
} as const;

/** The largest amount a field takes, in dollars (cents fit a database integer with room to spare). */
export const maxIncomeAmount = 10_000_000;

/** Dollars with at most 2 decimals, as a number or text, to integer cents; undefined when not valid. */
export function toCents(value: unknown): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string' || !/^\d+(\.\d{1,2})?$/.test(text.trim().replace(/,/g, ''))) return undefined;
  const [whole = '0', fraction = ''] = text.trim().replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= maxIncomeAmount * 100 ? cents : undefined;
}

/** Cents back to dollars: a number with at most 2 decimals. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** The amounts a week's net is made of, in cents. */
export type IncomeAmounts = { revenue: number; rental_cost: number; gas: number; ins: number; maintenance: number };

/**
 * DESIGN.md section 4: net = revenue - (rental cost + gas + insurance + maintenance). In cents, so
 * the server's stored week and the Expense form's live total add up the same way.
 */
export function netIncomeCents(amounts: IncomeAmounts): number {
  return amounts.revenue - (amounts.rental_cost + amounts.gas + amounts.ins + amounts.maintenance);
}

function amount(requiredMessage: string) {
  return z.unknown().transform((value, context) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      context.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const cents = toCents(value);
    if (cents === undefined) {
      context.addIssue({ code: 'custom', message: incomeMessages.amountInvalid });
      return z.NEVER;
    }
    return cents;
  });
}

/** A week: its start date, any date inside it, or the week's key 'YYYY-MM-DD - YYYY-MM-DD'. Read as its Sunday. */
export const weekField = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z
    .string({
      error: (issue) => (issue.input === undefined ? incomeMessages.weekRequired : incomeMessages.weekInvalid),
    })
    .trim()
    .transform((text, context) => {
      const date = text.slice(0, 10);
      if (!isCalendarDate(date) || (text.length > 10 && !/^\d{4}-\d{2}-\d{2} - \d{4}-\d{2}-\d{2}$/.test(text))) {
        context.addIssue({ code: 'custom', message: incomeMessages.weekInvalid });
        return z.NEVER;
      }
      if (!isWithinDateBounds(date)) {
        context.addIssue({ code: 'custom', message: dateMessages.outOfBounds });
        return z.NEVER;
      }
      return weekStart(date);
    }),
);

/** `POST api/income/data`: the stored week of one vehicle. */
export const incomeDataRequest = z.object({
  start_date: weekField,
  vehicles_id: chosenVehicleId(incomeMessages.vehicleRequired),
});
export type IncomeDataRequest = z.input<typeof incomeDataRequest>;

/** The expenses object (JSON text in form data); `isc` is another name for `ins`. */
export const incomeExpenses = z
  .looseObject(
    {
      gas: amount(incomeMessages.gasRequired),
      rental_cost: amount(incomeMessages.rentalCostRequired),
      maintenance: amount(incomeMessages.maintenanceRequired),
      ins: z.unknown().optional(),
      isc: z.unknown().optional(),
    },
    {
      error: (issue) => (issue.input === undefined ? incomeMessages.expensesRequired : incomeMessages.expensesInvalid),
    },
  )
  .transform((expenses, context) => {
    const parsed = amount(incomeMessages.insRequired).safeParse(expenses.ins ?? expenses.isc);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: ['ins'] });
      return z.NEVER;
    }
    return {
      gas: expenses.gas,
      rental_cost: expenses.rental_cost,
      maintenance: expenses.maintenance,
      ins: parsed.data,
    };
  });

/**
 * `PUT api/income` (or POST with `_method=PUT`): `expenses` as JSON (text in form data) with gas,
 * ins (or isc), rental_cost and maintenance; the four may also come as fields of their own.
 * Amounts are dollars with at most 2 decimals; the server keeps cents.
 */
export const saveIncomeRequest = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const body = value as Record<string, unknown>;
    if (body.expenses !== undefined && body.expenses !== null && body.expenses !== '') return body;
    const loose = ['gas', 'ins', 'isc', 'rental_cost', 'maintenance'].filter((key) => body[key] !== undefined);
    return loose.length === 0 ? body : { ...body, expenses: Object.fromEntries(loose.map((key) => [key, body[key]])) };
  },
  z.object({
    start_date: weekField,
    vehicles_id: chosenVehicleId(incomeMessages.vehicleRequired),
    revenue: amount(incomeMessages.revenueRequired),
    expenses: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      fromJsonText(incomeExpenses, incomeMessages.expensesInvalid),
    ),
  }),
);
export type SaveIncomeRequest = z.input<typeof saveIncomeRequest>;
export type SaveIncomeValues = z.output<typeof saveIncomeRequest>;

/** One vehicle's week: amounts in dollars (2 decimals), `isc` repeats `ins`, net = revenue - expenses. */
export const incomeRecord = z.object({
  id: z.number().int(),
  vehicles_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  revenue: z.number(),
  rental_cost: z.number(),
  gas: z.number(),
  ins: z.number(),
  isc: z.number(),
  maintenance: z.number(),
  net: z.number(),
  expenses: z.object({
    gas: z.number(),
    ins: z.number(),
    isc: z.number(),
    rental_cost: z.number(),
    maintenance: z.number(),
  }),
  updated_at: z.string(),
});
export type IncomeRecord = z.infer<typeof incomeRecord>;

/** `POST api/income/data`: the stored week, or null when nothing is stored for it yet. */
export const incomeDataResponse = z.object({ data: incomeRecord.nullable(), message: z.string() });

/** `GET api/income/{hex}/export?start_date&end_date`: weeks starting in the range (both optional). */
export const incomeExportQuery = z.object({
  start_date: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    calendarDate(incomeMessages.dateInvalid).optional(),
  ),
  end_date: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    calendarDate(incomeMessages.dateInvalid).optional(),
  ),
});
export type IncomeExportQuery = z.output<typeof incomeExportQuery>;
