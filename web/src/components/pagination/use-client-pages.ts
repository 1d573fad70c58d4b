import { useState } from 'react';
import { lastPageOf, pageOfRows } from './page-of-rows';
import type { PageSize } from './pagination';

/**
 * Paging for a list the client pages itself (the server sent every row): the rows of the page
 * shown and the props of its `Pagination` (`<Pagination {...pages.pagination} />`). A page past
 * the end (the list shrank) shows the last one. A new page size starts again from page 1; call
 * `firstPage` when a new search, filter or sort should too.
 */
export function useClientPages<Row>(rows: readonly Row[], initialPageSize: PageSize) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(initialPageSize);
  const lastPage = lastPageOf(rows.length, pageSize);
  const currentPage = Math.min(page, lastPage);

  return {
    rows: pageOfRows(rows, currentPage, pageSize),
    firstPage: () => setPage(1),
    pagination: {
      page: currentPage,
      lastPage,
      total: rows.length,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange: (size: PageSize) => {
        setPageSize(size);
        setPage(1);
      },
    },
  };
}
