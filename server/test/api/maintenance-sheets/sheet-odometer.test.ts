import { describe, expect, it } from 'vitest';
import { meterBelowMessage, meterImplausibleMessage } from '@fleet-ops/shared';
import { useTestApp } from '../../support/test-app.js';
import { currentMeters, sendReadings, storedReadings } from '../meters/meter-fixtures.js';
import { completeSheet, mandatoryWorkOrder, putSheet, vehicleOfWeight } from './sheet-fixtures.js';

const testApp = useTestApp();

/** A heavy truck at 1,000 km with its mandatory maintenance work order (the test clock: 2026-11-18). */
async function heavyOrder() {
  const admin = await testApp.createUser('admin');
  const vehicle = await vehicleOfWeight(testApp, 8000);
  const order = await mandatoryWorkOrder(testApp, admin, vehicle.id);
  return { admin, vehicle, order };
}

const starting = (vehicleId: number) => ({
  meter: 'odometer',
  value: 1000,
  source: 'manual',
  sourceRef: `vehicle:${vehicleId}`,
  flagged: false,
  voided: false,
});

describe('the mandatory maintenance sheet’s odometer is a meter reading', () => {
  it('is recorded with the sheet, from the work order, and becomes the vehicle’s odometer', async () => {
    const { admin, vehicle, order } = await heavyOrder();

    const response = await putSheet(testApp, admin, order.id, completeSheet({ odometer: 1_400 }));

    expect(response.statusCode, response.body).toBe(200);
    const sheetId = response.json().data.sheet.id as number;
    expect(await storedReadings(testApp, vehicle.id)).toEqual([
      starting(vehicle.id),
      {
        meter: 'odometer',
        value: 1400,
        source: 'work_order',
        sourceRef: `maintenance_sheet:${sheetId}`,
        flagged: false,
        voided: false,
      },
    ]);
    expect((await currentMeters(testApp, vehicle.id)).lastOdmRead).toBe(1400);
  });

  it('refuses an odometer below an earlier reading, saving no sheet', async () => {
    const { admin, vehicle, order } = await heavyOrder();
    await sendReadings(testApp, admin, [
      { vehicle: vehicle.id, meter: 'odometer', value: 2_000, taken_at: '2026-11-15 08:00' },
    ]);

    const response = await putSheet(testApp, admin, order.id, completeSheet({ odometer: 1_500 }));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ odometer: [meterBelowMessage('odometer', 2000, '2026-11-15')] });
    const sheet = await testApp.request(admin, { url: `/api/work_orders/${order.id}/maintenance_sheet` });
    expect(sheet.json().data.sheet).toBeNull();
  });

  it('asks to confirm a far jump, keeps it flagged once confirmed, and moves it when the sheet is corrected', async () => {
    const { admin, vehicle, order } = await heavyOrder();
    await sendReadings(testApp, admin, [
      { vehicle: vehicle.id, meter: 'odometer', value: 2_000, taken_at: '2026-11-15 08:00' },
    ]);

    const asked = await putSheet(testApp, admin, order.id, completeSheet({ odometer: 20_000 }));
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors).toEqual({ odometer: [meterImplausibleMessage('odometer', 2000, '2026-11-15')] });

    const confirmed = await putSheet(
      testApp,
      admin,
      order.id,
      completeSheet({ odometer: 20_000, confirm_implausible: true }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const sheetRef = `maintenance_sheet:${confirmed.json().data.sheet.id}`;
    expect((await storedReadings(testApp, vehicle.id)).at(-1)).toEqual({
      meter: 'odometer',
      value: 20000,
      source: 'work_order',
      sourceRef: sheetRef,
      flagged: true,
      voided: false,
    });

    const corrected = await putSheet(testApp, admin, order.id, completeSheet({ odometer: 2_400 }));
    expect(corrected.statusCode, corrected.body).toBe(200);
    const readings = await storedReadings(testApp, vehicle.id);
    expect(readings.filter((reading) => reading.sourceRef === sheetRef)).toEqual([
      { meter: 'odometer', value: 2400, source: 'work_order', sourceRef: sheetRef, flagged: false, voided: false },
    ]);
    expect(readings).toHaveLength(3);
    expect((await currentMeters(testApp, vehicle.id)).lastOdmRead).toBe(2400);

    const backwards = await putSheet(testApp, admin, order.id, completeSheet({ odometer: 1_900 }));
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ odometer: [meterBelowMessage('odometer', 2000, '2026-11-15')] });
  });
});
