import type { Page } from '@playwright/test';
import { addDays } from '@fleet-ops/shared';
import { accounts } from './accounts.js';
import { apiHeaders, expect } from './fixtures.js';

/**
 * What journeys put on the server through the API, as the signed-in admin: vehicles of their own
 * (assigned to the fixture driver when a driver fills their checklist), appointments, tracking
 * weeks billed, and the calls to do it.
 */

/** A call to the API as the signed-in admin; returns the answer's `data`. */
export async function call<Data = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) {
  const response = await page.request.fetch(path, {
    method,
    data: body,
    headers: await apiHeaders(page),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Data }).data;
}

export type VehicleEntry = { id: number; equipment_number: string; VIN_no: string };

export async function vehicleNamed(page: Page, equipmentNumber: string): Promise<VehicleEntry> {
  const vehicles = await call<VehicleEntry[]>(page, 'GET', '/api/vehicles/equipment_numbers');
  return vehicles.find((vehicle) => vehicle.equipment_number === equipmentNumber)!;
}

/** A rented vehicle of the journey's own (rented: no battery or tyre expiry needed). */
export async function addVehicle(page: Page, equipmentNumber: string, plate: string, fields: Record<string, string>) {
  await call(page, 'POST', '/api/vehicles', {
    equipment_number: equipmentNumber,
    ownership_type: 'rent',
    vehicle_type: 'Kenworth T880',
    VIN_no: `VIN-${equipmentNumber}`,
    vehicle_parent_type: 'Heavy Duty Truck',
    license_plate_no: plate,
    last_odm_read: 1000,
    mine: 'no',
    ppe_no: `PPE-${equipmentNumber}`,
    location: 'ZV',
    inspection_status: 'pending',
    ...fields,
  });
  return vehicleNamed(page, equipmentNumber);
}

/**
 * A truck of the journey's own (see `addVehicle`), assigned to the fixture driver: a journey that
 * puts it out of service or moves its inspection state touches no shared vehicle.
 */
export async function addDriversTruck(
  page: Page,
  equipmentNumber: string,
  note: string,
  fields: Record<string, string> = {},
) {
  const vehicle = await addVehicle(page, equipmentNumber, `P${equipmentNumber}`, fields);
  const drivers = await call<{ id: number; name: string }[]>(page, 'GET', '/api/drivers/data');
  const driver = drivers.find((entry) => entry.name === accounts.driver.name)!;
  await call(page, 'POST', `/api/vehicles/${vehicle.id}/assign_driver`, {
    drivers_id: [driver.id, 0, 0],
    note,
    note_for: 'driver_1',
    assigned_from_date: null,
    assigned_to_date: null,
  });
  return vehicle;
}

export async function bookAppointment(page: Page, vehicle: VehicleEntry, type: string, date: string) {
  const [location] = await call<{ id: number }[]>(page, 'GET', '/api/locations');
  await call(page, 'POST', '/api/appointments', {
    vehicle_no: vehicle.VIN_no,
    vehicle_id: vehicle.id,
    date_to_added: date,
    appointment_type: type,
    location_id: location!.id,
    time: '10:00',
  });
}

/** Opens a week's tracking (its rows are made on first opening) and returns them. */
export async function openWeek(page: Page, sunday: string) {
  type Row = { equipment_number: string; driver_id: number | null };
  return call<Row[]>(page, 'GET', `/api/trackings?start_date=${sunday}&enabled=1&per_page=100`);
}

/** Bills a week of a vehicle's tracking: `codes` are the day codes Sunday to Saturday (1 and 3 In Use). */
export async function billWeek(page: Page, vehicle: VehicleEntry, sunday: string, rate: number, codes: number[]) {
  const rows = await openWeek(page, sunday);
  const driverId = rows.find((row) => row.equipment_number === vehicle.equipment_number)?.driver_id ?? undefined;
  const weekRecord = Object.fromEntries(codes.map((code, day) => [addDays(sunday, day), code]));
  await call(page, 'PUT', '/api/trackings', {
    VIN_no: vehicle.VIN_no,
    start_date: sunday,
    rate_type: 'custom_rate',
    rate,
    week_record: weekRecord,
    driver_id: driverId,
  });
}
