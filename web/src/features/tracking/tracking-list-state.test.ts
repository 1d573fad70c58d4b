import { describe, expect, it } from 'vitest';
import {
  readTrackingListState,
  trackingListParams,
  writeTrackingListState,
  type TrackingListState,
} from './tracking-list-state';

const today = '2026-11-18';

describe('tracking list state in the address', () => {
  it('defaults to this week, enabled rows, driver name descending, 50 per page', () => {
    expect(readTrackingListState(new URLSearchParams(), today)).toEqual({
      startDate: '2026-11-15',
      status: 1,
      search: '',
      sortBy: 'driver_name',
      sortDir: 'desc',
      page: 1,
      perPage: 50,
    });
  });

  it('reads the menu link, any day of a week, the disabled status and paging; ignores unknown values', () => {
    const state = readTrackingListState(
      new URLSearchParams(
        'sortBy=total_billing&sortDir=asc&start_date=2026-10-07&enabled=0&page=3&per_page=25&search=E-4',
      ),
      today,
    );
    expect(state).toEqual({
      startDate: '2026-10-04',
      status: 0,
      search: 'E-4',
      sortBy: 'total_billing',
      sortDir: 'asc',
      page: 3,
      perPage: 25,
    });
    const odd = readTrackingListState(
      new URLSearchParams('sortBy=password&sortDir=up&start_date=2026-02-30&per_page=7'),
      today,
    );
    expect(odd).toMatchObject({ startDate: '2026-11-15', sortBy: 'driver_name', sortDir: 'desc', perPage: 50 });
  });

  it('always writes the sort and its direction, and leaves the other defaults out', () => {
    const state = readTrackingListState(new URLSearchParams(), today);
    expect(writeTrackingListState(state, today).toString()).toBe('sortBy=driver_name&sortDir=desc');
    const changed: TrackingListState = {
      ...state,
      startDate: '2026-11-08',
      status: 0,
      search: 'x',
      page: 2,
      perPage: 100,
    };
    expect(writeTrackingListState(changed, today).toString()).toBe(
      'sortBy=driver_name&sortDir=desc&start_date=2026-11-08&enabled=0&search=x&page=2&per_page=100',
    );
  });

  it('sends the week, the status as 1 or 0, the search, the sort and the page to the API', () => {
    const state = readTrackingListState(new URLSearchParams('enabled=0&search=abc'), today);
    expect(trackingListParams(state)).toEqual({
      start_date: '2026-11-15',
      enabled: '0',
      search: 'abc',
      sortBy: 'driver_name',
      sortDir: 'desc',
      page: 1,
      per_page: 50,
    });
  });
});
