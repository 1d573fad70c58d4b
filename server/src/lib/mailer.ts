import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

export type Mail = { to: string; subject: string; text: string };

export type Mailer = {
  /** Records the message in the outbox and, when SMTP is configured, sends it. */
  send: (mail: Mail) => Promise<void>;
};

export function createMailer(options: { db: Database; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(outbox)
        .values({ channel: 'email', recipient: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: outbox.id });
      if (!transport || !row) {
        options.logger.info(
          { to: mail.to, subject: mail.subject, body: mail.text },
          'mail queued in the outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await options.db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        options.logger.error({ to: mail.to, reason }, 'mail could not be sent');
        await options.db.update(outbox).set({ status: 'failed', error: reason }).where(eq(outbox.id, row.id));
      }
    },
  };
}
