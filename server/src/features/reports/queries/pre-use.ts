import { sql, type SQL } from 'drizzle-orm';
import {
  weekStart,
  type PreUseGap,
  type PreUseReport,
  type PreUseReportRow,
  type ReportRange,
} from '@fleet-ops/shared';
import type { Database } from '../../../db/client.js';
import { checklists, drivers, trackings, vehicles } from '../../../db/schema/index.js';
import {
  base,
  billedTracking,
  equipmentSortKey,
  isInUseCode,
  jsonList,
  jsonObject,
  percent,
  selectParts,
  selectRows,
  shownVehicle,
  sqlWeekStart,
  vehicleColumns,
  weekSeries,
  vehiclesAfter,
  windowed,
  withoutSortKey,
  type Keyed,
  type RowWindow,
} from './sql.js';

export type PreUseQueryRow = PreUseReportRow & { sort_key: string };

/**
 * When a day's work starts, for the inspections of the day before (issue 36): the site's first
 * shift start (HH:MM, Settings) in the business timezone.
 */
export type PreUseCoverage = { dayStart: string; timeZone: string };

/**
 * Pre Use Inspection: one row per shown vehicle and day of the range that was a working day
 * (tracked In Use, code 1 or 3, on any of its tracking rows) or had a checklist. Tracking knows
 * the day of use, not its hours, so a working day is covered (issue 36) when a checklist is dated
 * that day, or when an inspection of the day before was still valid when the day's work starts
 * (`valid_until` after the first shift start): a 24-hour check at 20:00 covers the next day, one at
 * 05:00 does not, nor does a night shift's check (valid until 06:00) nor a calendar-day check. A
 * working day not covered is a compliance gap; the drivers tracked In Use that day are named.
 */
function vehicleDays(range: ReportRange, coverage: PreUseCoverage, after?: PreUseQueryRow) {
  const workingDays = sql`(
    select ${trackings.vehicleId} as vehicle_id, day.date,
      array_remove(array_agg(distinct ${drivers.name}), null) as driver_names
    from ${trackings}
    cross join lateral jsonb_each_text(${trackings.weekRecord}) as day(date, code)
    left join ${drivers} on ${drivers.id} = ${trackings.driverId}
    where ${trackings.weekStart} between ${weekStart(range.start_date)} and ${range.end_date}
      and ${billedTracking} and ${isInUseCode(sql`day.code`)}
      and day.date between ${range.start_date} and ${range.end_date}
    group by 1, 2
  )`;
  const checkedDays = sql`(
    select ${checklists.vehicleId} as vehicle_id, to_char(${checklists.date}, 'YYYY-MM-DD') as date,
      count(*)::int as checklists, count(*) filter (where ${checklists.hasIssue})::int as issues
    from ${checklists}
    where ${checklists.date} between ${range.start_date} and ${range.end_date}
    group by 1, 2
  )`;
  // The day before's inspections only: the longest validity (24 hours, or one shift) ends within a day.
  const carriedOver = sql`exists (
    select 1 from ${checklists}
    where ${checklists.vehicleId} = days.vehicle_id and ${checklists.date} = days.date::date - 1
      and ${checklists.validUntil} > ((days.date::date + ${coverage.dayStart}::time) at time zone ${coverage.timeZone})
  )`;
  return sql`(
    select ${vehicles.id} as vehicle_id, days.date, days.working, days.checklists, days.issues, days.driver_names,
      days.checked or (days.working and ${carriedOver}) as covered
    from (
      select coalesce(working.vehicle_id, checked.vehicle_id) as vehicle_id, coalesce(working.date, checked.date) as date,
        working.vehicle_id is not null as working, checked.vehicle_id is not null as checked,
        coalesce(checked.checklists, 0) as checklists, coalesce(checked.issues, 0) as issues,
        coalesce(working.driver_names, '{}') as driver_names
      from ${workingDays} as working
      full outer join ${checkedDays} as checked
        on checked.vehicle_id = working.vehicle_id and checked.date = working.date
    ) as days
    inner join ${vehicles} on ${vehicles.id} = days.vehicle_id
    where ${shownVehicle} and ${vehiclesAfter(after)}
  )`;
}

const gap = sql`working and not covered`;

/** Counts over vehicle days, the same for a row, a week and the whole range. */
const dayCounts = sql`count(*) filter (where working)::int as working_days,
  count(*) filter (where working and covered)::int as checked_days,
  count(*) filter (where ${gap})::int as gap_days,
  ${percent(sql`count(*) filter (where working and covered)`, sql`count(*) filter (where working)`)} as compliance_pct`;

/** One row per vehicle over vehicle days (`days`: the subquery, or `base` of `selectParts`). */
function rowsOf(days: SQL) {
  return sql`select ${vehicleColumns},
      sum(days.checklists)::int as checklists, sum(days.issues)::int as issues, ${dayCounts},
      coalesce(array_agg(days.date order by days.date) filter (where ${gap}), '{}') as gap_dates,
      ${equipmentSortKey} as sort_key
    from ${days} as days
    inner join ${vehicles} on ${vehicles.id} = days.vehicle_id
    group by ${vehicles.id}`;
}

export function preUseRows(
  db: Database,
  range: ReportRange,
  coverage: PreUseCoverage,
  window: RowWindow<PreUseQueryRow> = {},
): Promise<PreUseQueryRow[]> {
  const rows = rowsOf(vehicleDays(range, coverage, window.after));
  return selectRows<PreUseQueryRow>(db, windowed(rows, sql`sort_key, vehicle_id`, { limit: window.limit }));
}

type PreUseParts = {
  rows: PreUseQueryRow[];
  gaps: Keyed<PreUseGap>[];
  totals: PreUseReport['totals'];
  series: PreUseReport['series'];
};

export async function preUseReport(db: Database, range: ReportRange, coverage: PreUseCoverage): Promise<PreUseReport> {
  const report = await selectParts<PreUseParts>(db, vehicleDays(range, coverage), {
    rows: jsonList(rowsOf(base), sql`part.sort_key, part.vehicle_id`),
    gaps: jsonList(
      sql`select ${vehicleColumns},
            days.date, days.driver_names, ${equipmentSortKey} as sort_key
          from ${base} as days
          inner join ${vehicles} on ${vehicles.id} = days.vehicle_id
          where ${gap}`,
      sql`part.date, part.sort_key, part.vehicle_id`,
    ),
    totals: jsonObject(
      sql`select count(distinct vehicle_id)::int as vehicles, coalesce(sum(checklists), 0)::int as checklists,
            coalesce(sum(issues), 0)::int as issues, ${dayCounts}
          from ${base} as days`,
    ),
    series: jsonList(
      sql`select weeks.week_start, ${dayCounts}
          from ${weekSeries(weekStart(range.start_date), range.end_date)} as weeks
          left join ${base} as days on ${sqlWeekStart(sql`days.date::date`)} = weeks.week_start
          group by weeks.week_start`,
      sql`part.week_start`,
    ),
  });
  return {
    ...range,
    rows: report.rows.map(withoutSortKey),
    gaps: report.gaps.map(withoutSortKey),
    totals: report.totals,
    series: report.series,
  };
}
