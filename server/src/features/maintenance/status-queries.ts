import { sql, type SQL } from 'drizzle-orm';
import { heavyVehicleMinKg, type MaintenanceRow, type MaintenanceStatus } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { serviceCompletions, serviceTasks, serviceTaskVehicles, vehicles } from '../../db/schema/index.js';

/**
 * What the maintenance status of every vehicle × task is computed for. `today` is the business
 * day (`context.clock.today()`), `timeZone` the business timezone (`context.clock.timeZone`): a
 * task never done counts from the business day it was created.
 */
export type MaintenanceStatusQuery = {
  today: string;
  timeZone: string;
  vehicleId?: number;
  status?: MaintenanceStatus | readonly MaintenanceStatus[];
  vehicleParentType?: string;
  serviceTaskId?: number;
};

/** A row with the keys of the list's order, which the CSV export pages by. */
export type KeyedMaintenanceRow = MaintenanceRow & { status_rank: number; vehicle_key: string; task_key: string };

const byteOrder = (expression: SQL) => sql`lower(${expression}) collate "C"`;

/** The task (a `service_tasks` row) applies to the vehicle (a `vehicles` row): to all, to heavy vehicles, to its parent type, or by name. */
export const taskAppliesCondition = sql`(${serviceTasks.appliesTo} = 'all'
  or (${serviceTasks.appliesTo} = 'heavy_vehicles' and ${vehicles.grossWeightKg} >= ${sql.raw(String(heavyVehicleMinKg))})
  or (${serviceTasks.appliesTo} = 'parent_type' and ${serviceTasks.vehicleParentType} = ${vehicles.vehicleParentType})
  or (${serviceTasks.appliesTo} = 'vehicles' and exists (select 1 from ${serviceTaskVehicles}
    where ${serviceTaskVehicles.serviceTaskId} = ${serviceTasks.id} and ${serviceTaskVehicles.vehicleId} = ${vehicles.id})))`;

const sameVehicleAndTask = sql`${serviceCompletions.vehicleId} = ${vehicles.id}
  and ${serviceCompletions.serviceTaskId} = ${serviceTasks.id}`;
const latestFirst = sql`${serviceCompletions.doneOn} desc, ${serviceCompletions.id} desc`;

function statusList(status: MaintenanceStatusQuery['status']): readonly MaintenanceStatus[] | undefined {
  if (status === undefined) return undefined;
  return typeof status === 'string' ? [status] : status;
}

/**
 * Every applicable vehicle × task with its last completion, next due date and km, and status, in
 * one statement. The date counts from the latest completion (else the task's creation day), the
 * km from the latest completion that recorded an odometer (else 0, so an unknown history shows
 * as due). Overdue when today or the odometer reaches the next due; due soon within the task's
 * thresholds before it. Hidden vehicles are left out unless one vehicle is asked for.
 */
export function maintenanceStatusSql(query: MaintenanceStatusQuery): SQL {
  const today = sql`${query.today}::date`;
  const created = sql`(${serviceTasks.createdAt} at time zone ${query.timeZone})::date`;
  const statuses = statusList(query.status);
  const vehicleConditions = [
    query.vehicleId === undefined ? sql`${vehicles.status} = 'active'` : sql`${vehicles.id} = ${query.vehicleId}`,
    query.vehicleParentType === undefined ? undefined : sql`${vehicles.vehicleParentType} = ${query.vehicleParentType}`,
    query.serviceTaskId === undefined ? undefined : sql`${serviceTasks.id} = ${query.serviceTaskId}`,
  ].filter((condition) => condition !== undefined);
  return sql`select * from (
    select vehicle_id, equipment_number, vehicle_parent_type, task_id, task_name,
      to_char(last_done_on, 'YYYY-MM-DD') as last_done_on, last_done_odometer,
      to_char(next_due_on, 'YYYY-MM-DD') as next_due_on, next_due_odometer, current_odometer,
      next_due_on - ${today} as days_left, next_due_odometer - current_odometer as km_left,
      last_done_hours, next_due_hours, current_hours, next_due_hours - current_hours as hours_left,
      case
        when next_due_on <= ${today} or next_due_odometer <= current_odometer or next_due_hours <= current_hours
          then 'overdue'
        when next_due_on - due_soon_days <= ${today} or next_due_odometer - due_soon_km <= current_odometer
          or next_due_hours - due_soon_hours <= current_hours
          then 'due_soon'
        else 'ok'
      end as status,
      vehicle_key, task_key
    from (
      select ${vehicles.id} as vehicle_id, ${vehicles.equipmentNumber} as equipment_number,
        ${vehicles.vehicleParentType} as vehicle_parent_type,
        greatest(${vehicles.lastOdmRead}, measured.odometer) as current_odometer,
        ${serviceTasks.id} as task_id, ${serviceTasks.name} as task_name,
        ${serviceTasks.dueSoonDays} as due_soon_days, ${serviceTasks.dueSoonKm} as due_soon_km,
        latest.done_on as last_done_on, latest.odometer as last_done_odometer,
        greatest(${vehicles.lastHourRead}, measured_hours.hours) as current_hours,
        ${serviceTasks.dueSoonHours} as due_soon_hours, latest.hours as last_done_hours,
        -- Engine hours count only on a vehicle with an hour meter (issue 37).
        case when ${vehicles.hasHourMeter}
          then coalesce(measured_hours.hours, 0) + ${serviceTasks.intervalHours} end as next_due_hours,
        case
          when ${serviceTasks.intervalDays} is not null
            then coalesce(latest.done_on, ${created}) + ${serviceTasks.intervalDays}
          when ${serviceTasks.intervalMonths} is not null
            then (coalesce(latest.done_on, ${created}) + make_interval(months => ${serviceTasks.intervalMonths}))::date
        end as next_due_on,
        coalesce(measured.odometer, 0) + ${serviceTasks.intervalKm} as next_due_odometer,
        ${byteOrder(sql`${vehicles.equipmentNumber}`)} as vehicle_key,
        ${byteOrder(sql`${serviceTasks.name}`)} as task_key
      from ${vehicles}
      inner join ${serviceTasks} on ${taskAppliesCondition} and ${serviceTasks.archivedAt} is null
      left join lateral (
        select ${serviceCompletions.doneOn} as done_on, ${serviceCompletions.odometer} as odometer,
          ${serviceCompletions.hours} as hours
        from ${serviceCompletions} where ${sameVehicleAndTask} order by ${latestFirst} limit 1
      ) as latest on true
      left join lateral (
        select ${serviceCompletions.odometer} as odometer
        from ${serviceCompletions} where ${sameVehicleAndTask} and ${serviceCompletions.odometer} is not null
        order by ${latestFirst} limit 1
      ) as measured on true
      left join lateral (
        select ${serviceCompletions.hours} as hours
        from ${serviceCompletions} where ${sameVehicleAndTask} and ${serviceCompletions.hours} is not null
        order by ${latestFirst} limit 1
      ) as measured_hours on true
      where ${sql.join(vehicleConditions, sql` and `)}
    ) as due
  ) as maintenance
  ${
    statuses
      ? sql`where status in (${sql.join(
          statuses.map((status) => sql`${status}`),
          sql`, `,
        )})`
      : sql``
  }`;
}

/** The list's order: overdue first, then due soon, then ok; by vehicle, then task. */
const statusRank = sql`case status when 'overdue' then 0 when 'due_soon' then 1 else 2 end`;
export const maintenanceOrder = sql`${statusRank}, vehicle_key, vehicle_id, task_key, task_id`;
export const maintenanceKey = sql`(${statusRank}, vehicle_key, vehicle_id, task_key, task_id)`;

async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/** Removes the ordering keys a row is read with. */
export function withoutKeys({
  vehicle_key: _vehicle,
  task_key: _task,
  status_rank: _rank,
  ...row
}: KeyedMaintenanceRow) {
  return row;
}

/** Rows of the list's order, optionally after the keyset `after` and at most `limit`, from `offset`. */
export async function selectMaintenanceRows(
  db: Database,
  query: MaintenanceStatusQuery,
  window: { after?: KeyedMaintenanceRow; limit?: number; offset?: number } = {},
): Promise<KeyedMaintenanceRow[]> {
  const { after } = window;
  const afterCondition = after
    ? sql`where ${maintenanceKey} > (${after.status_rank}::int, ${after.vehicle_key} collate "C", ${after.vehicle_id}::int, ${after.task_key} collate "C", ${after.task_id}::int)`
    : sql``;
  return selectRows<KeyedMaintenanceRow>(
    db,
    sql`select *, ${statusRank} as status_rank from (${maintenanceStatusSql(query)}) as rows ${afterCondition}
      order by ${maintenanceOrder}
      ${window.limit === undefined ? sql`` : sql`limit ${window.limit}`}
      ${window.offset ? sql`offset ${window.offset}` : sql``}`,
  );
}

export async function countMaintenanceRows(db: Database, query: MaintenanceStatusQuery): Promise<number> {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${maintenanceStatusSql(query)}) as rows`,
  );
  return row?.total ?? 0;
}

/**
 * Every vehicle × applicable service task with its status, overdue first: one SQL statement, for
 * any feature (the dashboard tiles, renewals, the daily digest).
 */
export async function listMaintenanceStatuses(db: Database, query: MaintenanceStatusQuery): Promise<MaintenanceRow[]> {
  const rows = await selectMaintenanceRows(db, query);
  return rows.map(withoutKeys);
}

/** How many rows are overdue and due soon, for the Home tiles. */
export async function countMaintenanceStatuses(db: Database, query: MaintenanceStatusQuery) {
  const [row] = await selectRows<{ overdue: number; due_soon: number }>(
    db,
    sql`select cast(count(*) filter (where status = 'overdue') as integer) as overdue,
      cast(count(*) filter (where status = 'due_soon') as integer) as due_soon
      from (${maintenanceStatusSql(query)}) as rows`,
  );
  return { overdue: row?.overdue ?? 0, dueSoon: row?.due_soon ?? 0 };
}
