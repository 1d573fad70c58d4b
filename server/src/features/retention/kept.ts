import { recordKeptMessage, type RetainedThing, type RetentionKind, type RetentionPeriods } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { monthsOf, readRetentionPeriods } from './periods.js';

/**
 * The day `months` calendar months after `day` (YYYY-MM-DD); a day the month lacks becomes its
 * last day (31 August + 6 months = 28 or 29 February).
 */
export function dayMonthsAfter(day: string, months: number): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

/** A record's day: a stored date as is, a moment as its business day. */
export function businessDay(clock: Clock, at: Date | string): string {
  return typeof at === 'string' ? at.slice(0, 10) : clock.formatDateTime(at).slice(0, 10);
}

/** One reason a record is kept: the rule (kind) and the day it counts from. */
export type KeptBy = { kind: RetentionKind; at: Date | string };
export type Keep = { until: string; kind: RetentionKind; months: number };

/**
 * The rule that keeps a record longest, or null when every rule's time is up: the record may go
 * on its keep-until day (kept until 2027-05-18 means deletable from that day).
 */
export function latestKeep(clock: Clock, periods: RetentionPeriods, reasons: KeptBy[]): Keep | null {
  let latest: Keep | null = null;
  for (const reason of reasons) {
    const months = monthsOf(periods, reason.kind);
    const until = dayMonthsAfter(businessDay(clock, reason.at), months);
    if (!latest || until > latest.until) latest = { until, kind: reason.kind, months };
  }
  return latest && latest.until > clock.today() ? latest : null;
}

/**
 * What every delete of a kept record asks, inside its transaction: a 409 naming until when the
 * record is kept and by which rule, whatever the caller's role.
 */
export async function refuseWhileKept(
  db: Database,
  clock: Clock,
  thing: RetainedThing,
  reasons: KeptBy[],
): Promise<void> {
  const keep = latestKeep(clock, await readRetentionPeriods(db), reasons);
  if (keep) throw new AppError('conflict', recordKeptMessage(thing, keep.until, keep.kind, keep.months));
}
