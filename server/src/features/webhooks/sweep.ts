import type { AppContext } from '../../app-context.js';
import { checkWebhookAddress, RefusedAddress } from './addresses.js';
import {
  claimDueDeliveries,
  findWebhookRow,
  recordAttempt,
  type AttemptOutcome,
  type DeliveryRow,
  type WebhookRow,
} from './queries.js';
import { postDelivery, sendTimeoutMs, webhookSignature, type SendOutcome } from './send.js';

const minute = 60_000;
/** The wait after each failed attempt; after the last one the delivery is failed. */
export const retryDelaysMs = [1, 5, 30, 120, 360, 720].map((minutes) => minutes * minute);
export const maxAttempts = retryDelaysMs.length + 1;
/** A claimed delivery is due again after this if its sender died mid-attempt (longer than any attempt). */
const claimLeaseMs = sendTimeoutMs + minute;
/** Deliveries sent at once by one sweep. */
const batchSize = 10;

function outcomeOf(delivery: DeliveryRow, sent: Exclude<SendOutcome, 'stopped'>, now: Date): AttemptOutcome {
  const attempts = delivery.attempts + 1;
  const statusCode = 'statusCode' in sent ? sent.statusCode : null;
  const lastError = 'error' in sent ? sent.error : null;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
    return {
      status: 'delivered',
      attempts,
      nextAttemptAt: now,
      lastStatusCode: statusCode,
      lastError,
      deliveredAt: now,
    };
  }
  const last = attempts >= maxAttempts;
  return {
    status: last ? 'failed' : 'pending',
    attempts,
    nextAttemptAt: last ? now : new Date(now.getTime() + retryDelaysMs[attempts - 1]!),
    lastStatusCode: statusCode,
    lastError,
    deliveredAt: null,
  };
}

/** Checks the address again (it may resolve elsewhere since registration), signs and posts. */
async function attempt(
  context: AppContext,
  hook: WebhookRow,
  delivery: DeliveryRow,
  stopping: AbortSignal,
): Promise<SendOutcome> {
  const url = new URL(hook.url);
  try {
    const address = await checkWebhookAddress(url, context.config.webhooks.allowPrivateAddresses);
    const signature = webhookSignature(hook.secret, delivery.body, context.clock.now());
    return await postDelivery({
      url,
      address,
      body: delivery.body,
      headers: { event: delivery.event, delivery: delivery.id, signature },
      stopping,
    });
  } catch (error) {
    if (error instanceof RefusedAddress) return { error: error.message };
    throw error;
  }
}

async function sendOne(context: AppContext, delivery: DeliveryRow, stopping: AbortSignal) {
  const hook = await findWebhookRow(context.db, delivery.webhookId);
  if (!hook) return;
  const sent = await attempt(context, hook, delivery, stopping);
  if (sent === 'stopped') return;
  await recordAttempt(context.db, delivery, outcomeOf(delivery, sent, context.clock.now()));
  if ('error' in sent)
    context.logger.warn({ webhook: hook.id, delivery: delivery.id, error: sent.error }, 'webhook not delivered');
}

/**
 * Sends every delivery due now, a batch at a time, each claimed first so no other instance sends
 * the same attempt. Returns how many attempts were made. What the scheduler's sweep and the kick
 * after an event both run; tests call it directly.
 */
export async function sendDueWebhooks(
  context: AppContext,
  stopping: AbortSignal = new AbortController().signal,
): Promise<number> {
  let attempts = 0;
  while (!stopping.aborted) {
    const now = context.clock.now();
    const claimed = await claimDueDeliveries(context.db, now, new Date(now.getTime() + claimLeaseMs), batchSize);
    await Promise.all(claimed.map((delivery) => sendOne(context, delivery, stopping)));
    attempts += claimed.length;
    if (claimed.length < batchSize) break;
  }
  return attempts;
}
