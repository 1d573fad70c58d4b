import type { ImportKind, ImportRun } from '@fleet-ops/shared';
import type { ImportRunRow } from './run-queries.js';

/** A run as the API shows it; `rowsDone` may come from the instance running it (see progress.ts). */
export function toImportRun(row: ImportRunRow, rowsDone = row.rowsDone): ImportRun {
  return {
    id: row.id,
    // Only ever written from a route's checked `kind`.
    kind: row.kind as ImportKind,
    file_name: row.fileName,
    status: row.status,
    total_rows: row.totalRows,
    rows_done: rowsDone,
    new_count: row.newCount,
    update_count: row.updateCount,
    error_count: row.errorCount,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
