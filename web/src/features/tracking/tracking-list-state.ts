import {
  defaultTrackingSort,
  trackingDefaultPageSize,
  trackingSortColumns,
  weekStart,
  type SortDirection,
  type TrackingSortColumn,
} from '@fleet-ops/shared';
import { createParser, type inferParserType } from 'nuqs';
import type { TrackingStatus } from '../../components/weekly-filter-bar/weekly-filter-bar';
import {
  alwaysShown,
  choiceParam,
  pageParam,
  pageSizeParam,
  searchParam,
  sortDirectionParam,
  weekParam,
} from '../../lib/list-address';

/** `enabled=0` shows the disabled rows; anything else the enabled ones. */
const statusParam = createParser<TrackingStatus>({
  parse: (text) => (text === '0' ? 0 : 1),
  serialize: String,
}).withDefault(1);

/**
 * What the Tracking screen shows, kept in the address so a reload or a shared link shows the same
 * week. The sort and its direction always show (the menu link carries them); the week (the
 * Sunday that starts it, `start_date`) only when it is not this week: `today` is the business day.
 */
export function trackingListAddress(today: string) {
  return {
    sortBy: alwaysShown(choiceParam(trackingSortColumns, defaultTrackingSort.sortBy)),
    sortDir: alwaysShown(sortDirectionParam(defaultTrackingSort.sortDir)),
    startDate: weekParam.withDefault(weekStart(today)),
    status: statusParam,
    search: searchParam,
    page: pageParam,
    perPage: pageSizeParam(trackingDefaultPageSize),
  };
}

export const trackingListUrlKeys = { startDate: 'start_date', status: 'enabled' };

export type TrackingListState = inferParserType<ReturnType<typeof trackingListAddress>>;

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
