import type { useClientPages } from '../pagination/use-client-pages';
import type { ListPage } from './list-page';

/**
 * A list the browser pages itself (the server sent every row, `useClientPages`): the page's rows
 * and its pager, for `ListScreen`.
 */
export function clientListPage<Row>(pages: ReturnType<typeof useClientPages<Row>>, loading: boolean): ListPage<Row> {
  return { rows: pages.rows, loading, pagination: pages.pagination };
}
