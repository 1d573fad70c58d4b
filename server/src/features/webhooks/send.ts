import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { webhookHeaders, webhookMessages } from '@fleet-ops/shared';
import type { CheckedAddress } from './addresses.js';

/** How long a receiver has to answer, connection included. */
export const sendTimeoutMs = 10_000;

/**
 * `Fleet-Ops-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. The time is
 * signed with the body so a receiver can refuse an old delivery replayed (README "Webhooks").
 */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${digest}`;
}

/** Connects to the address already checked, whatever the name resolves to now (no DNS rebinding). */
function fixedLookup(checked: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
}

export type SendOutcome = { statusCode: number } | { error: string } | 'stopped';

export type Outgoing = {
  url: URL;
  address: CheckedAddress;
  headers: { event: string; delivery: number; signature: string };
  body: string;
  /** Aborted when the server stops: the attempt is not counted and its claim runs out. */
  stopping: AbortSignal;
};

/**
 * One POST, no redirect followed (node:http never follows one: a 3xx is a failed attempt). Only
 * the status matters: the answer's body is left unread.
 */
export function postDelivery(outgoing: Outgoing): Promise<SendOutcome> {
  const timeout = AbortSignal.timeout(sendTimeoutMs);
  const client = outgoing.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      outgoing.url,
      {
        method: 'POST',
        agent: false,
        lookup: fixedLookup(outgoing.address),
        signal: AbortSignal.any([outgoing.stopping, timeout]),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(outgoing.body),
          'user-agent': 'Fleet-Ops-Webhooks',
          [webhookHeaders.event]: outgoing.headers.event,
          [webhookHeaders.delivery]: String(outgoing.headers.delivery),
          [webhookHeaders.signature]: outgoing.headers.signature,
        },
      },
      (response) => {
        resolve({ statusCode: response.statusCode ?? 0 });
        response.destroy();
      },
    );
    request.on('error', () => {
      if (outgoing.stopping.aborted) resolve('stopped');
      else resolve({ error: timeout.aborted ? webhookMessages.timedOut : webhookMessages.connectionFailed });
    });
    request.end(outgoing.body);
  });
}
