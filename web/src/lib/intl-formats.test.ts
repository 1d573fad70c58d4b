import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe("Intl's formatters", () => {
  it('are made once per language and options, and used again', () => {
    const grouped = numberFormat('fr-CA', { useGrouping: true });
    expect(numberFormat('fr-CA', { useGrouping: true })).toBe(grouped);
    expect(grouped.format(12345.5)).toBe('12\u00a0345,5');
    expect(numberFormat('en-CA', { useGrouping: true })).not.toBe(grouped);
    expect(numberFormat('fr-CA', { useGrouping: false })).not.toBe(grouped);
  });

  it('write as a formatter made for the same language and options', () => {
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    const day = new Date('2026-11-29T00:00:00Z');
    expect(dateTimeFormat('fr-CA', options).format(day)).toBe(new Intl.DateTimeFormat('fr-CA', options).format(day));
    expect(dateTimeFormat('fr-CA', options)).toBe(dateTimeFormat('fr-CA', { ...options }));
  });
});
