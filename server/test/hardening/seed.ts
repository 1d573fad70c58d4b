import { asc, eq } from 'drizzle-orm';
import type { Role } from '@fleet-ops/shared';
import { defects, meterReadings, rates, trackings, vehicles } from '../../src/db/schema/index.js';
import { createSession, revokeSession, sessionLifetimeMs } from '../../src/features/auth/queries.js';
import { allYes, checklistFields, png, submitChecklist } from '../api/checklists/checklist-fixtures.js';
import { hashToken, newToken } from '../../src/lib/tokens.js';
import { addDriver, insertAssignment, insertVehicle, locationId } from '../support/fleet-fixtures.js';
import { multipartBody } from '../support/multipart.js';
import type { TestApp, TestUser } from '../support/test-app.js';

/** One of each thing a route path can name, so every path in the route table points at a real row. */
export type SeededFleet = {
  users: Record<Role, TestUser>;
  ids: Record<SeededId, number>;
  equipmentNumber: string;
  vehicleType: string;
  vinNo: string;
  locationId: number;
  /** The signed-in driver's name, the operator of their checklists. */
  ownDriverName: string;
  /** What names the other crew's driver and vehicle: no answer to the supervisor may hold any of it. */
  otherCrewWords: string[];
};

export type SeededId =
  | 'ownDriver'
  | 'otherDriver'
  | 'vehicle'
  | 'otherVehicle'
  | 'assignment'
  | 'checklist'
  | 'attachment'
  | 'appointment'
  | 'inspection'
  | 'kit'
  | 'rate'
  | 'tracking'
  | 'defect'
  | 'repairedDefect'
  | 'closableDefect'
  | 'workOrder'
  | 'maintenanceWorkOrder'
  | 'fuelEntry'
  | 'meterReading'
  | 'serviceTask'
  | 'otherServiceTask'
  | 'supervisorChecklist'
  | 'otherCrewChecklist'
  | 'otherCrewDefect'
  | 'webhook';

export const supervisorName = 'Sam Boss';

/** Fails the seeding loudly: a path that names nothing would make the whole matrix meaningless. */
function expectCreated(response: { statusCode: number; body: string }, what: string): { data: { id: number } } {
  if (response.statusCode >= 300) throw new Error(`${what} not seeded (${response.statusCode}): ${response.body}`);
  return JSON.parse(response.body) as { data: { id: number } };
}

/**
 * The callers (an admin, a supervisor named on the driver's record, and that driver signed in with
 * their own account, currently assigned to the vehicle) and one row of every entity, made through
 * the API where the API makes them.
 */
export async function seedFleet(testApp: TestApp): Promise<SeededFleet> {
  const admin = await testApp.createUser('admin');
  const [first, last] = supervisorName.split(' ') as [string, string];
  const supervisor = await testApp.createUser('supervisor', { firstName: first, lastName: last });
  const ownDriver = await addDriver(testApp, admin, { supervisor: supervisorName });
  const otherDriver = await addDriver(testApp, admin, {
    supervisor: 'Someone Else',
    driver_name: 'Olive Othercrew',
    license_no: 'NL-OTHER-CREW',
  });
  const driver: TestUser = {
    id: ownDriver.user_id,
    email: ownDriver.driver_email,
    password: 'driver password',
    token: await liveToken(testApp, ownDriver.user_id),
    role: 'driver',
  };

  const vehicle = await insertVehicle(testApp);
  const otherVehicle = await insertVehicle(testApp, 'OTHER-CREW-UNIT');
  await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: ownDriver.id, from: '2026-11-01T12:00:00Z' });
  const assignment = await insertAssignment(testApp, {
    vehicleId: otherVehicle.id,
    driverId: otherDriver.id,
    from: '2026-11-01T12:00:00Z',
  });
  const location = await locationId(testApp);

  const image = await testApp.request(admin, {
    method: 'POST',
    url: `/api/vehicles/${vehicle.id}/upload_image`,
    ...multipartBody({}, [png('truck.png', 'image_1')]),
  });
  expectCreated(image, 'Vehicle image');

  const checklistResponse = await submitChecklist(
    testApp,
    driver,
    checklistFields(vehicle, ownDriver.name, {}, allYes([])),
    [png()],
  );
  const checklistId = expectCreated(checklistResponse, 'Checklist').data.id;
  // One the supervisor submitted for their crew: the one they may amend.
  const supervisorChecklist = expectCreated(
    await submitChecklist(
      testApp,
      supervisor,
      checklistFields(vehicle, ownDriver.name, { driver_id: String(ownDriver.id) }, allYes([])),
    ),
    'Supervisor checklist',
  ).data.id;
  // Another crew's checklist, on its own vehicle, that the supervisor must not reach.
  const otherCrewChecklist = expectCreated(
    await submitChecklist(
      testApp,
      admin,
      checklistFields(otherVehicle, otherDriver.name, { driver_id: String(otherDriver.id) }, allYes([])),
    ),
    'Other crew checklist',
  ).data.id;
  const detail = await testApp.request(admin, { method: 'GET', url: `/api/checklist/${checklistId}` });
  const attachmentUrl = String(detail.json().data.file[0] ?? '');
  const attachmentId = Number(attachmentUrl.match(/attachments\/(\d+)/)?.[1]);
  if (!attachmentId) throw new Error(`Checklist attachment not seeded: ${detail.body}`);

  const post = (url: string, payload: Record<string, unknown>, what: string) =>
    testApp.request(admin, { method: 'POST', url, payload }).then((response) => expectCreated(response, what).data.id);
  const appointment = await post(
    '/api/appointments',
    {
      vehicle_no: vehicle.vinNo,
      date_to_added: '2026-11-20',
      appointment_type: 'Cleaning',
      location_id: location,
      time: '09:30',
      comments: 'Seeded for the hardening suite',
    },
    'Appointment',
  );
  const inspection = await post(
    '/api/inspections',
    {
      vehicle_id: vehicle.id,
      manufacture_year: 2021,
      inspection_month: '2026-05',
      inspection_expiry_date: '2027-05-31',
    },
    'Fire inspection',
  );
  const kit = await post(
    '/api/first_aid_kits',
    { vehicle_id: vehicle.id, expiry_date: '2027-03', type: 'type_1' },
    'Kit',
  );

  // Opening the week's tracking makes its rows.
  expectCreated(await testApp.request(admin, { method: 'GET', url: '/api/trackings' }), 'Tracking week');
  const [tracking] = await testApp.context.db.select().from(trackings).orderBy(asc(trackings.id)).limit(1);
  const [rate] = await testApp.context.db.select().from(rates).orderBy(asc(rates.id)).limit(1);
  if (!tracking || !rate) throw new Error('Tracking rows or rates were not seeded.');
  // Open defects for the lifecycle steps (one to close), a repaired one (by nobody who calls) to
  // verify, and another crew's open one.
  const reportedAt = testApp.context.clock.now();
  const [defect, repairedDefect, closableDefect, otherCrewDefect] = await testApp.context.db
    .insert(defects)
    .values([
      { vehicleId: vehicle.id, item: 'horn', severity: 'minor', reportedAt, checklistId },
      { vehicleId: vehicle.id, item: 'wiper', severity: 'minor', status: 'repaired', reportedAt, repairNotes: 'Fixed' },
      { vehicleId: vehicle.id, item: 'mirrors', severity: 'minor', reportedAt, checklistId },
      { vehicleId: otherVehicle.id, item: 'horn', severity: 'minor', reportedAt, checklistId: otherCrewChecklist },
    ])
    .returning({ id: defects.id });
  if (!defect || !repairedDefect || !closableDefect || !otherCrewDefect) throw new Error('Defects were not seeded.');
  const workOrder = await post(
    '/api/work_orders',
    { vehicle_id: vehicle.id, title: 'Seeded work order' },
    'Work order',
  );
  // Issue 37: a Mandatory maintenance (SAAQ) work order of a heavy vehicle (8,000 kg: brakes measured).
  await testApp.context.db.update(vehicles).set({ grossWeightKg: 8000 }).where(eq(vehicles.id, vehicle.id));
  const maintenanceWorkOrder = await post(
    '/api/work_orders',
    { vehicle_id: vehicle.id, title: 'Seeded mandatory maintenance', kind: 'mandatory_maintenance' },
    'Mandatory maintenance work order',
  );
  const fuelEntry = await post(
    '/api/fuel_entries',
    { vehicle_id: vehicle.id, date: '2026-11-02', litres: 40, cost: 60, odometer: 1000 },
    'Fuel entry',
  );
  // Issue 37: the odometer reading the fill-up made, for the void route.
  const [meterReading] = await testApp.context.db
    .select({ id: meterReadings.id })
    .from(meterReadings)
    .where(eq(meterReadings.sourceRef, `fuel:${fuelEntry}`));

  // Two service tasks of every vehicle: one to read and change, one to delete.
  const serviceTask = await post('/api/service_tasks', { name: 'Seeded oil change', interval_km: 8000 }, 'Task');
  const otherServiceTask = await post('/api/service_tasks', { name: 'Seeded inspection', interval_months: 12 }, 'Task');
  const webhook = await post(
    '/api/webhooks',
    { name: 'Seeded webhook', url: 'https://203.0.113.10/fleet-events', events: ['defect.opened'] },
    'Webhook',
  );

  return {
    users: { admin, supervisor, driver },
    ids: {
      ownDriver: ownDriver.id,
      otherDriver: otherDriver.id,
      vehicle: vehicle.id,
      otherVehicle: otherVehicle.id,
      assignment: assignment.id,
      checklist: checklistId,
      attachment: attachmentId,
      appointment,
      inspection,
      kit,
      rate: rate.id,
      tracking: tracking.id,
      defect: defect.id,
      repairedDefect: repairedDefect.id,
      closableDefect: closableDefect.id,
      workOrder,
      maintenanceWorkOrder,
      fuelEntry,
      meterReading: meterReading!.id,
      serviceTask,
      otherServiceTask,
      supervisorChecklist,
      otherCrewChecklist,
      otherCrewDefect: otherCrewDefect.id,
      webhook,
    },
    equipmentNumber: vehicle.equipmentNumber,
    vehicleType: vehicle.vehicleType,
    vinNo: vehicle.vinNo,
    locationId: location,
    ownDriverName: ownDriver.name,
    otherCrewWords: [
      otherDriver.name,
      otherDriver.license_no,
      otherDriver.driver_email,
      otherVehicle.equipmentNumber,
      otherVehicle.vinNo,
      otherVehicle.licensePlateNo,
    ],
  };
}

/** A new session for the user; each call gets its own, so signing out in one call spoils no other. */
export async function liveToken(testApp: TestApp, userId: number): Promise<string> {
  const token = newToken();
  await createSession(testApp.context.db, userId, hashToken(token), testApp.context.clock.now());
  return token;
}

/** A session that ran out a minute ago. */
export async function expiredToken(testApp: TestApp, userId: number): Promise<string> {
  const token = newToken();
  const started = new Date(testApp.context.clock.now().getTime() - sessionLifetimeMs - 60_000);
  await createSession(testApp.context.db, userId, hashToken(token), started);
  return token;
}

/** A session signed out (or revoked by a password change) before it ran out. */
export async function revokedToken(testApp: TestApp, userId: number): Promise<string> {
  const token = newToken();
  const session = await createSession(testApp.context.db, userId, hashToken(token), testApp.context.clock.now());
  await revokeSession(testApp.context.db, session.id, testApp.context.clock.now());
  return token;
}
