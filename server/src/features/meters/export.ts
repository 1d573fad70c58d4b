import { meterReadingColumns, type MeterExportQuery } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { listReadingsAfter, type MeterReadingListRow } from './queries.js';

/** "Voided on {date}: {reason}" in the file: the reading stays, with why it no longer counts. */
function voidedText(row: MeterReadingListRow, context: AppContext): string | null {
  const { voidedAt, voidReason } = row.reading;
  return voidedAt ? `${context.clock.formatDateTime(voidedAt)} ${row.voidedBy ?? ''}: ${voidReason ?? ''}` : null;
}

/** A vehicle's meter history, as its list shows it: newest first, voided readings included. */
export function meterReadingExport(context: AppContext, query: MeterExportQuery): FileExport<MeterReadingListRow> {
  const columns = fileColumns(meterReadingColumns, {
    id: (row: MeterReadingListRow) => row.reading.id,
    taken_at: (row) => row.reading.takenAt,
    meter: (row) => row.reading.meter,
    value: (row) => row.reading.value,
    source: (row) => row.reading.source,
    sent_by: (row) => row.sentBy,
    flagged: (row) => row.reading.flagged,
    voided: (row) => voidedText(row, context),
    source_ref: (row) => row.reading.sourceRef,
    equipment_number: (row) => row.equipmentNumber,
  });
  const filter = { vehicleId: query.vehicle_id, meter: query.meter };
  return {
    name: 'meter-readings',
    columns,
    read: (previous, limit) => listReadingsAfter(context.db, filter, previous?.reading, limit),
  };
}
