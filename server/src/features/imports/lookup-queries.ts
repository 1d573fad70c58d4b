import { allowedLocationNames, vehicleEquipmentItems } from '@fleet-ops/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  drivers,
  equipmentItemColumns,
  fireInspections,
  firstAidKits,
  locations,
  rates,
  users,
  vehicles,
} from '../../db/schema/index.js';

/** The records an import file names, looked up in one query per kind of key. */

export async function vehicleIdsByEquipmentNumber(db: Database, numbers: string[]): Promise<Map<string, number>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ id: vehicles.id, equipmentNumber: vehicles.equipmentNumber })
    .from(vehicles)
    .where(inArray(vehicles.equipmentNumber, [...new Set(numbers)]));
  return new Map(rows.map((row) => [row.equipmentNumber, row.id]));
}

/** Accounts by email: the driver's id when the account is a driver's, null for another role. */
export async function accountsByEmail(db: Database, emails: string[]): Promise<Map<string, number | null>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: users.email, driverId: drivers.id })
    .from(users)
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(inArray(users.email, [...new Set(emails)]));
  return new Map(rows.map((row) => [row.email, row.driverId]));
}

/** The work locations a driver may have, by name in lower case. */
export async function allowedLocationIds(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(inArray(locations.name, [...allowedLocationNames]));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

export async function rateIdsByParentType(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: rates.id, parentType: rates.vehicleParentType }).from(rates);
  return new Map(rows.map((row) => [row.parentType, row.id]));
}

export async function fireInspectionsOf(db: Database, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return [];
  return db
    .select({ id: fireInspections.id, vehicleId: fireInspections.vehicleId, year: fireInspections.manufactureYear })
    .from(fireInspections)
    .where(inArray(fireInspections.vehicleId, [...new Set(vehicleIds)]));
}

export async function firstAidKitsOf(db: Database, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return [];
  return db
    .select({ id: firstAidKits.id, vehicleId: firstAidKits.vehicleId, type: firstAidKits.type })
    .from(firstAidKits)
    .where(inArray(firstAidKits.vehicleId, [...new Set(vehicleIds)]));
}

/**
 * The saved values of the vehicle form's fields the Vehicles export does not hold (the place
 * typed for Other, the sticker status, the rental start, the inspector, the equipment items), as
 * the import file would write them: a file without those columns keeps them.
 */
export async function savedVehicleValues(db: Database, ids: number[]): Promise<Map<number, Record<string, string>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(vehicles)
    .where(inArray(vehicles.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        location_other: row.locationOther ?? '',
        abg_mva_sticker_status: row.abgMvaStickerStatus ?? '',
        rental_start_date: row.rentalStartDate ?? '',
        inspector_name: row.inspectorName ?? '',
        extra_checklist_items: String(row.extraChecklistItems),
        ...Object.fromEntries(vehicleEquipmentItems.map((item) => [item, String(row[equipmentItemColumns[item]])])),
      },
    ]),
  );
}
