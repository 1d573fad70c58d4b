import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list whose filters, sort and page live in the address, so a reload or a shared link shows the
 * same list. `read` and `write` turn the address into the state and back; they must be the same
 * functions on every render (module functions). Changes replace the address instead of adding to
 * the history, and a new filter, sort or page size starts again from the first page.
 */
export function useListAddress<State extends { page: number }>(
  read: (params: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = read(searchParams);
  const update = (change: Partial<State>) =>
    setSearchParams(write({ ...state, page: 1, ...change }), { replace: true });
  /** Another page of the same list, from the address as it is by then; stable, for effects. */
  const goToPage = useCallback(
    (page: number) => setSearchParams((current) => write({ ...read(current), page }), { replace: true }),
    [read, write, setSearchParams],
  );
  return { searchParams, setSearchParams, state, update, goToPage };
}
