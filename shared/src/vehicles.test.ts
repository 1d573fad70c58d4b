import { describe, expect, it } from 'vitest';
import { toCents } from './income.js';
import { addOneMonth, expiryFlag } from './vehicles-record.js';
import { normalizeDateTime } from './vehicles-drivers.js';
import { rentalReturnDate, vehicleFormSchema } from './vehicles.js';

describe('vehicle dates', () => {
  it('adds one calendar month, ending on the last day of a shorter month', () => {
    expect(addOneMonth('2026-11-18')).toBe('2026-12-18');
    expect(addOneMonth('2026-12-31')).toBe('2027-01-31');
    expect(addOneMonth('2027-01-31')).toBe('2027-02-28');
    expect(addOneMonth('2028-01-30')).toBe('2028-02-29');
  });

  it('colours an expiry red on or before today, orange up to one month later, and not without a date', () => {
    expect(expiryFlag('2026-11-18', '2026-11-18')).toBe('expired');
    expect(expiryFlag('2026-11-19', '2026-11-18')).toBe('expiring');
    expect(expiryFlag('2026-12-18', '2026-11-18')).toBe('expiring');
    expect(expiryFlag('2026-12-19', '2026-11-18')).toBe('ok');
    expect(expiryFlag(null, '2026-11-18')).toBeNull();
  });

  it('returns a rental 28 days after it starts', () => {
    expect(rentalReturnDate('2026-02-10')).toBe('2026-03-10');
    expect(rentalReturnDate(null)).toBeNull();
  });

  it('bounds the inspection date by the today it is given', () => {
    const form = vehicleFormSchema('2026-11-18').safeParse({
      inspection_status: 'completed',
      inspection_date: '2026-11-19',
      inspector_name: 'I',
    });
    expect(form.error?.issues.find((issue) => issue.path[0] === 'inspection_date')?.message).toBe(
      'Inspection date cannot be later than today.',
    );
  });
});

describe('wire formats', () => {
  it('reads date-times with or without seconds and refuses impossible ones', () => {
    expect(normalizeDateTime('2026-11-18 09:05')).toBe('2026-11-18 09:05:00');
    expect(normalizeDateTime('2026-11-18T09:05:30')).toBe('2026-11-18 09:05:30');
    expect(normalizeDateTime('2026-02-30 09:05:00')).toBeUndefined();
    expect(normalizeDateTime('2026-11-18 24:00:00')).toBeUndefined();
  });

  it('turns dollars with at most 2 decimals into cents without floating-point drift', () => {
    expect(toCents('0.29')).toBe(29);
    expect(toCents(1.1)).toBe(110);
    expect(toCents('1,234.5')).toBe(123450);
    expect(toCents('1.005')).toBeUndefined();
    expect(toCents(-1)).toBeUndefined();
    expect(toCents('10000000.01')).toBeUndefined();
  });
});
