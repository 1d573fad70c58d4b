import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse, equipmentNumberEntry, errorResponse, vehicleIdEntry, vehicleTypeEntry } from '@fleet-ops/shared';
import { readableVehicleIds } from '../../lib/crew-scope.js';
import { currentUser } from '../../plugins/authentication.js';
import { listEquipmentNumbers, listVehicleIds, listVehicleTypes } from './lookup-queries.js';

/**
 * The short vehicle lists that fill choosers on the appointment, inspection, kit and vehicle forms:
 * every enabled, visible vehicle for admins, a supervisor's crew's only (`lib/crew-scope.ts`).
 */
export const vehicleLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const readable = (request: FastifyRequest) => readableVehicleIds(app.context, currentUser(request));
  const equipmentList = {
    config: { access: ['admin', 'supervisor'] as const },
    schema: {
      tags: ['vehicles'],
      summary: "Enabled, visible vehicles with their types, by equipment number (supervisors: their crew's)",
      response: { 200: dataResponse(z.array(equipmentNumberEntry)), 401: errorResponse, 403: errorResponse },
    },
  };
  for (const url of ['/api/vehicles/equipment_numbers', '/api/vehicles/equipment/with-types']) {
    app.get(url, equipmentList, async (request) => ({
      data: await listEquipmentNumbers(app.context.db, await readable(request)),
      message: 'OK',
    }));
  }

  app.get(
    '/api/vehicles/ids',
    {
      config: { access: ['admin', 'supervisor'] },
      schema: {
        tags: ['vehicles'],
        summary: "Enabled, visible vehicle ids and equipment numbers (supervisors: their crew's)",
        response: { 200: dataResponse(z.array(vehicleIdEntry)), 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ data: await listVehicleIds(app.context.db, await readable(request)), message: 'OK' }),
  );

  app.get(
    '/api/vehicle_types',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'The vehicle parent types (one per Rates row)',
        response: { 200: dataResponse(z.array(vehicleTypeEntry)), 401: errorResponse, 403: errorResponse },
      },
    },
    async () => ({ data: await listVehicleTypes(app.context.db), message: 'OK' }),
  );
};
