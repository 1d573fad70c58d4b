import { sql, type SQL } from 'drizzle-orm';
import { type ReportRange, type VehicleTypesReport, type VehicleTypesReportRow } from '@fleet-ops/shared';
import type { Database } from '../../../db/client.js';
import { rates, trackings, vehicles } from '../../../db/schema/index.js';
import {
  base,
  billedTracking,
  byteOrder,
  inUseDayCount,
  jsonList,
  jsonObject,
  parentTypeCondition,
  selectParts,
  selectRows,
  shownVehicle,
  sundaysInRange,
  weekSeries,
  windowed,
  withoutSortKey,
  type Keyed,
  type RowWindow,
} from './sql.js';

/**
 * The tracking amounts of the range's weeks (Sunday in the range) by parent type and week: the
 * amounts tracking stored (rate x In Use days), summed, never recomputed here.
 */
function billedWeeks(range: ReportRange, type: string) {
  const weeks = sundaysInRange(range);
  const inRange = weeks ? sql`${trackings.weekStart} between ${weeks.first} and ${weeks.last}` : sql`false`;
  return sql`(
    select ${vehicles.vehicleParentType} as vehicle_parent_type, to_char(${trackings.weekStart}, 'YYYY-MM-DD') as week_start,
      sum(${inUseDayCount})::int as in_use_days, sum(${trackings.totalBillingCents})::float8 as billing_cents
    from ${trackings}
    inner join ${vehicles} on ${vehicles.id} = ${trackings.vehicleId}
    where ${inRange} and ${billedTracking} and ${parentTypeCondition(type)}
    group by 1, 2
  )`;
}

/** Today's fleet (shown vehicles) by parent type and ownership. */
const fleetCounts = sql`(
  select ${vehicles.vehicleParentType} as vehicle_parent_type,
    count(*) filter (where ${vehicles.ownershipType} = 'own')::int as own,
    count(*) filter (where ${vehicles.ownershipType} = 'lease')::int as lease,
    count(*) filter (where ${vehicles.ownershipType} = 'rent')::int as rent,
    count(*)::int as vehicles
  from ${vehicles} where ${shownVehicle}
  group by 1
)`;

/** Every parent type Rates knows, and any other a vehicle carries. */
const parentTypes = sql`(
  select ${rates.vehicleParentType} as vehicle_parent_type from ${rates}
  union
  select ${vehicles.vehicleParentType} from ${vehicles} where ${shownVehicle}
)`;

/** Cents to dollars in SQL (numeric division, so 2 decimals stay exact). */
const dollars = (cents: SQL) => sql`(${cents}::numeric / 100)::float8`;

/** One row per parent type; `billed` is the billed weeks (subquery, or `base` of `selectParts`). */
function rowsOf(billed: SQL, type: string) {
  return sql`select types.vehicle_parent_type,
      coalesce(fleet.own, 0) as own, coalesce(fleet.lease, 0) as lease, coalesce(fleet.rent, 0) as rent,
      coalesce(fleet.vehicles, 0) as vehicles,
      ${dollars(sql`coalesce(${rates.fullDayRateCents}, 0)`)} as full_day_rate,
      ${dollars(sql`coalesce(${rates.sharedDayRateCents}, 0)`)} as shared_day_rate,
      coalesce(billed.in_use_days, 0)::int as in_use_days, ${dollars(sql`coalesce(billed.billing_cents, 0)`)} as billing,
      ${byteOrder(sql`types.vehicle_parent_type`)} as sort_key
    from ${parentTypes} as types
    left join ${fleetCounts} as fleet on fleet.vehicle_parent_type = types.vehicle_parent_type
    left join ${rates} on ${rates.vehicleParentType} = types.vehicle_parent_type
    left join (
      select vehicle_parent_type, sum(in_use_days) as in_use_days, sum(billing_cents) as billing_cents
      from ${billed} as weeks group by 1
    ) as billed on billed.vehicle_parent_type = types.vehicle_parent_type
    where ${parentTypeCondition(type, sql`types.vehicle_parent_type`)}`;
}

export function vehicleTypesRows(
  db: Database,
  range: ReportRange,
  type: string,
  window: RowWindow<Keyed<VehicleTypesReportRow>> = {},
): Promise<Keyed<VehicleTypesReportRow>[]> {
  const { after, limit } = window;
  const afterRow = after ? sql`sort_key > ${after.sort_key} collate "C"` : undefined;
  const rows = rowsOf(billedWeeks(range, type), type);
  return selectRows<Keyed<VehicleTypesReportRow>>(db, windowed(rows, sql`sort_key`, { after: afterRow, limit }));
}

type VehicleTypesParts = {
  rows: Keyed<VehicleTypesReportRow>[];
  totals: VehicleTypesReport['totals'];
  series: VehicleTypesReport['series'];
};

export async function vehicleTypesReport(db: Database, range: ReportRange, type: string): Promise<VehicleTypesReport> {
  const bounds = sundaysInRange(range);
  const report = await selectParts<VehicleTypesParts>(db, billedWeeks(range, type), {
    rows: jsonList(rowsOf(base, type), sql`part.sort_key`),
    totals: jsonObject(
      sql`select coalesce(sum(own), 0)::int as own, coalesce(sum(lease), 0)::int as lease,
          coalesce(sum(rent), 0)::int as rent, coalesce(sum(vehicles), 0)::int as vehicles,
          coalesce(sum(in_use_days), 0)::int as in_use_days,
          ${dollars(sql`(select coalesce(sum(billing_cents), 0) from ${base})`)} as billing
        from (${rowsOf(base, type)}) as type_rows`,
    ),
    series: bounds
      ? jsonList(
          sql`select weeks.week_start, coalesce(sum(billed.in_use_days), 0)::int as in_use_days,
              ${dollars(sql`coalesce(sum(billed.billing_cents), 0)`)} as billing
            from ${weekSeries(bounds.first, bounds.last)} as weeks
            left join ${base} as billed on billed.week_start = weeks.week_start
            group by weeks.week_start`,
          sql`part.week_start`,
        )
      : sql`select '[]'::json`,
  });
  return { ...range, rows: report.rows.map(withoutSortKey), totals: report.totals, series: report.series };
}
