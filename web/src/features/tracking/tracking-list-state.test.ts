import { describe, expect, it } from 'vitest';
import { listAddress } from '../../../test/list-address';
import {
  trackingListAddress,
  trackingListParams,
  trackingListUrlKeys,
  type TrackingListState,
} from './tracking-list-state';

const today = '2026-11-18';
const { read, write } = listAddress(trackingListAddress(today), trackingListUrlKeys);

describe('tracking list state in the address', () => {
  it('defaults to this week, enabled rows, driver name descending, 50 per page', () => {
    expect(read('')).toEqual({
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
    const state = read(
      'sortBy=total_billing&sortDir=asc&start_date=2026-10-07&enabled=0&page=3&per_page=25&search=E-4',
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
    const odd = read('sortBy=password&sortDir=up&start_date=2026-02-30&per_page=7');
    expect(odd).toMatchObject({ startDate: '2026-11-15', sortBy: 'driver_name', sortDir: 'desc', perPage: 50 });
  });

  it('always writes the sort and its direction, and leaves the other defaults out', () => {
    const state = read('');
    expect(write(state)).toBe('sortBy=driver_name&sortDir=desc');
    const changed: TrackingListState = {
      ...state,
      startDate: '2026-11-08',
      status: 0,
      search: 'x',
      page: 2,
      perPage: 100,
    };
    expect(write(changed)).toBe(
      'sortBy=driver_name&sortDir=desc&start_date=2026-11-08&enabled=0&search=x&page=2&per_page=100',
    );
  });

  it('sends the week, the status as 1 or 0, the search, the sort and the page to the API', () => {
    expect(trackingListParams(read('enabled=0&search=abc'))).toEqual({
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
