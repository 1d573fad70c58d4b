import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  formatYear,
  nowIn,
  todayIn,
  truncate,
} from './format';

describe('format helpers', () => {
  it('write calendar dates in the reader’s language without shifting the day', () => {
    expect(formatDate('2024-03-09', 'en-CA')).toBe('Mar 9, 2024');
    expect(formatDate('2024-03-09', 'fr-CA')).toBe('9 mars 2024');
  });

  it('write money in Canadian dollars by locale', () => {
    expect(formatMoney(1234.5, 'en-CA')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'fr-CA').replace(/\s/g, ' ')).toBe('1 234,50 $');
  });

  it("give today's date in the business timezone, not the browser's", () => {
    // 02:00 UTC on March 10 is still March 9 in St. John's (UTC-2:30).
    expect(todayIn('America/St_Johns', new Date('2024-03-10T02:00:00Z'))).toBe('2024-03-09');
  });

  it('write API date-times as the wall-clock time they hold', () => {
    expect(formatDateTime('2026-11-18 16:05:00', 'en-CA')).toBe('Nov 18, 2026, 4:05 p.m.');
  });

  it("write an instant (a token's last use) at the business timezone's wall clock, never an invalid date", () => {
    // 04:01 UTC is 00:31 in St. John's (UTC-3:30 in November).
    expect(formatDateTime('2026-11-29T04:01:20.123Z', 'en-CA')).toBe('Nov 29, 2026, 12:31 a.m.');
    expect(formatDateTime('2026-11-29T04:01:20+00:00', 'en-CA')).toBe('Nov 29, 2026, 12:31 a.m.');
  });

  it('write a time alone as date-times write it, in each language', () => {
    expect(formatTime('16:05', 'en-CA')).toBe('4:05 p.m.');
    expect(formatTime('16:05:00', 'fr-CA')).toBe('16 h 05');
    expect(formatDateTime('2026-11-18 16:05:00', 'fr-CA').endsWith(formatTime('16:05', 'fr-CA'))).toBe(true);
  });

  it('write years without a thousands separator, and quantities with one', () => {
    expect(formatYear(2025, 'en-CA')).toBe('2025');
    expect(formatYear(2025, 'fr-CA')).toBe('2025');
    expect(formatNumber(12000, 'en-CA')).toBe('12,000');
    expect(formatNumber(12000, 'fr-CA').replace(/\s/g, ' ')).toBe('12 000');
  });

  it('give now as an API date-time in the business timezone', () => {
    expect(nowIn('America/St_Johns', new Date('2024-03-10T02:00:05Z'))).toBe('2024-03-09 22:30:05');
    expect(nowIn('America/St_Johns', new Date('2024-07-01T03:00:00Z'))).toBe('2024-07-01 00:30:00');
  });

  it('cut text to a length with an ellipsis', () => {
    expect(truncate('Jonathan Smithers', 10)).toBe('Jonathan S…');
    expect(truncate('Sue Per', 10)).toBe('Sue Per');
  });
});
