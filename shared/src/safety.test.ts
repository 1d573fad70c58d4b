import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  fireInspectionForm,
  firstAidKitForm,
  inspectionExpiryStatus,
  kitExpiryStatus,
} from './safety.js';

describe('addCalendarMonths', () => {
  it('keeps the day when it exists and clamps it to the month end otherwise', () => {
    expect(addCalendarMonths('2026-11-18', 1)).toBe('2026-12-18');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('inspectionExpiryStatus', () => {
  it('is expired on or before today, expiring up to a month after, ok later', () => {
    expect(inspectionExpiryStatus('2026-11-18', '2026-11-18')).toBe('expired');
    expect(inspectionExpiryStatus('2026-11-19', '2026-11-18')).toBe('expiring');
    expect(inspectionExpiryStatus('2026-12-18', '2026-11-18')).toBe('expiring');
    expect(inspectionExpiryStatus('2026-12-19', '2026-11-18')).toBe('ok');
  });
});

describe('kitExpiryStatus', () => {
  it('is expired in this month or earlier, expiring next month, ok later, across a year end', () => {
    expect(kitExpiryStatus('2026-12', '2026-12-01')).toBe('expired');
    expect(kitExpiryStatus('2027-01', '2026-12-31')).toBe('expiring');
    expect(kitExpiryStatus('2027-02', '2026-12-31')).toBe('ok');
  });
});

describe('the forms', () => {
  it('drop the vehicle types a client sends: the server reads them from the vehicle', () => {
    const kit = firstAidKitForm.parse({
      vehicle_id: '3',
      expiry_date: '2027-03-01',
      type: 'type_1',
      vehicle_type: 'x',
    });
    expect(kit).toEqual({ vehicle_id: 3, expiry_date: '2027-03', type: 'type_1' });
    const inspection = fireInspectionForm.parse({
      vehicle_id: 3,
      manufacture_year: ' 2020 ',
      inspection_month: '2026-05',
      inspection_expiry_date: '2027-05-31',
      vehicle_parent_type: 'SUV',
    });
    expect(inspection).toEqual({
      vehicle_id: 3,
      manufacture_year: 2020,
      inspection_month: '2026-05',
      inspection_expiry_date: '2027-05-31',
    });
  });
});
