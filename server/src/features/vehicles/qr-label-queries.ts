import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vehicles } from '../../db/schema/index.js';

/** What a QR label prints of a vehicle. */
const labelColumns = {
  id: vehicles.id,
  equipmentNumber: vehicles.equipmentNumber,
  vehicleParentType: vehicles.vehicleParentType,
};

/** The chosen vehicles (hidden or disabled ones too: an admin chose them), by unit number. */
export function findLabelVehicles(db: Database, ids: number[]) {
  return db
    .select(labelColumns)
    .from(vehicles)
    .where(inArray(vehicles.id, ids))
    .orderBy(asc(sql`lower(${vehicles.equipmentNumber})`), asc(vehicles.id));
}
