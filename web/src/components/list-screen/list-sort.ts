import type { SortDirection } from '@fleet-ops/shared';
import type { SortState } from '../data-table/data-table';

/** The table's sort props: the order shown, and what a header click asks for. */
export type ListSort = { sort: SortState; onSortChange: (sort: SortState) => void };

/**
 * A sort kept in a list's address: the table shows it, and a header click is written back only
 * for a column the API sorts by (`columns`, the shared sort columns), so a column the server
 * cannot order never reaches the address or the request.
 */
export function listSort<Column extends string>(
  current: { column: Column; direction: SortDirection },
  columns: readonly Column[],
  onSort: (column: Column, direction: SortDirection) => void,
): ListSort {
  return {
    sort: current,
    onSortChange: (next) => {
      const column = columns.find((candidate) => candidate === next.column);
      if (column) onSort(column, next.direction);
    },
  };
}

/** The usual address names, `sort` and `sortDir`; a new sort starts again from page 1 (`update` does that). */
export function addressSort<Column extends string>(
  address: {
    state: { sort: Column; sortDir: SortDirection };
    update: (change: { sort: Column; sortDir: SortDirection }) => void;
  },
  columns: readonly Column[],
): ListSort {
  const { state, update } = address;
  return listSort({ column: state.sort, direction: state.sortDir }, columns, (sort, sortDir) =>
    update({ sort, sortDir }),
  );
}
