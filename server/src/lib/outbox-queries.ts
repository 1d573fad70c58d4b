import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

type NewOutboxRow = typeof outbox.$inferInsert;

/** Records a message (email or SMS) in the outbox; returns its row id and status. */
export async function insertOutboxMessage(db: Database, values: NewOutboxRow) {
  const [row] = await db.insert(outbox).values(values).returning({ id: outbox.id, status: outbox.status });
  if (!row) throw new Error('The message could not be recorded in the outbox.');
  return row;
}

/** What happened to a message once a transport tried it. */
export async function setOutboxStatus(
  db: Database,
  id: number,
  result: { status: 'sent'; sentAt: Date } | { status: 'failed'; error: string },
) {
  await db.update(outbox).set(result).where(eq(outbox.id, id));
}
