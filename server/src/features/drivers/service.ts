import {
  addDays,
  driverExpiryStatus,
  driverExpiryWarningDays,
  driverMessages,
  type Driver,
  type DriverDetails,
  type DriverFilter,
  type DriverOptionWithLicence,
  type NewDriver,
  type UpdateDriverRequest,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { announce } from '../../lib/domain-events.js';
import { readableDriverIds } from '../../lib/crew-scope.js';
import { fieldError, notFound } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { hashPassword } from '../../lib/passwords.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { replacePassword } from '../auth/index.js';
import { findAllowedLocation } from '../locations/index.js';
import { insertUser, supervisorIdFor } from '../users/index.js';
import {
  deleteDriver,
  deleteUser,
  emailTakenByOther,
  findDriver,
  findDriverByUserId,
  insertDriver,
  listDriverOptions,
  listDrivers,
  updateDriver,
  updateDriverUser,
  type DriverListOrder,
  type DriverQueryRow,
  type LicenceWindow,
} from './queries.js';

export function toDriver(row: DriverQueryRow, clock: Clock): Driver {
  const { driver } = row;
  return {
    id: driver.id,
    user_id: driver.userId,
    name: driver.name,
    drive_in_pit: driver.driveInPit,
    location_id: driver.locationId,
    location_name: row.locationName,
    rotation: driver.rotation,
    pit_permit: driver.pitPermit ? 'yes' : 'no',
    supervisor: driver.supervisor,
    phone_number: driver.phoneNumber,
    license_no: driver.licenseNo,
    expiry_date: driver.expiryDate,
    expiry_status: driverExpiryStatus(driver.expiryDate, clock.today()),
    driver_email: row.email,
    enabled: driver.enabled,
    archived: driver.archived,
    assigned_vehicle_id: row.assignedVehicleId === null ? null : Number(row.assignedVehicleId),
    color: driver.color,
    created_at: clock.formatDateTime(driver.createdAt),
    updated_at: clock.formatDateTime(driver.updatedAt),
  };
}

/** The driver as the API shows it, or the 404 every driver call answers for an unknown id. */
export async function getDriver(context: AppContext, id: number, db: Database = context.db): Promise<Driver> {
  const row = await findDriver(db, id, context.clock.now());
  if (!row) throw notFound('Driver');
  return toDriver(row, context.clock);
}

export function listOrder(filter: DriverFilter): DriverListOrder {
  return { sort: filter.sort ?? 'name', direction: filter.sortDir ?? 'asc' };
}

/** The licence window on the business day, the one Home's licence counts use. */
export function licenceWindow(context: AppContext): LicenceWindow {
  const today = context.clock.today();
  return { today, warnUntil: addDays(today, driverExpiryWarningDays) };
}

export async function listDriverPage(
  context: AppContext,
  filter: DriverFilter,
  request: PageRequest,
): Promise<ListPage<Driver>> {
  const now = context.clock.now();
  const { rows, total } = await listDrivers(
    context.db,
    filter,
    listOrder(filter),
    request,
    now,
    licenceWindow(context),
  );
  return { rows: rows.map((row) => toDriver(row, context.clock)), total };
}

/**
 * Pick lists, each driver with their licence's status today (business timezone): every driver
 * for admins, a supervisor's crew only.
 */
export async function driverOptions(
  context: AppContext,
  caller: CurrentUser,
  withDisabled: boolean,
): Promise<DriverOptionWithLicence[]> {
  const today = context.clock.today();
  const rows = await listDriverOptions(context.db, withDisabled, await readableDriverIds(context.db, caller));
  return rows.map((row) => ({ ...row, expiry_status: driverExpiryStatus(row.expiry_date, today) }));
}

async function checkLocation(db: Database, locationId: number) {
  if (!(await findAllowedLocation(db, locationId))) throw fieldError('location_id', driverMessages.locationInvalid);
}

function detailColumns(details: DriverDetails) {
  return {
    name: details.driver_name,
    driveInPit: details.drive_in_pit,
    locationId: details.location_id,
    rotation: details.rotation ?? null,
    pitPermit: details.pit_permit,
    supervisor: details.supervisor,
    phoneNumber: details.phone_number,
    licenseNo: details.license_no,
    expiryDate: details.expiry_date,
    ...(details.color ? { color: details.color } : {}),
  };
}

/** Creates the sign-in (role driver) and the driver together: both or neither. */
export async function createDriver(context: AppContext, input: NewDriver, actorId: number): Promise<Driver> {
  await checkLocation(context.db, input.location_id);
  const passwordHash = await hashPassword(input.driver_password);
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const user = await insertUser(transaction, {
      email: input.driver_email,
      passwordHash,
      firstName: input.driver_name,
      lastName: '',
      role: 'driver',
      createdAt: now,
      updatedAt: now,
    });
    if (!user) throw fieldError('driver_email', driverMessages.emailTaken);
    const created = await insertDriver(transaction, {
      ...detailColumns(input),
      supervisorId: await supervisorIdFor(transaction, input.supervisor),
      userId: user.id,
      createdAt: now,
      updatedAt: now,
    });
    const driver = await getDriver(context, created.id, transaction);
    await recordAudit(transaction, {
      actorId,
      action: 'create',
      entity: 'user',
      entityId: user.id,
      after: { email: user.email, role: user.role },
    });
    await recordAudit(transaction, { actorId, action: 'create', entity: 'driver', entityId: driver.id, after: driver });
    return driver;
  });
}

async function saveDetails(transaction: Database, before: Driver, details: DriverDetails, now: Date) {
  if (await emailTakenByOther(transaction, details.driver_email, before.user_id)) {
    throw fieldError('driver_email', driverMessages.emailTaken);
  }
  await updateDriverUser(transaction, before.user_id, {
    email: details.driver_email,
    firstName: details.driver_name,
    updatedAt: now,
  });
  const stored = await findDriverByUserId(transaction, before.user_id);
  const supervisorId = await supervisorIdFor(transaction, details.supervisor, stored);
  await updateDriver(transaction, before.id, { ...detailColumns(details), supervisorId, updatedAt: now });
}

/** A new password signs the driver out everywhere and voids their reset links: whoever knew the old one is out too. */
async function setPassword(transaction: Database, userId: number, passwordHash: string, actorId: number, now: Date) {
  await replacePassword(transaction, userId, passwordHash, now);
  await recordAudit(transaction, {
    actorId,
    action: 'password_change',
    entity: 'user',
    entityId: userId,
    after: { password_changed_at: now.toISOString() },
  });
}

/**
 * Saves the edit form (the email is the sign-in, so changing it changes how the driver signs in)
 * and, when a new password comes along or alone, sets it.
 */
export async function changeDriver(
  context: AppContext,
  id: number,
  input: UpdateDriverRequest,
  actorId: number,
): Promise<{ driver: Driver; message: string }> {
  if (input.driver_id !== undefined && input.driver_id !== id) {
    throw fieldError('driver_id', driverMessages.driverMismatch);
  }
  const details = input.kind === 'details' ? input.details : undefined;
  if (details) await checkLocation(context.db, details.location_id);
  const passwordHash = input.new_password ? await hashPassword(input.new_password) : undefined;
  const now = context.clock.now();
  try {
    const driver = await context.db.transaction(async (transaction) => {
      const before = await getDriver(context, id, transaction);
      if (details) await saveDetails(transaction, before, details, now);
      if (passwordHash) await setPassword(transaction, before.user_id, passwordHash, actorId, now);
      const after = await getDriver(context, id, transaction);
      if (details) {
        await recordAudit(transaction, { actorId, action: 'update', entity: 'driver', entityId: id, before, after });
      }
      return after;
    });
    return { driver, message: details ? driverMessages.updated : driverMessages.passwordUpdated };
  } catch (error) {
    // Two edits racing for the same email: the unique index decides, the loser gets the form message.
    throw isUniqueViolation(error) ? fieldError('driver_email', driverMessages.emailTaken) : error;
  }
}

/**
 * Deletes the driver and their sign-in. Their running assignments are ended and upcoming ones
 * removed first, each logged; the activity log keeps its rows (with the driver's name) after.
 */
export async function removeDriver(context: AppContext, id: number, actorId: number): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (transaction) => {
    const before = await getDriver(context, id, transaction);
    await announce(context, transaction, 'driver deleted', { driverId: id, actorId, now });
    await deleteDriver(transaction, id);
    await deleteUser(transaction, before.user_id);
    await recordAudit(transaction, { actorId, action: 'delete', entity: 'driver', entityId: id, before });
  });
}
