import { sql, type SQL } from 'drizzle-orm';
import { addDays, dayOfWeek, inUseCodes, weekStart, type ReportRange } from '@fleet-ops/shared';
import type { Database } from '../../../db/client.js';
import { trackings, vehicles } from '../../../db/schema/index.js';

/**
 * SQL pieces every report shares. Reports aggregate in the database and read back one row per
 * table row, total or chart point; numbers come back as int or float8 (never bigint text).
 */

/** Runs a raw query and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/**
 * A batch of a CSV export: the rows after `after` (the previous batch's last row) in the report's
 * order, at most `limit`. The screen reads the same query with no window, so the download holds
 * exactly the screen's rows.
 */
export type RowWindow<Row> = { after?: Row; limit?: number };

/** A report's row query in its order, optionally narrowed to the rows after a keyset condition. */
export function windowed(rows: SQL, order: SQL, window: { after?: SQL; limit?: number } = {}): SQL {
  return sql`select * from (${rows}) as report_rows
    ${window.after ? sql`where ${window.after}` : sql``}
    order by ${order}
    ${window.limit ? sql`limit ${window.limit}` : sql``}`;
}

/**
 * Keyset condition of vehicle-keyed reports, on the vehicles table itself so the database skips
 * the earlier vehicles before aggregating: vehicles after `previous` in equipment number order.
 */
export function vehiclesAfter(previous: { sort_key: string; vehicle_id: number } | undefined): SQL {
  return previous
    ? sql`(${equipmentSortKey}, ${vehicles.id}) > (${previous.sort_key} collate "C", ${previous.vehicle_id}::int)`
    : sql`true`;
}

/** Sorting text the same way on PGlite and on any PostgreSQL server, whatever its locale. */
export const byteOrder = (expression: SQL) => sql`lower(${expression}) collate "C"`;

/** The keyset column of vehicle-keyed reports: the equipment number in byte order. */
export const equipmentSortKey = byteOrder(sql`${vehicles.equipmentNumber}`);

/** The vehicle fields every vehicle-keyed row starts with (`vehicleFields` of the shared rows). */
export const vehicleColumns = sql`${vehicles.id} as vehicle_id, ${vehicles.equipmentNumber} as equipment_number,
  ${vehicles.vehicleType} as vehicle_type, ${vehicles.vehicleParentType} as vehicle_parent_type`;

/** Tracking rows that bill: the rows the tracking screen lists and totals (enabled, not hidden). */
export const billedTracking = sql`${trackings.enabled} and not ${trackings.hidden}`;

const inUseCodeTexts = sql.join(
  inUseCodes.map((code) => sql`${String(code)}`),
  sql`, `,
);

/** Whether a `jsonb_each_text(week_record)` day's code is In Use (1 or 3). */
export const isInUseCode = (code: SQL) => sql`${code} in (${inUseCodeTexts})`;

/** A tracking row's In Use days: the days its stored amount was billed for (rate x these days). */
export const inUseDayCount = sql<number>`(select count(*)::int from jsonb_each_text(${trackings.weekRecord}) as day(date, code)
  where ${isInUseCode(sql`day.code`)})`;

/** Vehicles that show in lists: hidden ones (status hidden) are left out of the reports. */
export const shownVehicle = sql`${vehicles.status} = 'active'`;

/** The parent type filter of Cleaning, Maintenance and Vehicle Types. */
export function parentTypeCondition(type: string, column: SQL = sql`${vehicles.vehicleParentType}`): SQL {
  return type === 'all' ? sql`true` : sql`${column} = ${type}`;
}

/** A percentage with 1 decimal, null when there is nothing to measure. */
export function percent(part: SQL, whole: SQL): SQL<number | null> {
  return sql<number | null>`round(100.0 * ${part} / nullif(${whole}, 0), 1)::float8`;
}

/**
 * The weeks whose Sunday falls in the range: how weekly figures (tracking amounts, expenses,
 * cleaning) belong to a range, so consecutive ranges never count a week twice.
 */
export function sundaysInRange(range: ReportRange): { first: string; last: string } | undefined {
  const first = dayOfWeek(range.start_date) === 0 ? range.start_date : addDays(weekStart(range.start_date), 7);
  const last = weekStart(range.end_date);
  return first <= last ? { first, last } : undefined;
}

/**
 * Every week of a weekly series as rows of `week_start` (text), so a chart shows empty weeks too.
 * Returns an empty set when `first` is after `last`.
 */
export function weekSeries(first: string, last: string): SQL {
  return sql`(select to_char(week, 'YYYY-MM-DD') as week_start
    from generate_series(${first}::date, ${last}::date, interval '7 days') as week)`;
}

/** The Sunday of a date's week, in SQL. */
export const sqlWeekStart = (date: SQL) => sql`to_char(${date} - extract(dow from ${date})::int, 'YYYY-MM-DD')`;

/** The screen's rows: the export's keyset column left out. */
export function withoutSortKey<Row extends { sort_key: unknown }>({ sort_key: _sortKey, ...row }: Row) {
  return row;
}

/** A row as a report query reads it: the shown fields plus the keyset column of its order. */
export type Keyed<Row> = Row & { sort_key: string };

/** A part of `selectParts` answering a JSON list of the select's rows, in order. */
export function jsonList(select: SQL, order: SQL): SQL {
  return sql`select coalesce(json_agg(part order by ${order}), '[]'::json) from (${select}) as part`;
}

/** A part of `selectParts` answering the select's single row as a JSON object. */
export function jsonObject(select: SQL): SQL {
  return sql`select row_to_json(part) from (${select}) as part`;
}

/**
 * Runs several selects over one materialized subquery, named `base`, in a single statement: the
 * costly part (expanding every week record into days, say) is computed once for rows, totals
 * and series. Each part is a `jsonList` or `jsonObject`.
 */
export async function selectParts<Parts extends Record<string, unknown>>(
  db: Database,
  base: SQL,
  parts: Record<keyof Parts & string, SQL>,
): Promise<Parts> {
  const columns = Object.entries<SQL>(parts).map(([name, part]) => sql`(${part}) as ${sql.identifier(name)}`);
  const [answer] = await selectRows<Parts>(
    db,
    sql`with base as materialized (${base}) select ${sql.join(columns, sql`, `)}`,
  );
  return answer!;
}

/** The `base` of `selectParts`, to select from. */
export const base = sql`base`;
