import { useState } from 'react';
import type { PageSize } from '../pagination/pagination';

type Paging = { page: number; perPage: PageSize };

/**
 * The page and page size of a server-paged list that keeps them itself rather than in the
 * address (the checklist lists, which Home and the drivers' shell both draw), shaped like a list
 * address for `serverListPage`. A new page size starts again from page 1.
 */
export function useListPaging(defaultPageSize: PageSize) {
  const [state, setState] = useState<Paging>({ page: 1, perPage: defaultPageSize });
  const update = (change: { page: number } | { perPage: PageSize }) =>
    setState((current) => ('perPage' in change ? { page: 1, perPage: change.perPage } : { ...current, ...change }));
  return { state, update };
}
