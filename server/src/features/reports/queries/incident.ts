import { sql, type SQL } from 'drizzle-orm';
import type { ExpiryReportType, IncidentReport, IncidentReportRow, ReportRange } from '@fleet-ops/shared';
import type { Database } from '../../../db/client.js';
import { fireInspections, vehicles } from '../../../db/schema/index.js';
import { selectRows, shownVehicle, vehicleColumns, windowed, type RowWindow } from './sql.js';

/** What an expiry report reads: its range, which dates (expired, upcoming or all) and today. */
export type ExpiryQuery = { range: ReportRange; type: ExpiryReportType; today: string };

/**
 * Which expiry dates an expiry report keeps: lapsed ones (on or before today) whatever the range,
 * since a lapsed document stays a problem until it is renewed, and the range's dates still ahead.
 */
export function expirySelection(expiry: SQL, range: ReportRange, type: ExpiryReportType, today: string): SQL {
  const expired = sql`${expiry} <= ${today}`;
  const upcoming = sql`(${expiry} > ${today} and ${expiry} between ${range.start_date} and ${range.end_date})`;
  if (type === 'expired') return expired;
  if (type === 'upcoming') return upcoming;
  return sql`(${expired} or ${upcoming})`;
}

/** Incident: each shown vehicle's latest fire extinguisher inspection, when it is selected. */
function selectedInspections(range: ReportRange, type: ExpiryReportType, today: string) {
  return sql`(
    select latest.*, case when latest.expiry <= ${today} then 'expired' else 'upcoming' end as status
    from (
      select distinct on (${fireInspections.vehicleId}) ${fireInspections.id} as id,
        ${fireInspections.vehicleId} as vehicle_id, ${fireInspections.manufactureYear} as manufacture_year,
        ${fireInspections.inspectionMonth} as inspection_month, ${fireInspections.inspectionExpiryDate} as expiry
      from ${fireInspections}
      inner join ${vehicles} on ${vehicles.id} = ${fireInspections.vehicleId}
      where ${shownVehicle}
      order by ${fireInspections.vehicleId}, ${fireInspections.inspectionExpiryDate} desc, ${fireInspections.id} desc
    ) as latest
    where ${expirySelection(sql`latest.expiry`, range, type, today)}
  )`;
}

const order = sql`inspection_expiry_date, id`;

export function incidentRows(
  db: Database,
  query: ExpiryQuery,
  window: RowWindow<IncidentReportRow> = {},
): Promise<IncidentReportRow[]> {
  const rows = sql`select selected.id, ${vehicleColumns},
      selected.manufacture_year, selected.inspection_month,
      to_char(selected.expiry, 'YYYY-MM-DD') as inspection_expiry_date, selected.status,
      (selected.expiry - ${query.today}::date)::int as days_left
    from ${selectedInspections(query.range, query.type, query.today)} as selected
    inner join ${vehicles} on ${vehicles.id} = selected.vehicle_id`;
  const { after, limit } = window;
  const afterRow = after
    ? sql`(inspection_expiry_date, id) > (${after.inspection_expiry_date}, ${after.id}::int)`
    : undefined;
  return selectRows<IncidentReportRow>(db, windowed(rows, order, { after: afterRow, limit }));
}

export async function incidentReport(db: Database, query: ExpiryQuery): Promise<IncidentReport> {
  const selected = selectedInspections(query.range, query.type, query.today);
  const rows = await incidentRows(db, query);
  const [totals] = await selectRows<IncidentReport['totals']>(
    db,
    sql`select count(*)::int as inspections,
        count(*) filter (where status = 'expired')::int as expired,
        count(*) filter (where status = 'upcoming')::int as upcoming
      from ${selected} as selected`,
  );
  const series = await selectRows<IncidentReport['series'][number]>(
    db,
    sql`select to_char(expiry, 'YYYY-MM') as month,
        count(*) filter (where status = 'expired')::int as expired,
        count(*) filter (where status = 'upcoming')::int as upcoming
      from ${selected} as selected
      group by 1 order by 1`,
  );
  return { ...query.range, rows, totals: totals!, series };
}
