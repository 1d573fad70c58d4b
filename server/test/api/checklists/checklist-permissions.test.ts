import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistBaseItems } from '@fleet-ops/shared';
import { checklists, drivers, vehicles } from '../../../src/db/schema/index.js';
import { insertAssignment, insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, submitChecklist } from './checklist-fixtures.js';

const testApp = useTestApp();
const forbidden = { message: 'You are not allowed to do this.' };

async function countFor(vehicleId: number) {
  return (await testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, vehicleId))).length;
}

describe('what a driver may submit', () => {
  it('refuses a vehicle not assigned to them, one whose assignment ended, and one not started yet', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, session } = await driverWithVehicle(testApp, admin);
    const { vehicle: neighbours } = await driverWithVehicle(testApp, admin);
    const ended = await insertVehicle(testApp);
    await insertAssignment(testApp, {
      vehicleId: ended.id,
      driverId: driver.id,
      from: '2026-10-01T12:00:00Z',
      to: '2026-11-01T12:00:00Z',
    });
    const upcoming = await insertVehicle(testApp);
    await insertAssignment(testApp, { vehicleId: upcoming.id, driverId: driver.id, from: '2026-11-25T12:00:00Z' });

    for (const vehicle of [neighbours, ended, upcoming]) {
      const answers =
        vehicle === neighbours ? undefined : Object.fromEntries(checklistBaseItems.map((i) => [i, 'yes']));
      const response = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name, {}, answers));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
      expect(await countFor(vehicle.id)).toBe(0);
    }
  });

  it('refuses a checklist naming another operator', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, session } = await driverWithVehicle(testApp, admin);
    const { driver: other } = await driverWithVehicle(testApp, admin);
    const byName = await submitChecklist(testApp, session, checklistFields(vehicle, other.name));
    expect(byName.statusCode).toBe(403);
    const byId = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, other.name, { driver_id: String(other.id) }),
    );
    expect(byId.statusCode).toBe(403);
    expect(await countFor(vehicle.id)).toBe(0);
  });

  it('offers only their current vehicles and themself in the form, with today in the business timezone', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    await driverWithVehicle(testApp, admin);
    testApp.setNow('2026-11-19T02:00:00Z');
    const response = await testApp.request(session, { method: 'GET', url: '/api/checklist/form_options' });
    testApp.setNow('2026-11-18T15:00:00Z');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      mode: 'driver',
      today: '2026-11-18',
      earliest_date: '2026-11-11',
      may_backdate: false,
      vehicles: [
        {
          id: vehicle.id,
          equipment_number: vehicle.equipmentNumber,
          vehicle_type: 'Ford Explorer',
          driver_ids: [driver.id],
          out_of_service: false,
          open_defects: [],
          // Issue 36: the driving gate; nothing inspected yet.
          inspection_state: 'expired',
          inspection_valid_until: null,
        },
      ],
      operators: [{ id: driver.id, name: driver.name }],
      locations: expect.arrayContaining([expect.objectContaining({ name: 'Mine Engineering' })]),
      require_every_item: false,
    });
  });

  it('gives a driver with no vehicle an empty list', async () => {
    const driverUser = await testApp.createUser('driver');
    const response = await testApp.request(driverUser, { method: 'GET', url: '/api/checklist/form_options' });
    expect(response.json().data).toMatchObject({ mode: 'driver', vehicles: [], operators: [] });
  });
});

describe('what a driver may read', () => {
  it("lists only their own checklists and answers 404 for another driver's", async () => {
    const admin = await testApp.createUser('admin');
    const mine = await driverWithVehicle(testApp, admin);
    const theirs = await driverWithVehicle(testApp, admin);
    const own = await submitChecklist(testApp, mine.session, checklistFields(mine.vehicle, mine.driver.name));
    const other = await submitChecklist(testApp, theirs.session, checklistFields(theirs.vehicle, theirs.driver.name));

    const list = await testApp.request(mine.session, { method: 'GET', url: '/api/checklist' });
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([own.json().data.id]);
    expect(list.json().total).toBe(1);

    const detail = await testApp.request(mine.session, {
      method: 'GET',
      url: `/api/checklist/${other.json().data.id}`,
    });
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual({ message: 'Checklist not found.' });
    const own404 = await testApp.request(mine.session, { method: 'GET', url: '/api/checklist/abc' });
    expect(own404.statusCode).toBe(404);
  });

  it('asks for a token', async () => {
    const response = await testApp.request(undefined, { method: 'GET', url: '/api/checklist' });
    expect(response.statusCode).toBe(401);
  });
});

describe('supervisor mode', () => {
  let crews = 0;
  async function crew() {
    crews += 1;
    const admin = await testApp.createUser('admin');
    const supervisor = await testApp.createUser('supervisor', { firstName: 'Crew', lastName: `Boss ${crews}` });
    // The driver form names the supervisor's account exactly (outer spaces aside); the crew is
    // then linked to that account by id (see crews.test.ts in the users tests).
    const first = await driverWithVehicle(testApp, admin, { supervisor: ` Crew Boss ${crews} ` });
    const second = await driverWithVehicle(testApp, admin, { supervisor: `Crew Boss ${crews}` });
    const outsider = await driverWithVehicle(testApp, admin, { supervisor: 'Someone Else' });
    return { admin, supervisor, first, second, outsider };
  }

  it("offers the crew's current vehicles and the crew's available drivers only", async () => {
    const { supervisor, first, second } = await crew();
    const response = await testApp.request(supervisor, { method: 'GET', url: '/api/checklist/form_options' });
    const data = response.json().data;
    expect(data.mode).toBe('supervisor');
    const numbers = data.vehicles.map((vehicle: { equipment_number: string }) => vehicle.equipment_number);
    expect(numbers).toHaveLength(2);
    expect(numbers).toEqual(expect.arrayContaining([first.vehicle.equipmentNumber, second.vehicle.equipmentNumber]));
    expect(data.operators).toHaveLength(2);
    expect(data.operators).toEqual(
      expect.arrayContaining([
        { id: first.driver.id, name: first.driver.name },
        { id: second.driver.id, name: second.driver.name },
      ]),
    );
  });

  it("refuses another crew's driver as the operator, by id or by name, and stores nothing", async () => {
    const { supervisor, first, outsider } = await crew();
    for (const fields of [
      checklistFields(first.vehicle, outsider.driver.name),
      checklistFields(first.vehicle, 'ignored when the id is given', { driver_id: String(outsider.driver.id) }),
    ]) {
      const response = await submitChecklist(testApp, supervisor, fields);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ operator: ['Choose the operator from the list of available drivers.'] });
    }
    expect(await countFor(first.vehicle.id)).toBe(0);
  });

  it('submits for a crew vehicle with the chosen operator, and is refused a vehicle outside the crew', async () => {
    const { supervisor, first, second, outsider } = await crew();
    const response = await submitChecklist(
      testApp,
      supervisor,
      checklistFields(first.vehicle, 'ignored when the id is given', { driver_id: String(second.driver.id) }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.operator).toBe(second.driver.name);
    const [stored] = await testApp.context.db
      .select()
      .from(checklists)
      .where(eq(checklists.vehicleId, first.vehicle.id));
    expect(stored).toMatchObject({ driverId: second.driver.id, submittedBy: supervisor.id });

    const outside = await submitChecklist(testApp, supervisor, checklistFields(outsider.vehicle, first.driver.name));
    expect(outside.statusCode).toBe(403);
    expect(await countFor(outsider.vehicle.id)).toBe(0);
  });

  it('chooses the operator by name among available drivers only', async () => {
    const { supervisor, first, second } = await crew();
    await testApp.context.db.update(drivers).set({ enabled: false }).where(eq(drivers.id, second.driver.id));
    const disabled = await submitChecklist(testApp, supervisor, checklistFields(first.vehicle, second.driver.name));
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors.operator).toEqual(['Choose the operator from the list of available drivers.']);
    const unknown = await submitChecklist(testApp, supervisor, checklistFields(first.vehicle, 'Nobody At All'));
    expect(unknown.statusCode).toBe(422);
    const byName = await submitChecklist(
      testApp,
      supervisor,
      checklistFields(first.vehicle, first.driver.name.toUpperCase()),
    );
    expect(byName.statusCode).toBe(201);
    expect(byName.json().data.operator).toBe(first.driver.name);
  });

  it("sees the crew's checklists and their own submissions, not other crews'", async () => {
    const { supervisor, first, outsider } = await crew();
    const crewChecklist = await submitChecklist(
      testApp,
      first.session,
      checklistFields(first.vehicle, first.driver.name),
    );
    const other = await submitChecklist(
      testApp,
      outsider.session,
      checklistFields(outsider.vehicle, outsider.driver.name),
    );
    const list = await testApp.request(supervisor, { method: 'GET', url: '/api/checklist' });
    const ids = list.json().data.map((row: { id: number }) => row.id);
    expect(ids).toContain(crewChecklist.json().data.id);
    expect(ids).not.toContain(other.json().data.id);
    const detail = await testApp.request(supervisor, { method: 'GET', url: `/api/checklist/${other.json().data.id}` });
    expect(detail.statusCode).toBe(404);
  });

  it('without a crew, offers no vehicle: other crews are not theirs', async () => {
    const admin = await testApp.createUser('admin');
    const lonely = await testApp.createUser('supervisor', { firstName: 'Unnamed', lastName: 'Lead' });
    await driverWithVehicle(testApp, admin);
    const response = await testApp.request(lonely, { method: 'GET', url: '/api/checklist/form_options' });
    expect(response.json().data.vehicles).toEqual([]);
  });
});

describe('admins', () => {
  it('submit for any enabled, visible vehicle and see every checklist', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const hidden = await insertVehicle(testApp);
    await testApp.context.db.update(vehicles).set({ status: 'hidden' }).where(eq(vehicles.id, hidden.id));

    const options = await testApp.request(admin, { method: 'GET', url: '/api/checklist/form_options' });
    const numbers = options.json().data.vehicles.map((entry: { equipment_number: string }) => entry.equipment_number);
    expect(options.json().data.mode).toBe('admin');
    expect(numbers).toContain(vehicle.equipmentNumber);
    expect(numbers).not.toContain(hidden.equipmentNumber);

    const byDriver = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name));
    const byAdmin = await submitChecklist(testApp, admin, checklistFields(vehicle, driver.name, { odm_read: '1600' }));
    expect(byAdmin.statusCode).toBe(201);
    const list = await testApp.request(admin, { method: 'GET', url: '/api/checklist' });
    const ids = list.json().data.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([byDriver.json().data.id, byAdmin.json().data.id]));

    const toHidden = await submitChecklist(testApp, admin, checklistFields(hidden, driver.name));
    expect(toHidden.statusCode).toBe(422);
    expect(toHidden.json().errors.equipment_number).toEqual(['Choose one of the listed vehicles.']);
  });
});

describe('GET api/vehicles/equipment_items and POST api/vehicles/types', () => {
  it("gives the vehicle's type, last reading, and its items: the 13 base ones, then its equipment when flagged", async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, session } = await driverWithVehicle(testApp, admin);
    const response = await testApp.request(session, {
      method: 'GET',
      url: `/api/vehicles/equipment_items?equipment_number=${vehicle.equipmentNumber}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: 'Ford Explorer',
      last_odm_read: 1000,
      has_odometer: true,
      has_hour_meter: false,
      last_hour_read: 0,
      equipment_items: [...checklistBaseItems, 'buggy_whip', 'radio'],
    });

    const types = await testApp.request(session, {
      method: 'POST',
      url: '/api/vehicles/types',
      payload: { equipment_number: vehicle.equipmentNumber },
    });
    expect(types.json().data).toEqual({ equipment_number: vehicle.equipmentNumber, vehicle_type: 'Ford Explorer' });

    const { vehicle: plain } = await driverWithVehicle(testApp, admin, { extraItems: false });
    const plainItems = await testApp.request(admin, {
      method: 'GET',
      url: `/api/vehicles/equipment_items?equipment_number=${plain.equipmentNumber}`,
    });
    expect(plainItems.json().data.equipment_items).toEqual([...checklistBaseItems]);
  });

  it("refuses a driver another driver's vehicle, and answers 404 for an unknown one", async () => {
    const admin = await testApp.createUser('admin');
    const { session } = await driverWithVehicle(testApp, admin);
    const { vehicle: theirs } = await driverWithVehicle(testApp, admin);
    const other = await testApp.request(session, {
      method: 'GET',
      url: `/api/vehicles/equipment_items?equipment_number=${theirs.equipmentNumber}`,
    });
    expect(other.statusCode).toBe(403);
    const unknown = await testApp.request(session, {
      method: 'POST',
      url: '/api/vehicles/types',
      payload: { equipment_number: 'NOPE-404' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Vehicle not found.' });
    const missing = await testApp.request(session, { method: 'GET', url: '/api/vehicles/equipment_items' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.equipment_number).toEqual(['Equipment Number is required']);
  });
});
