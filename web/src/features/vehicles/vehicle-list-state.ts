import {
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
  choiceParam,
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
  page: pageParam,
  perPage: pageSizeParam(vehicleDefaultPageSize),
};

/** `ownership` is `ownership_type` in the address, as in the API. */
export const vehicleListUrlKeys = { ownership: 'ownership_type' };

export type VehicleListState = inferParserType<typeof vehicleListAddress>;

export type VehicleFilterParams = {
  type: VehicleListType;
  ownership_type: VehicleOwnershipFilter;
  search?: string;
  sort: VehicleSortColumn;
  sortDir: SortDirection;
};

/** The filter the list and the CSV export send for a state (the list puts `type` in its path). */
export function vehicleFilterParams(state: VehicleListState): VehicleFilterParams {
  return {
    type: state.type,
    ownership_type: state.ownership,
    ...(state.search ? { search: state.search } : {}),
    sort: state.sort,
    sortDir: state.sortDir,
  };
}

export type VehicleListParams = VehicleFilterParams & { page: number; per_page: number };

export function vehicleListParams(state: VehicleListState): VehicleListParams {
  return { ...vehicleFilterParams(state), page: state.page, per_page: state.perPage };
}
