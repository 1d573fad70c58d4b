import {
  driverDefaultPageSize,
  driverSortColumns,
  driverStatusFilters,
  type DriverSortColumn,
  type DriverStatusFilter,
  type SortDirection,
} from '@fleet-ops/shared';
import type { inferParserType } from 'nuqs';
import { expiryParam, expiryQuery } from '../../components/expiry-filter/expiry-filter';
import { choiceParam, pageParam, pageSizeParam, searchParam, sortDirectionParam } from '../../lib/list-address';

export const driverStatusChoices = Object.keys(driverStatusFilters) as DriverStatusFilter[];

/**
 * What the Drivers screen shows, kept in the address (`search`, `status`, `sort`, `sortDir`,
 * `page`, `per_page`) so a reload or a shared link shows the same list; the plain /drivers is the
 * default list.
 */
export const driverListAddress = {
  search: searchParam,
  status: choiceParam(driverStatusChoices, 'all'),
  /** `licence=expired|expiring`: Home's licence counts open the list so (issue 35). */
  licence: expiryParam,
  sort: choiceParam(driverSortColumns, 'name'),
  sortDir: sortDirectionParam('asc'),
  page: pageParam,
  perPage: pageSizeParam(driverDefaultPageSize),
};

export type DriverListState = inferParserType<typeof driverListAddress>;

export type DriverFilterParams = {
  enabled?: '1' | '0';
  archived?: '1' | '0';
  search?: string;
  licence?: 'expired' | 'expiring';
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
    ...expiryQuery('licence', state.licence),
    ...(state.search ? { search: state.search } : {}),
    sort: state.sort,
    sortDir: state.sortDir,
  };
}

export type DriverListParams = DriverFilterParams & { page: number; per_page: number };

export function driverListParams(state: DriverListState): DriverListParams {
  return { ...driverFilterParams(state), page: state.page, per_page: state.perPage };
}
