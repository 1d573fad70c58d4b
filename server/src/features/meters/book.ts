import type { MeterKind } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import {
  findSameReading,
  hasLiveReading,
  insertReading,
  lockVehicleMeters,
  readingAfter,
  readingAtOrBefore,
  setCurrentValue,
  type LockedVehicleMeters,
  type NewMeterReadingRow,
} from './queries.js';

export type ReadingKey = { vehicleId: number; meter: MeterKind; takenAt: Date; sourceRef: string | null };
export type BookReading = { value: number; takenAt: Date; sourceRef: string | null };

/**
 * What the meters' rules read and write (record.ts): the database inside the caller's transaction,
 * or an import's dry run copy of the readings it touches (memory-book.ts), read once for the whole
 * file instead of a dozen queries per reading, so both answer every reading by the same rules.
 */
export type MeterBook = {
  /** The vehicle's meters, locked in the database until the transaction ends. */
  vehicle(vehicleId: number): Promise<LockedVehicleMeters | undefined>;
  /** The same reading received before (voided or not): same vehicle, meter, time and reference. */
  same(key: ReadingKey): Promise<{ id: number } | undefined>;
  hasLive(vehicleId: number, meter: MeterKind): Promise<boolean>;
  /** The latest reading in use taken at or before `takenAt`. */
  atOrBefore(vehicleId: number, meter: MeterKind, takenAt: Date): Promise<BookReading | undefined>;
  /** The earliest reading in use taken after `takenAt`. */
  after(vehicleId: number, meter: MeterKind, takenAt: Date): Promise<Omit<BookReading, 'sourceRef'> | undefined>;
  insert(row: NewMeterReadingRow): Promise<{ id: number }>;
  setCurrent(vehicleId: number, meter: MeterKind, value: number, now: Date): Promise<void>;
};

export function databaseBook(db: Database): MeterBook {
  return {
    vehicle: (vehicleId) => lockVehicleMeters(db, vehicleId),
    same: (key) => findSameReading(db, key),
    hasLive: (vehicleId, meter) => hasLiveReading(db, vehicleId, meter),
    atOrBefore: (vehicleId, meter, takenAt) => readingAtOrBefore(db, vehicleId, meter, takenAt),
    after: (vehicleId, meter, takenAt) => readingAfter(db, vehicleId, meter, takenAt),
    insert: (row) => insertReading(db, row),
    setCurrent: (vehicleId, meter, value, now) => setCurrentValue(db, vehicleId, meter, value, now),
  };
}
