import {
  driverDefaultPageSize,
  driverSortColumns,
  driverStatusFilters,
  pageSizes,
  type DriverSortColumn,
  type DriverStatusFilter,
  type SortDirection,
} from '@fleet-ops/shared';
import type { PageSize } from '../../components/pagination/pagination';

/** What the Drivers screen shows, kept in the address so a reload or a shared link shows the same list. */
export type DriverListState = {
  search: string;
  status: DriverStatusFilter;
  sort: DriverSortColumn;
  sortDir: SortDirection;
  page: number;
  perPage: PageSize;
};

export const driverStatusChoices = Object.keys(driverStatusFilters) as DriverStatusFilter[];

function isStatus(value: string | null): value is DriverStatusFilter {
  return driverStatusChoices.some((choice) => choice === value);
}

function isSortColumn(value: string | null): value is DriverSortColumn {
  return driverSortColumns.some((column) => column === value);
}

function isPageSize(value: number): value is PageSize {
  return pageSizes.some((size) => size === value);
}

function positiveInteger(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

const defaultPageSize: PageSize = isPageSize(driverDefaultPageSize) ? driverDefaultPageSize : 50;

/** Reads the list state from the address; anything missing or unknown takes its default. */
export function readDriverListState(params: URLSearchParams): DriverListState {
  const status = params.get('status');
  const sort = params.get('sort');
  const perPage = positiveInteger(params.get('per_page'));
  return {
    search: params.get('search')?.trim() ?? '',
    status: isStatus(status) ? status : 'all',
    sort: isSortColumn(sort) ? sort : 'name',
    sortDir: params.get('sortDir') === 'desc' ? 'desc' : 'asc',
    page: positiveInteger(params.get('page')) ?? 1,
    perPage: perPage !== undefined && isPageSize(perPage) ? perPage : defaultPageSize,
  };
}

/** The address for a state: defaults are left out, so the plain /drivers is the default list. */
export function writeDriverListState(state: DriverListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.sort !== 'name' || state.sortDir !== 'asc') {
    params.set('sort', state.sort);
    params.set('sortDir', state.sortDir);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== defaultPageSize) params.set('per_page', String(state.perPage));
  return params;
}

export type DriverFilterParams = {
  enabled?: '1' | '0';
  archived?: '1' | '0';
  search?: string;
  sort: DriverSortColumn;
  sortDir: SortDirection;
};

/**
 * The query the list and the CSV export send for a state: the status choice becomes the
 * `enabled` / `archived` filter the shared `driverStatusFilters` names (All sends neither).
 */
export function driverFilterParams(state: Omit<DriverListState, 'page' | 'perPage'>): DriverFilterParams {
  return {
    ...driverStatusFilters[state.status],
    ...(state.search ? { search: state.search } : {}),
    sort: state.sort,
    sortDir: state.sortDir,
  };
}

export type DriverListParams = DriverFilterParams & { page: number; per_page: number };

export function driverListParams(state: DriverListState): DriverListParams {
  return { ...driverFilterParams(state), page: state.page, per_page: state.perPage };
}
