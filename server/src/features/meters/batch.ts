import {
  meterMessages,
  type MeterReadingBatch,
  type MeterReadingInput,
  type MeterReadingResult,
  type MeterSource,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { businessDateTime } from '../../lib/business-time.js';
import { AppError } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { findVehicleId } from './queries.js';
import { recordMeterReading } from './record.js';

/** A minute of leeway for a device whose clock runs a little ahead of the server's. */
export const clockLeeway = 60_000;

export type BatchSummary = { results: MeterReadingResult[]; created: number; duplicates: number; refused: number };

async function recordOne(
  db: Database,
  context: AppContext,
  caller: CurrentUser,
  input: MeterReadingInput,
  source: MeterSource,
): Promise<Omit<MeterReadingResult, 'index'>> {
  const vehicleId = await findVehicleId(db, input.vehicle);
  if (vehicleId === undefined) return { status: 'refused', id: null, message: meterMessages.vehicleUnknown };
  const takenAt = businessDateTime(input.taken_at, context.clock.timeZone);
  if (takenAt.getTime() > context.clock.now().getTime() + clockLeeway) {
    return { status: 'refused', id: null, message: meterMessages.takenAtFuture };
  }
  try {
    // A savepoint per reading: a refused one leaves the others of the batch kept.
    const recorded = await db.transaction((savepoint) =>
      recordMeterReading(savepoint, context.clock, {
        vehicleId,
        meter: input.meter,
        value: input.value,
        takenAt,
        source,
        sourceRef: input.source_ref ?? null,
        userId: caller.id,
        apiTokenId: caller.apiToken?.id ?? null,
        confirmImplausible: input.confirm_implausible,
        field: 'value',
      }),
    );
    const message = recorded.status === 'created' ? meterMessages.created : meterMessages.duplicate;
    return { status: recorded.status, id: recorded.id, message };
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation') {
      return { status: 'refused', id: null, message: error.message };
    }
    throw error;
  }
}

/**
 * Readings from another system (`POST api/meter_readings`, source `api`) or a spreadsheet
 * (source `import`): one transaction, each reading in its own savepoint, taken in time order so a
 * batch's readings are checked against each other as they happened. Each gets its own result, in
 * the order sent: created, duplicate (received before: same vehicle, meter, time and source
 * reference) or refused with the message a form would show.
 */
export async function recordMeterReadings(
  context: AppContext,
  caller: CurrentUser,
  batch: MeterReadingBatch,
  source: MeterSource = 'api',
): Promise<BatchSummary> {
  const order = batch.readings
    .map((reading, index) => ({ reading, index }))
    .sort(
      (first, second) => first.reading.taken_at.localeCompare(second.reading.taken_at) || first.index - second.index,
    );
  const results = new Array<MeterReadingResult>(batch.readings.length);
  await context.db.transaction(async (transaction) => {
    for (const { reading, index } of order) {
      results[index] = { index, ...(await recordOne(transaction, context, caller, reading, source)) };
    }
  });
  const counted = (status: MeterReadingResult['status']) => results.filter((result) => result.status === status).length;
  return { results, created: counted('created'), duplicates: counted('duplicate'), refused: counted('refused') };
}
