import type { Paged, PaginationQuery } from '@fleet-ops/shared';

export type PageRequest = { page: number; perPage: number; limit: number; offset: number };

export function pageRequest(query: PaginationQuery, defaultPerPage: number): PageRequest {
  const perPage = query.per_page ?? query.limit ?? defaultPerPage;
  const page = query.page ?? 1;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
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
