import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rates, vehicles } from '../../db/schema/index.js';

/** Vehicles a chooser may offer: not hidden and enabled; every one, or only `vehicleIds`. */
function selectable(vehicleIds: 'any' | number[]) {
  return and(
    eq(vehicles.status, 'active'),
    eq(vehicles.enabled, true),
    vehicleIds === 'any' ? undefined : inArray(vehicles.id, vehicleIds),
  );
}

export function listEquipmentNumbers(db: Database, vehicleIds: 'any' | number[]) {
  return db
    .select({
      id: vehicles.id,
      equipment_number: vehicles.equipmentNumber,
      vehicle_type: vehicles.vehicleType,
      vehicle_parent_type: vehicles.vehicleParentType,
      VIN_no: vehicles.vinNo,
      has_hour_meter: vehicles.hasHourMeter,
    })
    .from(vehicles)
    .where(selectable(vehicleIds))
    .orderBy(asc(vehicles.equipmentNumber));
}

export function listVehicleIds(db: Database, vehicleIds: 'any' | number[]) {
  return db
    .select({ id: vehicles.id, equipment_number: vehicles.equipmentNumber })
    .from(vehicles)
    .where(selectable(vehicleIds))
    .orderBy(asc(vehicles.equipmentNumber));
}

export function listVehicleTypes(db: Database) {
  return db.select({ id: rates.id, vehicle_parent_type: rates.vehicleParentType }).from(rates).orderBy(asc(rates.id));
}
