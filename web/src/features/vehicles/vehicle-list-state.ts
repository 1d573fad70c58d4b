import {
  inspectionStates,
  type InspectionState,
  vehicleDefaultPageSize,
  vehicleListTypes,
  vehicleOwnershipFilters,
  vehicleSortColumns,
  type SortDirection,
  type VehicleListType,
  type VehicleOwnershipFilter,
  type VehicleSortColumn,
} from '@fleet-ops/shared';
import type { inferParserType } from 'nuqs';
import {
  alwaysShown,
  anyChoice,
  anyOrChoiceParam,
  choiceParam,
  flagParam,
  pageParam,
  pageSizeParam,
  searchParam,
  sortDirectionParam,
} from '../../lib/list-address';

/**
 * What the Manage Vehicles screen shows, kept in the address (spec 02: the filters and the sort
 * are query parameters, as the menu link writes them), so a reload or a shared link shows the
 * same list. The menu link's four parameters (`type`, `ownership_type`, `sort`, `sortDir`) are
 * always shown; its `reload=true` is read once and dropped by the screen.
 */
export const vehicleListAddress = {
  type: alwaysShown(choiceParam(vehicleListTypes, 'all_vehicles')),
  ownership: alwaysShown(choiceParam(vehicleOwnershipFilters, 'all')),
  sort: alwaysShown(choiceParam(vehicleSortColumns, 'id')),
  sortDir: alwaysShown(sortDirectionParam('desc')),
  search: searchParam,
  /** `out_of_service=1`: only the vehicles with an unverified major defect (Home's tile links here). */
  outOfService: flagParam,
  /** `checklist_missing=1`: in use without a valid inspection (Home's tile links here, issues 35 and 36). */
  checklistMissing: flagParam,
  /** `inspection_state=valid|expired|out_of_service` (issue 36); Any when absent. */
  inspectionState: anyOrChoiceParam(inspectionStates),
  page: pageParam,
  perPage: pageSizeParam(vehicleDefaultPageSize),
};

/** `ownership` is `ownership_type` in the address, as in the API. */
export const vehicleListUrlKeys = {
  ownership: 'ownership_type',
  outOfService: 'out_of_service',
  checklistMissing: 'checklist_missing',
  inspectionState: 'inspection_state',
};

export type VehicleListState = inferParserType<typeof vehicleListAddress>;

export type VehicleFilterParams = {
  type: VehicleListType;
  ownership_type: VehicleOwnershipFilter;
  search?: string;
  out_of_service?: 1;
  checklist_missing?: 1;
  inspection_state?: InspectionState;
  sort: VehicleSortColumn;
  sortDir: SortDirection;
};

/** The filter the list and the CSV export send for a state (the list puts `type` in its path). */
export function vehicleFilterParams(state: VehicleListState): VehicleFilterParams {
  return {
    type: state.type,
    ownership_type: state.ownership,
    ...(state.search ? { search: state.search } : {}),
    ...(state.outOfService ? { out_of_service: 1 as const } : {}),
    ...(state.checklistMissing ? { checklist_missing: 1 as const } : {}),
    ...(state.inspectionState !== anyChoice ? { inspection_state: state.inspectionState } : {}),
    sort: state.sort,
    sortDir: state.sortDir,
  };
}

export type VehicleListParams = VehicleFilterParams & { page: number; per_page: number };

export function vehicleListParams(state: VehicleListState): VehicleListParams {
  return { ...vehicleFilterParams(state), page: state.page, per_page: state.perPage };
}
