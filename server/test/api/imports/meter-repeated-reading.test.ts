import { beforeEach, describe, expect, it } from 'vitest';
import { duplicateKeyMessage, importMessages } from '@fleet-ops/shared';
import { useTestApp } from '../../support/test-app.js';
import { apiTokenCaller, insertLoader, sendReadings, storedReadings } from '../meters/meter-fixtures.js';
import { commitRun, csvFile, table, uploadFile } from './import-files.js';

const testApp = useTestApp();

beforeEach(() => testApp.setNow('2026-11-18T15:00:00Z'));

describe('a meter readings file giving one reading on two rows', () => {
  it('names each of the two rows on the other, as a key twice, and the import refuses the file as its dry run said', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertLoader(testApp, 'LD-1');
    const file = csvFile(
      table('meter_readings', [
        { equipment_number: 'LD-1', taken_at: '2026-11-10 08:00', odometer: '1200', hours: '4100' },
        // The same odometer reading, its time written with seconds.
        { equipment_number: 'LD-1', taken_at: '2026-11-10 08:00:00', odometer: '1200' },
        { equipment_number: 'LD-1', taken_at: '2026-11-11 08:00', hours: '4110' },
      ]),
    );

    const checked = (await uploadFile(testApp, admin, 'meter_readings', file)).json().data;
    const committed = await commitRun(testApp, admin, checked.id);

    expect(checked).toMatchObject({ new_count: 1, update_count: 0, error_count: 2 });
    expect(checked.rows).toEqual([
      {
        row: 2,
        outcome: 'error',
        key: 'LD-1 / 2026-11-10 08:00',
        errors: { equipment_number: [duplicateKeyMessage([3])] },
      },
      {
        row: 3,
        outcome: 'error',
        key: 'LD-1 / 2026-11-10 08:00:00',
        errors: { equipment_number: [duplicateKeyMessage([2])] },
      },
      { row: 4, outcome: 'new', key: 'LD-1 / 2026-11-11 08:00', errors: {} },
    ]);
    expect([committed.response.statusCode, committed.response.json().message]).toEqual([422, importMessages.hasErrors]);
    expect(await storedReadings(testApp, vehicle.id)).toEqual([]);
  });

  it('answers each row as the import then does: new where the row adds its reading, update where it was received before', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertLoader(testApp, 'LD-2');
    const sent = await sendReadings(testApp, await apiTokenCaller(testApp, admin), [
      { vehicle: vehicle.id, meter: 'hours', value: 4050, taken_at: '2026-11-09 08:00:00', source_ref: 'tm-1' },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const rows: { values: Record<string, string>; reading: { meter: string; value: number } }[] = [
      { values: { taken_at: '2026-11-10 08:00', odometer: '1200' }, reading: { meter: 'odometer', value: 1200 } },
      // The same time, but the other meter: another reading (it was a key twice while keys were read as written).
      { values: { taken_at: '2026-11-10 08:00', hours: '4060' }, reading: { meter: 'hours', value: 4060 } },
      {
        values: { taken_at: '2026-11-09 08:00', hours: '4050', source_ref: 'tm-1' },
        reading: { meter: 'hours', value: 4050 },
      },
    ];
    const file = csvFile(
      table(
        'meter_readings',
        rows.map(({ values }) => ({ equipment_number: 'LD-2', ...values })),
      ),
    );

    const checked = (await uploadFile(testApp, admin, 'meter_readings', file)).json().data;
    const committed = await commitRun(testApp, admin, checked.id);

    expect(checked.rows).toEqual([
      { row: 2, outcome: 'new', key: 'LD-2 / 2026-11-10 08:00', errors: {} },
      { row: 3, outcome: 'new', key: 'LD-2 / 2026-11-10 08:00', errors: {} },
      { row: 4, outcome: 'update', key: 'LD-2 / 2026-11-09 08:00 / tm-1', errors: {} },
    ]);
    expect(committed.result.run).toMatchObject({ status: 'imported', new_count: 2, update_count: 1 });
    // What the import did with each row: a reading it stored, or nothing (received before).
    const stored = await storedReadings(testApp, vehicle.id);
    const imported = rows.map(({ reading }) =>
      stored.some((kept) => kept.source === 'import' && kept.meter === reading.meter && kept.value === reading.value)
        ? 'new'
        : 'update',
    );
    expect(checked.rows.map((row: { outcome: string }) => row.outcome)).toEqual(imported);
    const starting = { source: 'manual', sourceRef: `vehicle:${vehicle.id}`, flagged: false, voided: false };
    const kept = { flagged: false, voided: false };
    expect(stored).toEqual([
      { meter: 'hours', value: 4000, ...starting },
      { meter: 'hours', value: 4050, source: 'api', sourceRef: 'tm-1', ...kept },
      { meter: 'odometer', value: 1000, ...starting },
      { meter: 'odometer', value: 1200, source: 'import', sourceRef: null, ...kept },
      { meter: 'hours', value: 4060, source: 'import', sourceRef: null, ...kept },
    ]);
  });
});
