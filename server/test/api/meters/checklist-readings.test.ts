import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { checklistMessages, meterBelowMessage, meterImplausibleMessage, meterMessages } from '@fleet-ops/shared';
import { checklists, vehicles } from '../../../src/db/schema/index.js';
import { forbiddenMessage } from '../../../src/plugins/authentication.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { currentMeters, giveHourMeter, storedReadings } from './meter-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

beforeEach(() => testApp.setNow('2026-11-18T15:00:00Z'));

async function loaderWithDriver() {
  const admin = await testApp.createUser('admin');
  const { session, vehicle, driver } = await driverWithVehicle(testApp, admin);
  await giveHourMeter(testApp, vehicle.id, 4000);
  return { admin, session, vehicle, driver };
}

describe('a checklist of a vehicle with an hour meter', () => {
  it('records the odometer and the engine hours as readings and moves both current values', async () => {
    const { session, vehicle, driver } = await loaderWithDriver();
    const response = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { odm_read: '1500', hour_read: '4210' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.hour_read).toBe(4210);
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1500, lastHourRead: 4210 });
    const id = response.json().data.id as number;
    expect(await storedReadings(testApp, vehicle.id)).toEqual([
      {
        meter: 'odometer',
        value: 1000,
        source: 'manual',
        sourceRef: `vehicle:${vehicle.id}`,
        flagged: false,
        voided: false,
      },
      {
        meter: 'hours',
        value: 4000,
        source: 'manual',
        sourceRef: `vehicle:${vehicle.id}`,
        flagged: false,
        voided: false,
      },
      {
        meter: 'odometer',
        value: 1500,
        source: 'checklist',
        sourceRef: `checklist:${id}`,
        flagged: false,
        voided: false,
      },
      { meter: 'hours', value: 4210, source: 'checklist', sourceRef: `checklist:${id}`, flagged: false, voided: false },
    ]);
  });

  it('refuses engine hours below the last reading, naming the reading and its day, and keeps nothing', async () => {
    const { session, vehicle, driver } = await loaderWithDriver();
    await submitChecklist(testApp, session, checklistFields(vehicle, driver.name, { hour_read: '4210' }));
    testApp.setNow('2026-11-19T15:00:00Z');
    const response = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { date_to_added: '2026-11-19', hour_read: '4200' }),
    );
    const message = meterBelowMessage('hours', 4210, '2026-11-18');
    expect([response.statusCode, response.json()]).toEqual([422, { message, errors: { hour_read: [message] } }]);
    expect((await storedReadings(testApp, vehicle.id)).filter((row) => row.source === 'checklist')).toHaveLength(2);
  });

  it('asks to confirm a jump of more than 24 h a day, then keeps it flagged', async () => {
    const { session, vehicle, driver } = await loaderWithDriver();
    await submitChecklist(testApp, session, checklistFields(vehicle, driver.name, { hour_read: '4210' }));
    const fields = checklistFields(vehicle, driver.name, { hour_read: '9210' });
    const asked = await submitChecklist(testApp, session, fields);
    const message = meterImplausibleMessage('hours', 4210, '2026-11-18');
    expect([asked.statusCode, asked.json()]).toEqual([422, { message, errors: { hour_read: [message] } }]);
    const confirmed = await submitChecklist(testApp, session, { ...fields, confirm_implausible: 'true' });
    expect(confirmed.statusCode).toBe(201);
    const readings = await storedReadings(testApp, vehicle.id);
    expect(readings.at(-1)).toEqual({
      meter: 'hours',
      value: 9210,
      source: 'checklist',
      sourceRef: `checklist:${confirmed.json().data.id}`,
      flagged: true,
      voided: false,
    });
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1500, lastHourRead: 9210 });
  });

  it('refuses engine hours for a vehicle without an hour meter', async () => {
    const admin = await testApp.createUser('admin');
    const { session, vehicle, driver } = await driverWithVehicle(testApp, admin);
    const response = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { hour_read: '10' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ hour_read: [meterMessages.noHourMeter] });
  });
});

describe('a checklist of a vehicle without an odometer', () => {
  async function loaderWithoutOdometer() {
    const found = await loaderWithDriver();
    await testApp.context.db.update(vehicles).set({ hasOdometer: false }).where(eq(vehicles.id, found.vehicle.id));
    return found;
  }

  it('is sent with engine hours and no odometer: the hours become a reading, the vehicle’s odometer stays as it was', async () => {
    const { session, vehicle, driver } = await loaderWithoutOdometer();
    const response = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { odm_read: undefined, hour_read: '4210' }),
    );

    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.id as number;
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1000, lastHourRead: 4210 });
    expect((await storedReadings(testApp, vehicle.id)).filter((row) => row.source === 'checklist')).toEqual([
      { meter: 'hours', value: 4210, source: 'checklist', sourceRef: `checklist:${id}`, flagged: false, voided: false },
    ]);
    const [stored] = await testApp.context.db.select().from(checklists).where(eq(checklists.id, id));
    expect([stored?.odmRead, stored?.hourRead]).toEqual([null, 4210]);
  });

  it('still needs the odometer or the engine hours', async () => {
    const { session, vehicle, driver } = await loaderWithoutOdometer();
    const response = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name, { odm_read: '' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ odm_read: [checklistMessages.odmRequired] });
  });

  it('is no way around the odometer of a vehicle that has one: engine hours alone are refused', async () => {
    const { session, vehicle, driver } = await loaderWithDriver();
    const response = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { odm_read: undefined, hour_read: '4210' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ odm_read: [checklistMessages.odmRequired] });
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1000, lastHourRead: 4000 });
  });
});

describe('voiding a reading', () => {
  it('keeps a typo of 5,000,000 km with who and why, and puts the odometer back to the reading before it', async () => {
    const { admin, session, vehicle, driver } = await loaderWithDriver();
    await submitChecklist(testApp, session, checklistFields(vehicle, driver.name, { odm_read: '1500' }));
    const typo = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { odm_read: '5000000', confirm_implausible: 'yes' }),
    );
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 5_000_000, lastHourRead: 4000 });
    const list = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${vehicle.id}/meter_readings` });
    const reading = list.json().data.find((row: { source: string }) => row.source === 'checklist');
    expect(reading).toMatchObject({ value: 5_000_000, flagged: true, source_ref: `checklist:${typo.json().data.id}` });

    const refused = await testApp.request(session, {
      method: 'POST',
      url: `/api/meter_readings/${reading.id}/void`,
      payload: { reason: 'Typo' },
    });
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: forbiddenMessage }]);

    const voided = await testApp.request(admin, {
      method: 'POST',
      url: `/api/meter_readings/${reading.id}/void`,
      payload: { reason: 'Typo: 500 km' },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toEqual({
      message: meterMessages.voided,
      data: {
        ...reading,
        voided_at: '2026-11-18 11:30:00',
        voided_by: expect.stringMatching(/^Admin Number\d+$/),
        void_reason: 'Typo: 500 km',
      },
    });
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1500, lastHourRead: 4000 });

    const again = await testApp.request(admin, {
      method: 'POST',
      url: `/api/meter_readings/${reading.id}/void`,
      payload: { reason: 'Typo' },
    });
    expect([again.statusCode, again.json()]).toEqual([409, { message: meterMessages.alreadyVoided }]);
    // A voided reading no longer holds the next one back.
    const next = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name, { odm_read: '1600' }));
    expect(next.statusCode).toBe(201);
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1600, lastHourRead: 4000 });
  });

  it('needs a reason, and answers 404 for a reading that does not exist', async () => {
    const admin = await testApp.createUser('admin');
    const blank = await testApp.request(admin, {
      method: 'POST',
      url: '/api/meter_readings/999999/void',
      payload: { reason: ' ' },
    });
    expect([blank.statusCode, blank.json().errors]).toEqual([422, { reason: [meterMessages.reasonRequired] }]);
    const missing = await testApp.request(admin, {
      method: 'POST',
      url: '/api/meter_readings/999999/void',
      payload: { reason: 'Typo' },
    });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: meterMessages.notFound }]);
  });
});
