import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** How Drizzle hands a driver's error on: wrapped, the original in `cause`. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: insert into ...'), { cause });

describe('isConnectionLost', () => {
  it.each(['57P01', '57P02', '57P03', '08006', '08003', 'ECONNRESET', 'ECONNREFUSED'])(
    '%s, bare or wrapped',
    (code) => {
      expect(isConnectionLost(withCode(code))).toBe(true);
      expect(isConnectionLost(wrapped(withCode(code)))).toBe(true);
    },
  );

  it('node-postgres messages that carry no code', () => {
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(wrapped(new Error('Client has encountered a connection error and is not queryable')))).toBe(
      true,
    );
  });

  it('not refusals of the request or other failures', () => {
    for (const error of [withCode('23505'), withCode('22P02'), new Error('boom'), undefined, 'text']) {
      expect(isConnectionLost(error)).toBe(false);
    }
  });
});
