import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.js';

describe('the ILIKE pattern of a search', () => {
  it('looks for the text anywhere', () => {
    expect(containsPattern('ford')).toBe('%ford%');
  });

  it('takes percent signs, underscores and backslashes literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
