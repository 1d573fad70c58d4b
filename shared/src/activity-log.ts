import { z } from 'zod';
import { paginationFields, paginationQuery, sortDirection } from './api.js';
import { calendarDate, maxId, optionalText, sortInvalidMessage } from './fields.js';

/** The Vehicle Logs screen (`/logs`): one entry per assign, replace and remove. */

/** The `log` texts written by assignment changes (archiving a driver writes the last two too). */
export const activityLogTexts = {
  assigned: 'Assigned',
  temporary: 'Temporary',
  replaced: 'Replaced',
  unassigned: 'Unassigned',
  removedFuture: 'Removed (Future)',
} as const;

/** The log texts in French: the Vehicle Logs screen and the vehicle record both show them. */
export const activityLogTextsFr: Record<(typeof activityLogTexts)[keyof typeof activityLogTexts], string> = {
  [activityLogTexts.assigned]: 'Affecté',
  [activityLogTexts.temporary]: 'Temporaire',
  [activityLogTexts.replaced]: 'Remplacé',
  [activityLogTexts.unassigned]: 'Désaffecté',
  [activityLogTexts.removedFuture]: 'Retiré (à venir)',
};

export const activityLogMessages = {
  noData: 'No data found',
  allDrivers: 'All Drivers',
  clearFilter: 'Clear Filter',
  startDateInvalid: 'Start date must be a valid date (YYYY-MM-DD).',
  driverInvalid: 'Driver must be a driver id.',
} as const;

export const activityLogSortColumns = [
  'equipment_number',
  'action_date',
  'driver_name',
  'log',
  'assigned_from_date',
  'assigned_to_date',
  'note',
  'actor_name',
] as const;
export type ActivityLogSortColumn = (typeof activityLogSortColumns)[number];

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * `GET api/assigned_drivers?start_date&driver_id`: the entries of the week holding `start_date`
 * (every week without it), one driver's or everyone's, searched and sorted. Without `page` or
 * `per_page` every matching entry comes back (the screen pages on the client).
 */
export const activityLogQuery = paginationQuery.extend({
  start_date: z.preprocess(blankToUndefined, calendarDate(activityLogMessages.startDateInvalid).optional()),
  driver_id: z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' && /^\d+$/.test(given.trim()) ? Number(given) : given;
    },
    z
      .number({ error: activityLogMessages.driverInvalid })
      .int({ error: activityLogMessages.driverInvalid })
      .positive({ error: activityLogMessages.driverInvalid })
      .max(maxId, { error: activityLogMessages.driverInvalid })
      .optional(),
  ),
  search: optionalText(100),
  sort: z
    .preprocess(
      blankToUndefined,
      z.enum(activityLogSortColumns, { error: sortInvalidMessage(activityLogSortColumns) }).optional(),
    )
    .transform((value) => value ?? 'action_date'),
  sortDir: z.preprocess(blankToUndefined, sortDirection.optional()).transform((value) => value ?? 'desc'),
});
export type ActivityLogQuery = z.output<typeof activityLogQuery>;

export const activityLogEntry = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int().nullable(),
  equipment_number: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` in the business timezone, as are the two dates below. */
  action_date: z.string(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  log: z.string(),
  assigned_from_date: z.string().nullable(),
  assigned_to_date: z.string().nullable(),
  note: z.string().nullable(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntry>;

/** A Vehicle Logs row: the entry and who made the change (null: not known, written before it was kept). */
export const activityLogRow = activityLogEntry.extend({ actor_name: z.string().nullable() });
export type ActivityLogRow = z.infer<typeof activityLogRow>;

export const activityLogResponse = z.object({
  data: z.array(activityLogRow),
  message: z.string(),
  ...paginationFields,
});
