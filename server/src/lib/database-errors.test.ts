import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './database-errors.js';

const databaseError = (code: string) => Object.assign(new Error('refused'), { code });

describe('a unique violation', () => {
  it('is recognised through the query builder’s wrapper', () => {
    expect(isUniqueViolation(new Error('Failed query', { cause: databaseError('23505') }))).toBe(true);
  });

  it('is not any other refusal or error', () => {
    expect(isUniqueViolation(databaseError('23503'))).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
