import {
  confirmImplausibleField,
  importMessages,
  meterKinds,
  meterMessages,
  meterReadingInput,
  meterTakenAt,
  vehicleMessages,
  type MeterKind,
} from '@fleet-ops/shared';
import type { AppContext } from '../../../app-context.js';
import { businessDateTime } from '../../../lib/business-time.js';
import type { FieldErrors } from '../../../lib/errors.js';
import { clockLeeway, recordMeterReading } from '../../meters/index.js';
import { vehicleIdsByEquipmentNumber } from '../lookup-queries.js';
import type { Importer, PreparedRow, RowValues } from './importer.js';
import { readingToRecord, simulateReadings, type ImportedReading, type MeterRowInput } from './meter-simulation.js';

/** "2026-11-20" is midnight; "2026-11-20 14:05" and "2026-11-20T14:05:30" (an XLSX cell) are read as written. */
function takenAtText(text: string): string | undefined {
  const written = text.trim().replace('T', ' ');
  const full = /^\d{4}-\d{2}-\d{2}$/.test(written) ? `${written} 00:00:00` : written;
  if (!meterTakenAt.safeParse(full).success) return undefined;
  return full.length === 16 ? `${full}:00` : full;
}

/**
 * A whole number as either language writes it: thousands grouped by spaces (no-break ones too)
 * or, in threes, by commas ("12 480", "12,480"); anything else is left for the schema to refuse.
 */
function wholeNumber(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const plain = /^\d{1,3}(,\d{3})+$/.test(compact) ? compact.replace(/,/g, '') : compact;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The meters a row gives: Odometer and Engine hours (the template), or Meter and Reading (the history's export). */
function metersOf(values: RowValues, errors: FieldErrors): { meter: MeterKind; text: string; field: string }[] {
  const given: { meter: MeterKind; text: string; field: string }[] = [];
  for (const meter of meterKinds) {
    if ((values[meter] ?? '') !== '') given.push({ meter, text: values[meter]!, field: meter });
  }
  const meter = values.meter ?? '';
  if (meter !== '' || (values.value ?? '') !== '') {
    const known = meterKinds.find((kind) => kind === meter);
    if (known) given.push({ meter: known, text: values.value ?? '', field: 'value' });
    else errors.meter = [meterMessages.meterInvalid];
  }
  return given;
}

/** A row's readings checked with the batch's own schema, or its errors by column. */
function readRow(context: AppContext, values: RowValues, vehicleId: number | undefined): PreparedRow<MeterRowInput> {
  const errors: FieldErrors = {};
  const equipmentNumber = values.equipment_number ?? '';
  if (equipmentNumber === '') errors.equipment_number = [vehicleMessages.equipmentNumberRequired];
  else if (vehicleId === undefined) errors.equipment_number = [importMessages.vehicleUnknown];
  const takenAt = takenAtText(values.taken_at ?? '');
  if (takenAt === undefined) errors.taken_at = [importMessages.meterTakenAtInvalid];
  else if (businessDateTime(takenAt, context.clock.timeZone).getTime() > context.clock.now().getTime() + clockLeeway) {
    errors.taken_at = [meterMessages.takenAtFuture];
  }
  const confirm = confirmImplausibleField.safeParse(values.confirm_implausible ?? '');
  if (!confirm.success) errors.confirm_implausible = [importMessages.confirmInvalid];
  const meters = metersOf(values, errors);
  if (meters.length === 0 && !errors.meter) errors.row = [importMessages.meterReadingMissing];
  const readings: ImportedReading[] = [];
  for (const { meter, text, field } of meters) {
    const parsed = meterReadingInput.safeParse({
      vehicle: equipmentNumber || undefined,
      meter,
      value: wholeNumber(text),
      taken_at: takenAt,
      source_ref: values.source_ref ?? '',
    });
    const valueIssue = parsed.error?.issues.find((issue) => issue.path[0] === 'value');
    const refIssue = parsed.error?.issues.find((issue) => issue.path[0] === 'source_ref');
    if (valueIssue) errors[field] = [valueIssue.message];
    if (refIssue) errors.source_ref = [refIssue.message];
    if (!parsed.success || vehicleId === undefined || takenAt === undefined) continue;
    readings.push({
      vehicleId,
      meter,
      value: parsed.data.value,
      takenAt,
      sourceRef: parsed.data.source_ref ?? null,
      confirmImplausible: confirm.data ?? false,
      field,
    });
  }
  if (Object.keys(errors).length > 0) return { existingId: null, errors };
  return { existingId: null, input: { readings }, errors };
}

/**
 * Meter readings (issue 37), the rules of `POST api/meter_readings`: each reading is kept once
 * (vehicle, meter, time and reference: the same file again changes nothing), never backwards, a
 * far jump only when the row confirms it. The dry run records every reading in time order and
 * rolls back, so each row says what the import would do; a row whose readings were all received
 * before is an update that changes nothing.
 */
export const meterReadingImporter: Importer<MeterRowInput> = {
  async prepare(context, rows) {
    const vehicles = await vehicleIdsByEquipmentNumber(
      context.db,
      rows.map((values) => values.equipment_number ?? ''),
    );
    const prepared = rows.map((values) => readRow(context, values, vehicles.get(values.equipment_number ?? '')));
    return simulateReadings(context, prepared);
  },
  // The dry run's order: a batch's readings are checked against each other as they happened.
  order: (first, second) => (first.readings[0]?.takenAt ?? '').localeCompare(second.readings[0]?.takenAt ?? ''),
  // One key a reading, its time as read: a row repeating a reading another row of the file gives
  // (its time written another way, or in the export's Meter and Reading) is that reading twice,
  // refused like any key twice; as an update it claimed a reading received before the file.
  keys(values) {
    const takenAt = takenAtText(values.taken_at ?? '') ?? values.taken_at ?? '';
    return metersOf(values, {}).map(({ meter }) =>
      [values.equipment_number ?? '', takenAt, meter, values.source_ref ?? ''].join('\u0000'),
    );
  },
  async save(context, { input }, actorId) {
    for (const reading of input.readings) {
      await recordMeterReading(context.db, context.clock, readingToRecord(context, reading, actorId));
    }
  },
};
