import { describe, expect, it } from 'vitest';
import { listAddress } from '../../../test/list-address';
import { driverFilterParams, driverListAddress, driverListParams, type DriverListState } from './driver-list-state';

const defaults: DriverListState = {
  search: '',
  status: 'all',
  licence: 'all',
  sort: 'name',
  sortDir: 'asc',
  page: 1,
  perPage: 50,
};

describe('the status filter', () => {
  it.each([
    ['all', {}],
    ['enabled', { enabled: '1' }],
    ['disabled', { enabled: '0' }],
    ['archived', { archived: '1' }],
    ['unarchived', { archived: '0' }],
  ] as const)('%s sends %o', (status, filter) => {
    expect(driverFilterParams({ ...defaults, status })).toEqual({ ...filter, sort: 'name', sortDir: 'asc' });
  });

  it('sends the search only when there is one, and the page with its size for the list', () => {
    expect(driverListParams({ ...defaults, search: 'ann', page: 3, perPage: 25 })).toEqual({
      search: 'ann',
      sort: 'name',
      sortDir: 'asc',
      page: 3,
      per_page: 25,
    });
  });
});

describe('the list state in the address', () => {
  const { read, write } = listAddress(driverListAddress);

  it('is the default list for a bare /drivers, and a bare /drivers for the default list', () => {
    expect(read('')).toEqual(defaults);
    expect(write(defaults)).toBe('');
  });

  it('survives a round trip, under the names the links use', () => {
    const state: DriverListState = {
      search: 'côté',
      status: 'archived',
      licence: 'all',
      sort: 'expiry_date',
      sortDir: 'desc',
      page: 2,
      perPage: 100,
    };
    expect(write(state)).toBe('search=côté&status=archived&sort=expiry_date&sortDir=desc&page=2&per_page=100');
    expect(read(write(state))).toEqual(state);
  });

  it("reads Home's licence link: unarchived drivers whose licence has expired, sent as the list's filter", () => {
    const state = read('status=unarchived&licence=expired&sort=expiry_date&sortDir=asc');
    expect(state).toEqual({ ...defaults, status: 'unarchived', licence: 'expired', sort: 'expiry_date' });
    expect(driverFilterParams(state)).toEqual({
      archived: '0',
      licence: 'expired',
      sort: 'expiry_date',
      sortDir: 'asc',
    });
  });

  it('trims the search', () => {
    expect(read('search=%20ann%20').search).toBe('ann');
  });

  it('ignores what it does not know instead of sending it to the server', () => {
    expect(read('status=gone&sort=password&sortDir=up&page=-2&per_page=7')).toEqual(defaults);
  });
});
