import { maintenancePageSize, maintenanceStatuses } from '@fleet-ops/shared';
import { createParser, type inferParserType } from 'nuqs';
import { anyChoice, anyOrChoiceParam, idParam, pageParam, pageSizeParam } from '../../lib/list-address';
import type { MaintenanceFilterParams, MaintenanceListParams } from './api/maintenance';

/** `vehicle_parent_type`: a type's name, or absent. */
const typeParam = createParser({ parse: (text) => text.trim() || null, serialize: (text: string) => text });

/**
 * What the Maintenance screen shows, kept in the address (`status`, `vehicle_id`,
 * `vehicle_parent_type`, `page`, `per_page`), so Home's "Service overdue" and "Service due soon"
 * tiles and a vehicle's record link straight to a filtered list.
 */
export const maintenanceListAddress = {
  status: anyOrChoiceParam(maintenanceStatuses),
  vehicle_id: idParam,
  vehicle_parent_type: typeParam,
  page: pageParam,
  perPage: pageSizeParam(maintenancePageSize),
};

export type MaintenanceListState = inferParserType<typeof maintenanceListAddress>;

/** The query the list and the CSV export share: only the filters in force. */
export function maintenanceFilterParams(state: MaintenanceListState): MaintenanceFilterParams {
  return {
    ...(state.status !== anyChoice ? { status: state.status } : {}),
    ...(state.vehicle_id ? { vehicle_id: state.vehicle_id } : {}),
    ...(state.vehicle_parent_type ? { vehicle_parent_type: state.vehicle_parent_type } : {}),
  };
}

export function maintenanceListParams(state: MaintenanceListState): MaintenanceListParams {
  return { ...maintenanceFilterParams(state), page: state.page, per_page: state.perPage };
}
