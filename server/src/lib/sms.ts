import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { insertOutboxMessage } from './outbox-queries.js';

export type Sms = { to: string; text: string };

export type QueuedSms = { outboxId: number; status: 'queued' | 'sent' | 'failed' };

/**
 * Where text messages go. The default keeps each message in the outbox as `queued` (shown as such
 * in the notify dialog); a real gateway would implement the same call and update the row's status.
 */
export type SmsProvider = {
  /** False for the outbox: messages stay there, unsent, and the notify answer says so. */
  delivers: boolean;
  /** Records the message with `db` (pass the caller's transaction) and returns its outbox row. */
  send: (db: Database, sms: Sms) => Promise<QueuedSms>;
};

export function createOutboxSmsProvider(options: { logger: Logger }): SmsProvider {
  return {
    delivers: false,
    async send(db, sms) {
      const row = await insertOutboxMessage(db, {
        channel: 'sms',
        recipient: sms.to,
        body: sms.text,
        status: 'queued',
      });
      options.logger.info({ to: sms.to, outboxId: row.id }, 'sms queued in the outbox (no SMS provider)');
      return { outboxId: row.id, status: row.status };
    },
  };
}
