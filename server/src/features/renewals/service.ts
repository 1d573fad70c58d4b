import {
  addDays,
  dateParts,
  renewalColour,
  renewalKinds,
  type Renewal,
  type RenewalFilter,
  type RenewalKind,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { listMaintenanceStatuses } from '../maintenance/index.js';
import { listDatedRenewals, type DatedRenewal } from './queries.js';

const dayMs = 24 * 60 * 60 * 1000;

function dayNumber(isoDate: string): number {
  const [year, month, day] = dateParts(isoDate);
  return Date.UTC(year, month - 1, day) / dayMs;
}

/** Service tasks with a time interval, as renewals: the date they are next due. */
async function serviceTaskRenewals(context: AppContext, today: string, until: string | undefined) {
  const rows = await listMaintenanceStatuses(context.db, { today, timeZone: context.clock.timeZone });
  return rows.flatMap((row): DatedRenewal[] =>
    row.next_due_on !== null && (until === undefined || row.next_due_on <= until)
      ? [
          {
            kind: 'service_task',
            subject: row.task_name,
            vehicle_id: row.vehicle_id,
            driver_id: null,
            record_id: row.task_id,
            owner: row.equipment_number,
            due_on: row.next_due_on,
          },
        ]
      : [],
  );
}

const kindOrder = (kind: RenewalKind) => renewalKinds.indexOf(kind);

/** Soonest first; on one day by kind, then owner and subject (byte order, as every list sorts text). */
function byDueDate(first: Renewal, second: Renewal): number {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return (
    compare(first.due_on, second.due_on) ||
    kindOrder(first.kind) - kindOrder(second.kind) ||
    compare(first.owner.toLowerCase(), second.owner.toLowerCase()) ||
    compare(first.subject.toLowerCase(), second.subject.toLowerCase()) ||
    (first.record_id ?? first.vehicle_id ?? first.driver_id ?? 0) -
      (second.record_id ?? second.vehicle_id ?? second.driver_id ?? 0)
  );
}

/**
 * Everything that expires, soonest first, with its days left and colour from today (business
 * timezone). `within_days` keeps what is due up to that many days ahead (late ones included),
 * `overdue` only the red ones. Built in memory: one row per dated document, bounded by the fleet.
 */
export async function listRenewals(context: AppContext, filter: RenewalFilter): Promise<Renewal[]> {
  const today = context.clock.today();
  const until = filter.overdue
    ? today
    : filter.within_days === undefined
      ? undefined
      : addDays(today, filter.within_days);
  const [dated, tasks] = await Promise.all([
    filter.kind === 'service_task' ? [] : listDatedRenewals(context.db, { until, kind: filter.kind }),
    filter.kind === undefined || filter.kind === 'service_task' ? serviceTaskRenewals(context, today, until) : [],
  ]);
  const todayNumber = dayNumber(today);
  return [...dated, ...tasks]
    .map((row) => {
      const daysLeft = dayNumber(row.due_on) - todayNumber;
      return { ...row, days_left: daysLeft, colour: renewalColour(daysLeft) };
    })
    .sort(byDueDate);
}
