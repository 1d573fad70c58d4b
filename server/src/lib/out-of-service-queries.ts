import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { closedDefectStatuses } from '@fleet-ops/shared';
import type { Database } from '../db/client.js';
import { defects, vehicles } from '../db/schema/index.js';

/*
 * Whether a vehicle is out of service: it has an unfinished major defect. The defects feature
 * decides that state; the vehicle records, their lists and the views above read it here, below
 * every feature, so a record never imports the process that changes it (docs/ARCHITECTURE.md,
 * "Server layers").
 */

/** A defect not yet repaired and verified, nor closed. */
export const unfinishedDefect = notInArray(defects.status, [...closedDefectStatuses]);

/** A vehicle (the outer query's `vehicles` row) with an unfinished major defect: out of service. */
export const outOfServiceCondition: SQL = sql`exists (select 1 from ${defects}
  where ${defects.vehicleId} = ${vehicles.id} and ${defects.severity} = 'major' and ${unfinishedDefect})`;

/** Per vehicle, the report time of its oldest unfinished major defect: out of service since then. */
export async function outOfServiceSince(db: Database, vehicleIds: number[]): Promise<Map<number, Date>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .select({ vehicleId: defects.vehicleId, since: sql<Date>`min(${defects.reportedAt})`.mapWith(defects.reportedAt) })
    .from(defects)
    .where(and(inArray(defects.vehicleId, vehicleIds), eq(defects.severity, 'major'), unfinishedDefect))
    .groupBy(defects.vehicleId);
  return new Map(rows.map((row) => [row.vehicleId, row.since]));
}
