import { inspectionFormPageSize } from '@fleet-ops/shared';
import type { inferParserType } from 'nuqs';
import { pageParam, pageSizeParam, searchParam } from '../../lib/list-address';

/** What the Inspection forms list shows, kept in the address (`search`, `page`, `per_page`). */
export const formListAddress = {
  search: searchParam,
  page: pageParam,
  perPage: pageSizeParam(inspectionFormPageSize),
};

export type FormListState = inferParserType<typeof formListAddress>;

/** The search the list and its export send (the server calls it `searchText`). */
export type FormFilterParams = { searchText?: string };

export function formFilterParams(state: Pick<FormListState, 'search'>): FormFilterParams {
  return state.search ? { searchText: state.search } : {};
}

export type FormListParams = FormFilterParams & { page: number; per_page: number };

export function formListParams(state: FormListState): FormListParams {
  return { ...formFilterParams(state), page: state.page, per_page: state.perPage };
}
