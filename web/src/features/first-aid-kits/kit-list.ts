import {
  firstAidKitSortColumns,
  type FirstAidKit,
  type FirstAidKitExportFilter,
  type FirstAidKitSortColumn,
  valueLabel,
} from '@fleet-ops/shared';
import type { SortState } from '../../components/data-table/data-table';
import { expiryQuery, type ExpiryFilterValue } from '../../components/expiry-filter/expiry-filter';
import { formatMonth } from '../../lib/format';
import { anyChoice } from '../../lib/list-address';

export function isKitSortColumn(column: string): column is FirstAidKitSortColumn {
  return firstAidKitSortColumns.some((candidate) => candidate === column);
}

/** The export's query for the list shown: its search, expiry window, and its sort once a column is clicked. */
export function kitExportFilter(
  search: string,
  sort: SortState | null,
  expiry: ExpiryFilterValue = anyChoice,
): FirstAidKitExportFilter {
  return {
    ...(search ? { search } : {}),
    ...expiryQuery('expiry', expiry),
    ...(sort && isKitSortColumn(sort.column) ? { sort: sort.column, sortDir: sort.direction } : {}),
  };
}

/**
 * Home's kit counts open the list so (issue 35): the kits whose status, worked out by the server on
 * the business day, is the one chosen; every kit for "Any".
 */
export function kitsByExpiry(kits: FirstAidKit[], expiry: ExpiryFilterValue): FirstAidKit[] {
  return expiry === anyChoice ? kits : kits.filter((kit) => kit.expiry_status === expiry);
}

/** 'type_2' reads 'type 2', as the table shows it. */
export function kitTypeText(type: FirstAidKit['type']): string {
  return type.replace(/_/g, ' ');
}

/**
 * The spec's search: the typed text inside the equipment number, the parent type (stored or as
 * shown in the reader's language), the vehicle type, the type with underscores as spaces, or the
 * expiry as month and year ('March 2027').
 */
export function searchKits(kits: FirstAidKit[], search: string, locale: string): FirstAidKit[] {
  const needle = search.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!needle) return kits;
  return kits.filter((kit) =>
    [
      kit.equipment_number,
      kit.vehicle_parent_type,
      valueLabel('parentType', kit.vehicle_parent_type, locale),
      kit.vehicle_type,
      kitTypeText(kit.type),
      formatMonth(kit.expiry_date, locale),
      kit.expiry_date,
    ].some((field) => field.toLowerCase().includes(needle)),
  );
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Sorted by the clicked column; without a sort, the server's order (soonest expiry first). */
export function sortKits(kits: FirstAidKit[], sort: SortState | null): FirstAidKit[] {
  if (!sort || !isKitSortColumn(sort.column)) return kits;
  const column = sort.column;
  const direction = sort.direction === 'asc' ? 1 : -1;
  return [...kits].sort(
    (first, second) => (collator.compare(first[column], second[column]) || first.id - second.id) * direction,
  );
}
