import type { MeterKind } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import type { MeterBook, ReadingKey } from './book.js';
import { listVehicleMeters, listVehiclesReadings, type LockedVehicleMeters } from './queries.js';

type Kept = { id: number; vehicleId: number; meter: MeterKind; value: number; takenAt: Date; sourceRef: string | null };
type Stored = Kept & { voided: boolean };

/** Later first (taken, then id), as the database orders "the latest reading". */
const later = (first: Kept, second: Kept) => first.takenAt.getTime() - second.takenAt.getTime() || first.id - second.id;

/**
 * An import's dry run (issue 37): the readings and meters of the file's vehicles read once, then
 * every reading of the file checked against them and the file's earlier ones in memory, by the
 * same rules as the database (record.ts), instead of a dozen queries per reading. `attempt`
 * undoes what a refused reading wrote, as a savepoint does.
 */
export async function memoryBook(db: Database, vehicleIds: number[]) {
  const ids = [...new Set(vehicleIds)];
  const [vehicleRows, readingRows] = await Promise.all([listVehicleMeters(db, ids), listVehiclesReadings(db, ids)]);
  let vehicles = new Map<number, LockedVehicleMeters>(vehicleRows.map((row) => [row.id, row]));
  // Each vehicle's readings of one meter, voided ones too (a voided reading is still received once).
  const keyOf = (vehicleId: number, meter: MeterKind) => `${vehicleId}:${meter}`;
  let byMeter = new Map<string, Stored[]>();
  for (const row of readingRows) {
    const list = byMeter.get(keyOf(row.vehicleId, row.meter));
    if (list) list.push(row);
    else byMeter.set(keyOf(row.vehicleId, row.meter), [row]);
  }
  // New readings come after every stored one, as a serial id would.
  let nextId = readingRows.reduce((most, row) => Math.max(most, row.id), 0) + 1;
  const all = (vehicleId: number, meter: MeterKind) => byMeter.get(keyOf(vehicleId, meter)) ?? [];
  const live = (vehicleId: number, meter: MeterKind) => all(vehicleId, meter).filter((row) => !row.voided);

  const book: MeterBook = {
    vehicle: async (vehicleId) => vehicles.get(vehicleId),
    same: async ({ vehicleId, meter, takenAt, sourceRef }: ReadingKey) =>
      all(vehicleId, meter).find(
        (row) => row.takenAt.getTime() === takenAt.getTime() && (row.sourceRef ?? '') === (sourceRef ?? ''),
      ),
    hasLive: async (vehicleId, meter) => live(vehicleId, meter).length > 0,
    atOrBefore: async (vehicleId, meter, takenAt) =>
      live(vehicleId, meter)
        .filter((row) => row.takenAt.getTime() <= takenAt.getTime())
        .sort(later)
        .at(-1),
    after: async (vehicleId, meter, takenAt) =>
      live(vehicleId, meter)
        .filter((row) => row.takenAt.getTime() > takenAt.getTime())
        .sort(later)[0],
    insert: async (row) => {
      const kept = { ...row, sourceRef: row.sourceRef ?? null, id: nextId++, voided: false };
      const key = keyOf(row.vehicleId, row.meter);
      byMeter = new Map(byMeter).set(key, [...all(row.vehicleId, row.meter), kept]);
      return kept;
    },
    setCurrent: async (vehicleId, meter, value, now) => {
      const vehicle = vehicles.get(vehicleId)!;
      const column = meter === 'hours' ? { lastHourRead: value } : { lastOdmRead: value };
      vehicles = new Map(vehicles).set(vehicleId, { ...vehicle, ...column, updatedAt: now });
    },
  };

  /** Runs one reading's rules; a refusal leaves the book as it was before it. */
  async function attempt<T>(run: (book: MeterBook) => Promise<T>): Promise<T> {
    const before = { vehicles, byMeter, nextId };
    try {
      return await run(book);
    } catch (error) {
      ({ vehicles, byMeter, nextId } = before);
      throw error;
    }
  }
  return { attempt };
}
