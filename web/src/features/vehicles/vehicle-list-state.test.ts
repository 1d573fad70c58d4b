import { vehicleListTypes } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { listAddress } from '../../../test/list-address';
import {
  vehicleFilterParams,
  vehicleListAddress,
  vehicleListParams,
  vehicleListUrlKeys,
  type VehicleListState,
} from './vehicle-list-state';

const menuLink = 'type=all_vehicles&ownership_type=all&reload=true&sort=id&sortDir=desc';
const defaultVehicleListState: VehicleListState = {
  type: 'all_vehicles',
  ownership: 'all',
  search: '',
  outOfService: false,
  checklistMissing: false,
  inspectionState: 'all',
  sort: 'id',
  sortDir: 'desc',
  page: 1,
  perPage: 50,
};

describe('the vehicle list state in the address', () => {
  const { read, write } = listAddress(vehicleListAddress, vehicleListUrlKeys);

  it("reads the menu link's parameters as the default list, newest first", () => {
    expect(read(menuLink)).toEqual(defaultVehicleListState);
  });

  it('reads a bare /vehicles as the default list, and writes the menu link’s parameters back without reload', () => {
    expect(read('')).toEqual(defaultVehicleListState);
    expect(write(defaultVehicleListState)).toBe('type=all_vehicles&ownership_type=all&sort=id&sortDir=desc');
  });

  it('survives a round trip', () => {
    const state: VehicleListState = {
      type: 'expired',
      ownership: 'lease',
      search: 'côté',
      outOfService: true,
      checklistMissing: true,
      inspectionState: 'expired',
      sort: 'insurance_expiry',
      sortDir: 'asc',
      page: 3,
      perPage: 25,
    };
    expect(read(write(state))).toEqual(state);
  });

  it('accepts every filter of the shared list, so a new one needs no change here', () => {
    for (const type of vehicleListTypes) {
      expect(read(`type=${type}`).type).toBe(type);
    }
  });

  it('ignores what it does not know instead of sending it to the server', () => {
    expect(read('type=gone&ownership_type=borrowed&sort=password&sortDir=up&page=-2&per_page=7')).toEqual(
      defaultVehicleListState,
    );
  });
});

describe('the query the list sends', () => {
  it('sends the filter, ownership and sort, the search only when there is one, and the page with its size', () => {
    const state = { ...defaultVehicleListState, type: 'hidden' as const, ownership: 'rent' as const };
    expect(vehicleFilterParams(state)).toEqual({ type: 'hidden', ownership_type: 'rent', sort: 'id', sortDir: 'desc' });
    expect(vehicleListParams({ ...state, search: 'E2E', page: 2 })).toEqual({
      type: 'hidden',
      ownership_type: 'rent',
      search: 'E2E',
      sort: 'id',
      sortDir: 'desc',
      page: 2,
      per_page: 50,
    });
  });

  it('sends out_of_service=1 only when the admin asks for the vehicles out of service (Home’s tile link)', () => {
    const { read } = listAddress(vehicleListAddress, vehicleListUrlKeys);
    const state = read('out_of_service=1');
    expect(state.outOfService).toBe(true);
    expect(vehicleFilterParams(state)).toEqual({
      type: 'all_vehicles',
      ownership_type: 'all',
      out_of_service: 1,
      sort: 'id',
      sortDir: 'desc',
    });
  });

  it('sends checklist_missing=1 for Home\'s "in use without a valid inspection" tile', () => {
    const { read } = listAddress(vehicleListAddress, vehicleListUrlKeys);
    const state = read('checklist_missing=1');
    expect(state.checklistMissing).toBe(true);
    expect(vehicleFilterParams(state)).toEqual({
      type: 'all_vehicles',
      ownership_type: 'all',
      checklist_missing: 1,
      sort: 'id',
      sortDir: 'desc',
    });
  });

  it('sends inspection_state only when a state is chosen (issue 36)', () => {
    const { read } = listAddress(vehicleListAddress, vehicleListUrlKeys);
    expect(read('inspection_state=out_of_service').inspectionState).toBe('out_of_service');
    expect(vehicleFilterParams(read('inspection_state=valid'))).toMatchObject({ inspection_state: 'valid' });
    expect(vehicleFilterParams(read('inspection_state=fine'))).not.toHaveProperty('inspection_state');
  });
});
