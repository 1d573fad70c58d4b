import {
  billingCents,
  centsToDollars,
  dayCodes,
  dollarsToCents,
  emptyWeekRecord,
  inUseDays,
  rateTypes,
  weekDates,
  type DayCode,
  type WeekRecord,
} from '@fleet-ops/shared';
import { describe, expect, it } from 'vitest';
import { billRow, formatCents, resolveRateCents } from './billing.js';

const week = '2026-11-15';
const days = weekDates(week);

/** A week record with the given codes, Sunday first. */
function record(codes: DayCode[]): WeekRecord {
  return Object.fromEntries(days.map((date, index) => [date, codes[index] ?? 0]));
}

/** Every one of the 4^7 ways to code a week. */
function* everyWeek(): Generator<DayCode[]> {
  for (let n = 0; n < 4 ** 7; n += 1) {
    yield days.map((_, index) => dayCodes[Math.floor(n / 4 ** index) % 4]!);
  }
}

const rates = { fullDayRateCents: 12_550, sharedDayRateCents: 6_275 };

describe('inUseDays', () => {
  it('counts in town (1) and out of town (3) days, and never spare (2) or no charge (0)', () => {
    expect(inUseDays(record([1, 3, 2, 0, 1, 3, 2]))).toBe(4);
    expect(inUseDays(record([2, 2, 2, 2, 2, 2, 2]))).toBe(0);
    expect(inUseDays(record([0, 0, 0, 0, 0, 0, 0]))).toBe(0);
    expect(inUseDays(record([1, 1, 1, 1, 1, 1, 1]))).toBe(7);
    expect(inUseDays(record([3, 3, 3, 3, 3, 3, 3]))).toBe(7);
  });

  it('ignores values that are not day codes', () => {
    expect(inUseDays({ a: 1, b: '1', c: 4, d: null, e: 3 })).toBe(2);
  });
});

describe('billingCents', () => {
  it('bills the rate for each In Use day, for every mix of the four codes over a week', () => {
    let checked = 0;
    const wrong: DayCode[][] = [];
    for (const codes of everyWeek()) {
      const billed = codes.filter((code) => code === 1 || code === 3).length;
      if (billingCents(12_550, record(codes)) !== 12_550 * billed) wrong.push(codes);
      checked += 1;
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(16_384);
  });

  it('bills nothing for a new row (every day No Charge) and for an all-Spare week', () => {
    expect(billingCents(12_550, emptyWeekRecord(week))).toBe(0);
    expect(billingCents(12_550, record([2, 2, 2, 2, 2, 2, 2]))).toBe(0);
  });

  it('bills nothing at a zero rate whatever the days say', () => {
    expect(billingCents(0, record([1, 1, 3, 3, 1, 1, 3]))).toBe(0);
  });
});

describe('resolveRateCents', () => {
  it("takes full_day_rate and shared_day_rate from the parent type's Rates", () => {
    expect(resolveRateCents({ rateType: 'full_day_rate' }, rates)).toBe(12_550);
    expect(resolveRateCents({ rateType: 'shared_day_rate' }, rates)).toBe(6_275);
  });

  it('ignores any rate sent with a Rates type: Rates decide', () => {
    expect(resolveRateCents({ rateType: 'full_day_rate', customRate: 1 }, rates)).toBe(12_550);
  });

  it("takes custom_rate from the row's own rate, in cents", () => {
    expect(resolveRateCents({ rateType: 'custom_rate', customRate: 99.99 }, rates)).toBe(9_999);
    expect(resolveRateCents({ rateType: 'custom_rate', customRate: 1 }, undefined)).toBe(100);
  });

  it('has no rate when Rates has no row for the parent type, or a custom rate is missing', () => {
    expect(resolveRateCents({ rateType: 'full_day_rate' }, undefined)).toBeUndefined();
    expect(resolveRateCents({ rateType: 'custom_rate' }, rates)).toBeUndefined();
  });
});

describe('billRow', () => {
  it('stores the resolved rate and rate x In Use days for each rate type', () => {
    const week4 = record([1, 3, 1, 3, 2, 0, 2]);
    const expected = { full_day_rate: 12_550, shared_day_rate: 6_275, custom_rate: 8_025 };
    for (const rateType of rateTypes) {
      expect(billRow({ rateType, customRate: 80.25 }, rates, week4)).toEqual({
        rateCents: expected[rateType],
        totalBillingCents: expected[rateType] * 4,
      });
    }
  });

  it('has nothing to store without a rate', () => {
    expect(billRow({ rateType: 'shared_day_rate' }, undefined, record([1]))).toBeUndefined();
  });
});

describe('money in cents', () => {
  it('turns 2-decimal dollars into exact cents despite binary floats', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1.005)).toBe(100);
    expect(dollarsToCents(4.35)).toBe(435);
    expect(dollarsToCents(1_234.56)).toBe(123_456);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('adds whole cents, so a week never drifts: 33.33 x 3 days is 99.99', () => {
    const cents = billingCents(dollarsToCents(33.33), record([1, 1, 1]));
    expect(cents).toBe(9_999);
    expect(centsToDollars(cents)).toBe(99.99);
  });

  it('answers amounts with 2 decimals', () => {
    expect(centsToDollars(12_550)).toBe(125.5);
    expect(centsToDollars(1)).toBe(0.01);
    expect(centsToDollars(70_000_000)).toBe(700_000);
  });

  it('writes amounts for the activity log as dollars and cents', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(-250)).toBe('-$2.50');
  });
});
