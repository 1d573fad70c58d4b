import { describe, expect, it } from 'vitest';
import { importMessages, meterBelowMessage, meterImplausibleMessage, meterMessages } from '@fleet-ops/shared';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { currentMeters, insertLoader, storedReadings } from '../meters/meter-fixtures.js';
import { commitRun, csvFile, table, uploadFile } from './import-files.js';

const testApp = useTestApp();

const reading = (values: Record<string, string>) => ({ equipment_number: 'LD-1', ...values });

describe('importing meter readings', () => {
  it('checks each row with the batch rules: backwards and far jumps named on their cell, nothing stored', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertLoader(testApp, 'LD-1');
    const file = csvFile(
      table('meter_readings', [
        reading({ taken_at: '2026-11-10 08:00', odometer: '1,200', hours: '4 100', source_ref: 'tm-1' }),
        reading({ taken_at: '2026-11-11 08:00', hours: '4050' }),
        reading({ taken_at: '2026-11-12', hours: '4400' }),
        reading({ equipment_number: 'NOPE-1', taken_at: '2026-11-12 08:00', odometer: '10' }),
        reading({ taken_at: '2026-11-13 08:00' }),
        reading({ taken_at: '13/11/2026', odometer: 'many', confirm_implausible: 'maybe' }),
        reading({ taken_at: '2026-11-19 08:00', hours: '4110' }),
      ]),
    );

    const response = await uploadFile(testApp, admin, 'meter_readings', file, 'readings.csv');

    expect(response.statusCode, response.body).toBe(201);
    const checked = response.json().data;
    expect(checked).toMatchObject({ kind: 'meter_readings', total_rows: 7, new_count: 1, error_count: 6 });
    expect(checked.notes).toEqual([]);
    expect(checked.rows).toEqual([
      { row: 2, outcome: 'new', key: 'LD-1 / 2026-11-10 08:00 / tm-1', errors: {} },
      {
        row: 3,
        outcome: 'error',
        key: 'LD-1 / 2026-11-11 08:00',
        errors: { hours: [meterBelowMessage('hours', 4100, '2026-11-10')] },
      },
      {
        row: 4,
        outcome: 'error',
        key: 'LD-1 / 2026-11-12',
        errors: { hours: [meterImplausibleMessage('hours', 4100, '2026-11-10')] },
      },
      {
        row: 5,
        outcome: 'error',
        key: 'NOPE-1 / 2026-11-12 08:00',
        errors: { equipment_number: [importMessages.vehicleUnknown] },
      },
      {
        row: 6,
        outcome: 'error',
        key: 'LD-1 / 2026-11-13 08:00',
        errors: { row: [importMessages.meterReadingMissing] },
      },
      {
        row: 7,
        outcome: 'error',
        key: 'LD-1 / 13/11/2026',
        errors: {
          taken_at: [importMessages.meterTakenAtInvalid],
          confirm_implausible: [importMessages.confirmInvalid],
          odometer: [meterMessages.valueInvalid],
        },
      },
      {
        row: 8,
        outcome: 'error',
        key: 'LD-1 / 2026-11-19 08:00',
        errors: { taken_at: [meterMessages.takenAtFuture] },
      },
    ]);
    // The dry run recorded the first row to check the others against it, then undid it.
    expect(await storedReadings(testApp, vehicle.id)).toEqual([]);
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1000, lastHourRead: 4000 });
  });

  it('imports confirmed jumps flagged, in time order whatever the file order, and the same file again adds nothing', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertLoader(testApp, 'LD-2');
    const file = csvFile(
      table(
        'meter_readings',
        [
          reading({
            equipment_number: 'LD-2',
            taken_at: '2026-11-12 08:00',
            hours: '4400',
            confirm_implausible: 'Oui',
            source_ref: 'b',
          }),
          reading({
            equipment_number: 'LD-2',
            taken_at: '2026-11-10 08:00',
            odometer: '1200',
            hours: '4100',
            source_ref: 'a',
          }),
        ],
        'fr',
      ),
      { delimiter: ';' },
    );

    const checked = (await uploadFile(testApp, admin, 'meter_readings', file, 'relevés.csv')).json().data;
    expect(checked.rows.map((row: { outcome: string }) => row.outcome)).toEqual(['new', 'new']);
    const committed = await commitRun(testApp, admin, checked.id);

    expect(committed.result.run).toMatchObject({ status: 'imported', new_count: 2, update_count: 0 });
    const imported = { source: 'import', voided: false };
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
      { meter: 'odometer', value: 1200, sourceRef: 'a', flagged: false, ...imported },
      { meter: 'hours', value: 4100, sourceRef: 'a', flagged: false, ...imported },
      { meter: 'hours', value: 4400, sourceRef: 'b', flagged: true, ...imported },
    ]);
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1200, lastHourRead: 4400 });

    const again = (await uploadFile(testApp, admin, 'meter_readings', file, 'relevés.csv')).json().data;
    expect(again).toMatchObject({ new_count: 0, update_count: 2, error_count: 0 });
    const recommitted = await commitRun(testApp, admin, again.id);
    expect(recommitted.result.run).toMatchObject({ status: 'imported', new_count: 0, update_count: 2 });
    expect(await storedReadings(testApp, vehicle.id)).toHaveLength(5);
  });

  it('refuses engine hours for a vehicle without an hour meter, on the hours cell', async () => {
    const admin = await testApp.createUser('admin');
    await insertVehicle(testApp, 'TRUCK-9');
    const file = csvFile(
      table('meter_readings', [{ equipment_number: 'TRUCK-9', taken_at: '2026-11-10 08:00', hours: '12' }]),
    );

    const checked = (await uploadFile(testApp, admin, 'meter_readings', file)).json().data;

    expect(checked.rows[0].errors).toEqual({ hours: [meterMessages.noHourMeter] });
  });

  it('answers a French dry run with the meters’ refusals in French', async () => {
    const admin = await testApp.createUser('admin');
    await insertLoader(testApp, 'LD-FR');
    await insertVehicle(testApp, 'TRUCK-FR');
    const file = csvFile(
      table('meter_readings', [
        reading({ equipment_number: 'LD-FR', taken_at: '2026-11-10 08:00', hours: '4100' }),
        reading({ equipment_number: 'LD-FR', taken_at: '2026-11-11 08:00', hours: '4050' }),
        reading({ equipment_number: 'LD-FR', taken_at: '2026-11-12 08:00', hours: '4600' }),
        { equipment_number: 'TRUCK-FR', taken_at: '2026-11-10 08:00', hours: '12' },
      ]),
    );

    const checked = (await uploadFile(testApp, admin, 'meter_readings', file, 'lectures.csv', 'fr')).json().data;

    expect(checked.rows.map((row: { errors: object }) => row.errors)).toEqual([
      {},
      { hours: ['Les heures moteur ne peuvent pas être inférieures à 4100 h, la lecture du 2026-11-10.'] },
      {
        hours: [
          'Cette lecture est très au-dessus de la précédente (4100 h le 2026-11-10). Vérifiez-la, ou confirmez-la pour la garder.',
        ],
      },
      { hours: ['Ce véhicule n’a pas de compteur d’heures.'] },
    ]);
  });
});
