import { eq } from 'drizzle-orm';
import { checklistBaseItems } from '@fleet-ops/shared';
import { vehicles } from '../../../src/db/schema/index.js';
import { hashToken, newToken } from '../../../src/lib/tokens.js';
import { addDriver, insertAssignment, insertVehicle } from '../../support/fleet-fixtures.js';
import { createSession } from '../../../src/features/auth/queries.js';
import { multipartBody, type MultipartFilePart } from '../../support/multipart.js';
import type { TestApp, TestUser } from '../../support/test-app.js';
import { pngBytes } from '../../support/images.js';

export { jpegBytes, pngBytes } from '../../support/images.js';

export const png = (fileName = 'issue.png', field = 'file[]'): MultipartFilePart => ({
  field,
  fileName,
  contentType: 'image/png',
  data: pngBytes,
});

let sequence = 0;

/**
 * A signed-in session for a driver's account, made directly: the sign-in route's rate limit
 * would otherwise stop a file that signs in many drivers.
 */
export async function sessionFor(testApp: TestApp, userId: number, email: string): Promise<TestUser> {
  const token = newToken();
  await createSession(testApp.context.db, userId, hashToken(token), testApp.context.clock.now());
  return { id: userId, email, password: 'driver password', token, role: 'driver' };
}

/**
 * A driver (with a sign-in) currently assigned to a fresh vehicle: last ODM read 1000, flagged
 * for extra items with a buggy whip and a radio, and supervised by `supervisor`.
 */
export async function driverWithVehicle(
  testApp: TestApp,
  admin: TestUser,
  options: { supervisor?: string; extraItems?: boolean } = {},
) {
  // Taken once, before any await: fixtures made side by side must not share a number.
  const number = (sequence += 1);
  const email = `checklist.driver.${number}.${Date.now()}@fleet.test`;
  const driver = await addDriver(testApp, admin, {
    driver_email: email,
    driver_name: `Checklist Driver ${number}`,
    supervisor: options.supervisor ?? 'Nobody In Particular',
  });
  const inserted = await insertVehicle(testApp, `CL-${number}`);
  await testApp.context.db
    .update(vehicles)
    .set({ extraChecklistItems: options.extraItems ?? true, buggyWhip: true, radio: true })
    .where(eq(vehicles.id, inserted.id));
  const vehicle = { ...inserted, extraChecklistItems: options.extraItems ?? true, buggyWhip: true, radio: true };
  await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-11-01T12:00:00Z' });
  const session = await sessionFor(testApp, driver.user_id, email);
  return { driver, vehicle, session };
}

/** Every item of a vehicle with the 'radio' and 'buggy_whip' extras, all answered yes. */
export function allYes(extras: string[] = ['buggy_whip', 'radio']): Record<string, 'yes' | 'no'> {
  return Object.fromEntries([...checklistBaseItems, ...extras].map((item) => [item, 'yes' as const]));
}

/** The form's fields as the phone sends them, with `checklist` as JSON text. */
export function checklistFields(
  vehicle: { equipmentNumber: string; vehicleType: string },
  operator: string,
  overrides: Record<string, string | undefined> = {},
  answers: Record<string, string> = allYes(),
): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    equipment_number: vehicle.equipmentNumber,
    vehicle_type: vehicle.vehicleType,
    operator,
    date_to_added: '2026-11-18',
    odm_read: '1500',
    oil_life: '80',
    remarks: '',
    checklist: JSON.stringify(answers),
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** `POST api/checklist` as multipart form data. */
export function submitChecklist(
  testApp: TestApp,
  user: TestUser,
  fields: Record<string, string>,
  files: MultipartFilePart[] = [],
) {
  const { payload, headers } = multipartBody(fields, files);
  return testApp.request(user, { method: 'POST', url: '/api/checklist', payload, headers });
}
