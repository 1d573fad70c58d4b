import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { vehicles } from '../db/schema/index.js';
import type { Progress } from './progress.js';

export type LastReading = { id: number; odm: number; at: Date };

/** The odometer each vehicle ends on and when it was read, written a few thousand vehicles at a time. */
export async function writeLastReadings(db: Database, readings: LastReading[]) {
  for (let index = 0; index < readings.length; index += 5000) {
    const part = JSON.stringify(readings.slice(index, index + 5000));
    await db.execute(sql`update ${vehicles} set last_odm_read = reading.odm,
      updated_at = greatest(${vehicles.updatedAt}, reading.at)
      from json_to_recordset(${part}::json) as reading(id int, odm int, at timestamptz)
      where ${vehicles.id} = reading.id`);
  }
}

/** The big tables and the index holding the order the app writes their rows in: by week or day. */
const chronological = [
  ['trackings', 'trackings_week_enabled'],
  ['checklists', 'checklists_date'],
  ['vehicle_expenses', 'vehicle_expenses_week'],
  ['appointments', 'appointments_date'],
] as const;

/**
 * The seed writes history vehicle by vehicle, which scatters one week's rows over the whole
 * table; the app writes them as the weeks go by, so a week sits together on disk. Rewriting the
 * tables in date order gives the benchmark and the demo the layout a real database would have.
 */
export async function orderLikeTheApp(db: Database, progress: Progress) {
  progress.phase('ordering tables by date', chronological.length);
  for (const [table, index] of chronological) {
    await db.execute(sql`cluster ${sql.identifier(table)} using ${sql.identifier(index)}`);
    progress.step();
  }
}
