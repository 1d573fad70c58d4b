import {
  importFailedMessage,
  importMessages,
  requestMessages,
  type ImportKind,
  type ImportResultLine,
  type ImportRun,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { AppError, type FieldErrors } from '../../lib/errors.js';
import { checkRows, countOf } from './check.js';
import { importers } from './importers/all-importers.js';
import { importProgress } from './progress.js';
import { claimRun, failRun, findRun, finishRun, type ImportRunRow, type StoredRow } from './run-queries.js';
import { toImportRun } from './serialize.js';

/** A row the database refused while importing: the transaction is rolled back with it. */
class RowRefused extends Error {
  constructor(
    readonly row: number,
    readonly errors: FieldErrors,
  ) {
    super(importFailedMessage(row));
  }
}

/**
 * Takes a checked run for importing: a 404 for an unknown run, 422 while it has error rows, 409
 * once it is no longer waiting (a second click, another admin). Only one caller ever gets it.
 */
export async function claimImport(context: AppContext, id: number): Promise<ImportRunRow> {
  const claimed = await claimRun(context.db, id);
  if (claimed) return claimed;
  const run = await findRun(context.db, id);
  if (!run) throw new AppError('not_found', importMessages.notFound);
  if (run.status === 'checked') throw new AppError('validation', importMessages.hasErrors);
  throw new AppError('conflict', importMessages.notWaiting);
}

/** What is told while rows are written: how many of how many. */
export type OnProgress = (rowsDone: number, totalRows: number) => Promise<void>;

async function importRows(
  context: AppContext,
  run: ImportRunRow,
  actorId: number,
  onProgress: OnProgress,
): Promise<ImportRunRow> {
  const rows = (run.rows ?? []) as StoredRow[];
  return context.db.transaction(async (transaction) => {
    // The features' services open their own transactions on this one: savepoints inside it.
    const inside = { ...context, db: transaction };
    const checked = await checkRows(inside, run.kind as ImportKind, rows);
    const refused = checked.find((row) => row.outcome === 'error');
    if (refused) throw new RowRefused(refused.row, refused.errors);
    const importer = importers[run.kind as ImportKind];
    // Rows in the importer's order when it has one (a stable sort keeps the file's order otherwise).
    const saving = [...checked].sort((first, second) => importer.order?.(first.input, second.input) ?? 0);
    for (const [index, row] of saving.entries()) {
      try {
        await importer.save(inside, { existingId: row.existingId, input: row.input }, actorId);
      } catch (error) {
        if (error instanceof AppError) throw new RowRefused(row.row, error.fieldErrors ?? { row: [error.message] });
        throw error;
      }
      await onProgress(index + 1, checked.length);
    }
    const counts = { newCount: countOf(checked, 'new'), updateCount: countOf(checked, 'update') };
    return finishRun(transaction, run.id, counts, context.clock.now());
  });
}

/**
 * Imports a claimed run's rows in one transaction: every row or none. The rows are checked again
 * first (a vehicle may have been added since the dry run). A failure rolls everything back and
 * marks the run failed; the answer then names the row and its messages.
 */
export async function runImport(
  context: AppContext,
  run: ImportRunRow,
  actorId: number,
  onProgress: OnProgress,
): Promise<ImportResultLine> {
  const tracked: OnProgress = async (rowsDone, totalRows) => {
    importProgress.set(run.id, rowsDone);
    await onProgress(rowsDone, totalRows);
  };
  try {
    const imported = await importRows(context, run, actorId, tracked);
    return { run: toImportRun(imported), message: importMessages.imported, errors: {} };
  } catch (error) {
    const refused = error instanceof RowRefused;
    if (!refused) context.logger.error({ err: error, importRun: run.id }, 'An import failed');
    const message = refused ? error.message : requestMessages.serverError;
    const failed: ImportRun = toImportRun(await failRun(context.db, run.id, message, context.clock.now()));
    return { run: failed, message, errors: refused ? error.errors : {} };
  } finally {
    importProgress.end(run.id);
  }
}
