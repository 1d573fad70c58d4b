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
import { isPageSize, type PageSize } from '../../components/pagination/pagination';

/**
 * What the Manage Vehicles screen shows, kept in the address (spec 02: the filters and the sort are
 * query parameters, as the menu link writes them), so a reload or a shared link shows the same list.
 */
export type VehicleListState = {
  type: VehicleListType;
  ownership: VehicleOwnershipFilter;
  search: string;
  sort: VehicleSortColumn;
  sortDir: SortDirection;
  page: number;
  perPage: PageSize;
};

/** The parameters the menu link carries; the address always shows them. `reload` is read once and dropped. */
export const menuLinkParameters = ['type', 'ownership_type', 'sort', 'sortDir'] as const;

function oneOf<Value extends string>(values: readonly Value[], text: string | null): Value | undefined {
  return values.find((value) => value === text);
}

function positiveInteger(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

const defaultPageSize: PageSize = isPageSize(vehicleDefaultPageSize) ? vehicleDefaultPageSize : 50;

export const defaultVehicleListState: VehicleListState = {
  type: 'all_vehicles',
  ownership: 'all',
  search: '',
  sort: 'id',
  sortDir: 'desc',
  page: 1,
  perPage: defaultPageSize,
};

/** Reads the list state from the address; anything missing or unknown takes its default. */
export function readVehicleListState(params: URLSearchParams): VehicleListState {
  const perPage = positiveInteger(params.get('per_page'));
  const sortDir = params.get('sortDir');
  return {
    type: oneOf(vehicleListTypes, params.get('type')) ?? defaultVehicleListState.type,
    ownership: oneOf(vehicleOwnershipFilters, params.get('ownership_type')) ?? defaultVehicleListState.ownership,
    search: params.get('search')?.trim() ?? '',
    sort: oneOf(vehicleSortColumns, params.get('sort')) ?? defaultVehicleListState.sort,
    sortDir: sortDir === 'asc' || sortDir === 'desc' ? sortDir : defaultVehicleListState.sortDir,
    page: positiveInteger(params.get('page')) ?? 1,
    perPage: perPage !== undefined && isPageSize(perPage) ? perPage : defaultPageSize,
  };
}

/** The address for a state: the menu link's four parameters always, the rest only when not the default. */
export function writeVehicleListState(state: VehicleListState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('type', state.type);
  params.set('ownership_type', state.ownership);
  params.set('sort', state.sort);
  params.set('sortDir', state.sortDir);
  if (state.search) params.set('search', state.search);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== defaultPageSize) params.set('per_page', String(state.perPage));
  return params;
}

/** The address already says everything the state says, with nothing to drop (such as `reload`). */
export function isAddressComplete(params: URLSearchParams): boolean {
  return menuLinkParameters.every((name) => params.has(name)) && !params.has('reload');
}

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
