import { describe, expect, it } from 'vitest';
import { idParams } from './path-params.js';

describe('an id in a path', () => {
  it('reads digits as the id', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it('turns text that can be no database id into 0, which names no row', () => {
    for (const id of ['abc', '-1', '1.5', '', '2147483648', '12345678901']) {
      expect(idParams.parse({ id })).toEqual({ id: 0 });
    }
  });
});
