import { and, count, desc, eq, inArray, lt, lte, max, sql } from 'drizzle-orm';
import type { WebhookDeliveryStatus } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { webhookDeliveries, webhooks } from '../../db/schema/index.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Hooks, newest first, with their newest delivery's status and time: all of them, or for the
 * export's batches those older than `batch.olderThan`, `batch.limit` at a time.
 */
export async function listWebhookRows(db: Database, batch?: { olderThan: number | undefined; limit: number }) {
  const newest = db
    .select({ webhookId: webhookDeliveries.webhookId, deliveryId: max(webhookDeliveries.id).as('newest_id') })
    .from(webhookDeliveries)
    .groupBy(webhookDeliveries.webhookId)
    .as('newest');
  const query = db
    .select({ webhook: webhooks, lastStatus: webhookDeliveries.status, lastAt: webhookDeliveries.createdAt })
    .from(webhooks)
    .leftJoin(newest, eq(newest.webhookId, webhooks.id))
    .leftJoin(webhookDeliveries, eq(webhookDeliveries.id, newest.deliveryId))
    .where(batch?.olderThan === undefined ? undefined : lt(webhooks.id, batch.olderThan))
    .orderBy(desc(webhooks.id));
  return batch ? query.limit(batch.limit) : query;
}

export type ListedWebhookRow = Awaited<ReturnType<typeof listWebhookRows>>[number];

export async function findWebhookRow(db: Database, id: number): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id)).limit(1);
  return row;
}

export async function insertWebhook(db: Database, values: typeof webhooks.$inferInsert): Promise<WebhookRow> {
  const [row] = await db.insert(webhooks).values(values).returning();
  return row!;
}

export async function updateWebhook(
  db: Database,
  id: number,
  values: Partial<typeof webhooks.$inferInsert>,
): Promise<WebhookRow | undefined> {
  const [row] = await db.update(webhooks).set(values).where(eq(webhooks.id, id)).returning();
  return row;
}

export async function deleteWebhook(db: Database, id: number): Promise<WebhookRow | undefined> {
  const [row] = await db.delete(webhooks).where(eq(webhooks.id, id)).returning();
  return row;
}

/** The turned-on hooks listening to an event. */
export async function listListeningWebhooks(db: Database, event: string) {
  return db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.enabled, true), sql`${webhooks.events} @> ${JSON.stringify([event])}::jsonb`));
}

export async function insertDeliveries(db: Database, rows: (typeof webhookDeliveries.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).returning();
}

/** One hook's deliveries, newest first, a page at a time. */
export async function listDeliveryRows(db: Database, webhookId: number, page: { limit: number; offset: number }) {
  const where = eq(webhookDeliveries.webhookId, webhookId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findDeliveryRow(db: Database, webhookId: number, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.webhookId, webhookId)))
    .limit(1);
  return row;
}

/** Sends the delivery again from its first attempt, now: the same body, a fresh retry schedule. */
export async function requeueDelivery(db: Database, id: number, now: Date): Promise<DeliveryRow> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, deliveredAt: null })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row!;
}

/**
 * Claims due deliveries of turned-on hooks: their next attempt moves to `leaseUntil`, so neither
 * another instance nor the next sweep takes them while this one sends (`skip locked` passes over
 * rows another instance is claiming). If this process dies mid-send, the row is due again then.
 */
export async function claimDueDeliveries(db: Database, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        eq(webhooks.enabled, true),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.id)
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

export type AttemptOutcome = {
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
};

/**
 * Writes what an attempt did, unless the row changed since it was claimed (an admin's resend moved
 * its next attempt): then the resend's attempt is the one that counts.
 */
export async function recordAttempt(db: Database, claimed: DeliveryRow, outcome: AttemptOutcome) {
  await db
    .update(webhookDeliveries)
    .set(outcome)
    .where(
      and(
        eq(webhookDeliveries.id, claimed.id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.nextAttemptAt, claimed.nextAttemptAt),
      ),
    );
}
