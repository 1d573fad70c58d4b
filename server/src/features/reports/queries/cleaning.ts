import { sql, type SQL } from 'drizzle-orm';
import { addDays, type CleaningReport, type CleaningReportRow, type ReportRange } from '@fleet-ops/shared';
import type { Database } from '../../../db/client.js';
import { appointments, appointmentTypes, trackings, vehicles } from '../../../db/schema/index.js';
import {
  base,
  billedTracking,
  equipmentSortKey,
  jsonList,
  jsonObject,
  parentTypeCondition,
  percent,
  selectParts,
  selectRows,
  sqlWeekStart,
  sundaysInRange,
  vehicleColumns,
  weekSeries,
  windowed,
  withoutSortKey,
  type Keyed,
  type RowWindow,
} from './sql.js';

type Weeks = { first: string; last: string };

/**
 * The vehicle weeks of the report: each vehicle on a week's tracking (billed rows), for the weeks
 * whose Sunday is in the range. An export batch narrows them to the ones after its previous row.
 */
function trackedWeeks(weeks: Weeks, type: string, window: RowWindow<Keyed<CleaningReportRow>>) {
  const { after, limit } = window;
  return sql`(
    select distinct ${trackings.vehicleId} as vehicle_id, to_char(${trackings.weekStart}, 'YYYY-MM-DD') as week_start,
      ${equipmentSortKey} as sort_key
    from ${trackings}
    inner join ${vehicles} on ${vehicles.id} = ${trackings.vehicleId}
    where ${trackings.weekStart} between ${weeks.first} and ${weeks.last}
      and ${billedTracking} and ${parentTypeCondition(type)}
      ${after ? sql`and (${equipmentSortKey}, ${vehicles.id}, ${trackings.weekStart}) > (${after.sort_key} collate "C", ${after.vehicle_id}::int, ${after.week_start}::date)` : sql``}
    ${limit ? sql`order by sort_key, vehicle_id, week_start limit ${limit}` : sql``}
  )`;
}

const cleaningColumns = sql`count(*)::int as appointments,
  min(to_char(${appointments.date}, 'YYYY-MM-DD') || ' ' || to_char(${appointments.time}, 'HH24:MI')) as cleaning_date`;

const cleaningAppointments = sql`${appointments}
  inner join ${appointmentTypes} on ${appointmentTypes.id} = ${appointments.appointmentTypeId}
  where ${appointmentTypes.name} = 'Cleaning'`;

/**
 * Each vehicle week with its Cleaning appointments of that week (none: 0). The whole report
 * counts appointments per vehicle and week once and joins on equal keys (a hash join); an
 * export batch of a thousand rows looks up its own weeks through the (vehicle, date) index.
 */
function vehicleWeeks(weeks: Weeks, type: string, window: RowWindow<Keyed<CleaningReportRow>> = {}) {
  const cleanings = window.limit
    ? sql`left join lateral (
        select ${cleaningColumns} from ${cleaningAppointments}
          and ${appointments.vehicleId} = tracked.vehicle_id
          and ${appointments.date} between tracked.week_start::date and tracked.week_start::date + 6
      ) as cleaned on true`
    : sql`left join (
        select ${appointments.vehicleId} as vehicle_id, ${sqlWeekStart(sql`${appointments.date}`)} as week_start,
          ${cleaningColumns}
        from ${cleaningAppointments} and ${appointments.date} between ${weeks.first} and ${addDays(weeks.last, 6)}
        group by 1, 2
      ) as cleaned on cleaned.vehicle_id = tracked.vehicle_id and cleaned.week_start = tracked.week_start`;
  return sql`(
    select tracked.vehicle_id, tracked.week_start, tracked.sort_key,
      coalesce(cleaned.appointments, 0) as appointments, cleaned.cleaning_date
    from ${trackedWeeks(weeks, type, window)} as tracked
    ${cleanings}
  )`;
}

/** The shown rows over vehicle weeks (`weeks`: the subquery, or `base` of `selectParts`). */
function rowsOf(weeks: SQL) {
  return sql`select ${vehicleColumns},
      cleaning.week_start, to_char(cleaning.week_start::date + 6, 'YYYY-MM-DD') as week_end,
      cleaning.appointments > 0 as cleaned, cleaning.cleaning_date, cleaning.appointments, cleaning.sort_key
    from ${weeks} as cleaning
    inner join ${vehicles} on ${vehicles.id} = cleaning.vehicle_id`;
}

/** The report's rows in order: by equipment number, then week. */
export async function cleaningRows(
  db: Database,
  range: ReportRange,
  type: string,
  window: RowWindow<Keyed<CleaningReportRow>> = {},
): Promise<Keyed<CleaningReportRow>[]> {
  const weeks = sundaysInRange(range);
  if (!weeks) return [];
  const rows = rowsOf(vehicleWeeks(weeks, type, window));
  return selectRows<Keyed<CleaningReportRow>>(db, windowed(rows, sql`sort_key, vehicle_id, week_start`));
}

type CleaningParts = {
  rows: Keyed<CleaningReportRow>[];
  totals: CleaningReport['totals'];
  series: CleaningReport['series'];
};

const cleaned = sql`count(*) filter (where cleaning.appointments > 0)`;

export async function cleaningReport(db: Database, range: ReportRange, type: string): Promise<CleaningReport> {
  const bounds = sundaysInRange(range);
  if (!bounds) {
    const totals = { vehicles: 0, vehicle_weeks: 0, cleaned: 0, missed: 0, appointments: 0, compliance_pct: null };
    return { ...range, rows: [], totals, series: [] };
  }
  const report = await selectParts<CleaningParts>(db, vehicleWeeks(bounds, type), {
    rows: jsonList(rowsOf(base), sql`part.sort_key, part.vehicle_id, part.week_start`),
    totals: jsonObject(
      sql`select count(distinct vehicle_id)::int as vehicles, count(*)::int as vehicle_weeks,
          ${cleaned}::int as cleaned, count(*) filter (where appointments = 0)::int as missed,
          coalesce(sum(appointments), 0)::int as appointments, ${percent(cleaned, sql`count(*)`)} as compliance_pct
        from ${base} as cleaning`,
    ),
    series: jsonList(
      sql`select weeks.week_start, count(cleaning.vehicle_id)::int as vehicles, ${cleaned}::int as cleaned,
          count(*) filter (where cleaning.appointments = 0)::int as missed,
          ${percent(cleaned, sql`count(cleaning.vehicle_id)`)} as compliance_pct
        from ${weekSeries(bounds.first, bounds.last)} as weeks
        left join ${base} as cleaning on cleaning.week_start = weeks.week_start
        group by weeks.week_start`,
      sql`part.week_start`,
    ),
  });
  return { ...range, rows: report.rows.map(withoutSortKey), totals: report.totals, series: report.series };
}
