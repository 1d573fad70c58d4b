/** `GET /api/health`: whether the server and its database answer. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMessages } from '@fleet-ops/shared';
import { overloadRetryAfterSeconds } from '../../plugins/overload.js';
import { pingDatabase } from './queries.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      // Through even when overloaded (plugins/overload.ts), to say so to the load balancer.
      config: { access: 'public', reportsPressure: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip; 503 with Retry-After while overloaded',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      if (app.isUnderPressure()) {
        return reply
          .status(503)
          .header('Retry-After', String(overloadRetryAfterSeconds))
          .send({ status: 'unavailable' as const, message: requestMessages.serverBusy });
      }
      try {
        await pingDatabase(app.context.db);
        return { status: 'ok' as const, database: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const, message: 'The database is not reachable.' });
      }
    },
  );
};
