import {
  webhookMessages,
  type Webhook,
  type WebhookDelivery,
  type WebhookInput,
  type WebhookWithSecret,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { newToken } from '../../lib/tokens.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { checkWebhookAddress, RefusedAddress } from './addresses.js';
import { webhookBody } from './events.js';
import { toWebhook, toWebhookDelivery } from './present.js';
import {
  deleteWebhook as deleteWebhookRow,
  findDeliveryRow,
  findWebhookRow,
  insertDeliveries,
  insertWebhook,
  listDeliveryRows,
  listWebhookRows,
  requeueDelivery,
  updateWebhook as updateWebhookRow,
  type WebhookRow,
} from './queries.js';
import { sendWebhooksSoon } from './sender.js';

/** A new signing secret: shown to the admin once, kept readable to sign every delivery. */
const newSecret = () => `whsec_${newToken()}`;

/** The URL must be allowed now (README "Webhooks"): its refusal is a message on the URL field. */
async function checkUrl(context: AppContext, url: string): Promise<void> {
  try {
    await checkWebhookAddress(new URL(url), context.config.webhooks.allowPrivateAddresses);
  } catch (error) {
    if (error instanceof RefusedAddress) throw fieldError('url', error.message);
    throw error;
  }
}

const audited = (row: WebhookRow) => ({ name: row.name, url: row.url, events: row.events, enabled: row.enabled });

async function existingHook(db: Database, id: number): Promise<WebhookRow> {
  const row = await findWebhookRow(db, id);
  if (!row) throw new AppError('not_found', webhookMessages.notFound);
  return row;
}

export async function listWebhooks(context: AppContext): Promise<Webhook[]> {
  return (await listWebhookRows(context.db)).map((row) => toWebhook(context.clock, row.webhook, row));
}

export async function createWebhook(
  context: AppContext,
  user: CurrentUser,
  input: WebhookInput,
): Promise<WebhookWithSecret> {
  await checkUrl(context, input.url);
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const row = await insertWebhook(transaction, {
      name: input.name,
      url: input.url,
      events: input.events,
      enabled: input.enabled ?? true,
      secret: newSecret(),
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(transaction, {
      actorId: user.id,
      action: 'create',
      entity: 'webhook',
      entityId: row.id,
      after: audited(row),
    });
    return { ...toWebhook(context.clock, row), secret: row.secret };
  });
}

/** `enabled` left out keeps the hook as it is. */
export async function updateWebhook(
  context: AppContext,
  user: CurrentUser,
  id: number,
  input: WebhookInput,
): Promise<Webhook> {
  await existingHook(context.db, id);
  await checkUrl(context, input.url);
  return context.db.transaction(async (transaction) => {
    const before = await existingHook(transaction, id);
    const row = (await updateWebhookRow(transaction, id, {
      name: input.name,
      url: input.url,
      events: input.events,
      enabled: input.enabled ?? before.enabled,
      updatedAt: context.clock.now(),
    }))!;
    await recordAudit(transaction, {
      actorId: user.id,
      action: 'update',
      entity: 'webhook',
      entityId: id,
      before: audited(before),
      after: audited(row),
    });
    return toWebhook(context.clock, row);
  });
}

/** Its deliveries go with it (pending ones are never sent). */
export async function deleteWebhook(context: AppContext, user: CurrentUser, id: number): Promise<void> {
  await context.db.transaction(async (transaction) => {
    const row = await deleteWebhookRow(transaction, id);
    if (!row) throw new AppError('not_found', webhookMessages.notFound);
    await recordAudit(transaction, {
      actorId: user.id,
      action: 'delete',
      entity: 'webhook',
      entityId: id,
      before: audited(row),
    });
  });
}

/** A new secret, shown once; deliveries from now on (retries included) are signed with it. */
export async function rotateWebhookSecret(
  context: AppContext,
  user: CurrentUser,
  id: number,
): Promise<WebhookWithSecret> {
  return context.db.transaction(async (transaction) => {
    await existingHook(transaction, id);
    const row = (await updateWebhookRow(transaction, id, { secret: newSecret(), updatedAt: context.clock.now() }))!;
    await recordAudit(transaction, { actorId: user.id, action: 'rotate_secret', entity: 'webhook', entityId: id });
    return { ...toWebhook(context.clock, row), secret: row.secret };
  });
}

export async function listWebhookDeliveries(
  context: AppContext,
  id: number,
  page: PageRequest,
): Promise<ListPage<WebhookDelivery>> {
  await existingHook(context.db, id);
  const { rows, total } = await listDeliveryRows(context.db, id, page);
  return { rows: rows.map((row) => toWebhookDelivery(context.clock, row)), total };
}

async function turnedOnHook(db: Database, id: number): Promise<WebhookRow> {
  const hook = await existingHook(db, id);
  if (!hook.enabled) throw new AppError('conflict', webhookMessages.turnedOff);
  return hook;
}

/** The same body again from a first attempt, now (a fresh retry schedule); the log keeps one row. */
export async function resendDelivery(
  context: AppContext,
  webhookId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  await turnedOnHook(context.db, webhookId);
  const delivery = await findDeliveryRow(context.db, webhookId, deliveryId);
  if (!delivery) throw new AppError('not_found', webhookMessages.deliveryNotFound);
  const row = await requeueDelivery(context.db, delivery.id, context.clock.now());
  sendWebhooksSoon(context);
  return toWebhookDelivery(context.clock, row);
}

/** A `ping` event to this hook only, whatever it listens to: a receiver's set-up can be tried. */
export async function pingWebhook(context: AppContext, id: number): Promise<WebhookDelivery> {
  const hook = await turnedOnHook(context.db, id);
  const now = context.clock.now();
  const body = webhookBody('ping', { webhook_id: hook.id, name: hook.name }, now);
  const [created] = await insertDeliveries(context.db, [
    { webhookId: hook.id, event: 'ping', body, nextAttemptAt: now, createdAt: now },
  ]);
  sendWebhooksSoon(context);
  return toWebhookDelivery(context.clock, created!);
}
