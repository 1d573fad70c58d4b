import { describe, expect, it } from 'vitest';
import { readableLine } from './readable-log.js';

const at = new Date(2026, 10, 18, 14, 2, 7).getTime();
const line = (record: object) => readableLine(JSON.stringify(record), { colour: false });

describe('readable log lines', () => {
  it('print the time, the level and the message, without pino bookkeeping', () => {
    expect(line({ level: 30, time: at, pid: 7, hostname: 'pit', reqId: 'req-1', msg: 'Stopped' })).toBe(
      '14:02:07 INFO  Stopped\n',
    );
  });

  it('add the other fields as key=value', () => {
    expect(line({ level: 40, time: at, msg: 'database refused the request', sqlState: '23505', retry: false })).toBe(
      '14:02:07 WARN  database refused the request sqlState=23505 retry=false\n',
    );
  });

  it("indent an error's stack under the line", () => {
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (routes.ts:1:1)' };
    expect(line({ level: 50, time: at, msg: 'request failed', err })).toBe(
      '14:02:07 ERROR request failed\n    Error: boom\n        at handler (routes.ts:1:1)\n',
    );
  });

  it('show a multi-line text, such as an email kept in the outbox, as a block', () => {
    expect(
      line({ level: 30, time: at, msg: 'mail queued', to: 'a@b.c', body: 'Hello\nhttp://x/reset?token=1\n' }),
    ).toBe('14:02:07 INFO  mail queued to=a@b.c\n  body:\n    Hello\n    http://x/reset?token=1\n');
  });

  it('keep the per-request line short: the request fields are already in its message', () => {
    const record = {
      level: 20,
      time: at,
      msg: 'GET /api/me 200 3 ms',
      req: { method: 'GET' },
      res: {},
      responseTime: 3,
    };
    expect(line(record)).toBe('14:02:07 DEBUG GET /api/me 200 3 ms\n');
  });

  it('pass a line that is not JSON through unchanged', () => {
    expect(readableLine('plain text', { colour: false })).toBe('plain text\n');
  });
});
