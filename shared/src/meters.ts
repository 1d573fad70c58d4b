import { z } from 'zod';
import { paginationQuery } from './api.js';
import { odmReadMax } from './checklist-words.js';
import { blankToUndefined } from './amount-fields.js';
import { booleanish, dateBounds, integerish, maxId, optionalText } from './fields.js';
import { isCalendarDate } from './date-parts.js';

/** Issue 37: a vehicle's odometer (km) and hour meter (engine hours, whole hours). */
export const meterKinds = ['odometer', 'hours'] as const;
export type MeterKind = (typeof meterKinds)[number];

/** Where a reading came from. */
export const meterSources = ['checklist', 'fuel', 'work_order', 'manual', 'import', 'api'] as const;
export type MeterSource = (typeof meterSources)[number];

/** The largest engine hours a meter shows (a 6-digit hour meter). */
export const hourReadMax = 999_999;

/**
 * How far a reading may move per elapsed day since the one before it before the person is asked
 * to confirm: 2,000 km or 24 engine hours a day (a day at least, so two readings an hour apart
 * may still differ by one day's worth).
 */
export const implausiblePerDay: Record<MeterKind, number> = { odometer: 2000, hours: 24 };

/** Readings one `POST api/meter_readings` may carry. */
export const meterBatchMax = 1000;

const unit: Record<MeterKind, string> = { odometer: 'km', hours: 'h' };

export const meterMessages = {
  meterInvalid: 'Meter must be odometer or hours.',
  valueRequired: 'The reading is required.',
  valueInvalid: `The reading must be a whole number from 0 to ${odmReadMax}.`,
  hourReadInvalid: `Engine hours must be a whole number from 0 to ${hourReadMax}.`,
  hourReadRequired: 'Engine hours are required for a vehicle with an hour meter.',
  takenAtRequired: 'The time of the reading is required.',
  takenAtInvalid: 'The time of the reading must be YYYY-MM-DD HH:mm:ss.',
  takenAtFuture: 'A reading cannot be taken in the future.',
  vehicleRequired: 'The vehicle (id or equipment number) is required.',
  vehicleUnknown: 'No vehicle has this id or equipment number.',
  noHourMeter: 'This vehicle has no hour meter.',
  noOdometer: 'This vehicle has no odometer.',
  readingsRequired: 'Send at least one reading.',
  tooManyReadings: `Send at most ${meterBatchMax} readings at a time.`,
  reasonRequired: 'Say why the reading is voided.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  notFound: 'Meter reading not found.',
  alreadyVoided: 'This reading is already voided.',
  voided: 'The reading was voided.',
  created: 'Created',
  duplicate: 'Already received',
  batchDone: 'Readings received.',
  meterNeeded: 'Turn on the odometer, the hour meter or both.',
} as const;

/** The refusal of a reading below one known before it (or above a later one, which would then go backwards). */
export function meterBelowMessage(meter: MeterKind, reading: number, when: string): string {
  return meter === 'hours'
    ? `Engine hours cannot be below ${reading} h, the reading of ${when}.`
    : `Odometer cannot be below ${reading} km, the reading of ${when}.`;
}

export function meterAboveMessage(meter: MeterKind, reading: number, when: string): string {
  return meter === 'hours'
    ? `Engine hours cannot be above ${reading} h, the later reading of ${when}.`
    : `Odometer cannot be above ${reading} km, the later reading of ${when}.`;
}

/** The 422 that asks for `confirm_implausible`: the form shows it with a Confirm box. */
export function meterImplausibleMessage(meter: MeterKind, reading: number, when: string): string {
  return `This reading is far above the last one (${reading} ${unit[meter]} on ${when}). Check it, or confirm it to keep it.`;
}

/** Whether a server message is the implausible-jump question (the form then offers to confirm). */
export function isImplausibleQuestion(message: string | undefined): boolean {
  return message?.startsWith('This reading is far above the last one') ?? false;
}

/** Engine hours typed in a form (text or number); absent when blank. */
export const hourReadField = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' ? Number(given.trim().replace(/,/g, '')) : given;
  },
  z
    .number({ error: meterMessages.hourReadInvalid })
    .int({ error: meterMessages.hourReadInvalid })
    .min(0, { error: meterMessages.hourReadInvalid })
    .max(hourReadMax, { error: meterMessages.hourReadInvalid })
    .optional(),
);

/** A meter switch of the vehicle form (true/false, 1/0, yes/no, on/off); left out keeps the stored one. */
export const meterSwitchField = z.preprocess((value) => blankToUndefined(value), booleanish.optional());

/** The vehicle form's meters (issue 37): which it has, and the engine hours; each left out keeps the stored value. */
export const vehicleMeterFields = {
  has_odometer: meterSwitchField,
  has_hour_meter: meterSwitchField,
  last_hour_read: hourReadField,
};

/** `confirm_implausible` on a form that records a reading: yes after the warning. */
export const confirmImplausibleField = z.preprocess((value) => blankToUndefined(value), booleanish.optional());

const dateTimePattern = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** `YYYY-MM-DD HH:mm[:ss]` in the business timezone. */
export const meterTakenAt = z
  .string({
    error: (issue) => (issue.input === undefined ? meterMessages.takenAtRequired : meterMessages.takenAtInvalid),
  })
  .trim()
  .refine(
    (text) => {
      const match = dateTimePattern.exec(text);
      return !!match && isCalendarDate(match[1]!) && match[1]! >= dateBounds.min && match[1]! <= dateBounds.max;
    },
    { error: meterMessages.takenAtInvalid },
  );

const meterField = z.enum(meterKinds, { error: meterMessages.meterInvalid });

/** One reading of a batch: the vehicle by id (a number) or by equipment number (text). */
export const meterReadingInput = z.object({
  vehicle: z.union([z.number().int().positive().max(maxId), z.string().trim().min(1).max(50)], {
    error: meterMessages.vehicleRequired,
  }),
  meter: meterField,
  value: z
    .number({
      error: (issue) => (issue.input === undefined ? meterMessages.valueRequired : meterMessages.valueInvalid),
    })
    .int({ error: meterMessages.valueInvalid })
    .min(0, { error: meterMessages.valueInvalid })
    .max(odmReadMax, { error: meterMessages.valueInvalid }),
  taken_at: meterTakenAt,
  source_ref: optionalText(200),
  /** A reading beyond the implausible bound is kept (flagged) only when this is true. */
  confirm_implausible: z.boolean().optional(),
});
export type MeterReadingInput = z.infer<typeof meterReadingInput>;

/** `POST api/meter_readings`. */
export const meterReadingBatch = z.object({
  readings: z
    .array(meterReadingInput, { error: meterMessages.readingsRequired })
    .min(1, { error: meterMessages.readingsRequired })
    .max(meterBatchMax, { error: meterMessages.tooManyReadings }),
});
export type MeterReadingBatch = z.infer<typeof meterReadingBatch>;

export const meterResultStatuses = ['created', 'duplicate', 'refused'] as const;

/** One reading's outcome, in the order sent. */
export const meterReadingResult = z.object({
  index: z.number().int(),
  status: z.enum(meterResultStatuses),
  /** The reading's id (created, or the one already received); null when refused. */
  id: z.number().int().nullable(),
  message: z.string(),
});
export type MeterReadingResult = z.infer<typeof meterReadingResult>;

export const meterBatchResponse = z.object({
  data: z.array(meterReadingResult),
  message: z.string(),
  created: z.number().int(),
  duplicates: z.number().int(),
  refused: z.number().int(),
});
export type MeterBatchResponse = z.infer<typeof meterBatchResponse>;

/** `POST api/meter_readings/{id}/void`. */
export const voidMeterReadingRequest = z.object({
  reason: z.preprocess(
    blankToUndefined,
    z
      .string({ error: meterMessages.reasonRequired })
      .trim()
      .min(1, { error: meterMessages.reasonRequired })
      .max(500, { error: meterMessages.reasonTooLong }),
  ),
});
export type VoidMeterReadingRequest = z.infer<typeof voidMeterReadingRequest>;

/** A row of a vehicle's Meter history. Date-times are `YYYY-MM-DD HH:mm:ss` in the business timezone. */
export const meterReading = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  meter: z.enum(meterKinds),
  value: z.number().int(),
  taken_at: z.string(),
  source: z.enum(meterSources),
  source_ref: z.string().nullable(),
  /** The person, or the API token's name, that sent it. */
  sent_by: z.string().nullable(),
  flagged: z.boolean(),
  voided_at: z.string().nullable(),
  voided_by: z.string().nullable(),
  void_reason: z.string().nullable(),
});
export type MeterReading = z.infer<typeof meterReading>;

export const meterFilterQuery = z.object({
  meter: z.preprocess(blankToUndefined, meterField.optional()),
});
export type MeterFilter = z.infer<typeof meterFilterQuery>;

/** `GET api/vehicles/{id}/meter_readings`: both meters (or one), newest first, voided ones included. */
export const meterReadingListQuery = paginationQuery.extend(meterFilterQuery.shape);
export type MeterReadingListQuery = z.infer<typeof meterReadingListQuery>;
export const meterReadingPageSize = 25;

/** The export of one vehicle's history: `GET api/meter_readings/{6 hex}/export?vehicle_id=`. */
export const meterExportQuery = meterFilterQuery.extend({
  vehicle_id: integerish.pipe(z.number().int().positive().max(maxId)),
});
export type MeterExportQuery = z.infer<typeof meterExportQuery>;
