import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** The stored use of a request id by one user, if any. */
export async function findIdempotencyKey(db: Database, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/**
 * Stores a request id, unless that user already holds it: "on conflict do nothing" waits for a
 * twin's open transaction, so false means a twin committed the key first.
 */
export async function insertIdempotencyKey(
  db: Database,
  values: Omit<typeof idempotencyKeys.$inferInsert, 'createdAt'>,
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ resourceId: idempotencyKeys.resourceId });
  return inserted.length > 0;
}
