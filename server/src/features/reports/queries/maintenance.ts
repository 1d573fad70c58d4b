import { sql } from 'drizzle-orm';
import { weekStart, type MaintenanceReport, type MaintenanceReportRow, type ReportRange } from '@fleet-ops/shared';
import type { Database } from '../../../db/client.js';
import { appointments, appointmentTypes, vehicles } from '../../../db/schema/index.js';
import {
  equipmentSortKey,
  parentTypeCondition,
  selectRows,
  shownVehicle,
  sqlWeekStart,
  vehicleColumns,
  weekSeries,
  vehiclesAfter,
  windowed,
  withoutSortKey,
  type RowWindow,
} from './sql.js';

type MaintenanceQueryRow = MaintenanceReportRow & { sort_key: string };

/** Maintenance: the range's Maintenance appointments of shown vehicles, counted per vehicle. */
function maintenanceAppointments(range: ReportRange, type: string, after?: MaintenanceQueryRow) {
  return sql`(
    select ${appointments.vehicleId} as vehicle_id, ${appointments.date} as date
    from ${appointments}
    inner join ${appointmentTypes} on ${appointmentTypes.id} = ${appointments.appointmentTypeId}
    inner join ${vehicles} on ${vehicles.id} = ${appointments.vehicleId}
    where ${appointmentTypes.name} = 'Maintenance'
      and ${appointments.date} between ${range.start_date} and ${range.end_date}
      and ${shownVehicle} and ${parentTypeCondition(type)} and ${vehiclesAfter(after)}
  )`;
}

export function maintenanceRows(
  db: Database,
  range: ReportRange,
  type: string,
  window: RowWindow<MaintenanceQueryRow> = {},
): Promise<MaintenanceQueryRow[]> {
  const rows = sql`select ${vehicleColumns},
      count(*)::int as appointments,
      to_char(min(booked.date), 'YYYY-MM-DD') as first_date, to_char(max(booked.date), 'YYYY-MM-DD') as last_date,
      ${equipmentSortKey} as sort_key
    from ${maintenanceAppointments(range, type, window.after)} as booked
    inner join ${vehicles} on ${vehicles.id} = booked.vehicle_id
    group by ${vehicles.id}`;
  return selectRows<MaintenanceQueryRow>(db, windowed(rows, sql`sort_key, vehicle_id`, { limit: window.limit }));
}

export async function maintenanceReport(db: Database, range: ReportRange, type: string): Promise<MaintenanceReport> {
  const booked = maintenanceAppointments(range, type);
  const rows = await maintenanceRows(db, range, type);
  const [totals] = await selectRows<MaintenanceReport['totals']>(
    db,
    sql`select count(distinct vehicle_id)::int as vehicles, count(*)::int as appointments from ${booked} as booked`,
  );
  const series = await selectRows<MaintenanceReport['series'][number]>(
    db,
    sql`select weeks.week_start, count(booked.vehicle_id)::int as appointments
      from ${weekSeries(weekStart(range.start_date), range.end_date)} as weeks
      left join ${booked} as booked on ${sqlWeekStart(sql`booked.date`)} = weeks.week_start
      group by weeks.week_start
      order by weeks.week_start`,
  );
  return { ...range, rows: rows.map(withoutSortKey), totals: totals!, series };
}
