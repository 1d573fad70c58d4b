import { and, asc, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activityLog,
  appointments,
  checklists,
  fireInspections,
  firstAidKits,
  trackings,
  vehicleExpenses,
} from '../../db/schema/index.js';
import { appointmentRows } from '../appointments/index.js';
import { fireInspectionRows } from '../fire-inspections/index.js';
import { firstAidKitRows } from '../first-aid-kits/index.js';
import { billedTracking } from '../reports/index.js';

/** The vehicle record's reads: each one vehicle's latest few rows of another screen's table. */

export async function latestChecklists(db: Database, vehicleId: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: checklists.id,
        date: checklists.date,
        operator: checklists.operator,
        odmRead: checklists.odmRead,
        hourRead: checklists.hourRead,
        oilLife: checklists.oilLife,
        hasIssue: checklists.hasIssue,
        items: checklists.items,
        remarks: checklists.remarks,
      })
      .from(checklists)
      .where(eq(checklists.vehicleId, vehicleId))
      // The same order as the checklist list: newest inspection day, then the last one submitted.
      .orderBy(desc(checklists.date), desc(checklists.id))
      .limit(limit),
    db.select({ value: count() }).from(checklists).where(eq(checklists.vehicleId, vehicleId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Appointments at or after `now` (its date and time in the business timezone), nearest first. */
export async function upcomingAppointments(
  db: Database,
  vehicleId: number,
  now: { date: string; time: string },
  limit: number,
) {
  return appointmentRows(db)
    .where(and(eq(appointments.vehicleId, vehicleId), fromMoment(now)))
    .orderBy(asc(appointments.date), asc(appointments.time), asc(appointments.id))
    .limit(limit);
}

/** Appointments before `now`, the latest first. */
export async function pastAppointments(
  db: Database,
  vehicleId: number,
  now: { date: string; time: string },
  limit: number,
) {
  return appointmentRows(db)
    .where(and(eq(appointments.vehicleId, vehicleId), sql`not (${fromMoment(now)})`))
    .orderBy(desc(appointments.date), desc(appointments.time), desc(appointments.id))
    .limit(limit);
}

function fromMoment(now: { date: string; time: string }): SQL {
  return or(
    sql`${appointments.date} > ${now.date}`,
    and(eq(appointments.date, now.date), gte(appointments.time, now.time)),
  )!;
}

/** The vehicle's Vehicle Logs entries, newest first (the screen's default order). */
export async function latestLogEntries(db: Database, vehicleId: number, limit: number) {
  return db
    .select()
    .from(activityLog)
    .where(eq(activityLog.vehicleId, vehicleId))
    .orderBy(desc(activityLog.actionDate), desc(activityLog.id))
    .limit(limit);
}

/** What tracking billed (the rows the tracking screen totals) per week starting in the range, in cents. */
export async function weeklyBilling(db: Database, vehicleId: number, weeks: { first: string; last: string }) {
  const rows = await db
    .select({
      weekStart: trackings.weekStart,
      billing: sql<number>`coalesce(sum(${trackings.totalBillingCents}), 0)::float8`,
    })
    .from(trackings)
    .where(
      and(
        eq(trackings.vehicleId, vehicleId),
        gte(trackings.weekStart, weeks.first),
        lte(trackings.weekStart, weeks.last),
        billedTracking,
      ),
    )
    .groupBy(trackings.weekStart);
  return new Map(rows.map((row) => [row.weekStart, Number(row.billing)]));
}

/** The Expense modal's weeks starting in the range. */
export async function weeklyExpenses(db: Database, vehicleId: number, weeks: { first: string; last: string }) {
  const rows = await db
    .select()
    .from(vehicleExpenses)
    .where(
      and(
        eq(vehicleExpenses.vehicleId, vehicleId),
        gte(vehicleExpenses.weekStart, weeks.first),
        lte(vehicleExpenses.weekStart, weeks.last),
      ),
    );
  return new Map(rows.map((row) => [row.weekStart, row]));
}

/** The inspection that expires last: the extinguisher the vehicle carries now. */
export async function latestFireInspection(db: Database, vehicleId: number) {
  const [row] = await fireInspectionRows(db, { sort: 'inspection_expiry_date', direction: 'desc' })
    .where(eq(fireInspections.vehicleId, vehicleId))
    .orderBy(desc(fireInspections.inspectionExpiryDate), desc(fireInspections.id))
    .limit(1);
  return row;
}

/** The kit that expires last: the one the vehicle carries now. */
export async function latestFirstAidKit(db: Database, vehicleId: number) {
  const [row] = await firstAidKitRows(db)
    .where(eq(firstAidKits.vehicleId, vehicleId))
    .orderBy(desc(firstAidKits.expiryMonth), desc(firstAidKits.id))
    .limit(1);
  return row;
}
