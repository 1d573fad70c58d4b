import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { loadNodemailer } from './lazy/nodemailer.js';
import { mailHtml } from './mail-format.js';
import { insertOutboxMessage, setOutboxStatus } from './outbox-queries.js';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (mail-format.ts `composeMail`); without it, one is made from `text`. */
  html?: string;
  /**
   * Parts of `text` that grant access (a reset link). With SMTP they go only into the sent mail:
   * the outbox row and the log get them redacted. Without SMTP the outbox is how a fresh install
   * reads its mail, so they are kept there.
   */
  secrets?: string[];
};

/**
 * Every message is sent by the app, not a person: `Auto-Submitted` (RFC 3834) tells mail servers
 * and out-of-office replies not to answer it, and Exchange reads its own header for the same.
 */
export const automaticMailHeaders = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' };

export const redactedSecret = '[link removed: it was sent by email only]';

function redact(text: string, secrets: string[] = []): string {
  return secrets.reduce((redacted, secret) => redacted.split(secret).join(redactedSecret), text);
}

export type Mailer = {
  /** Records the message in the outbox and, when SMTP is configured, sends it. */
  send: (mail: Mail) => Promise<void>;
  /**
   * Records the message in the outbox through `db` (a transaction, so the row commits with the
   * caller's own writes) and returns the step that sends it by SMTP, to run once committed: no
   * transaction waits on a mail server.
   */
  queue: (db: Database, mail: Mail) => Promise<() => Promise<void>>;
};

export function createMailer(options: { db: Database; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const smtpUrl = options.smtpUrl;
  // Made by the first mail to send, so nodemailer loads only then.
  let transport: Promise<Transporter> | undefined;
  const smtp = () => (transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl)));
  const queue: Mailer['queue'] = async (db, mail) => {
    const row = await insertOutboxMessage(db, {
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: smtpUrl ? redact(mail.text, mail.secrets) : mail.text,
    });
    return async () => {
      if (!smtpUrl) {
        options.logger.info(
          { to: mail.to, subject: mail.subject, body: mail.text },
          'mail queued in the outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        // Text and HTML together make nodemailer send multipart/alternative: the reader's program picks.
        await (
          await smtp()
        ).sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? mailHtml(mail.subject, [{ language: 'en', lines: mail.text.split('\n') }]),
          headers: automaticMailHeaders,
        });
        await setOutboxStatus(options.db, row.id, { status: 'sent', sentAt: new Date() });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        options.logger.error({ to: mail.to, reason }, 'mail could not be sent');
        await setOutboxStatus(options.db, row.id, { status: 'failed', error: reason });
      }
    };
  };
  return {
    queue,
    async send(mail) {
      const deliver = await queue(options.db, mail);
      await deliver();
    },
  };
}
