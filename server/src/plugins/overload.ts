import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { requestMessages } from '@fleet-ops/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers even under pressure, and says so itself (the health check). */
    reportsPressure?: boolean;
  }
}

/** Seconds an overloaded server asks callers to wait before trying again. */
export const overloadRetryAfterSeconds = 10;

/**
 * An overloaded server (event loop lagging, heap nearly full; limits from config) answers every
 * request at once with 503, Retry-After and a message, instead of queueing more work behind the
 * work it cannot finish. Measured every second.
 */
export const overload = fastifyPlugin(async (app: FastifyInstance) => {
  const { maxEventLoopDelayMs, maxHeapUsedBytes } = app.context.config.pressure;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    pressureHandler: (request, reply, type, value) => {
      if (request.routeOptions.config.reportsPressure) return undefined;
      request.log.warn({ type, value }, 'overloaded: request refused with 503');
      reply.status(503).header('Retry-After', String(overloadRetryAfterSeconds));
      // The plugin sends what the handler returns (its types only allow void).
      return { message: requestMessages.serverBusy } as unknown as void;
    },
  });
});
