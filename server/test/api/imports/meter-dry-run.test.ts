import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { vehicles } from '../../../src/db/schema/index.js';
import {
  simulateReadings,
  type ImportedReading,
  type MeterRowInput,
} from '../../../src/features/imports/importers/meter-simulation.js';
import type { PreparedRow } from '../../../src/features/imports/importers/importer.js';
import { recordMeterReading } from '../../../src/features/meters/index.js';
import { AppError } from '../../../src/lib/errors.js';
import { businessDateTime } from '../../../src/lib/business-time.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { apiTokenCaller, giveHourMeter, sendReadings, storedReadings } from '../meters/meter-fixtures.js';

const testApp = useTestApp();

beforeEach(() => testApp.setNow('2026-11-18T15:00:00Z'));

/** The dry run as it was before its readings were read once: each reading recorded in the database, rolled back. */
async function throughTheDatabase(rows: PreparedRow<MeterRowInput>[], db: Db) {
  const results: unknown[] = [];
  const readings = rows
    .flatMap((row, index) => (row.input?.readings ?? []).map((reading) => ({ reading, index })))
    .sort((first, second) => first.reading.takenAt.localeCompare(second.reading.takenAt) || first.index - second.index);
  await db
    .transaction(async (transaction) => {
      for (const { reading, index } of readings) {
        try {
          const kept = await transaction.transaction((savepoint) =>
            recordMeterReading(savepoint, testApp.context.clock, toReading(reading)),
          );
          results.push([index, kept.status]);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push([index, error.fieldErrors]);
        }
      }
      throw new Error('rolled back');
    })
    .catch((error: Error) => expect(error.message).toBe('rolled back'));
  return results;
}

function toReading(reading: ImportedReading) {
  return {
    ...reading,
    takenAt: businessDateTime(reading.takenAt, testApp.context.clock.timeZone),
    source: 'import' as const,
    userId: null,
  };
}

type Db = typeof testApp.context.db;

/**
 * The database handle, counting the statements sent through it: select, insert, update, delete,
 * and two for each transaction or savepoint (its start and its end); its handle counts the same way.
 */
function counting(db: Db, count: { statements: number }): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (['select', 'insert', 'update', 'delete'].includes(String(key))) {
        return (...args: unknown[]) => ((count.statements += 1), value.apply(target, args));
      }
      if (key === 'transaction') {
        return (run: (inner: Db) => unknown, ...rest: unknown[]) => {
          count.statements += 2;
          return value.call(target, (inner: Db) => run(counting(inner, count)), ...rest);
        };
      }
      return value.bind(target);
    },
  });
}

const row = (...readings: Partial<ImportedReading>[]): PreparedRow<MeterRowInput> => ({
  existingId: null,
  errors: {},
  input: {
    readings: readings.map((reading) => ({
      vehicleId: 0,
      meter: 'hours',
      value: 0,
      takenAt: '2026-11-10 08:00:00',
      sourceRef: null,
      confirmImplausible: false,
      field: 'hours',
      ...reading,
    })),
  },
});

describe('the meter readings dry run, read once', () => {
  it('answers each row as recording it through the database would, and stores nothing', async () => {
    const admin = await testApp.createUser('admin');
    const loader = await insertVehicle(testApp, 'DRY-1');
    await giveHourMeter(testApp, loader.id, 4000);
    const truck = await insertVehicle(testApp, 'DRY-2');
    const bare = await insertVehicle(testApp, 'DRY-3');
    await testApp.context.db.update(vehicles).set({ lastOdmRead: 0 }).where(eq(vehicles.id, bare.id));
    // Readings the vehicles already have: one sent before (a duplicate to find), one voided.
    const token = await apiTokenCaller(testApp, admin);
    const sent = await sendReadings(testApp, token, [
      { vehicle: loader.id, meter: 'hours', value: 4100, taken_at: '2026-11-09 08:00:00', source_ref: 'tm-1' },
      { vehicle: truck.id, meter: 'odometer', value: 1500, taken_at: '2026-11-09 08:00:00', source_ref: 'tm-2' },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const hours = (value: number, takenAt: string, extra: Partial<ImportedReading> = {}) => ({
      vehicleId: loader.id,
      value,
      takenAt,
      ...extra,
    });
    const km = (vehicleId: number, value: number, takenAt: string, extra: Partial<ImportedReading> = {}) => ({
      vehicleId,
      meter: 'odometer' as const,
      field: 'odometer',
      value,
      takenAt,
      ...extra,
    });
    const rows = [
      row(hours(4100, '2026-11-09 08:00:00', { sourceRef: 'tm-1' })), // received before
      row(hours(4050, '2026-11-10 08:00:00')), // below the reading before it
      row(hours(4200, '2026-11-10 09:00:00')), // 100 h in 25 h: a far jump
      row(hours(4900, '2026-11-11 09:00:00')), // a far jump
      row(hours(4900, '2026-11-11 09:00:00', { confirmImplausible: true, sourceRef: 'ok' })), // confirmed
      row(hours(4150, '2026-11-08 08:00:00'), km(loader.id, 900, '2026-11-08 08:00:00')), // late, under the start
      row(km(truck.id, 1400, '2026-11-10 08:00:00')), // below the sent 1,500 km
      row(km(truck.id, 1600, '2026-11-10 08:00:00'), hours(10, '2026-11-10 08:00:00', { vehicleId: truck.id })),
      row(km(bare.id, 50, '2026-11-10 08:00:00'), km(bare.id, 60, '2026-11-10 08:00:00')), // the same twice
      row(km(bare.id, 5000, '2026-11-10 10:00:00')), // far from a measured reading
      row(hours(4200, '2026-11-10 09:00:00')), // the same far jump again
    ];
    const stored = await storedReadings(testApp, loader.id);
    const statements = { before: { statements: 0 }, after: { statements: 0 } };
    const before = await throughTheDatabase(rows, counting(testApp.context.db, statements.before));

    const checked = await simulateReadings(
      { ...testApp.context, db: counting(testApp.context.db, statements.after) },
      rows,
    );

    const after = checked.map((entry, index) => [
      index,
      entry.input ? (entry.existingId === null ? 'new' : 'update') : entry.errors,
    ]);
    expect(before.length).toBeGreaterThan(rows.length);
    // A row is an error if any reading is refused, new if any is created, else an update.
    const outcomeOf = (index: number) => {
      const mine = (before as [number, unknown][]).filter(([at]) => at === index).map(([, outcome]) => outcome);
      const errors = mine.filter((outcome) => typeof outcome === 'object');
      if (errors.length > 0) return Object.assign({}, ...errors) as object;
      return mine.includes('created') ? 'new' : 'update';
    };
    expect(after).toEqual(rows.map((_, index) => [index, outcomeOf(index)]));
    // Each kind of answer is among them: received before, refused, and new.
    expect(after.map(([, outcome]) => (typeof outcome === 'string' ? outcome : 'error'))).toEqual([
      ...['update', 'error', 'error', 'error', 'new', 'error'],
      ...['error', 'error', 'new', 'error', 'error'],
    ]);
    // Nothing stays: the loader still has its starting value and the reading sent before.
    expect(await storedReadings(testApp, loader.id)).toEqual(stored);
    // 14 readings: 106 statements one reading at a time before (a savepoint, the vehicle locked, the
    // same reading, the readings around it, the insert, the audit...), 2 now whatever the file's
    // length (the vehicles' meters, then their readings).
    expect(statements).toEqual({ before: { statements: 106 }, after: { statements: 2 } });
  });
});
