import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ShortRequestLog } from './request-log.js';

/** An app logging into an array at the given level, with one route answering 200. */
async function loggingApp(level: 'info' | 'debug') {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level },
    { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  const app = Fastify({ loggerInstance: logger, logController: new ShortRequestLog() });
  app.get('/api/me', () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/api/me' });
  await app.close();
  return lines;
}

describe('the request log', () => {
  it('writes nothing per request at info, so the banner, warnings and errors stay readable', async () => {
    expect(await loggingApp('info')).toEqual([]);
  });

  it('writes one short line per request at debug', async () => {
    const lines = await loggingApp('debug');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(20);
    expect(lines[0]?.msg).toMatch(/^GET \/api\/me 200 \d+ ms$/);
  });
});
