import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TrackingFilter, TrackingSortColumn } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { actorNameOf } from '../../lib/actor-name-queries.js';
import { nameOrder } from '../../lib/name-order-queries.js';
import {
  activityLog,
  appointments,
  appointmentTypes,
  drivers,
  rates,
  trackings,
  vehicles,
} from '../../db/schema/index.js';

export type TrackingTableRow = typeof trackings.$inferSelect;

/** The vehicle's location as shown: the free text replaces 'other'. */
const shownLocation = sql<string>`case when ${vehicles.location} = 'other'
  then coalesce(${vehicles.locationOther}, 'other') else ${vehicles.location}::text end`;

/** The week's first Cleaning appointment for the row's vehicle, as 'YYYY-MM-DD HH:mm'. */
const weekCleaning = sql<string | null>`(
  select to_char(${appointments.date}, 'YYYY-MM-DD') || ' ' || to_char(${appointments.time}, 'HH24:MI')
  from ${appointments}
  inner join ${appointmentTypes} on ${appointmentTypes.id} = ${appointments.appointmentTypeId}
  where ${appointmentTypes.name} = 'Cleaning'
    and ${appointments.vehicleId} = ${trackings.vehicleId}
    and ${appointments.date} between ${trackings.weekStart} and ${trackings.weekStart} + 6
  order by ${appointments.date}, ${appointments.time}
  limit 1
)`;

/** A stored override wins over the week's appointment. */
const cleaningAppt = sql<string | null>`coalesce(${trackings.cleaningAppt}, ${weekCleaning})`;

/** Each sort choice, with the type its keyset value is cast back to. */
const sortKeys: Record<TrackingSortColumn, { expression: SQL; type: 'text' | 'integer' }> = {
  driver_name: { expression: nameOrder(sql`coalesce(${drivers.name}, '')`), type: 'text' },
  equipment_number: { expression: sql`lower(${vehicles.equipmentNumber})`, type: 'text' },
  ownership_type: { expression: sql`${vehicles.ownershipType}::text`, type: 'text' },
  location: { expression: sql`lower(${shownLocation})`, type: 'text' },
  VIN_no: { expression: sql`lower(${vehicles.vinNo})`, type: 'text' },
  license_plate_no: { expression: sql`lower(${vehicles.licensePlateNo})`, type: 'text' },
  rate: { expression: sql`${trackings.rateCents}`, type: 'integer' },
  vehicle_type: { expression: sql`lower(${vehicles.vehicleType})`, type: 'text' },
  cleaning_appt: { expression: sql`coalesce(${cleaningAppt}, '')`, type: 'text' },
  comment: { expression: sql`lower(coalesce(${trackings.comment}, ''))`, type: 'text' },
  total_billing: { expression: sql`${trackings.totalBillingCents}`, type: 'integer' },
};

export type TrackingListOrder = { sort: TrackingSortColumn; direction: 'asc' | 'desc' };

function selection(order: TrackingListOrder) {
  return {
    tracking: trackings,
    vehicle: {
      equipmentNumber: vehicles.equipmentNumber,
      ownershipType: vehicles.ownershipType,
      location: shownLocation,
      vinNo: vehicles.vinNo,
      licensePlateNo: vehicles.licensePlateNo,
      vehicleType: vehicles.vehicleType,
      vehicleParentType: vehicles.vehicleParentType,
      radio: vehicles.radio,
      mine: vehicles.mine,
      color: vehicles.color,
    },
    driverName: drivers.name,
    fullDayRateCents: rates.fullDayRateCents,
    sharedDayRateCents: rates.sharedDayRateCents,
    cleaningAppt,
    sortKey: sql<string>`(${sortKeys[order.sort].expression})::text`,
  };
}

export type TrackingQueryRow = Awaited<ReturnType<typeof findTrackingRow>> & object;

function joined(db: Database, order: TrackingListOrder) {
  return db
    .select(selection(order))
    .from(trackings)
    .innerJoin(vehicles, eq(vehicles.id, trackings.vehicleId))
    .leftJoin(drivers, eq(drivers.id, trackings.driverId))
    .leftJoin(rates, eq(rates.vehicleParentType, vehicles.vehicleParentType));
}

export type WeekFilter = Pick<TrackingFilter, 'enabled' | 'VIN_no' | 'driver_id' | 'search'> & { weekStart: string };

/** The rows of one week the list shows: hidden rows never, then the status, VIN, driver and search filters. */
function filterConditions(filter: WeekFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    eq(trackings.weekStart, filter.weekStart),
    eq(trackings.hidden, false),
    eq(trackings.enabled, filter.enabled),
    filter.VIN_no ? sql`lower(${vehicles.vinNo}) = lower(${filter.VIN_no})` : undefined,
    filter.driver_id ? eq(trackings.driverId, filter.driver_id) : undefined,
    pattern
      ? or(
          ilike(drivers.name, pattern),
          ilike(vehicles.equipmentNumber, pattern),
          ilike(vehicles.vinNo, pattern),
          ilike(vehicles.licensePlateNo, pattern),
          ilike(vehicles.vehicleType, pattern),
          ilike(vehicles.vehicleParentType, pattern),
          ilike(shownLocation, pattern),
          ilike(trackings.comment, pattern),
        )
      : undefined,
  );
}

function orderBy(order: TrackingListOrder) {
  const direction = order.direction === 'asc' ? asc : desc;
  return [direction(sortKeys[order.sort].expression), direction(trackings.id)];
}

export async function findTrackingRow(db: Database, id: number) {
  const [row] = await joined(db, { sort: 'driver_name', direction: 'asc' }).where(eq(trackings.id, id)).limit(1);
  return row;
}

/** One page of the week's rows, the number of rows the filters select, and their amounts' sum in cents. */
export async function listTrackings(
  db: Database,
  filter: WeekFilter,
  order: TrackingListOrder,
  page: { limit: number; offset: number },
) {
  const where = filterConditions(filter);
  const [rows, [summary]] = await Promise.all([
    joined(db, order)
      .where(where)
      .orderBy(...orderBy(order))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        totalCents: sql<number>`coalesce(sum(${trackings.totalBillingCents}), 0)`.mapWith(Number),
      })
      .from(trackings)
      .innerJoin(vehicles, eq(vehicles.id, trackings.vehicleId))
      .leftJoin(drivers, eq(drivers.id, trackings.driverId))
      .where(where),
  ]);
  return { rows, total: summary?.total ?? 0, totalCents: summary?.totalCents ?? 0 };
}

/** The rows after `previous` in the list's order: keyset pagination for the CSV export. */
export async function listTrackingsAfter(
  db: Database,
  filter: WeekFilter,
  order: TrackingListOrder,
  previous: { sortKey: string; id: number } | undefined,
  limit: number,
) {
  const key = sortKeys[order.sort];
  const after = previous
    ? order.direction === 'asc'
      ? sql`(${key.expression}, ${trackings.id}) > (cast(${previous.sortKey} as ${sql.raw(key.type)}), ${previous.id})`
      : sql`(${key.expression}, ${trackings.id}) < (cast(${previous.sortKey} as ${sql.raw(key.type)}), ${previous.id})`
    : undefined;
  return joined(db, order)
    .where(and(filterConditions(filter), after))
    .orderBy(...orderBy(order))
    .limit(limit);
}

/**
 * The row an update names, locked until the transaction ends: by id when given, else by week,
 * vehicle VIN and driver (no driver: the row without one). The VIN must match either way.
 */
export async function lockTrackingFor(
  db: Database,
  target: { weekStart: string; vinNo: string; driverId?: number; trackingId?: number },
) {
  const [row] = await db
    .select({ tracking: trackings, vehicleParentType: vehicles.vehicleParentType })
    .from(trackings)
    .innerJoin(vehicles, eq(vehicles.id, trackings.vehicleId))
    .where(
      and(
        eq(trackings.weekStart, target.weekStart),
        sql`lower(${vehicles.vinNo}) = lower(${target.vinNo})`,
        target.trackingId === undefined ? undefined : eq(trackings.id, target.trackingId),
        target.driverId === undefined ? isNull(trackings.driverId) : eq(trackings.driverId, target.driverId),
      ),
    )
    .orderBy(asc(trackings.slot), asc(trackings.id))
    .limit(1)
    .for('update', { of: trackings });
  return row;
}

export async function lockTrackingById(db: Database, id: number) {
  const [row] = await db.select().from(trackings).where(eq(trackings.id, id)).limit(1).for('update');
  return row;
}

/** Every save through the tracking screen (edit, comment, status) counts as a new version of the row. */
export async function updateTrackingRow(db: Database, id: number, values: Partial<typeof trackings.$inferInsert>) {
  await db
    .update(trackings)
    .set({ ...values, version: sql`${trackings.version} + 1` })
    .where(eq(trackings.id, id));
}

/** The equipment number and driver name the activity log copies in. */
export async function findLogSubject(db: Database, vehicleId: number, driverId: number | null) {
  const [vehicle] = await db
    .select({ equipmentNumber: vehicles.equipmentNumber })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .limit(1);
  const [driver] =
    driverId === null
      ? []
      : await db.select({ name: drivers.name }).from(drivers).where(eq(drivers.id, driverId)).limit(1);
  return { equipmentNumber: vehicle?.equipmentNumber ?? '', driverName: driver?.name ?? null };
}

/** The entry keeps the name of whoever made the change, as the Vehicle Logs' By column shows it. */
export async function insertActivityLogEntry(db: Database, values: typeof activityLog.$inferInsert) {
  await db.insert(activityLog).values({
    ...values,
    actorName: values.actorId === undefined || values.actorId === null ? null : actorNameOf(values.actorId),
  });
}
