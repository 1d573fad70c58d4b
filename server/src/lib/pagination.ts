import type { Paged, PaginationQuery } from '@fleet-ops/shared';

export type PageRequest = { page: number; perPage: number; limit: number; offset: number };

/** What a list reads: one page of rows, the count of every matching row, and fields the answer carries after the paging ones. */
export type ListPage<Row, Extra extends object = object> = { rows: Row[]; total: number; extra?: Extra };

export function pageRequest(query: PaginationQuery, defaultPerPage: number): PageRequest {
  const perPage = query.per_page ?? query.limit ?? defaultPerPage;
  const page = query.page ?? 1;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

/** Every one of `total` rows as page 1 of 1 (a page holds at least one row, so an empty list is page 1 of 1 too). */
export function wholeListPage(total: number): PageRequest {
  return { page: 1, perPage: Math.max(1, total), limit: total, offset: 0 };
}

/** The page's rows of a list read whole (one worked out in memory, as the renewals are). */
export function pageSlice<Row>(rows: Row[], request: PageRequest): Row[] {
  return rows.slice(request.offset, request.offset + request.limit);
}

export function pageOf<Row>(rows: Row[], total: number, request: PageRequest, message = 'OK'): Paged<Row> {
  return {
    data: rows,
    message,
    total,
    per_page: request.perPage,
    current_page: request.page,
    last_page: Math.max(1, Math.ceil(total / request.perPage)),
  };
}
