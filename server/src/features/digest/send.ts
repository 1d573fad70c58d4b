import { addDays } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { businessDateTime } from '../../lib/business-time.js';
import { listRenewals } from '../renewals/index.js';
import { readSiteSettings } from '../settings/index.js';
import { digestMail, type DigestDefect, type DigestFacts } from './content.js';
import { claimDelivery, listDigestRecipients, listOpenMajorDefects, listOverdueMinorDefects } from './queries.js';

/** Today's digest moment in the business timezone, from the site's `digest_time`. */
async function todaysDigestMoment(context: AppContext): Promise<Date> {
  const { digest_time } = await readSiteSettings(context.db);
  return businessDateTime(`${context.clock.today()} ${digest_time}:00`, context.clock.timeZone);
}

async function digestFacts(context: AppContext, day: string, now: Date): Promise<DigestFacts> {
  const asDigest = (row: DigestDefect) =>
    ({
      id: row.id,
      equipmentNumber: row.equipmentNumber,
      item: row.item,
      reportedAt: row.reportedAt,
      dueAt: row.dueAt,
    }) satisfies DigestDefect;
  const [renewals, major, minor] = await Promise.all([
    listRenewals(context, { within_days: 30 }),
    listOpenMajorDefects(context.db),
    listOverdueMinorDefects(context.db, now),
  ]);
  return {
    day,
    renewals,
    openMajorDefects: major.map(asDigest),
    overdueMinorDefects: minor.map(asDigest),
    appUrl: context.config.appUrl,
    timeZone: context.clock.timeZone,
  };
}

/**
 * Sends today's digest to every opted-in admin who has not had it, once today's digest time has
 * come (business timezone): the scheduled run, a server starting after that time (a missed
 * run), and a digest time moved earlier all call this. Each admin's delivery row and outbox row
 * commit together, and the unique (admin, day) key lets exactly one caller send, however many
 * instances or runs race. Returns how many were sent by this call.
 */
export async function sendDueDigests(context: AppContext): Promise<number> {
  const now = context.clock.now();
  const day = context.clock.today();
  if (now < (await todaysDigestMoment(context))) return 0;
  const recipients = await listDigestRecipients(context.db, day);
  if (recipients.length === 0) return 0;
  const mail = digestMail(await digestFacts(context, day, now));
  let sent = 0;
  for (const recipient of recipients) {
    const deliver = await context.db.transaction(async (transaction) => {
      if (!(await claimDelivery(transaction, recipient.id, day, now))) return undefined;
      return context.mailer.queue(transaction, { to: recipient.email, ...mail });
    });
    if (!deliver) continue;
    await deliver();
    sent += 1;
  }
  return sent;
}

/** The next digest moment after now: today's when still ahead, else tomorrow's. */
export async function nextDigestMoment(context: AppContext): Promise<Date> {
  const { digest_time } = await readSiteSettings(context.db);
  const today = context.clock.today();
  const todays = businessDateTime(`${today} ${digest_time}:00`, context.clock.timeZone);
  if (context.clock.now() < todays) return todays;
  return businessDateTime(`${addDays(today, 1)} ${digest_time}:00`, context.clock.timeZone);
}
