import {
  duplicateKeyMessage,
  importMessageIn,
  importKeyFields,
  importMessages,
  type ImportCheck,
  type ImportKind,
  type ImportOutcome,
  type ImportRowResult,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fieldError, type FieldErrors } from '../../lib/errors.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import type { UploadedFile } from '../../plugins/form-bodies.js';
import { fileRows } from './columns.js';
import { importers } from './importers/all-importers.js';
import { readSheet } from './read-sheet.js';
import { replaceCheckedRun, type StoredRow } from './run-queries.js';
import { toImportRun } from './serialize.js';

export type CheckedRow = ImportRowResult & { existingId: number | null; input?: unknown };

const keyOf = (kind: ImportKind, values: Record<string, string>) =>
  importKeyFields[kind].map((field) => values[field] ?? '');

/** What a row is matched on: each key its importer reads in it, or its key columns as written; in lower case. */
function rowKeys(kind: ImportKind, values: Record<string, string>): Set<string> {
  const written = keyOf(kind, values);
  const keys = importers[kind].keys?.(values) ?? (written.every((part) => part === '') ? [] : [written.join('\u0000')]);
  return new Set(keys.map((key) => key.toLowerCase()));
}

/** For each row holding a key another row of the file holds too, those other rows. */
function duplicateRows(kind: ImportKind, rows: StoredRow[]): Map<number, number[]> {
  const rowsByKey = new Map<string, number[]>();
  for (const { row, values } of rows) {
    for (const key of rowKeys(kind, values)) rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
  }
  const others = new Map<number, Set<number>>();
  for (const group of rowsByKey.values()) {
    if (group.length < 2) continue;
    for (const row of group) {
      const mine = others.get(row) ?? new Set<number>();
      for (const other of group) if (other !== row) mine.add(other);
      others.set(row, mine);
    }
  }
  return new Map([...others].map(([row, rowsToo]) => [row, [...rowsToo].sort((first, second) => first - second)]));
}

/**
 * Each row's outcome: the form schema's messages, the file's own (formulas, duplicate keys), and
 * new or update by whether its key names a saved record. Run for the dry run and again inside the
 * import's transaction, so what is written passes the rules as they stand when it is written.
 */
export async function checkRows(context: AppContext, kind: ImportKind, rows: StoredRow[]): Promise<CheckedRow[]> {
  const prepared = await importers[kind].prepare(
    context,
    rows.map((row) => row.values),
  );
  const duplicates = duplicateRows(kind, rows);
  const keyField = importKeyFields[kind][0]!;
  return rows.map(({ row, values, cellErrors }, index) => {
    const { existingId, input, errors: formErrors } = prepared[index]!;
    const errors: FieldErrors = { ...formErrors, ...cellErrors };
    const others = duplicates.get(row);
    if (others) errors[keyField] = [...(errors[keyField] ?? []), duplicateKeyMessage(others)];
    const outcome: ImportOutcome = Object.keys(errors).length > 0 ? 'error' : existingId === null ? 'new' : 'update';
    const key = keyOf(kind, values)
      .filter((part) => part !== '')
      .join(' / ');
    return { row, outcome, key, errors, existingId, input };
  });
}

export const countOf = (rows: CheckedRow[], outcome: ImportOutcome) =>
  rows.filter((row) => row.outcome === outcome).length;

/** Each message of a row in the reader's language. */
export function errorsIn(language: ReaderLanguage, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => importMessageIn(language, message)),
    ]),
  );
}

/**
 * The dry run: reads the uploaded file, checks every row and stores them as a run waiting for
 * confirmation (replacing the admin's earlier unconfirmed check of the same kind). Nothing else
 * is written. One answer holds every problem: the columns' (missing, left out) and every row's.
 */
export async function checkImportFile(
  context: AppContext,
  kind: ImportKind,
  files: UploadedFile[],
  actor: { id: number; language: ReaderLanguage },
): Promise<ImportCheck> {
  const [file] = files;
  if (!file) throw fieldError('file', importMessages.fileRequired);
  const { rows, notes } = fileRows(kind, await readSheet(file.data), actor.language);
  if (rows.length === 0) throw fieldError('file', importMessages.noRows);
  const checked = await checkRows(context, kind, rows);
  const run = await replaceCheckedRun(context.db, {
    kind,
    fileName: file.fileName.slice(0, 255),
    status: 'checked',
    totalRows: rows.length,
    newCount: countOf(checked, 'new'),
    updateCount: countOf(checked, 'update'),
    errorCount: countOf(checked, 'error'),
    rows,
    createdBy: actor.id,
  });
  return {
    ...toImportRun(run),
    rows: checked.map(({ row, outcome, key, errors }) => ({
      row,
      outcome,
      key,
      errors: errorsIn(actor.language, errors),
    })),
    notes: notes.map((note) => importMessageIn(actor.language, note)),
  };
}
