import { screenColumns, trackingColumns, trackingDayColumns } from '@fleet-ops/shared';

/** Editing a row needs these on screen whatever the column choice (spec section 4). */
const editColumns: readonly string[] = ['rate', ...trackingDayColumns, 'comment', 'total_billing', 'actions'];

/**
 * The columns shown: the user's choice (Column Options, page `tracking`, from the shared
 * catalogue), plus the edit columns while a row is edited, in the catalogue's order.
 */
export function shownColumns(visible: readonly string[], editing: boolean): string[] {
  if (!editing) return [...visible];
  return screenColumns(trackingColumns)
    .map((column) => column.key)
    .filter((column) => visible.includes(column) || editColumns.includes(column));
}
