import type { Paged } from '@fleet-ops/shared';
import type { ListSearch } from '../list-toolbar';
import { lastPageOf, pageOfRows } from '../pagination/page-of-rows';
import type { PageSize, PaginationProps } from '../pagination/pagination';

/** The rows a list screen shows and the pager under them, wherever the paging happens. */
export type ListPage<Row> = {
  rows: Row[];
  loading: boolean;
  /** The list did not load; the screen says so when it has words for it (`loadError`). */
  failed?: boolean;
  pagination: PaginationProps;
};

/** A list query's state, as TanStack Query gives it. */
type PagedQuery<Row> = { data: Paged<Row> | undefined; isFetching: boolean; isError: boolean };

/** The address of a server-paged list (`useListAddress`): the page and size asked for, and how to change them. */
type PagedAddress = {
  state: { page: number; perPage: PageSize };
  update: (change: { page: number } | { perPage: PageSize }) => void;
};

/**
 * A list the server pages: the answer's rows and figures, or the page asked for while the first
 * answer loads. A new page size starts again from page 1 (`update` does that).
 */
export function serverListPage<Row>(query: PagedQuery<Row>, { state, update }: PagedAddress): ListPage<Row> {
  const result = query.data;
  return {
    rows: result?.data ?? [],
    loading: query.isFetching,
    failed: query.isError,
    pagination: {
      page: result?.current_page ?? state.page,
      lastPage: result?.last_page ?? 1,
      total: result?.total ?? 0,
      pageSize: state.perPage,
      onPageChange: (page) => update({ page }),
      onPageSizeChange: (perPage) => update({ perPage }),
    },
  };
}

/**
 * A list the server sends whole and the screen pages, its page and size kept in the address. A
 * page past the end (the list shrank) shows the last one.
 */
export function addressClientPage<Row>(
  rows: readonly Row[],
  { state, update, goToPage }: PagedAddress & { goToPage: (page: number) => void },
  loading: boolean,
): ListPage<Row> {
  const lastPage = lastPageOf(rows.length, state.perPage);
  const page = Math.min(state.page, lastPage);
  return {
    rows: pageOfRows(rows, page, state.perPage),
    loading,
    pagination: {
      page,
      lastPage,
      total: rows.length,
      pageSize: state.perPage,
      onPageChange: goToPage,
      onPageSizeChange: (perPage) => update({ perPage }),
    },
  };
}

/** A search kept in the list's address (`search`); a new search starts again from page 1. */
export function addressSearch(
  { state, update }: { state: { search: string }; update: (change: { search: string }) => void },
  label: string,
  placeholder: string,
): ListSearch {
  return { label, placeholder, value: state.search, onChange: (search) => update({ search }) };
}
