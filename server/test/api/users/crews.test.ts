import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../../../src/db/schema/index.js';
import { migrationsFolder } from '../../../src/db/migrate.js';
import { checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();

async function supervisorIdOf(driverId: number) {
  const [row] = await testApp.context.db.select().from(drivers).where(eq(drivers.id, driverId));
  return row!.supervisorId;
}

/** What a supervisor can see of the checklist screens: the vehicles offered and the checklists listed. */
async function whatTheySee(user: TestUser) {
  const options = await testApp.request(user, { method: 'GET', url: '/api/checklist/form_options' });
  const list = await testApp.request(user, { method: 'GET', url: '/api/checklist' });
  expect([options.statusCode, list.statusCode], `${options.body} ${list.body}`).toEqual([200, 200]);
  return {
    vehicles: options.json().data.vehicles.map((vehicle: { equipment_number: string }) => vehicle.equipment_number),
    checklists: list.json().data.map((row: { id: number }) => row.id),
  };
}

describe('a crew belongs to its supervisor by account, not by name', () => {
  it('a new account named "GAGNON" or "sophie " sees nothing of the crew of "Gagnon" or "Sophie"', async () => {
    const admin = await testApp.createUser('admin');
    const gagnon = await testApp.createUser('supervisor', { firstName: 'Gagnon', lastName: '' });
    const sophie = await testApp.createUser('supervisor', { firstName: 'Sophie', lastName: '' });
    const gagnonCrew = await driverWithVehicle(testApp, admin, { supervisor: 'Gagnon' });
    const sophieCrew = await driverWithVehicle(testApp, admin, { supervisor: 'Sophie' });
    for (const crew of [gagnonCrew, sophieCrew]) {
      const sent = await submitChecklist(testApp, crew.session, checklistFields(crew.vehicle, crew.driver.name));
      expect(sent.statusCode).toBe(201);
    }
    expect((await whatTheySee(gagnon)).vehicles).toEqual([gagnonCrew.vehicle.equipmentNumber]);
    expect((await whatTheySee(sophie)).vehicles).toEqual([sophieCrew.vehicle.equipmentNumber]);

    const lookalikes = [
      await testApp.createUser('supervisor', { firstName: 'GAGNON', lastName: '' }),
      await testApp.createUser('supervisor', { firstName: 'sophie ', lastName: '' }),
      await testApp.createUser('supervisor', { firstName: ' Sophie', lastName: ' ' }),
    ];
    for (const lookalike of lookalikes) expect(await whatTheySee(lookalike)).toEqual({ vehicles: [], checklists: [] });
    expect(await supervisorIdOf(gagnonCrew.driver.id)).toBe(gagnon.id);
    expect(await supervisorIdOf(sophieCrew.driver.id)).toBe(sophie.id);
  });

  it('links a driver typed before the supervisor account existed when that account is created', async () => {
    const admin = await testApp.createUser('admin');
    const early = await driverWithVehicle(testApp, admin, { supervisor: ' Pat Foreman ' });
    const other = await driverWithVehicle(testApp, admin, { supervisor: 'pat foreman' });
    expect(await supervisorIdOf(early.driver.id)).toBeNull();
    const pat = await testApp.createUser('supervisor', { firstName: 'Pat', lastName: 'Foreman' });
    expect(await supervisorIdOf(early.driver.id)).toBe(pat.id);
    // The case differs: not the same name, so not Pat's crew.
    expect(await supervisorIdOf(other.driver.id)).toBeNull();
  });

  it('moves a driver when the supervisor text changes, and keeps the link while it does not', async () => {
    const admin = await testApp.createUser('admin');
    const first = await testApp.createUser('supervisor', { firstName: 'First', lastName: 'Lead' });
    const second = await testApp.createUser('supervisor', { firstName: 'Second', lastName: 'Lead' });
    const { driver } = await driverWithVehicle(testApp, admin, { supervisor: 'First Lead' });
    expect(await supervisorIdOf(driver.id)).toBe(first.id);

    // A second account with the same name: the driver, already in First Lead's crew, stays there.
    await testApp.createUser('supervisor', { firstName: 'First', lastName: 'Lead' });
    const edit = (supervisor: string) =>
      testApp.request(admin, {
        method: 'PUT',
        url: `/api/drivers/${driver.id}`,
        payload: {
          driver_name: driver.name,
          location_id: driver.location_id,
          pit_permit: 'yes',
          supervisor,
          phone_number: driver.phone_number,
          license_no: driver.license_no,
          expiry_date: driver.expiry_date,
          driver_email: driver.driver_email,
        },
      });
    expect((await edit('First Lead')).statusCode).toBe(200);
    expect(await supervisorIdOf(driver.id)).toBe(first.id);
    expect((await edit('Second Lead')).statusCode).toBe(200);
    expect(await supervisorIdOf(driver.id)).toBe(second.id);
    // Now ambiguous (two accounts are named First Lead): linked to neither rather than to a guess.
    expect((await edit('First Lead')).statusCode).toBe(200);
    expect(await supervisorIdOf(driver.id)).toBeNull();
  });
});

describe('migration 0003 backfill', () => {
  it('links existing drivers by exact name (outer spaces aside, case kept), and names two accounts share to neither', async () => {
    const admin = await testApp.createUser('admin');
    const unique = await testApp.createUser('supervisor', { firstName: 'Backfill', lastName: 'Boss' });
    await testApp.createUser('supervisor', { firstName: 'Twin', lastName: 'Name' });
    await testApp.createUser('supervisor', { firstName: 'Twin', lastName: 'Name' });
    const exact = await driverWithVehicle(testApp, admin, { supervisor: '  Backfill Boss ' });
    const otherCase = await driverWithVehicle(testApp, admin, { supervisor: 'BACKFILL BOSS' });
    const twin = await driverWithVehicle(testApp, admin, { supervisor: 'Twin Name' });
    const ids = [exact, otherCase, twin].map((crew) => crew.driver.id);
    await testApp.context.db.execute(sql`update drivers set supervisor_id = null`);

    const migration = fs.readFileSync(path.join(migrationsFolder, '0003_auth_hardening.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await testApp.context.db.execute(sql.raw(backfill));

    expect(await Promise.all(ids.map(supervisorIdOf))).toEqual([unique.id, null, null]);
  });
});
