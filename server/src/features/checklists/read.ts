import {
  weekEnd,
  weekStart,
  type ChecklistExportFilter,
  type ChecklistFormOptions,
  type ChecklistListQuery,
  type ChecklistListRow,
  type EquipmentItems,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { readSiteSettings } from '../settings/index.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { forbiddenMessage, type CurrentUser } from '../../plugins/authentication.js';
import { crewScope, type CrewScope } from '../../lib/crew-scope.js';
import { checklistDateWindow } from './date-window.js';
import { checklistItemsFor } from './items.js';
import {
  findVehicleByEquipmentNumber,
  listChecklists,
  type ChecklistFilter,
  type ChecklistListQueryRow,
} from './queries.js';
import { recordFields } from './present.js';
import { listPlaceLocations, listUnfinishedDefects } from './record-queries.js';
import { listOperators, listScopeVehicles, visibleChecklists } from './scope.js';
import { inspectionStateOf, latestValidUntil } from '../../lib/inspection-state-queries.js';
import { checklistRecordFor } from './detail.js';

const yesNo = (value: boolean): 'yes' | 'no' => (value ? 'yes' : 'no');

/** The list's rows need the site's quick-check threshold and the clock for the record's fields. */
export type RowContext = { quickCheckSeconds: number; clock: Clock };

export async function rowContext(context: AppContext): Promise<RowContext> {
  const settings = await readSiteSettings(context.db);
  return { quickCheckSeconds: settings.quick_check_seconds, clock: context.clock };
}

export function toListRow({ checklist, vehicle, form }: ChecklistListQueryRow, row: RowContext): ChecklistListRow {
  return {
    id: checklist.id,
    vehicle_id: checklist.vehicleId,
    equipment_number: checklist.equipmentNumber,
    vehicle_parent_type: vehicle.vehicleParentType,
    has_radio: yesNo(vehicle.radio),
    mine: yesNo(vehicle.mine),
    ownership_type: vehicle.ownershipType,
    vehicle_type: checklist.vehicleType,
    license_plate_no: vehicle.licensePlateNo,
    VIN_no: vehicle.vinNo,
    date: checklist.date,
    operator: checklist.operator,
    last_odm_read: checklist.odmRead,
    hour_read: checklist.hourRead,
    has_issue: checklist.hasIssue,
    ...recordFields(checklist, row.quickCheckSeconds, row.clock),
    form: form ? { id: form.id, name: form.name, name_fr: form.nameFr, version: form.version } : null,
  };
}

/**
 * The list's filter for this caller: what their scope may see (scope.ts, the one place the rules
 * live), searched, in the week of `start_date`, by `has_issue` and `form_id`. The list and its export share it.
 */
export async function checklistListFilter(
  context: AppContext,
  caller: CurrentUser,
  query: ChecklistExportFilter,
): Promise<ChecklistFilter> {
  const scope = await crewScope(context.db, caller);
  const week = query.start_date ? { from: weekStart(query.start_date), to: weekEnd(query.start_date) } : undefined;
  return {
    visible: visibleChecklists(scope),
    search: query.searchText,
    week,
    hasIssue: query.has_issue,
    formId: query.form_id,
  };
}

/** `GET api/checklist`: the caller's visible checklists, searched, in the week of `start_date`, by `has_issue`. */
export async function listChecklistPage(
  context: AppContext,
  caller: CurrentUser,
  query: ChecklistListQuery,
  page: PageRequest,
): Promise<ListPage<ChecklistListRow>> {
  const { rows, total } = await listChecklists(context.db, await checklistListFilter(context, caller, query), page);
  const present = await rowContext(context);
  return { rows: rows.map((row) => toListRow(row, present)), total };
}

/** One checklist the scope may see (the 404 otherwise), as `GET api/checklist/{id}` answers it. */
export async function checklistDetailFor(context: AppContext, scope: CrewScope, id: number) {
  return (await checklistRecordFor(context, scope, id)).detail;
}

export async function getChecklistDetail(context: AppContext, caller: CurrentUser, id: number) {
  return checklistDetailFor(context, await crewScope(context.db, caller), id);
}

/** `GET api/checklist/form_options`: the vehicles and operators the caller's form offers, and the date window. */
export async function checklistFormOptions(context: AppContext, caller: CurrentUser): Promise<ChecklistFormOptions> {
  const scope = await crewScope(context.db, caller);
  const [vehicles, operators, locations, settings] = await Promise.all([
    listScopeVehicles(context.db, scope, context.clock.now()),
    listOperators(context.db, scope),
    listPlaceLocations(context.db),
    readSiteSettings(context.db),
  ]);
  const ids = vehicles.map((vehicle) => vehicle.id);
  const [defects, validUntil] = await Promise.all([
    listUnfinishedDefects(context.db, ids),
    latestValidUntil(context.db, ids, context.clock.timeZone),
  ]);
  const window = checklistDateWindow(context);
  return {
    mode: scope.role,
    today: window.today,
    earliest_date: window.earliest,
    may_backdate: scope.role === 'admin',
    vehicles: vehicles.map((vehicle) => ({
      id: vehicle.id,
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: vehicle.vehicleType,
      driver_ids: vehicle.driverIds,
      ...vehicleDefects(defects, vehicle.id),
      ...drivingGate(context, defects, validUntil.get(vehicle.id), vehicle.id),
    })),
    operators,
    locations,
    require_every_item: settings.require_every_item,
  };
}

/** Issue 36: what the driver is told where they pick a vehicle (valid until, or do not operate and why). */
function drivingGate(
  context: AppContext,
  defects: Awaited<ReturnType<typeof listUnfinishedDefects>>,
  validUntil: Date | undefined,
  vehicleId: number,
) {
  const outOfService = vehicleDefects(defects, vehicleId).out_of_service;
  return {
    inspection_state: inspectionStateOf(outOfService, validUntil, context.clock.now()),
    inspection_valid_until: validUntil ? context.clock.formatDateTime(validUntil) : null,
  };
}

function vehicleDefects(defects: Awaited<ReturnType<typeof listUnfinishedDefects>>, vehicleId: number) {
  const open = defects
    .filter((defect) => defect.vehicleId === vehicleId)
    .map(({ item, severity }) => ({ item, severity }));
  return { out_of_service: open.some((defect) => defect.severity === 'major'), open_defects: open };
}

/**
 * The vehicle behind an equipment number, if the caller may fill its checklist: an unknown,
 * disabled or hidden one is a 404, one outside the caller's vehicles a 403.
 */
export async function permittedVehicle(context: AppContext, scope: CrewScope, equipmentNumber: string) {
  const [vehicle] = await listScopeVehicles(context.db, scope, context.clock.now(), equipmentNumber);
  if (vehicle) return vehicle;
  const existing = await findVehicleByEquipmentNumber(context.db, equipmentNumber);
  if (!existing || !existing.enabled || existing.status !== 'active') throw notFound('Vehicle');
  throw new AppError('forbidden', forbiddenMessage);
}

/** `GET api/vehicles/equipment_items`: the vehicle's type, last reading and items in order. */
export async function equipmentItemsFor(
  context: AppContext,
  caller: CurrentUser,
  equipmentNumber: string,
): Promise<EquipmentItems> {
  const vehicle = await permittedVehicle(context, await crewScope(context.db, caller), equipmentNumber);
  return {
    equipment_number: vehicle.equipmentNumber,
    vehicle_type: vehicle.vehicleType,
    last_odm_read: vehicle.lastOdmRead,
    has_odometer: vehicle.hasOdometer,
    has_hour_meter: vehicle.hasHourMeter,
    last_hour_read: vehicle.lastHourRead,
    equipment_items: checklistItemsFor(vehicle),
  };
}
