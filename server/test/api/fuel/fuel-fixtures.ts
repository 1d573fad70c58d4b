import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../support/test-app.js';

export function addFuel(testApp: TestApp, user: TestUser, payload: Record<string, unknown>) {
  return testApp.request(user, { method: 'POST', url: '/api/fuel_entries', payload });
}

/** A fill-up that must be accepted; answers its id. */
export async function fillUp(
  testApp: TestApp,
  user: TestUser,
  vehicleId: number,
  fill: { date: string; litres: number; cost: number; odometer: number },
): Promise<number> {
  const response = await addFuel(testApp, user, { vehicle_id: vehicleId, ...fill });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().data as { id: number }).id;
}
