import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, maxId, vehicleOverviewMessages, vehicleOverviewResponse } from '@fleet-ops/shared';
import { vehicleOverview } from './service.js';

/**
 * Unlike the other vehicle paths, `{id}` here takes any text, so an id that cannot be one (`abc`,
 * `-1`, `0`, beyond the largest id) is a 422 naming it rather than a bare "route not found".
 */
const overviewParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, { error: vehicleOverviewMessages.idInvalid })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: vehicleOverviewMessages.idInvalid })
        .max(maxId, { error: vehicleOverviewMessages.idInvalid }),
    ),
});

/**
 * The vehicle record page (admins only, as every Vehicles screen): a view over the vehicle's
 * records and processes (appointments, safety equipment, logs, billing), above all of them.
 */
export const vehicleOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicles/:id/overview',
    {
      schema: {
        tags: ['vehicles'],
        summary:
          "A vehicle's record in one answer: the vehicle, current drivers, latest checklists, appointments, " +
          'assignment history, 8 weeks of billing and income/expenses, fire extinguisher and first aid kit',
        params: overviewParams,
        response: {
          200: vehicleOverviewResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => ({ data: await vehicleOverview(app.context, request.params.id), message: 'OK' }),
  );
};
