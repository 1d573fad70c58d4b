import { like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webhookDeliveries } from '../../db/schema/index.js';

/** An arbitrary constant naming the lock of the daily `document.expiring` run. */
const expiringDocumentsLock = 230_051;

/** Holds the daily run's lock until the transaction ends: a second instance waits, then finds its events queued. */
export async function lockExpiringDocumentsRun(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${expiringDocumentsLock})`);
}

/** Whether an event with this id was queued already (a delivery's body starts with its id). */
export async function isEventQueued(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(like(webhookDeliveries.body, `{"id":"${eventId}",%`))
    .limit(1);
  return row !== undefined;
}
