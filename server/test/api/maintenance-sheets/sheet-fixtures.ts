import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { maintenanceComponents } from '@fleet-ops/shared';
import { vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import type { TestApp, TestUser } from '../../support/test-app.js';

/** A vehicle with this gross weight rating (null: not entered). */
export async function vehicleOfWeight(testApp: TestApp, grossWeightKg: number | null) {
  const vehicle = await insertVehicle(testApp);
  await testApp.context.db.update(vehicles).set({ grossWeightKg }).where(eq(vehicles.id, vehicle.id));
  return vehicle;
}

/** A Mandatory maintenance (SAAQ) work order of the vehicle. */
export async function mandatoryWorkOrder(testApp: TestApp, admin: TestUser, vehicleId: number) {
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/work_orders',
    payload: { vehicle_id: vehicleId, title: 'Mandatory maintenance', kind: 'mandatory_maintenance' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; kind: string };
}

/** A complete sheet: every component conforming, the front axle measured, signed by typing. */
export function completeSheet(overrides: Record<string, unknown> = {}) {
  return {
    service_date: '2026-11-17',
    odometer: 48_250,
    components: maintenanceComponents.map((component) => ({ component, result: 'conforming' })),
    brake_measurements: [{ axle: 1, left_mm: 12.5, right_mm: '11.75' }],
    mechanic_name: 'Gaston Tremblay',
    signature_typed_name: 'Gaston Tremblay',
    ...overrides,
  };
}

export function putSheet(testApp: TestApp, admin: TestUser, workOrderId: number, payload: Record<string, unknown>) {
  return testApp.request(admin, { method: 'PUT', url: `/api/work_orders/${workOrderId}/maintenance_sheet`, payload });
}
