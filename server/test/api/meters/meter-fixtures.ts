import { eq } from 'drizzle-orm';
import { asc } from 'drizzle-orm';
import { meterReadings, vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import type { TestApp, TestUser } from '../../support/test-app.js';

/** Turns on a vehicle's hour meter at `hours`. */
export async function giveHourMeter(testApp: TestApp, vehicleId: number, hours = 0) {
  await testApp.context.db
    .update(vehicles)
    .set({ hasHourMeter: true, lastHourRead: hours })
    .where(eq(vehicles.id, vehicleId));
}

/** A loader: a vehicle with an odometer at 1,000 km and an hour meter at 4,000 h. */
export async function insertLoader(testApp: TestApp, equipmentNumber: string) {
  const vehicle = await insertVehicle(testApp, equipmentNumber);
  await giveHourMeter(testApp, vehicle.id, 4000);
  return vehicle;
}

/** The vehicle's current values. */
export async function currentMeters(testApp: TestApp, vehicleId: number) {
  const [row] = await testApp.context.db
    .select({ lastOdmRead: vehicles.lastOdmRead, lastHourRead: vehicles.lastHourRead })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return row!;
}

/** Every stored reading of the vehicle, oldest first, as the history keeps it. */
export async function storedReadings(testApp: TestApp, vehicleId: number) {
  const rows = await testApp.context.db
    .select()
    .from(meterReadings)
    .where(eq(meterReadings.vehicleId, vehicleId))
    .orderBy(asc(meterReadings.takenAt), asc(meterReadings.id));
  return rows.map((row) => ({
    meter: row.meter,
    value: row.value,
    source: row.source,
    sourceRef: row.sourceRef,
    flagged: row.flagged,
    voided: row.voidedAt !== null,
  }));
}

/** An admin's personal API token, and the caller that uses it. */
export async function apiTokenCaller(
  testApp: TestApp,
  admin: TestUser,
  scope: 'read' | 'read_write' = 'read_write',
): Promise<TestUser> {
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/api_tokens',
    payload: { name: 'Telematics export', scope, expires_in_days: 30 },
  });
  return { ...admin, token: response.json().data.token as string };
}

export function sendReadings(testApp: TestApp, caller: TestUser, readings: unknown[]) {
  return testApp.request(caller, { method: 'POST', url: '/api/meter_readings', payload: { readings } });
}
