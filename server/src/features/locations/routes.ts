import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse, errorResponse, location } from '@fleet-ops/shared';
import { listAllowedLocations } from './queries.js';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations',
    {
      schema: {
        tags: ['locations'],
        summary: 'The six allowed work locations (admins only)',
        response: { 200: dataResponse(z.array(location)), 401: errorResponse, 403: errorResponse },
      },
    },
    async () => ({ data: await listAllowedLocations(app.context.db), message: 'OK' }),
  );
};
