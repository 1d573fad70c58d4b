import type { FirstAidKit } from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { kitExportFilter, searchKits, sortKits } from './kit-list';

const kit = (id: number, fields: Partial<FirstAidKit>): FirstAidKit => ({
  id,
  vehicle_id: id,
  equipment_number: `EQ-${id}`,
  vehicle_parent_type: 'SUV',
  vehicle_type: 'Chevrolet Tahoe',
  expiry_date: '2027-03',
  type: 'type_1',
  expiry_status: 'ok',
  ...fields,
});

const kits = [
  kit(1, {
    equipment_number: 'E2E-44',
    vehicle_parent_type: 'Light Duty Truck',
    type: 'type_2',
    expiry_date: '2026-12',
  }),
  kit(2, { equipment_number: 'E2E-20', expiry_date: '2027-03' }),
];

const ids = (rows: FirstAidKit[]) => rows.map((row) => row.id);

describe('searchKits', () => {
  it('finds the type with underscores as spaces, the month name and year, and the vehicle fields', () => {
    expect(ids(searchKits(kits, 'type 2', 'en-CA'))).toEqual([1]);
    expect(ids(searchKits(kits, 'TYPE_1', 'en-CA'))).toEqual([]);
    expect(ids(searchKits(kits, 'december', 'en-CA'))).toEqual([1]);
    expect(ids(searchKits(kits, 'March 2027', 'en-CA'))).toEqual([2]);
    expect(ids(searchKits(kits, 'mars 2027', 'fr-CA'))).toEqual([2]);
    expect(ids(searchKits(kits, 'light duty', 'en-CA'))).toEqual([1]);
    expect(ids(searchKits(kits, 'tahoe', 'en-CA'))).toEqual([1, 2]);
    expect(ids(searchKits(kits, 'e2e-20', 'en-CA'))).toEqual([2]);
    expect(ids(searchKits(kits, '  ', 'en-CA'))).toEqual([1, 2]);
  });
});

describe('sortKits', () => {
  it('sorts by a column both ways and keeps the server order without a sort', () => {
    expect(ids(sortKits(kits, { column: 'equipment_number', direction: 'asc' }))).toEqual([2, 1]);
    expect(ids(sortKits(kits, { column: 'expiry_date', direction: 'desc' }))).toEqual([2, 1]);
    expect(ids(sortKits(kits, null))).toEqual([1, 2]);
  });
});

describe('kitExportFilter', () => {
  it('asks the export for the search shown and the clicked sort, leaving out what is not set', () => {
    expect(kitExportFilter('', null)).toEqual({});
    expect(kitExportFilter('light duty', { column: 'type', direction: 'desc' })).toEqual({
      search: 'light duty',
      sort: 'type',
      sortDir: 'desc',
    });
    expect(kitExportFilter('', { column: 'actions', direction: 'asc' })).toEqual({});
  });
});
