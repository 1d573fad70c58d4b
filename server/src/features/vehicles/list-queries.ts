import { and, asc, count, desc, eq, ilike, isNotNull, isNull, not, or, sql, type Column, type SQL } from 'drizzle-orm';
import {
  addOneMonth,
  weekStart,
  type VehicleFilter,
  type VehicleListType,
  type VehicleSortColumn,
} from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { drivers, trackings, vehicleAssignments, vehicles } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { outOfServiceCondition } from '../../lib/out-of-service-queries.js';
import { inspectionStateCondition, validInspectionCondition } from '../../lib/inspection-state-queries.js';
import { runningAt } from './queries.js';

type KeyType = 'text' | 'date' | 'boolean' | 'integer';

const noDate = sql`'0001-01-01'::date`;
const dateKey = (column: Column) => ({
  expression: sql`coalesce(${column}, ${noDate})`,
  type: 'date' as const,
});
const textKey = (column: Column) => ({
  expression: sql`lower(${column})`,
  type: 'text' as const,
});

/** Each sort choice as a never-null expression, with the type its keyset value is cast back to. */
const sortKeys: Record<VehicleSortColumn, { expression: SQL; type: KeyType }> = {
  id: { expression: sql`${vehicles.id}`, type: 'integer' },
  equipment_number: textKey(vehicles.equipmentNumber),
  vehicle_parent_type: textKey(vehicles.vehicleParentType),
  vehicle_type: textKey(vehicles.vehicleType),
  license_plate_no: textKey(vehicles.licensePlateNo),
  VIN_no: textKey(vehicles.vinNo),
  ownership_type: { expression: sql`${vehicles.ownershipType}::text`, type: 'text' },
  abg_mva_stickers: dateKey(vehicles.abgMvaStickers),
  insurance_expiry: dateKey(vehicles.insuranceExpiry),
  reg_expiry: dateKey(vehicles.regExpiry),
  inspection_date: dateKey(vehicles.inspectionDate),
  inspection_status: { expression: sql`${vehicles.inspectionStatus}::text`, type: 'text' },
  battery_expiry: dateKey(vehicles.batteryExpiry),
  tire_expiry: dateKey(vehicles.tireExpiry),
  status: { expression: sql`${vehicles.status}::text`, type: 'text' },
  enabled: { expression: sql`${vehicles.enabled}`, type: 'boolean' },
  color: textKey(vehicles.color),
  has_radio: { expression: sql`${vehicles.radio}`, type: 'boolean' },
  mine: { expression: sql`${vehicles.mine}`, type: 'boolean' },
  location: {
    expression: sql`lower(case when ${vehicles.location} = 'other' then coalesce(${vehicles.locationOther}, 'other') else ${vehicles.location}::text end)`,
    type: 'text',
  },
  ppe_no: textKey(vehicles.ppeNo),
  last_odm_read: { expression: sql`${vehicles.lastOdmRead}`, type: 'integer' },
};

export type VehicleListOrder = { sort: VehicleSortColumn; direction: 'asc' | 'desc' };

/** A vehicle with a current driver. */
function hasCurrentDriver(now: Date): SQL {
  return sql`exists (select 1 from ${vehicleAssignments} where ${vehicleAssignments.vehicleId} = ${vehicles.id} and ${runningAt(now)})`;
}

/** A vehicle with a day coded `code` in this week's tracking. */
function trackedThisWeek(code: 1 | 3, today: string): SQL {
  return sql`exists (
    select 1 from ${trackings}
    where ${trackings.vehicleId} = ${vehicles.id} and ${trackings.weekStart} = ${weekStart(today)}
      and exists (select 1 from jsonb_each_text(${trackings.weekRecord}) as day where day.value = ${String(code)})
  )`;
}

/** Any of the sticker, insurance or registration dates within `range` (bounds as YYYY-MM-DD). */
function documentDateWithin(range: { after?: string; until: string }): SQL {
  const within = (column: Column) =>
    range.after === undefined
      ? sql`${column} <= ${range.until}`
      : sql`(${column} > ${range.after} and ${column} <= ${range.until})`;
  return or(within(vehicles.abgMvaStickers), within(vehicles.insuranceExpiry), within(vehicles.regExpiry))!;
}

/**
 * DESIGN.md section 4's list filters, and the Home dashboard's `expiring` and `unassigned`. Hidden
 * vehicles only appear under `hidden`. The dashboard counts with these very conditions, so a count
 * and the list it links to always agree.
 */
export function typeCondition(type: VehicleListType, now: Date, today: string): SQL | undefined {
  const visible = eq(vehicles.status, 'active');
  switch (type) {
    case 'all_vehicles':
      return visible;
    case 'enabled':
      return and(visible, eq(vehicles.enabled, true));
    case 'disabled':
      return and(visible, eq(vehicles.enabled, false));
    case 'hidden':
      return and(eq(vehicles.status, 'hidden'), isNull(vehicles.disposedOn));
    case 'disposed':
      // Issue 37: vehicles that left the fleet, only under this filter ("Show disposed").
      return isNotNull(vehicles.disposedOn);
    case 'in_use':
      return and(visible, hasCurrentDriver(now));
    case 'in_town':
      return and(visible, trackedThisWeek(1, today));
    case 'out_town':
      return and(visible, trackedThisWeek(3, today));
    case 'expired':
      return and(visible, documentDateWithin({ until: today }));
    case 'inspection_completed':
      return and(visible, eq(vehicles.inspectionStatus, 'completed'));
    case 'inspection_pending':
      return and(visible, eq(vehicles.inspectionStatus, 'pending'));
    case 'expiring':
      // The list's orange: after today and up to the same day next month.
      return and(visible, documentDateWithin({ after: today, until: addOneMonth(today) }));
    case 'unassigned':
      return and(visible, eq(vehicles.enabled, true), not(hasCurrentDriver(now)));
  }
}

function searchCondition(search: string | undefined, now: Date): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(vehicles.equipmentNumber, pattern),
    ilike(vehicles.vehicleType, pattern),
    ilike(vehicles.vehicleParentType, pattern),
    ilike(vehicles.vinNo, pattern),
    ilike(vehicles.licensePlateNo, pattern),
    ilike(vehicles.ppeNo, pattern),
    ilike(vehicles.locationOther, pattern),
    sql`exists (
      select 1 from ${vehicleAssignments} inner join ${drivers} on ${drivers.id} = ${vehicleAssignments.driverId}
      where ${vehicleAssignments.vehicleId} = ${vehicles.id} and ${runningAt(now)} and ${drivers.name} ilike ${pattern}
    )`,
  );
}

/**
 * A vehicle someone drives now, that a checklist can be filled for (enabled, not hidden: what the
 * checklist form offers), with no inspection valid now (issue 36: its form's validity, not the
 * calendar day): Home's count and the list it opens.
 */
export function inUseWithoutChecklist(now: Date, today: string): SQL {
  return and(
    eq(vehicles.enabled, true),
    eq(vehicles.status, 'active'),
    hasCurrentDriver(now),
    not(validInspectionCondition(now, today)),
  )!;
}

function conditions(filter: VehicleFilter, now: Date, today: string): SQL | undefined {
  return and(
    typeCondition(filter.type, now, today),
    filter.ownership_type === 'all' ? undefined : eq(vehicles.ownershipType, filter.ownership_type),
    searchCondition(filter.search, now),
    filter.out_of_service ? outOfServiceCondition : undefined,
    filter.checklist_missing ? inUseWithoutChecklist(now, today) : undefined,
    filter.inspection_state ? inspectionStateCondition(filter.inspection_state, now, today) : undefined,
  );
}

function orderBy(order: VehicleListOrder) {
  const direction = order.direction === 'asc' ? asc : desc;
  return [direction(sortKeys[order.sort].expression), direction(vehicles.id)];
}

export function listOrder(filter: VehicleFilter): VehicleListOrder {
  return { sort: filter.sort, direction: filter.sortDir };
}

function selection(order: VehicleListOrder) {
  return { vehicle: vehicles, sortKey: sql<string>`(${sortKeys[order.sort].expression})::text` };
}

export async function listVehicles(
  db: Database,
  filter: VehicleFilter,
  page: { limit: number; offset: number },
  now: Date,
  today: string,
) {
  const where = conditions(filter, now, today);
  const order = listOrder(filter);
  const pageRows = (pageOrder: VehicleListOrder, limit: number, offset: number) =>
    db
      .select(selection(pageOrder))
      .from(vehicles)
      .where(where)
      .orderBy(...orderBy(pageOrder))
      .limit(limit)
      .offset(offset);
  const counted = db.select({ value: count() }).from(vehicles).where(where);
  if (page.offset === 0) {
    const [rows, [total]] = await Promise.all([pageRows(order, page.limit, 0), counted]);
    return { rows, total: total?.value ?? 0 };
  }
  // A deep page skips its OFFSET rows one by one, so the last page of a big fleet cost as much as
  // reading the whole list. Pages in the back half are read from the other end instead.
  const [total] = await counted;
  const totalRows = total?.value ?? 0;
  const fromEnd = totalRows - page.offset - page.limit;
  if (page.offset <= totalRows / 2 || page.offset >= totalRows) {
    return { rows: await pageRows(order, page.limit, page.offset), total: totalRows };
  }
  const reversed = { ...order, direction: order.direction === 'asc' ? 'desc' : 'asc' } as const;
  const rows = await pageRows(reversed, page.limit + Math.min(fromEnd, 0), Math.max(fromEnd, 0));
  return { rows: rows.reverse(), total: totalRows };
}

export type VehicleListQueryRow = Awaited<ReturnType<typeof listVehicles>>['rows'][number];

/** The rows after `previous` in the list's order: keyset pagination for the CSV export. */
export async function listVehiclesAfter(
  db: Database,
  filter: VehicleFilter,
  previous: { sortKey: string; id: number } | undefined,
  limit: number,
  now: Date,
  today: string,
) {
  const order = listOrder(filter);
  const key = sortKeys[order.sort];
  const comparison = order.direction === 'asc' ? sql`>` : sql`<`;
  const after = previous
    ? sql`(${key.expression}, ${vehicles.id}) ${comparison} (cast(${previous.sortKey} as ${sql.raw(key.type)}), ${previous.id})`
    : undefined;
  return db
    .select(selection(order))
    .from(vehicles)
    .where(and(conditions(filter, now, today), after))
    .orderBy(...orderBy(order))
    .limit(limit);
}
