import { z } from 'zod';
import { paginationQuery } from './api.js';
import { blankToUndefined } from './amount-fields.js';
import { booleanish, dateBounds, integerish, maxId, optionalText } from './fields.js';
import { odmReadMax } from './checklist-words.js';
import { isCalendarDate } from './date-parts.js';
import { hourReadMax, meterBatchMax, meterKinds, meterMessages, meterSources } from './meter-words.js';

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
