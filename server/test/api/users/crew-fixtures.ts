import type { TestApp, TestUser } from '../../support/test-app.js';
import { driverWithVehicle } from '../checklists/checklist-fixtures.js';

let crews = 0;

/**
 * A supervisor whose crew is two drivers, each currently assigned a vehicle of their own, and
 * another supervisor's crew of one driver and vehicle: what the crew-scope tests compare. The crews
 * are linked by the driver form's supervisor name (see crews.test.ts).
 */
export async function twoCrews(testApp: TestApp, admin: TestUser) {
  crews += 1;
  const lastName = `Lead ${crews}`;
  const supervisor = await testApp.createUser('supervisor', { firstName: 'Crew', lastName });
  const otherSupervisor = await testApp.createUser('supervisor', { firstName: 'Other', lastName });
  const first = await driverWithVehicle(testApp, admin, { supervisor: `Crew ${lastName}` });
  const second = await driverWithVehicle(testApp, admin, { supervisor: `Crew ${lastName}` });
  const other = await driverWithVehicle(testApp, admin, { supervisor: `Other ${lastName}` });
  return { supervisor, otherSupervisor, crew: [first, second] as const, other };
}
