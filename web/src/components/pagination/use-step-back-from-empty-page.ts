import { useEffect } from 'react';

/**
 * Deleting or hiding the last rows of the last page (or opening a link to a page that no longer
 * exists) leaves nothing to show: go to the last page that has rows. `page` is the page asked for,
 * `result` the server's answer for it; `goToPage` should be stable (a callback).
 */
export function useStepBackFromEmptyPage(
  result: { data: readonly unknown[]; last_page: number } | undefined,
  page: number,
  goToPage: (page: number) => void,
) {
  const lastPage = Math.max(result?.last_page ?? 1, 1);
  const pastTheEnd = result !== undefined && result.data.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) goToPage(lastPage);
  }, [pastTheEnd, lastPage, goToPage]);
}
