import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checklists, defects, drivers, fireInspections, firstAidKits, vehicles } from '../../db/schema/index.js';
import { outOfServiceCondition } from '../../lib/out-of-service-queries.js';
import { overdueMinorCondition } from '../defects/index.js';
import { inUseWithoutChecklist, typeCondition } from '../vehicles/index.js';

/** How many rows match `condition`, counted by the database in the same scan as the others. */
function countWhere(condition: SQL | undefined): SQL<number> {
  return sql<number>`cast(count(*) filter (where ${condition ?? sql`true`}) as integer)`;
}

/** What "today", "this week" and the warning windows are, all in the business timezone. */
export type DashboardDates = {
  now: Date;
  today: string;
  weekStart: string;
  weekEnd: string;
  /** The last day a driver's licence counts as expiring (today + the drivers' warning days). */
  licenceWarningUntil: string;
  /** The last day a fire extinguisher inspection counts as expiring (today + one month). */
  inspectionWarningUntil: string;
  /** Kits are stored as their month's first day: this month's and next month's. */
  thisMonth: string;
  nextMonth: string;
};

/** One scan of the vehicles: the Manage Vehicles filters the tiles link to, and today's missing checklists. */
export async function countVehicleAlerts(db: Database, dates: DashboardDates) {
  const [row] = await db
    .select({
      documentsExpired: countWhere(typeCondition('expired', dates.now, dates.today)),
      documentsExpiring: countWhere(typeCondition('expiring', dates.now, dates.today)),
      unassigned: countWhere(typeCondition('unassigned', dates.now, dates.today)),
      // The Manage Vehicles list's checklist_missing filter, so the tile's number is the list's total.
      withoutChecklist: countWhere(inUseWithoutChecklist(dates.now, dates.today)),
      // The vehicles list's default (all visible vehicles) with its out_of_service filter.
      outOfService: countWhere(and(typeCondition('all_vehicles', dates.now, dates.today), outOfServiceCondition)),
    })
    .from(vehicles);
  return row!;
}

/** Licences of the drivers the Drivers screen lists as not archived (enabled or not). */
export async function countLicenceAlerts(db: Database, dates: DashboardDates) {
  const [row] = await db
    .select({
      expired: countWhere(sql`${drivers.expiryDate} <= ${dates.today}`),
      expiring: countWhere(
        sql`${drivers.expiryDate} > ${dates.today} and ${drivers.expiryDate} <= ${dates.licenceWarningUntil}`,
      ),
    })
    .from(drivers)
    .where(eq(drivers.archived, false));
  return row!;
}

/** Every kit the First Aid Kit screen lists, coloured as it colours them (by month). */
export async function countKitAlerts(db: Database, dates: DashboardDates) {
  const [row] = await db
    .select({
      expired: countWhere(sql`${firstAidKits.expiryMonth} <= ${dates.thisMonth}`),
      expiring: countWhere(sql`${firstAidKits.expiryMonth} = ${dates.nextMonth}`),
    })
    .from(firstAidKits);
  return row!;
}

/** Every inspection the Fire Extinguisher screen lists, coloured as it colours them. */
export async function countExtinguisherAlerts(db: Database, dates: DashboardDates) {
  const expiry = fireInspections.inspectionExpiryDate;
  const [row] = await db
    .select({
      expired: countWhere(sql`${expiry} <= ${dates.today}`),
      expiring: countWhere(sql`${expiry} > ${dates.today} and ${expiry} <= ${dates.inspectionWarningUntil}`),
    })
    .from(fireInspections);
  return row!;
}

/** Checklists of the current week (Sunday to Saturday) with an item answered "no". */
export async function countChecklistsWithIssues(db: Database, dates: DashboardDates): Promise<number> {
  const [row] = await db
    .select({ value: countWhere(eq(checklists.hasIssue, true)) })
    .from(checklists)
    .where(sql`${checklists.date} between ${dates.weekStart} and ${dates.weekEnd}`);
  return row?.value ?? 0;
}

/** Minor defects past their 48 h while still open or acknowledged (the Defects list's `overdue`). */
export async function countOverdueMinorDefects(db: Database, dates: DashboardDates): Promise<number> {
  const [row] = await db.select({ value: countWhere(overdueMinorCondition(dates.now)) }).from(defects);
  return row?.value ?? 0;
}
