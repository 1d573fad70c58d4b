import { fuelPageSize, fuelSortColumns } from '@fleet-ops/shared';
import type { inferParserType } from 'nuqs';
import { choiceParam, idParam, pageParam, pageSizeParam, sortDirectionParam } from '../../lib/list-address';

/**
 * What the Fuel screen shows, kept in the address (`vehicle_id`, `sort`, `sortDir`, `page`,
 * `per_page`): the plain /fuel is every vehicle's fill-ups, newest first.
 */
export const fuelListAddress = {
  vehicle_id: idParam,
  sort: choiceParam(fuelSortColumns, 'date'),
  sortDir: sortDirectionParam('desc'),
  page: pageParam,
  perPage: pageSizeParam(fuelPageSize),
};

type FuelListState = inferParserType<typeof fuelListAddress>;

/** The export's filter: the vehicle chosen, if any (a file is written newest first whatever the table's sort). */
export function fuelFilterParams(state: FuelListState): { vehicle_id?: number } {
  return state.vehicle_id ? { vehicle_id: state.vehicle_id } : {};
}

/** The list's query: the filter, the sort and the page. */
export function fuelListParams(state: FuelListState) {
  return {
    ...fuelFilterParams(state),
    sort: state.sort,
    sortDir: state.sortDir,
    page: state.page,
    per_page: state.perPage,
  };
}
