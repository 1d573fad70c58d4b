import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export type Received = { headers: http.IncomingHttpHeaders; body: string };

/**
 * A real HTTP receiver on 127.0.0.1, as a site's other system would run: it keeps each request
 * and answers with the statuses it is told, in order, then 200.
 */
export function useReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const waiting: ((received: Received) => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const one = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(one);
      waiting.splice(0).forEach((resolve) => resolve(one));
      response.statusCode = statuses.shift() ?? 200;
      response.end('thanks');
    });
  });
  const receiver = {
    url: '',
    received,
    /** The next answers' statuses, in order (200 once they are used up). */
    answerWith: (...codes: number[]) => statuses.splice(0, statuses.length, ...codes),
    /** The next request to arrive. */
    nextRequest: () => new Promise<Received>((resolve) => waiting.push(resolve)),
    /** Forgets what was received so far. */
    clear: () => received.splice(0, received.length),
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fleet-events`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return receiver;
}

/**
 * Checks `Fleet-Ops-Signature` the way the README tells receivers to: the HMAC-SHA256 of
 * "<t>.<body>" with the hook's secret. Answers the signed time (unix seconds), or null if the
 * signature does not match.
 */
export function verifiedTime(secret: string, received: Received): number | null {
  const header = String(received.headers['fleet-ops-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${received.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(parts.t) : null;
}
