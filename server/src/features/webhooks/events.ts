import { randomUUID } from 'node:crypto';
import type { WebhookDeliveryEvent, WebhookEvent } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { insertDeliveries, listListeningWebhooks } from './queries.js';

/** Ids, unit numbers and values a receiver acts on; never a secret nor a person's contact details. */
export type WebhookData = Record<string, string | number | boolean | null | string[] | number[]>;

/** The exact JSON a delivery sends; one event sent to several hooks has one `id`. */
export function webhookBody(
  event: WebhookDeliveryEvent,
  data: WebhookData,
  occurredAt: Date,
  eventId: string = randomUUID(),
): string {
  return JSON.stringify({ id: eventId, event, occurred_at: occurredAt.toISOString(), data });
}

/**
 * Records an event for every turned-on hook listening to it, as pending deliveries. Call it with
 * the transaction that makes the change: a rolled-back change sends nothing, a committed one is
 * never lost. Then call `sendWebhooksSoon` after the commit, or the next sweep sends it.
 * Answers how many deliveries were queued. `eventId` is for an event that must be told once.
 */
export async function queueWebhookEvent(
  db: Database,
  event: WebhookEvent,
  data: WebhookData,
  occurredAt: Date,
  eventId?: string,
): Promise<number> {
  const hooks = await listListeningWebhooks(db, event);
  if (hooks.length === 0) return 0;
  const body = webhookBody(event, data, occurredAt, eventId);
  await insertDeliveries(
    db,
    hooks.map((hook) => ({ webhookId: hook.id, event, body, nextAttemptAt: occurredAt, createdAt: occurredAt })),
  );
  return hooks.length;
}
