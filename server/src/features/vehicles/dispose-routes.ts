import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse, disposalMessages, disposeVehicleRequest, errorResponse, vehicle } from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { disposeVehicle } from './dispose.js';
import { vehicleIdParams } from './params.js';

/** Disposal: how a vehicle whose records are kept leaves the fleet (issue 37). Admins only. */
export const vehicleDisposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/vehicles/:id/dispose',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Dispose of a vehicle: it leaves every list and report, its records are kept',
        params: vehicleIdParams,
        body: disposeVehicleRequest,
        response: {
          200: dataResponse(vehicle),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await disposeVehicle(app.context, request.params.id, request.body, currentUser(request).id),
      message: disposalMessages.disposed,
    }),
  );
};
