import { describe, expect, it } from 'vitest';
import { createClock } from '../../lib/clock.js';
import { dayMonthsAfter, latestKeep } from './kept.js';

const minimums = { checklist_months: 6, repair_months: 12, maintenance_months: 24, disposed_months: 12 };
const clockOn = (moment: string) => createClock('America/St_Johns', () => new Date(moment));

describe('dayMonthsAfter', () => {
  it('moves by calendar months and keeps a day the month lacks on its last day', () => {
    expect(dayMonthsAfter('2026-08-18', 24)).toBe('2028-08-18');
    expect(dayMonthsAfter('2026-08-31', 6)).toBe('2027-02-28');
    expect(dayMonthsAfter('2027-08-31', 6)).toBe('2028-02-29');
    expect(dayMonthsAfter('2026-12-15', 12)).toBe('2027-12-15');
  });
});

describe('latestKeep', () => {
  it('answers the rule that keeps a record longest, and null once its day has come', () => {
    const reasons = [
      { kind: 'maintenance' as const, at: '2026-08-18' },
      { kind: 'repairs' as const, at: '2026-11-01' },
    ];
    expect(latestKeep(clockOn('2026-11-18T15:00:00Z'), minimums, reasons)).toEqual({
      until: '2028-08-18',
      kind: 'maintenance',
      months: 24,
    });
    expect(latestKeep(clockOn('2028-08-18T15:00:00Z'), minimums, reasons)).toBeNull();
  });

  it('counts a moment from its business day (St. John’s), not its UTC day', () => {
    // 01:00 UTC on 19 November is still 18 November in St. John's.
    const keep = latestKeep(clockOn('2026-11-20T15:00:00Z'), minimums, [
      { kind: 'checklists', at: new Date('2026-11-19T01:00:00Z') },
    ]);
    expect(keep?.until).toBe('2027-05-18');
  });
});
