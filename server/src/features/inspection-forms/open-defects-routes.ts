import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse, errorResponse, vehicleOpenDefects } from '@fleet-ops/shared';
import { idParams } from '../../lib/path-params.js';
import { currentUser } from '../../plugins/authentication.js';
import { readVehicleOpenDefects } from './open-defects.js';

/** The open defects the inspection form lists first (issue 36, "Open defects come first"). */
export const openDefectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicles/:id/open_defects',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['inspection forms'],
        summary: "The vehicle's defects not yet verified, oldest first, for whoever may inspect it",
        params: idParams,
        response: {
          200: dataResponse(vehicleOpenDefects),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await readVehicleOpenDefects(app.context, currentUser(request), request.params.id),
      message: 'OK',
    }),
  );
};
