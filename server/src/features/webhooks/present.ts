import type { Webhook, WebhookDelivery, WebhookDeliveryEvent, WebhookEvent } from '@fleet-ops/shared';
import type { Clock } from '../../lib/clock.js';
import type { DeliveryRow, WebhookRow } from './queries.js';

/**
 * A hook as admins see it: never its secret. Times here are the business timezone's wall clock
 * (`YYYY-MM-DD HH:mm:ss`), as the screens show them; payloads sent to receivers carry ISO times.
 */
export function toWebhook(
  clock: Clock,
  row: WebhookRow,
  newest?: { lastStatus: string | null; lastAt: Date | null },
): Webhook {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    created_at: clock.formatDateTime(row.createdAt),
    updated_at: clock.formatDateTime(row.updatedAt),
    last_delivery_status: (newest?.lastStatus as Webhook['last_delivery_status'] | null) ?? null,
    last_delivery_at: newest?.lastAt ? clock.formatDateTime(newest.lastAt) : null,
  };
}

export function toWebhookDelivery(clock: Clock, row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.webhookId,
    event: row.event as WebhookDeliveryEvent,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? clock.formatDateTime(row.nextAttemptAt) : null,
    created_at: clock.formatDateTime(row.createdAt),
    delivered_at: row.deliveredAt ? clock.formatDateTime(row.deliveredAt) : null,
  };
}
