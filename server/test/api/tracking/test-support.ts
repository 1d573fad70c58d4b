import { eq } from 'drizzle-orm';
import type { TrackingListResponse, TrackingRow } from '@fleet-ops/shared';
import { rates, vehicles } from '../../../src/db/schema/index.js';
import type { TestApp, TestUser } from '../../support/test-app.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';

/** The test clock's week (2026-11-18 is a Wednesday): Sunday 15 to Saturday 21 November 2026. */
export const thisWeek = '2026-11-15';
export const lastWeek = '2026-11-08';
export const nextWeek = '2026-11-22';

/** Sets a parent type's Rates through the API, in dollars. */
export async function setRates(testApp: TestApp, admin: TestUser, parentType: string, full: number, shared: number) {
  const [row] = await testApp.context.db.select().from(rates).where(eq(rates.vehicleParentType, parentType));
  const response = await testApp.request(admin, {
    method: 'PUT',
    url: `/api/rates/${row!.id}`,
    payload: { full_day_rate: full, shared_day_rate: shared },
  });
  if (response.statusCode !== 200) throw new Error(`Rate not set: ${response.body}`);
}

/** `GET api/trackings` with the query given; fails the test on anything but 200. */
export async function listWeek(
  testApp: TestApp,
  admin: TestUser,
  query: Record<string, string | number> = {},
): Promise<TrackingListResponse> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await testApp.request(admin, { method: 'GET', url: `/api/trackings?${search}` });
  if (response.statusCode !== 200) throw new Error(`List failed (${response.statusCode}): ${response.body}`);
  return response.json() as TrackingListResponse;
}

/** `PUT api/trackings`: saves a row of a week as the Tracking screen does; fails the test on anything but 200. */
export async function saveTracking(testApp: TestApp, admin: TestUser, payload: Record<string, unknown>) {
  const response = await testApp.request(admin, { method: 'PUT', url: '/api/trackings', payload });
  if (response.statusCode !== 200) throw new Error(`Tracking not saved (${response.statusCode}): ${response.body}`);
}

/** The listed rows of one vehicle, by slot. */
export function rowsOf(list: TrackingListResponse, equipmentNumber: string): TrackingRow[] {
  return list.data.filter((row) => row.equipment_number === equipmentNumber).sort((a, b) => a.slot - b.slot);
}

/** A vehicle that existed long before the test's weeks (so past weeks count it), of a given parent type. */
export async function oldVehicle(testApp: TestApp, equipmentNumber: string, parentType = 'SUV') {
  const vehicle = await insertVehicle(testApp, equipmentNumber);
  const [updated] = await testApp.context.db
    .update(vehicles)
    .set({ createdAt: new Date('2026-01-05T12:00:00Z'), vehicleParentType: parentType })
    .where(eq(vehicles.id, vehicle.id))
    .returning();
  return updated!;
}

/** A week record for the week starting `start`, codes Sunday first (missing days No Charge). */
export function days(start: string, codes: number[]): Record<string, number> {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  return Object.fromEntries(
    Array.from({ length: 7 }, (_, index) => [
      new Date(Date.UTC(year, month - 1, day + index)).toISOString().slice(0, 10),
      codes[index] ?? 0,
    ]),
  );
}
