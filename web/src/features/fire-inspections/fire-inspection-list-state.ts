import { fireInspectionPageSize, fireInspectionSortColumns } from '@fleet-ops/shared';
import type { inferParserType } from 'nuqs';
import { expiryParam, expiryQuery } from '../../components/expiry-filter/expiry-filter';
import { choiceParam, pageParam, pageSizeParam, searchParam, sortDirectionParam } from '../../lib/list-address';
import type { FireInspectionFilterParams, FireInspectionListParams } from './api/get-fire-inspections';

/**
 * What the Fire Extinguisher screen shows, kept in the address (`search`, `sort`, `sortDir`,
 * `page`, `per_page`) so a reload or a shared link shows the same list; the plain /incidents is
 * the default list, soonest expiry first.
 */
export const fireInspectionListAddress = {
  search: searchParam,
  /** `expiry=expired|expiring`: Home's extinguisher counts open the list so (issue 35). */
  expiry: expiryParam,
  sort: choiceParam(fireInspectionSortColumns, 'inspection_expiry_date'),
  sortDir: sortDirectionParam('asc'),
  page: pageParam,
  perPage: pageSizeParam(fireInspectionPageSize),
};

export type FireInspectionListState = inferParserType<typeof fireInspectionListAddress>;

/** The query the list and the CSV export share: the search only when there is one. */
export function fireInspectionFilterParams(state: FireInspectionListState): FireInspectionFilterParams {
  return {
    ...(state.search ? { search: state.search } : {}),
    ...expiryQuery('expiry', state.expiry),
    sort: state.sort,
    sortDir: state.sortDir,
  };
}

export function fireInspectionListParams(state: FireInspectionListState): FireInspectionListParams {
  return { ...fireInspectionFilterParams(state), page: state.page, per_page: state.perPage };
}
