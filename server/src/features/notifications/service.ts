import type { DriverNotification, notifyRequest } from '@fleet-ops/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { fullName } from '../auth/index.js';
import { driverExists, insertDriverNotification, listDriverNotifications } from './queries.js';

/** The notify dialog shows this many past messages. */
export const notificationHistoryLimit = 50;

/** Sends the SMS through the provider (by default: queued in the outbox) and records it for the driver. */
export async function notifyDriver(
  context: AppContext,
  input: z.output<typeof notifyRequest>,
  actor: { id: number; name: string },
): Promise<DriverNotification> {
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    if (!(await driverExists(transaction, input.drivers_id))) throw notFound('Driver');
    const sms = await context.sms.send(transaction, { to: input.phone, text: input.comments });
    const created = await insertDriverNotification(transaction, {
      driverId: input.drivers_id,
      phoneNumber: input.phone,
      comments: input.comments,
      outboxId: sms.outboxId,
      actorId: actor.id,
      createdAt: now,
    });
    await recordAudit(transaction, {
      actorId: actor.id,
      action: 'notify',
      entity: 'driver',
      entityId: input.drivers_id,
      after: { phone_number: input.phone, comments: input.comments, outbox_id: sms.outboxId },
    });
    return {
      id: created.id,
      driver_id: created.driverId,
      phone_number: created.phoneNumber,
      comments: created.comments,
      status: sms.status,
      sent_by: actor.name,
      created_at: context.clock.formatDateTime(created.createdAt),
    };
  });
}

export async function driverNotificationHistory(context: AppContext, driverId: number): Promise<DriverNotification[]> {
  if (!(await driverExists(context.db, driverId))) throw notFound('Driver');
  const rows = await listDriverNotifications(context.db, driverId, notificationHistoryLimit);
  return rows.map(({ notification, status, senderFirstName, senderLastName }) => ({
    id: notification.id,
    driver_id: notification.driverId,
    phone_number: notification.phoneNumber,
    comments: notification.comments,
    status,
    sent_by: senderFirstName === null ? null : fullName({ firstName: senderFirstName, lastName: senderLastName ?? '' }),
    created_at: context.clock.formatDateTime(notification.createdAt),
  }));
}
