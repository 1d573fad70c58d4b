import { z } from 'zod';
import { paginationFields, paginationQuery, sortDirection } from './api.js';
import { calendarDate, isSupportedDate, oneOrZeroMessage, optionalText, sortInvalidMessage } from './fields.js';
import { isCalendarDate } from './date-parts.js';
import { hasCentsPrecision, maxDailyRate, rateMessages } from './rates.js';
import { addDays, weekStart } from './weeks.js';

/** Every text the Vehicle Tracking screen and the tracking API show. */
export const trackingMessages = {
  rateMissing: 'Please provide rate to update tracking.',
  customRateTooLow: 'Rate must be provided to update tracking.',
  rateInvalid: 'Rate must be a number with at most 2 decimals.',
  vinRequired: 'VIN number is required.',
  vinTooLong: 'VIN number must be at most 50 characters.',
  startDateRequired: 'Start date must be a valid date (YYYY-MM-DD).',
  weekRecordInvalid: 'Week record must give a day code (0-3) for each of the 7 days of the week.',
  weekRecordJson: 'Week record must be valid JSON.',
  driverInvalid: 'Driver must be a driver id.',
  trackingIdInvalid: 'Tracking id must be a number.',
  versionInvalid: 'Version must be the whole number the row was read with.',
  staleRow:
    'Someone else saved this row after you opened it. Nothing was changed: reload the row to see their changes, then edit again.',
  noRateForType: 'No rate is set for this vehicle type.',
  commentTooLong: 'Comment must be at most 500 characters.',
  cleaningTooLong: 'Appointment/cleaning must be at most 100 characters.',
  onlyOneEdit: 'Only one record can be edited at a time.',
  confirmStatus: 'Are you sure, You want to change status of this Tracking?',
  notFound: 'Tracking not found.',
  updated: 'Tracking has been updated successfully.',
  enabled: 'Tracking has been enabled.',
  disabled: 'Tracking has been disabled.',
  correctedLog: 'Tracking corrected',
} as const;

/** DESIGN.md section 4: 1 in use (driver in town), 3 in use (out of town), 2 spare, 0 no charge. */
export const dayCodes = [0, 1, 2, 3] as const;
export type DayCode = (typeof dayCodes)[number];
export const dayCodeNames = { 0: 'no_charge', 1: 'in_town', 2: 'spare', 3: 'out_of_town' } as const;
/** The days that bill: In Use, in town or out of town. */
export const inUseCodes: readonly DayCode[] = [1, 3];
export type WeekRecord = Record<string, DayCode>;

export const rateTypes = ['full_day_rate', 'shared_day_rate', 'custom_rate'] as const;
export type RateType = (typeof rateTypes)[number];

/** The smallest custom rate, in dollars (spec section 9). */
export const minimumCustomRate = 1;

/** The seven dates, Sunday to Saturday, of the week starting `startDate`. */
export function weekDates(startDate: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(startDate, index));
}

/** A week record with every day No Charge: a new row's days. */
export function emptyWeekRecord(startDate: string): WeekRecord {
  return Object.fromEntries(weekDates(startDate).map((date) => [date, 0]));
}

export function isDayCode(value: unknown): value is DayCode {
  return typeof value === 'number' && (dayCodes as readonly number[]).includes(value);
}

/** How many days of a week record bill (codes 1 and 3). Unknown values never bill. */
export function inUseDays(record: Readonly<Record<string, unknown>>): number {
  return Object.values(record).filter((code) => isDayCode(code) && inUseCodes.includes(code)).length;
}

/**
 * DESIGN.md's amount: the daily rate times the number of In Use days, in integer cents. Spare and
 * No Charge days bill nothing. The rate is already in cents, so no rounding happens here.
 */
export function billingCents(rateCents: number, record: Readonly<Record<string, unknown>>): number {
  return Math.round(rateCents) * inUseDays(record);
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** `enabled=1|0`: the status filter; 1 when absent. */
const enabledFilter = z
  .preprocess(blankToUndefined, z.enum(['1', '0', 'true', 'false'], { error: oneOrZeroMessage('Enabled') }).optional())
  .transform((value) => value === undefined || value === '1' || value === 'true');

/** An id as sent (a number or its text); 0 or blank means none. */
function optionalId(message: string) {
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given) : given;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(2_147_483_647, { error: message })
      .optional(),
  );
}
const optionalDriverId = optionalId(trackingMessages.driverInvalid);

export const trackingSortColumns = [
  'driver_name',
  'equipment_number',
  'ownership_type',
  'location',
  'VIN_no',
  'license_plate_no',
  'rate',
  'vehicle_type',
  'cleaning_appt',
  'comment',
  'total_billing',
] as const;
export type TrackingSortColumn = (typeof trackingSortColumns)[number];

/** The menu link's order: driver name, descending. */
export const defaultTrackingSort = { sortBy: 'driver_name', sortDir: 'desc' } as const;
export const trackingDefaultPageSize = 50;

/** The filters shared by the list and the CSV export. `start_date` may be any day of the week. */
export const trackingFilterQuery = z.object({
  start_date: z.preprocess(blankToUndefined, calendarDate(trackingMessages.startDateRequired).optional()),
  enabled: enabledFilter,
  VIN_no: optionalText(50),
  driver_id: optionalDriverId,
  search: optionalText(100),
  sortBy: z.enum(trackingSortColumns, { error: sortInvalidMessage(trackingSortColumns) }).optional(),
  sortDir: sortDirection.optional(),
});
export type TrackingFilter = z.output<typeof trackingFilterQuery>;
export type TrackingFilterInput = z.input<typeof trackingFilterQuery>;

export const trackingListQuery = paginationQuery.extend(trackingFilterQuery.shape);

/** One row of the tracking table (spec 02 section 3), money in dollars with 2 decimals. */
export const trackingRow = z.object({
  /** The row's id; `tracking_id` repeats it under the spec's name (the status toggle and edit take it). */
  id: z.number().int(),
  tracking_id: z.number().int(),
  /** 0 for a vehicle with no driver that week, else the driver slot 1-3. */
  slot: z.number().int(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  vehicles_id: z.number().int(),
  equipment_number: z.string(),
  ownership_type: z.enum(['own', 'lease', 'rent']),
  location: z.string(),
  VIN_no: z.string(),
  license_plate_no: z.string(),
  start_date: z.string(),
  rate: z.number(),
  rate_type: z.enum(rateTypes),
  /** Today's Rates for the vehicle's parent type: what choosing that rate type would fill in. */
  full_day_rate: z.number(),
  shared_day_rate: z.number(),
  vehicle_type: z.string(),
  vehicle_parent_type: z.string(),
  has_radio: z.boolean(),
  mine: z.enum(['yes', 'no']),
  /** A stored override, else the week's Cleaning appointment for the vehicle ('YYYY-MM-DD HH:mm'). */
  cleaning_appt: z.string().nullable(),
  comment: z.string().nullable(),
  week_record: z.record(z.string(), z.number().int()),
  total_billing: z.number(),
  enabled: z.boolean(),
  color: z.string(),
  /** Counts the row's saves: sent back with an edit, so a save over someone else's is refused (409). */
  version: z.number().int(),
});
export type TrackingRow = z.infer<typeof trackingRow>;

/** `GET api/trackings`: the page of rows, the paging fields, the week, and the filtered rows' total. */
export const trackingListResponse = z.object({
  data: z.array(trackingRow),
  message: z.string(),
  ...paginationFields,
  start_date: z.string(),
  end_date: z.string(),
  /** The seven dates of the week, Sunday first. */
  days: z.array(z.string()),
  /** Sum of total_billing over every row the filters select (all pages). */
  week_total: z.number(),
});
export type TrackingListResponse = z.infer<typeof trackingListResponse>;

/** Week record as an object or (form data) as JSON text: `{ 'YYYY-MM-DD': 0-3 }`. */
const weekRecordField = z.preprocess(
  (value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.issues.push({ code: 'custom', message: trackingMessages.weekRecordJson, input: value });
      return z.NEVER;
    }
  },
  z.record(
    z.string().refine(isCalendarDate, { error: trackingMessages.weekRecordInvalid }),
    z.preprocess(
      (code) => (typeof code === 'string' && code.trim() !== '' ? Number(code) : code),
      z.number({ error: trackingMessages.weekRecordInvalid }).refine(isDayCode, {
        error: trackingMessages.weekRecordInvalid,
      }),
    ),
    { error: trackingMessages.weekRecordInvalid },
  ),
);

/** A rate as sent: a number or its text; checked against the rate type after parsing. */
const rateValue = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' ? Number(given.trim()) : given;
  },
  z
    .number({ error: trackingMessages.rateInvalid })
    .refine(Number.isFinite, { error: trackingMessages.rateInvalid })
    .optional(),
);

/** `undefined` keeps the stored value; blank or null clears it. */
function clearableText(max: number, message: string) {
  return z
    .union([z.null(), z.string().trim().max(max, { error: message })])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : value));
}

/**
 * `POST api/trackings` with `_method=PUT` (or `PUT api/trackings`). The row is the one of the week
 * holding `start_date`, the vehicle with `VIN_no`, and `driver_id` (0 or absent: the row with no
 * driver); `tracking_id` picks it when several vehicles share a VIN. The amount is computed on
 * the server: anything like a total sent along is ignored.
 */
export const updateTrackingRequest = z
  .object({
    VIN_no: z
      .string({ error: trackingMessages.vinRequired })
      .trim()
      .min(1, { error: trackingMessages.vinRequired })
      .max(50, { error: trackingMessages.vinTooLong }),
    start_date: calendarDate(trackingMessages.startDateRequired).transform(weekStart),
    rate_type: z.preprocess(blankToUndefined, z.enum(rateTypes, { error: trackingMessages.rateMissing }).optional()),
    rate: rateValue,
    week_record: weekRecordField.optional(),
    comment: clearableText(500, trackingMessages.commentTooLong),
    cleaning_appt: clearableText(100, trackingMessages.cleaningTooLong),
    driver_id: optionalDriverId,
    tracking_id: optionalId(trackingMessages.trackingIdInvalid),
    /** The row's `version` as the editor read it; absent (the spec's client), the save is not checked. */
    version: optionalId(trackingMessages.versionInvalid),
  })
  .superRefine((body, context) => {
    if (body.rate_type === undefined) {
      context.addIssue({ code: 'custom', message: trackingMessages.rateMissing, path: ['rate_type'] });
    } else if (body.rate_type === 'custom_rate') {
      if (body.rate === undefined) {
        context.addIssue({ code: 'custom', message: trackingMessages.rateMissing, path: ['rate'] });
      } else if (body.rate < minimumCustomRate) {
        context.addIssue({ code: 'custom', message: trackingMessages.customRateTooLow, path: ['rate'] });
      } else if (!hasCentsPrecision(body.rate)) {
        context.addIssue({ code: 'custom', message: rateMessages.rateDecimals, path: ['rate'] });
      } else if (body.rate > maxDailyRate) {
        context.addIssue({ code: 'custom', message: rateMessages.rateTooLarge, path: ['rate'] });
      }
    }
    // zod still runs this check when start_date itself was refused: it then holds the raw input.
    if (body.week_record !== undefined && isSupportedDate(body.start_date)) {
      const expected = weekDates(body.start_date);
      const keys = Object.keys(body.week_record).sort();
      if (keys.length !== 7 || keys.some((key, index) => key !== expected[index])) {
        context.addIssue({ code: 'custom', message: trackingMessages.weekRecordInvalid, path: ['week_record'] });
      }
    }
  })
  .transform(({ rate_type, tracking_id, driver_id, version, ...body }) => ({
    ...body,
    version: version || undefined,
    rate_type: rate_type!,
    driver_id: driver_id || undefined,
    tracking_id: tracking_id || undefined,
    week_record: body.week_record,
  }));
export type UpdateTrackingRequest = z.input<typeof updateTrackingRequest>;
export type UpdateTracking = z.output<typeof updateTrackingRequest>;

/** The day columns' keys in the table and the column options, Sunday first. */
export const trackingDayColumns = ['day_0', 'day_1', 'day_2', 'day_3', 'day_4', 'day_5', 'day_6'] as const;
