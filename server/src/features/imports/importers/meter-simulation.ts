import type { AppContext } from '../../../app-context.js';
import { businessDateTime } from '../../../lib/business-time.js';
import { AppError, type FieldErrors } from '../../../lib/errors.js';
import { keepMeterReading, memoryBook, type NewMeterReading } from '../../meters/index.js';
import type { MeterKind } from '@fleet-ops/shared';
import type { PreparedRow } from './importer.js';

/** One reading of a row: the file column a refusal is named under (`odometer`, `hours`, or the export's `value`). */
export type ImportedReading = {
  vehicleId: number;
  meter: MeterKind;
  value: number;
  /** `YYYY-MM-DD HH:mm:ss`, so readings sort by time as text. */
  takenAt: string;
  sourceRef: string | null;
  confirmImplausible: boolean;
  field: string;
};

export type MeterRowInput = { readings: ImportedReading[] };

type Outcome = { errors: FieldErrors; receivedBefore: number | null; created: boolean };

/** The readings of the rows without errors, in time order (file order within a time). */
function inTimeOrder(rows: PreparedRow<MeterRowInput>[]) {
  return rows
    .flatMap((row, index) => (row.input?.readings ?? []).map((reading) => ({ reading, index })))
    .sort((first, second) => first.reading.takenAt.localeCompare(second.reading.takenAt) || first.index - second.index);
}

/** What an imported reading records, by the import's user (none in a dry run). */
export function readingToRecord(context: AppContext, reading: ImportedReading, userId: number | null): NewMeterReading {
  return {
    vehicleId: reading.vehicleId,
    meter: reading.meter,
    value: reading.value,
    takenAt: businessDateTime(reading.takenAt, context.clock.timeZone),
    source: 'import',
    sourceRef: reading.sourceRef,
    userId,
    confirmImplausible: reading.confirmImplausible,
    field: reading.field,
  };
}

type Book = Awaited<ReturnType<typeof memoryBook>>;

/** One reading under the rules, undone when refused: a refusal leaves the others of the file checked. */
async function tryReading(context: AppContext, book: Book, reading: ImportedReading) {
  try {
    const recorded = await book.attempt((pages) =>
      keepMeterReading(pages, context.clock, readingToRecord(context, reading, null)),
    );
    return { recorded, errors: {} };
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation') {
      return { recorded: undefined, errors: error.fieldErrors ?? { row: [error.message] } };
    }
    throw error;
  }
}

/**
 * What importing the rows would do, found by doing it on a copy of the file's vehicles' readings
 * (read once: two queries, not a dozen a reading): each reading goes through the very rules of a
 * form or a batch (backwards, a later reading, a far jump, the hour meter), against the saved
 * readings and the file's earlier ones. A row is new when it adds a reading, an update (that
 * changes nothing) when each of its readings was received before.
 */
export async function simulateReadings(
  context: AppContext,
  rows: PreparedRow<MeterRowInput>[],
): Promise<PreparedRow<MeterRowInput>[]> {
  const outcomes = rows.map((): Outcome => ({ errors: {}, receivedBefore: null, created: false }));
  const readings = inTimeOrder(rows);
  if (readings.length === 0) return rows;
  // The file's vehicles' meters and readings are read once; nothing is written.
  const book = await memoryBook(
    context.db,
    readings.map(({ reading }) => reading.vehicleId),
  );
  for (const { reading, index } of readings) {
    const outcome = outcomes[index]!;
    const { recorded, errors } = await tryReading(context, book, reading);
    for (const [field, messages] of Object.entries(errors)) outcome.errors[field] = messages;
    if (recorded?.status === 'created') outcome.created = true;
    if (recorded?.status === 'duplicate') outcome.receivedBefore = recorded.id;
  }
  return rows.map((row, index) => {
    const { errors, receivedBefore, created } = outcomes[index]!;
    if (!row.input) return row;
    if (Object.keys(errors).length > 0) return { existingId: null, errors };
    return { existingId: created ? null : receivedBefore, input: row.input, errors: {} };
  });
}
