import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { defectOccurrences, defects } from '../../db/schema/index.js';
import { unfinishedDefect } from '../../lib/out-of-service-queries.js';

/** The outer row's id, named with its table: Drizzle leaves the table out of a query without joins. */
const outerDefectId = sql`${sql.identifier('defects')}.${sql.identifier('id')}`;

/** The latest occurrence of the outer defect: `column` of it. */
const lastOccurrence = <T>(column: typeof defectOccurrences.remarks | typeof defectOccurrences.reportedAt) =>
  sql<T>`(select ${column} from ${defectOccurrences} where ${defectOccurrences.defectId} = ${outerDefectId}
    order by ${defectOccurrences.reportedAt} desc, ${defectOccurrences.id} desc limit 1)`;

/**
 * The vehicle's defects not yet verified nor closed, oldest first, each with its latest report's
 * time and note and how many times it was reported: what the next driver is shown.
 */
export function listVehicleOpenDefects(db: Database, vehicleId: number) {
  return db
    .select({
      defect: defects,
      lastNote: lastOccurrence<string | null>(defectOccurrences.remarks),
      lastReportedAt: lastOccurrence<Date | null>(defectOccurrences.reportedAt).mapWith(defectOccurrences.reportedAt),
      occurrences: sql<number>`(select count(*)::int from ${defectOccurrences}
        where ${defectOccurrences.defectId} = ${outerDefectId})`,
    })
    .from(defects)
    .where(and(eq(defects.vehicleId, vehicleId), unfinishedDefect))
    .orderBy(asc(defects.reportedAt), asc(defects.id));
}
export type OpenDefectRow = Awaited<ReturnType<typeof listVehicleOpenDefects>>[number];
