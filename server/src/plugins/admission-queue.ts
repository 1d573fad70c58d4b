import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { requestMessages } from '@fleet-ops/shared';
import { databaseEngine } from '../db/client.js';
import { createAdmissionQueue } from '../lib/admission-queue.js';

/**
 * The embedded PGlite runs one query at a time (in a worker thread of its own since issue 33, but
 * still one connection). Under more requests than it can serve, every request used to wait its
 * turn with no limit: at 32 connections the checklist search took 6.7 s at p99 and 8% timed out.
 * Here API requests are
 * admitted a few at a time and the others wait in a bounded queue (`lib/admission-queue.ts`);
 * those it cannot take get a 503 with Retry-After at once: the client (the web app retries
 * queries) comes back later instead of waiting for an answer that arrives too late. PostgreSQL
 * has its own pool and is not limited.
 */

/** Seconds a refused client is told to wait: about the time the queue takes to drain. */
const retryAfterSeconds = 2;

/** Routes that do not queue: health must answer while the queue is full, the docs touch no data. */
function exempt(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return !url?.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/docs');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Frees the request's admission slot; set once it holds one, safe to call twice. */
    releaseAdmission: (() => void) | null;
  }
}

function refuse(reply: FastifyReply) {
  return reply
    .status(503)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ message: requestMessages.serverBusy });
}

/** Register before authentication: the session lookup is a query too. */
export const admissionQueue = fastifyPlugin((app: FastifyInstance, _options, done) => {
  if (databaseEngine(app.context.db) !== 'pglite') return done();
  const queue = createAdmissionQueue(app.context.config.pgliteAdmission);
  app.decorateRequest('releaseAdmission', null);
  let refused = 0;
  let lastWarned = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request)) return;
    // A client that hangs up while waiting leaves the queue (the answer's 'close' comes first).
    const hungUp = new AbortController();
    const onHangUp = () => hungUp.abort();
    reply.raw.once('close', onHangUp);
    const release = await queue.admit(hungUp.signal, `${request.method} ${request.routeOptions.url}`);
    reply.raw.off('close', onHangUp);
    if (hungUp.signal.aborted) {
      release?.();
      return reply.hijack(); // nobody to answer
    }
    if (!release) {
      refused += 1;
      // Once every few seconds, not per refusal: a flood of refusals must not become a flood of log lines.
      if (Date.now() - lastWarned > 5000) {
        request.log.warn({ ...queue.state(), refused }, 'embedded database busy: requests refused with 503');
        lastWarned = Date.now();
        refused = 0;
      }
      return refuse(reply);
    }
    request.releaseAdmission = release;
    // A client that hangs up early must not keep its slot: 'close' comes after the answer or the hang-up.
    reply.raw.once('close', release);
  });
  app.addHook('onResponse', (request, _reply, next) => {
    request.releaseAdmission?.();
    next();
  });
  done();
});
