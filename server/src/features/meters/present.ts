import { meterMessages, type MeterReading, type MeterReadingListQuery } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { findListRow, listReadings, vehicleExists, type MeterReadingListRow } from './queries.js';

export function toMeterReading({ reading, sentBy, voidedBy }: MeterReadingListRow, clock: Clock): MeterReading {
  return {
    id: reading.id,
    vehicle_id: reading.vehicleId,
    meter: reading.meter,
    value: reading.value,
    taken_at: clock.formatDateTime(reading.takenAt),
    source: reading.source,
    source_ref: reading.sourceRef,
    sent_by: sentBy,
    flagged: reading.flagged,
    voided_at: reading.voidedAt ? clock.formatDateTime(reading.voidedAt) : null,
    voided_by: voidedBy,
    void_reason: reading.voidReason,
  };
}

/** `GET api/vehicles/{id}/meter_readings`: a 404 for a vehicle that does not exist. */
export async function listMeterReadingPage(
  context: AppContext,
  vehicleId: number,
  query: MeterReadingListQuery,
  page: PageRequest,
): Promise<ListPage<MeterReading>> {
  if (!(await vehicleExists(context.db, vehicleId))) throw notFound('Vehicle');
  const { rows, total } = await listReadings(context.db, { vehicleId, meter: query.meter }, page);
  return { rows: rows.map((row) => toMeterReading(row, context.clock)), total };
}

export async function getMeterReading(context: AppContext, id: number): Promise<MeterReading> {
  const row = await findListRow(context.db, id);
  if (!row) throw new AppError('not_found', meterMessages.notFound);
  return toMeterReading(row, context.clock);
}
