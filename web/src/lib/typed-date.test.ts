import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typed-date';

describe('parseTypedDate', () => {
  it('reads the English display form, with or without the comma, short or long month', () => {
    expect(parseTypedDate('Dec 31, 2027', 'en-CA')).toBe('2027-12-31');
    expect(parseTypedDate('  december 31 2027 ', 'en-CA')).toBe('2027-12-31');
    expect(parseTypedDate('Sept 5, 2026', 'en-CA')).toBe('2026-09-05');
    expect(parseTypedDate('31 Dec 2027', 'en-CA')).toBe('2027-12-31');
  });

  it('reads the French display form, accents and dots optional', () => {
    expect(parseTypedDate('31 déc. 2027', 'fr-CA')).toBe('2027-12-31');
    expect(parseTypedDate('31 dec 2027', 'fr-CA')).toBe('2027-12-31');
    expect(parseTypedDate('1er janvier 2027', 'fr-CA')).toBe('2027-01-01');
    expect(parseTypedDate('8 juill. 2023', 'fr-CA')).toBe('2023-07-08');
    expect(parseTypedDate('15 août 2026', 'fr-CA')).toBe('2026-08-15');
  });

  it('reads figures year first, the numeric form of both en-CA and fr-CA', () => {
    for (const locale of ['en-CA', 'fr-CA']) {
      expect(parseTypedDate('2027-12-31', locale)).toBe('2027-12-31');
      expect(parseTypedDate('2027/1/5', locale)).toBe('2027-01-05');
    }
  });

  it('refuses days that do not exist, ambiguous months and day-first or month-first figures', () => {
    expect(parseTypedDate('Feb 30, 2027', 'en-CA')).toBeNull();
    expect(parseTypedDate('2027-02-29', 'en-CA')).toBeNull();
    expect(parseTypedDate('Ju 3, 2027', 'en-CA')).toBeNull();
    expect(parseTypedDate('3 jui 2027', 'fr-CA')).toBeNull();
    expect(parseTypedDate('12/31/2027', 'en-CA')).toBeNull();
    expect(parseTypedDate('31/12/2027', 'fr-CA')).toBeNull();
    expect(parseTypedDate('tomorrow', 'en-CA')).toBeNull();
    expect(parseTypedDate('', 'en-CA')).toBeNull();
  });
});
