import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  equipmentItems,
  equipmentItemsQuery,
  errorResponse,
  vehicleTypeLookup,
  vehicleTypeLookupRequest,
} from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { equipmentItemsFor } from './read.js';

const responses = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/**
 * The checklist form's vehicle lookups. A driver may ask only about their current vehicles and a
 * supervisor about their crew's (403 otherwise); an unknown, disabled or hidden vehicle is a 404.
 */
export const checklistVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicles/equipment_items',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['checklists'],
        summary: "A vehicle's type, last ODM reading and checklist items in form order",
        querystring: equipmentItemsQuery,
        response: { 200: dataResponse(equipmentItems), ...responses },
      },
    },
    async (request) => ({
      data: await equipmentItemsFor(app.context, currentUser(request), request.query.equipment_number),
      message: 'OK',
    }),
  );

  app.post(
    '/api/vehicles/types',
    {
      config: { access: 'signed-in', reads: true },
      schema: {
        tags: ['checklists'],
        summary: 'The vehicle type of an equipment number',
        body: vehicleTypeLookupRequest,
        response: { 200: dataResponse(vehicleTypeLookup), ...responses },
      },
    },
    async (request) => {
      const found = await equipmentItemsFor(app.context, currentUser(request), request.body.equipment_number);
      return { data: { equipment_number: found.equipment_number, vehicle_type: found.vehicle_type }, message: 'OK' };
    },
  );
};
