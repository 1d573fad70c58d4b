import { describe, expect, it } from 'vitest';
import {
  apiTokenMessages,
  meterAboveMessage,
  meterBelowMessage,
  meterImplausibleMessage,
  meterMessages,
} from '@fleet-ops/shared';
import { forbiddenMessage } from '../../../src/plugins/authentication.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { apiTokenCaller, currentMeters, giveHourMeter, sendReadings, storedReadings } from './meter-fixtures.js';

const testApp = useTestApp();

async function loader(hours = 4000) {
  const vehicle = await insertVehicle(testApp);
  await giveHourMeter(testApp, vehicle.id, hours);
  return vehicle;
}

describe('POST api/meter_readings with an API token', () => {
  it('answers each reading: created, duplicate when sent again, refused with its message', async () => {
    const admin = await testApp.createUser('admin');
    const script = await apiTokenCaller(testApp, admin);
    const vehicle = await loader();
    const readings = [
      {
        vehicle: vehicle.equipmentNumber,
        meter: 'hours',
        value: 4250,
        taken_at: '2026-11-18 08:00:00',
        source_ref: 'tm-1',
      },
      { vehicle: vehicle.id, meter: 'odometer', value: 1200, taken_at: '2026-11-18 08:00', source_ref: 'tm-2' },
      { vehicle: 'NOPE-1', meter: 'hours', value: 10, taken_at: '2026-11-18 08:00:00' },
      { vehicle: vehicle.id, meter: 'hours', value: 3000, taken_at: '2026-11-18 09:00:00', source_ref: 'tm-3' },
    ];
    const first = await sendReadings(testApp, script, readings);
    expect(first.statusCode).toBe(200);
    const below = meterBelowMessage('hours', 4250, '2026-11-18');
    expect(first.json()).toEqual({
      message: meterMessages.batchDone,
      data: [
        { index: 0, status: 'created', id: expect.any(Number), message: meterMessages.created },
        { index: 1, status: 'created', id: expect.any(Number), message: meterMessages.created },
        { index: 2, status: 'refused', id: null, message: meterMessages.vehicleUnknown },
        { index: 3, status: 'refused', id: null, message: below },
      ],
      created: 2,
      duplicates: 0,
      refused: 2,
    });
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1200, lastHourRead: 4250 });

    const again = await sendReadings(testApp, script, readings.slice(0, 2));
    expect(again.json().data).toEqual([
      { index: 0, status: 'duplicate', id: first.json().data[0].id, message: meterMessages.duplicate },
      { index: 1, status: 'duplicate', id: first.json().data[1].id, message: meterMessages.duplicate },
    ]);
    const history = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${vehicle.id}/meter_readings` });
    expect(history.json().total).toBe(4);
    expect(history.json().data[0]).toMatchObject({ source: 'api', sent_by: 'Telematics export', source_ref: 'tm-1' });
  });

  it('keeps a late reading in the history without moving the current value, and checks it against both neighbours', async () => {
    const admin = await testApp.createUser('admin');
    const script = await apiTokenCaller(testApp, admin);
    const vehicle = await loader(0);
    await sendReadings(testApp, script, [
      { vehicle: vehicle.id, meter: 'hours', value: 100, taken_at: '2026-11-10 08:00:00' },
      { vehicle: vehicle.id, meter: 'hours', value: 140, taken_at: '2026-11-12 08:00:00' },
    ]);
    const late = await sendReadings(testApp, script, [
      { vehicle: vehicle.id, meter: 'hours', value: 120, taken_at: '2026-11-11 08:00:00' },
      { vehicle: vehicle.id, meter: 'hours', value: 150, taken_at: '2026-11-11 09:00:00' },
    ]);
    expect(
      late.json().data.map((result: { status: string; message: string }) => [result.status, result.message]),
    ).toEqual([
      ['created', meterMessages.created],
      ['refused', meterAboveMessage('hours', 140, '2026-11-12')],
    ]);
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1000, lastHourRead: 140 });
    expect((await storedReadings(testApp, vehicle.id)).map((row) => row.value)).toEqual([100, 120, 140]);
  });

  it('refuses a jump beyond 24 h a day unless confirmed, then flags it', async () => {
    const admin = await testApp.createUser('admin');
    const script = await apiTokenCaller(testApp, admin);
    const vehicle = await loader(0);
    await sendReadings(testApp, script, [
      { vehicle: vehicle.id, meter: 'hours', value: 100, taken_at: '2026-11-16 08:00:00' },
    ]);
    const jump = { vehicle: vehicle.id, meter: 'hours', value: 160, taken_at: '2026-11-18 08:00:00' };
    const asked = await sendReadings(testApp, script, [jump]);
    expect(asked.json().data[0]).toEqual({
      index: 0,
      status: 'refused',
      id: null,
      message: meterImplausibleMessage('hours', 100, '2026-11-16'),
    });
    const confirmed = await sendReadings(testApp, script, [{ ...jump, confirm_implausible: true }]);
    expect(confirmed.json().data[0].status).toBe('created');
    expect((await storedReadings(testApp, vehicle.id)).at(-1)).toMatchObject({
      value: 160,
      flagged: true,
      source: 'api',
    });
  });

  it('refuses hours for a vehicle without an hour meter and a reading taken in the future', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const response = await sendReadings(testApp, admin, [
      { vehicle: vehicle.id, meter: 'hours', value: 10, taken_at: '2026-11-18 08:00:00' },
      { vehicle: vehicle.id, meter: 'odometer', value: 1100, taken_at: '2026-11-19 08:00:00' },
    ]);
    expect(response.json().data.map((result: { message: string }) => result.message)).toEqual([
      meterMessages.noHourMeter,
      meterMessages.takenAtFuture,
    ]);
    expect(await storedReadings(testApp, vehicle.id)).toEqual([]);
  });

  it('is refused to a read-only token and to supervisors, and takes at most 1,000 readings', async () => {
    const admin = await testApp.createUser('admin');
    const readOnly = await apiTokenCaller(testApp, admin, 'read');
    const vehicle = await insertVehicle(testApp);
    const reading = { vehicle: vehicle.id, meter: 'odometer', value: 1100, taken_at: '2026-11-18 08:00:00' };
    const refused = await sendReadings(testApp, readOnly, [reading]);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: apiTokenMessages.readOnly }]);
    const supervisor = await testApp.createUser('supervisor');
    const forbidden = await sendReadings(testApp, supervisor, [reading]);
    expect([forbidden.statusCode, forbidden.json()]).toEqual([403, { message: forbiddenMessage }]);
    const tooMany = await sendReadings(
      testApp,
      admin,
      Array.from({ length: 1001 }, () => reading),
    );
    expect([tooMany.statusCode, tooMany.json().errors]).toEqual([422, { readings: [meterMessages.tooManyReadings] }]);
    expect(await storedReadings(testApp, vehicle.id)).toEqual([]);
  });
});
