import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { defects, vehicles } from '../../../db/schema/index.js';

/** When a defect stopped counting as unfinished: verified or closed as no defect found. */
export const finishedAt = sql<Date | null>`coalesce(${defects.verifiedAt}, ${defects.closedAt})`.mapWith(
  defects.verifiedAt,
);

/**
 * The defects that matter to a range ending at `asOf` (the range's end, or now when sooner):
 * reported before it and not finished before the range started, or repaired within the range.
 * Each with its vehicle, by equipment number.
 */
export async function listRangeDefects(db: Database, range: { start: Date; asOf: Date; code?: string | undefined }) {
  const finished = sql`coalesce(${defects.verifiedAt}, ${defects.closedAt})`;
  return db
    .select({
      vehicleId: defects.vehicleId,
      equipmentNumber: vehicles.equipmentNumber,
      vehicleType: vehicles.vehicleType,
      vehicleParentType: vehicles.vehicleParentType,
      severity: defects.severity,
      code: defects.code,
      reportedAt: defects.reportedAt,
      dueAt: defects.dueAt,
      repairedAt: defects.repairedAt,
      closedAt: defects.closedAt,
      finishedAt,
    })
    .from(defects)
    .innerJoin(vehicles, eq(vehicles.id, defects.vehicleId))
    .where(
      and(
        lt(defects.reportedAt, range.asOf),
        range.code === undefined ? undefined : eq(defects.code, range.code),
        // A repair in the range implies finishing after its start (or not yet): no third case.
        or(isNull(finished), sql`${finished} > ${range.start.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(sql`lower(${vehicles.equipmentNumber}) collate "C"`, asc(vehicles.id), asc(defects.id));
}
export type RangeDefect = Awaited<ReturnType<typeof listRangeDefects>>[number];
