import { describe, expect, it } from 'vitest';
import { renewalColour, renewalFilterQuery, renewalMessages } from './renewals.js';

describe('renewalColour', () => {
  it('is red when due today or late, orange within 7 days, yellow within 30, none after', () => {
    expect([-3, 0, 1, 7, 8, 30, 31].map(renewalColour)).toEqual([
      'red',
      'red',
      'orange',
      'orange',
      'yellow',
      'yellow',
      'none',
    ]);
  });
});

describe('renewalFilterQuery', () => {
  it('reads the filters as the address sends them, a blank one as not given', () => {
    expect(renewalFilterQuery.parse({ kind: 'tires', within_days: '30', overdue: '1' })).toEqual({
      kind: 'tires',
      within_days: 30,
      overdue: true,
    });
    expect(renewalFilterQuery.parse({ within_days: '' })).toEqual({});
  });

  it('refuses a fraction of a day or more than ten years ahead with the field’s message', () => {
    for (const days of ['1.5', '3661', 'soon']) {
      const result = renewalFilterQuery.safeParse({ within_days: days });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([renewalMessages.withinDaysInvalid]);
    }
  });
});
