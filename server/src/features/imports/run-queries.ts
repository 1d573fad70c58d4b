import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { importRuns } from '../../db/schema/index.js';

export type ImportRunRow = typeof importRuns.$inferSelect;
export type NewImportRunRow = typeof importRuns.$inferInsert;

/** A row waiting for confirmation, as stored: its values by field as read from the file. */
export type StoredRow = { row: number; values: Record<string, string>; cellErrors: Record<string, string[]> };

/** Stores a checked file, dropping the same admin's earlier unconfirmed check of the same kind. */
export async function replaceCheckedRun(db: Database, values: NewImportRunRow): Promise<ImportRunRow> {
  return db.transaction(async (transaction) => {
    if (values.createdBy) {
      await transaction
        .delete(importRuns)
        .where(
          and(
            eq(importRuns.createdBy, values.createdBy),
            eq(importRuns.kind, values.kind),
            eq(importRuns.status, 'checked'),
          ),
        );
    }
    const [created] = await transaction.insert(importRuns).values(values).returning();
    return created!;
  });
}

export async function findRun(db: Database, id: number): Promise<ImportRunRow | undefined> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id)).limit(1);
  return row;
}

/** Marks a checked run without errors as importing; undefined when it is not (anymore) one. */
export async function claimRun(db: Database, id: number): Promise<ImportRunRow | undefined> {
  const [row] = await db
    .update(importRuns)
    .set({ status: 'importing' })
    .where(and(eq(importRuns.id, id), eq(importRuns.status, 'checked'), eq(importRuns.errorCount, 0)))
    .returning();
  return row;
}

/** Written in the import's own transaction, so the run says imported exactly when the rows are. */
export async function finishRun(
  db: Database,
  id: number,
  counts: { newCount: number; updateCount: number },
  finishedAt: Date,
): Promise<ImportRunRow> {
  const [row] = await db
    .update(importRuns)
    .set({ ...counts, status: 'imported', rowsDone: sql`${importRuns.totalRows}`, rows: null, finishedAt })
    .where(eq(importRuns.id, id))
    .returning();
  return row!;
}

/** After the rollback: nothing was imported, and the run cannot be confirmed again (upload the file again). */
export async function failRun(db: Database, id: number, error: string, finishedAt: Date): Promise<ImportRunRow> {
  const [row] = await db
    .update(importRuns)
    .set({ status: 'failed', error, rows: null, finishedAt })
    .where(eq(importRuns.id, id))
    .returning();
  return row!;
}
