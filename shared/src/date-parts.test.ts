import { describe, expect, it } from 'vitest';
import { dateParts } from './date-parts.js';

describe('the parts of a calendar date', () => {
  it('are its year, month from 1 and day', () => {
    expect(dateParts('2024-02-29')).toEqual([2024, 2, 29]);
  });

  it('are not numbers for text that is no date', () => {
    expect(dateParts('soon')).toEqual([NaN, NaN, NaN]);
  });
});
