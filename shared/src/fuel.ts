import { z } from 'zod';
import { paginationQuery, sortDirection } from './api.js';
import { blankToUndefined, decimalAmount, odometerReading, pickedId } from './amount-fields.js';
import { confirmImplausibleField, hourReadField } from './meters.js';
import { odmReadMax } from './checklist-words.js';
import { calendarDate, integerish, maxId, sortInvalidMessage } from './fields.js';

/** Fill-ups of a vehicle (issue 21): their cost is the week's gas expense; litres/100 km between them. */

export const fuelMessages = {
  notFound: 'Fuel entry not found.',
  created: 'The fill-up has been recorded.',
  updated: 'The fill-up has been saved.',
  deleted: 'The fill-up has been deleted.',
  vehicleRequired: 'Choose a vehicle.',
  vehicleUnknown: 'Choose one of the listed vehicles.',
  driverUnknown: 'Choose one of the listed drivers.',
  driverOutsideCrew: 'Choose a driver of your crew.',
  dateInFuture: 'The date cannot be in the future.',
  litresInvalid: 'Litres must be more than 0 and at most 10,000, with at most 2 decimals.',
  costInvalid: 'Cost must be a positive amount with at most 2 decimals.',
  odometerRequired: 'Odometer is required.',
  odometerInvalid: `Odometer must be a whole number from 0 to ${odmReadMax}.`,
  costTooLarge: 'This cost would take the week’s gas expense past the most it can hold.',
} as const;

/**
 * The refusal of a reading below one the vehicle already had before the entry's date (a fill-up,
 * or a checklist of an earlier day).
 */
export function fuelOdometerBelowMessage(reading: number, date: string): string {
  return `Odometer cannot be below ${reading} km, the reading of ${date}.`;
}

/** The refusal of a reading above a later fill-up's: that one would then go backwards. */
export function fuelOdometerAboveMessage(reading: number, date: string): string {
  return `Odometer cannot be above ${reading} km, the reading of the fill-up of ${date}.`;
}

/**
 * `POST api/fuel_entries` and `PUT api/fuel_entries/:id`. A driver's entry is always their own
 * (`driver_id` is set by the server); an admin may name a driver or none.
 */
export const fuelEntryForm = z.object({
  vehicle_id: pickedId(fuelMessages.vehicleRequired, fuelMessages.vehicleUnknown),
  date: z.preprocess(blankToUndefined, calendarDate().optional()),
  litres: decimalAmount(fuelMessages.litresInvalid, { positive: true, max: 10_000 }),
  cost: decimalAmount(fuelMessages.costInvalid, { positive: false, max: 21_474_836 }),
  /** Required for a vehicle with an odometer, refused for one without (issue 37): the server knows which. */
  odometer: z.preprocess(blankToUndefined, odometerReading(fuelMessages.odometerInvalid).optional()),
  /** Engine hours (issue 37), for a vehicle with an hour meter. */
  hour_read: hourReadField,
  /** Yes after the "far above the last one" warning: the reading is kept, flagged. */
  confirm_implausible: confirmImplausibleField,
  driver_id: z.preprocess(
    blankToUndefined,
    pickedId(fuelMessages.driverUnknown, fuelMessages.driverUnknown).optional(),
  ),
});
export type FuelEntryInput = z.output<typeof fuelEntryForm>;

export const fuelFilterQuery = z.object({
  vehicle_id: integerish.pipe(z.number().min(1).max(maxId)).optional(),
});
export type FuelFilter = z.output<typeof fuelFilterQuery>;

/**
 * The columns the Fuel list sorts by, newest first by default. A fill-up typed with a decimal
 * separator lost (455 L or $7,280.00 for 45,5 and 72,80) stands out at the top of cost per litre
 * or of litres, highest first.
 */
export const fuelSortColumns = ['date', 'litres', 'cost', 'cost_per_litre'] as const;
export type FuelSortColumn = (typeof fuelSortColumns)[number];

export const fuelListQuery = paginationQuery.extend({
  ...fuelFilterQuery.shape,
  sort: z.preprocess(
    blankToUndefined,
    z.enum(fuelSortColumns, { error: sortInvalidMessage(fuelSortColumns) }).default('date'),
  ),
  sortDir: z.preprocess(blankToUndefined, sortDirection.default('desc')),
});
export type FuelListQuery = z.output<typeof fuelListQuery>;
export const fuelPageSize = 50;

export const fuelEntry = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string().nullable(),
  date: z.string(),
  litres: z.number(),
  cost: z.number(),
  /** Null for a vehicle without an odometer (issue 37). */
  odometer: z.number().int().nullable(),
  hour_read: z.number().int().nullable(),
});
export type FuelEntry = z.infer<typeof fuelEntry>;

/**
 * One point of the economy series: a fill-up after an earlier one, with the km driven since and
 * litres/100 km (the full-tank method: this fill-up's litres over those km). None when no km.
 */
export const fuelEconomyPoint = z.object({
  id: z.number().int(),
  date: z.string(),
  odometer: z.number().int(),
  litres: z.number(),
  km: z.number().int(),
  litres_per_100km: z.number().nullable(),
});
export type FuelEconomyPoint = z.infer<typeof fuelEconomyPoint>;

export const fuelEconomy = z.object({
  vehicle_id: z.number().int(),
  points: z.array(fuelEconomyPoint),
  /** Over the whole series: litres after the first fill-up over the km since it. */
  average_litres_per_100km: z.number().nullable(),
});
export type FuelEconomy = z.infer<typeof fuelEconomy>;

/** `GET api/fuel_entries/vehicles`: the vehicles the caller may add fuel for. */
export const fuelVehicle = z.object({
  id: z.number().int(),
  equipment_number: z.string(),
  last_odm_read: z.number().int(),
  /** Which meters the fill-up asks for (issue 37). */
  has_odometer: z.boolean(),
  has_hour_meter: z.boolean(),
  last_hour_read: z.number().int(),
});
export type FuelVehicle = z.infer<typeof fuelVehicle>;
