import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CreateDriverRequest, Driver } from '@fleet-ops/shared';
import { locations, vehicleAssignments, vehicles } from '../../src/db/schema/index.js';
import type { TestApp, TestUser } from './test-app.js';

/**
 * Test data for every feature's API tests: drivers made through the API (so they have accounts),
 * vehicles and assignments put straight into the database, and CSV exports read back.
 */

export async function locationId(testApp: TestApp, name = 'Mine Engineering'): Promise<number> {
  const [row] = await testApp.context.db.select().from(locations).where(eq(locations.name, name));
  if (!row) throw new Error(`No location ${name}`);
  return row.id;
}

let driverCount = 0;

export async function driverForm(
  testApp: TestApp,
  overrides: Partial<Record<keyof CreateDriverRequest, string | number | boolean>> = {},
) {
  // Taken before the await below: drivers made side by side (Promise.all) must not share a number.
  const number = (driverCount += 1);
  return {
    driver_name: `Driver ${number}`,
    drive_in_pit: 'yes',
    location_id: await locationId(testApp),
    rotation: '14/14',
    pit_permit: 'yes',
    supervisor: 'Sam Boss',
    phone_number: '+1 (709) 555-0100',
    license_no: `NL-${1000 + number}`,
    expiry_date: '2027-06-30',
    driver_email: `driver.${number}.${Date.now()}@fleet.test`,
    driver_password: 'driver password',
    ...overrides,
  };
}

export async function addDriver(
  testApp: TestApp,
  admin: TestUser,
  overrides: Parameters<typeof driverForm>[1] = {},
): Promise<Driver> {
  const payload = await driverForm(testApp, overrides);
  const response = await testApp.request(admin, { method: 'POST', url: '/api/drivers', payload });
  if (response.statusCode !== 201) throw new Error(`Driver not created: ${response.body}`);
  return response.json().data as Driver;
}

export async function signIn(testApp: TestApp, email: string, password: string) {
  return testApp.request(undefined, { method: 'POST', url: '/api/login', payload: { email, password } });
}

/** Signs a driver in through the API, as the phone would, and returns the session to call with. */
export async function signInAsDriver(testApp: TestApp, email: string, userId: number): Promise<TestUser> {
  const login = await signIn(testApp, email, 'driver password');
  return { id: userId, email, password: 'driver password', token: login.json().data.token, role: 'driver' };
}

let vehicleCount = 0;

export async function insertVehicle(testApp: TestApp, equipmentNumber?: string) {
  vehicleCount += 1;
  const [vehicle] = await testApp.context.db
    .insert(vehicles)
    .values({
      equipmentNumber: equipmentNumber ?? `EQ-${vehicleCount}`,
      vehicleParentType: 'SUV',
      vehicleType: 'Ford Explorer',
      licensePlateNo: `PLT${vehicleCount}`,
      vinNo: `VIN000000000000${vehicleCount}`,
      ownershipType: 'own',
      lastOdmRead: 1000,
      ppeNo: `PPE-${vehicleCount}`,
      location: 'ZV',
    })
    .returning();
  return vehicle!;
}

export async function insertAssignment(
  testApp: TestApp,
  values: { vehicleId: number; driverId: number; slot?: number; from: string; to?: string; note?: string },
) {
  const [assignment] = await testApp.context.db
    .insert(vehicleAssignments)
    .values({
      vehicleId: values.vehicleId,
      driverId: values.driverId,
      slot: values.slot ?? 1,
      assignedFrom: new Date(values.from),
      assignedTo: values.to ? new Date(values.to) : null,
      note: values.note ?? null,
      noteFor: `driver_${values.slot ?? 1}`,
    })
    .returning();
  return assignment!;
}

/** Reads a CSV export (after its BOM) into rows of cells, with a real CSV parser. */
export function parseCsv(text: string): string[][] {
  return parse(text.replace(/^\uFEFF/, ''), { relaxQuotes: false }) as string[][];
}

/**
 * Checks that a response is a CSV download as every export sends it (200, text/csv, an attachment
 * named `fileName`, or any `.csv` name when not given, UTF-8 with a byte order mark) and reads
 * its rows, header row first.
 */
export function csvDownload(response: LightMyRequestResponse, fileName?: string): string[][] {
  const url = response.raw.req.url;
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toBe('text/csv; charset=utf-8');
  const disposition = response.headers['content-disposition'];
  if (fileName) expect(disposition, url).toBe(`attachment; filename="${fileName}"`);
  else expect(disposition, url).toMatch(/^attachment; filename=".+\.csv"$/);
  expect([...response.rawPayload.subarray(0, 3)], url).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(response.body);
}
