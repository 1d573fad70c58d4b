import { odmReadMax } from './checklist-words.js';

// The meters' words and bounds without zod, so the phone's first load (the checklist's engine
// hours and its far-jump question) does not bring the schema library (the driver page's budget).

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
