import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DriverFilter, DriverSortColumn } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { drivers, locations, users, vehicleAssignments } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { nameOrder } from '../../lib/name-order-queries.js';

export type DriverTableRow = typeof drivers.$inferSelect;
export type NewDriverTableRow = typeof drivers.$inferInsert;

/** The vehicle of the driver's earliest current assignment, computed per row. */
function currentVehicleId(now: Date) {
  const moment = now.toISOString();
  return sql<number | null>`(
    select ${vehicleAssignments.vehicleId} from ${vehicleAssignments}
    where ${vehicleAssignments.driverId} = ${drivers.id}
      and ${vehicleAssignments.endedAt} is null
      and ${vehicleAssignments.assignedFrom} <= ${moment}
      and (${vehicleAssignments.assignedTo} is null or ${vehicleAssignments.assignedTo} > ${moment})
    order by ${vehicleAssignments.assignedFrom}, ${vehicleAssignments.slot}
    limit 1
  )`;
}

/** Each sort choice, with the type its keyset value is cast back to. */
const sortKeys: Record<DriverSortColumn, { expression: SQL; type: 'text' | 'boolean' | 'date' }> = {
  name: { expression: nameOrder(drivers.name), type: 'text' },
  location: { expression: sql`lower(${locations.name})`, type: 'text' },
  pit_permit: { expression: sql`${drivers.pitPermit}`, type: 'boolean' },
  supervisor: { expression: nameOrder(drivers.supervisor), type: 'text' },
  phone_number: { expression: sql`${drivers.phoneNumber}`, type: 'text' },
  license_no: { expression: sql`${drivers.licenseNo}`, type: 'text' },
  expiry_date: { expression: sql`${drivers.expiryDate}`, type: 'date' },
};

export type DriverListOrder = { sort: DriverSortColumn; direction: 'asc' | 'desc' };

function selection(now: Date, order: DriverListOrder) {
  return {
    driver: drivers,
    email: users.email,
    locationName: locations.name,
    assignedVehicleId: currentVehicleId(now),
    sortKey: sql<string>`(${sortKeys[order.sort].expression})::text`,
  };
}

/** The business day and the last day a licence counts as expiring (today + the warning days). */
export type LicenceWindow = { today: string; warnUntil: string };

/** Home's licence counts, as the list filters them: expired on or before today, or expiring within the warning. */
function licenceCondition(licence: DriverFilter['licence'], window: LicenceWindow): SQL | undefined {
  if (licence === 'expired') return sql`${drivers.expiryDate} <= ${window.today}`;
  if (licence === 'expiring') {
    return sql`${drivers.expiryDate} > ${window.today} and ${drivers.expiryDate} <= ${window.warnUntil}`;
  }
  return undefined;
}

function filterConditions(
  filter: Pick<DriverFilter, 'enabled' | 'archived' | 'search' | 'licence'>,
  window: LicenceWindow,
): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    licenceCondition(filter.licence, window),
    filter.enabled === undefined ? undefined : eq(drivers.enabled, filter.enabled),
    filter.archived === undefined ? undefined : eq(drivers.archived, filter.archived),
    pattern
      ? or(
          ilike(drivers.name, pattern),
          ilike(drivers.supervisor, pattern),
          ilike(drivers.phoneNumber, pattern),
          ilike(drivers.licenseNo, pattern),
          ilike(drivers.rotation, pattern),
          ilike(users.email, pattern),
          ilike(locations.name, pattern),
        )
      : undefined,
  );
}

function orderBy(order: DriverListOrder) {
  const direction = order.direction === 'asc' ? asc : desc;
  return [direction(sortKeys[order.sort].expression), direction(drivers.id)];
}

function joined(db: Database, now: Date, order: DriverListOrder) {
  return db
    .select(selection(now, order))
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .innerJoin(locations, eq(locations.id, drivers.locationId));
}

export type DriverQueryRow = NonNullable<Awaited<ReturnType<typeof findDriver>>>;

export async function findDriver(db: Database, id: number, now: Date) {
  const [row] = await joined(db, now, { sort: 'name', direction: 'asc' }).where(eq(drivers.id, id)).limit(1);
  return row;
}

export async function findDriverByUserId(db: Database, userId: number) {
  return db.query.drivers.findFirst({ where: eq(drivers.userId, userId) });
}

export async function listDrivers(
  db: Database,
  filter: DriverFilter,
  order: DriverListOrder,
  page: { limit: number; offset: number },
  now: Date,
  window: LicenceWindow,
) {
  const where = filterConditions(filter, window);
  const [rows, [total]] = await Promise.all([
    joined(db, now, order)
      .where(where)
      .orderBy(...orderBy(order))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .innerJoin(locations, eq(locations.id, drivers.locationId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The rows after `previous` in the list's order: keyset pagination for the CSV export. */
export async function listDriversAfter(
  db: Database,
  filter: DriverFilter,
  order: DriverListOrder,
  previous: { sortKey: string; id: number } | undefined,
  limit: number,
  now: Date,
  window: LicenceWindow,
) {
  const key = sortKeys[order.sort];
  const after = previous
    ? order.direction === 'asc'
      ? sql`(${key.expression}, ${drivers.id}) > (cast(${previous.sortKey} as ${sql.raw(key.type)}), ${previous.id})`
      : sql`(${key.expression}, ${drivers.id}) < (cast(${previous.sortKey} as ${sql.raw(key.type)}), ${previous.id})`
    : undefined;
  return joined(db, now, order)
    .where(and(filterConditions(filter, window), after))
    .orderBy(...orderBy(order))
    .limit(limit);
}

/** Pick lists: unarchived drivers by name, enabled ones only unless `withDisabled`. */
/** Unarchived drivers by name (enabled ones only unless `withDisabled`), everyone or only `driverIds`. */
export async function listDriverOptions(db: Database, withDisabled: boolean, driverIds: 'any' | number[]) {
  return db
    .select({
      id: drivers.id,
      name: drivers.name,
      license_no: drivers.licenseNo,
      enabled: drivers.enabled,
      expiry_date: drivers.expiryDate,
    })
    .from(drivers)
    .where(
      and(
        eq(drivers.archived, false),
        withDisabled ? undefined : eq(drivers.enabled, true),
        driverIds === 'any' ? undefined : inArray(drivers.id, driverIds),
      ),
    )
    .orderBy(nameOrder(drivers.name), drivers.id);
}

export async function insertDriver(db: Database, values: NewDriverTableRow): Promise<DriverTableRow> {
  const [created] = await db.insert(drivers).values(values).returning();
  return created!;
}

export async function updateDriver(db: Database, id: number, values: Partial<NewDriverTableRow>) {
  await db.update(drivers).set(values).where(eq(drivers.id, id));
}

export async function deleteDriver(db: Database, id: number) {
  await db.delete(drivers).where(eq(drivers.id, id));
}

/** Another account already signed in with this email? */
export async function emailTakenByOther(db: Database, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function updateDriverUser(
  db: Database,
  userId: number,
  values: { email?: string; firstName?: string; enabled?: boolean; updatedAt: Date },
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function deleteUser(db: Database, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}
