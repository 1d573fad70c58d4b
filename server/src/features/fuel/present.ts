import type { FuelEconomy, FuelEntry, FuelListQuery } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { scopeVehicleIds } from '../../lib/crew-scope.js';
import { notFound } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import {
  findFuelEntry,
  listFuelEntries,
  listVehicleFillUps,
  listVehiclesById,
  vehicleExists,
  type FuelQueryRow,
  type FuelRow,
} from './queries.js';

export function toFuelEntry(row: FuelQueryRow): FuelEntry {
  const { entry } = row;
  return {
    id: entry.id,
    vehicle_id: entry.vehicleId,
    equipment_number: row.equipmentNumber,
    driver_id: entry.driverId,
    driver_name: row.driverName,
    date: entry.date,
    litres: Number(entry.litres),
    cost: entry.costCents / 100,
    odometer: entry.odometer,
    hour_read: entry.hourRead,
  };
}

export async function listFuelPage(
  context: AppContext,
  query: FuelListQuery,
  request: PageRequest,
): Promise<ListPage<FuelEntry>> {
  const { rows, total } = await listFuelEntries(context.db, query, query, request);
  return { rows: rows.map(toFuelEntry), total };
}

export async function getFuelEntry(context: AppContext, id: number): Promise<FuelEntry> {
  const row = await findFuelEntry(context.db, id);
  if (!row) throw notFound('Fuel entry');
  return toFuelEntry(row);
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * The full-tank method: a fill-up refills what was burnt since the one before, so its litres over
 * the km between the two readings is the consumption of that stretch (fill-ups with an odometer
 * only: a vehicle read in engine hours has no km). The first fill-up only sets the start; a
 * stretch of 0 km has no figure.
 */
export function economyOf(vehicleId: number, fills: (FuelRow & { odometer: number })[]): FuelEconomy {
  const points = fills.slice(1).map((fill, index) => {
    const km = fill.odometer - fills[index]!.odometer;
    const litres = Number(fill.litres);
    return {
      id: fill.id,
      date: fill.date,
      odometer: fill.odometer,
      litres,
      km,
      litres_per_100km: km > 0 ? rounded((litres / km) * 100) : null,
    };
  });
  const km = fills.length > 1 ? fills.at(-1)!.odometer - fills[0]!.odometer : 0;
  const litres = points.reduce((sum, point) => sum + point.litres, 0);
  return { vehicle_id: vehicleId, points, average_litres_per_100km: km > 0 ? rounded((litres / km) * 100) : null };
}

export async function vehicleEconomy(context: AppContext, vehicleId: number): Promise<FuelEconomy> {
  if (!(await vehicleExists(context.db, vehicleId))) throw notFound('Vehicle');
  return economyOf(vehicleId, await listVehicleFillUps(context.db, vehicleId));
}

/** The vehicles the caller may add fuel for: the ones they may fill a checklist for. */
export async function fuelVehicles(context: AppContext, caller: CurrentUser) {
  return listVehiclesById(context.db, await scopeVehicleIds(context, caller));
}
