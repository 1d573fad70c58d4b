import {
  defaultTrackingSort,
  isCalendarDate,
  pageSizes,
  trackingDefaultPageSize,
  trackingSortColumns,
  weekStart,
  type SortDirection,
  type TrackingSortColumn,
} from '@fleet-ops/shared';
import type { PageSize } from '../../components/pagination/pagination';
import type { TrackingStatus } from '../../components/weekly-filter-bar/weekly-filter-bar';

/** What the Tracking screen shows, kept in the address so a reload or a shared link shows the same week. */
export type TrackingListState = {
  /** The Sunday starting the week shown. */
  startDate: string;
  status: TrackingStatus;
  search: string;
  sortBy: TrackingSortColumn;
  sortDir: SortDirection;
  page: number;
  perPage: PageSize;
};

function isSortColumn(value: string | null): value is TrackingSortColumn {
  return trackingSortColumns.some((column) => column === value);
}

function isPageSize(value: number): value is PageSize {
  return pageSizes.some((size) => size === value);
}

function positiveInteger(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

const defaultPageSize: PageSize = isPageSize(trackingDefaultPageSize) ? trackingDefaultPageSize : 50;

/** Reads the state from the address; `today` (the business day) picks the week when none is given. */
export function readTrackingListState(params: URLSearchParams, today: string): TrackingListState {
  const sortBy = params.get('sortBy');
  const date = params.get('start_date');
  const perPage = positiveInteger(params.get('per_page'));
  return {
    startDate: weekStart(date && isCalendarDate(date) ? date : today),
    status: params.get('enabled') === '0' ? 0 : 1,
    search: params.get('search')?.trim() ?? '',
    sortBy: isSortColumn(sortBy) ? sortBy : defaultTrackingSort.sortBy,
    sortDir:
      params.get('sortDir') === 'asc' ? 'asc' : params.get('sortDir') === 'desc' ? 'desc' : defaultTrackingSort.sortDir,
    page: positiveInteger(params.get('page')) ?? 1,
    perPage: perPage !== undefined && isPageSize(perPage) ? perPage : defaultPageSize,
  };
}

/**
 * The address for a state. The sort and its direction are always written (the menu link carries
 * them too); the other defaults are left out, and the week only when it is not this week.
 */
export function writeTrackingListState(state: TrackingListState, today: string): URLSearchParams {
  const params = new URLSearchParams();
  params.set('sortBy', state.sortBy);
  params.set('sortDir', state.sortDir);
  if (state.startDate !== weekStart(today)) params.set('start_date', state.startDate);
  if (state.status === 0) params.set('enabled', '0');
  if (state.search) params.set('search', state.search);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== defaultPageSize) params.set('per_page', String(state.perPage));
  return params;
}

export type TrackingFilterParams = {
  start_date: string;
  enabled: '1' | '0';
  search?: string;
  sortBy: TrackingSortColumn;
  sortDir: SortDirection;
};

/** The query the list and the CSV export send for a state. */
export function trackingFilterParams(state: TrackingListState): TrackingFilterParams {
  return {
    start_date: state.startDate,
    enabled: state.status === 0 ? '0' : '1',
    ...(state.search ? { search: state.search } : {}),
    sortBy: state.sortBy,
    sortDir: state.sortDir,
  };
}

export type TrackingListParams = TrackingFilterParams & { page: number; per_page: number };

export function trackingListParams(state: TrackingListState): TrackingListParams {
  return { ...trackingFilterParams(state), page: state.page, per_page: state.perPage };
}
