import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignDriverMessages,
  assignDriverRequest,
  dataResponse,
  errorResponse,
  upcomingDriversQuery,
  upcomingDriversResponse,
  vehicle,
} from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { assignDrivers } from './assign.js';
import { listUpcomingDrivers, removeAssignment } from './upcoming.js';
import { assignmentIdParams, numericId, vehicleIdParams } from './params.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** The assign driver modal: the three slots, the upcoming assignments, and removing one. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/api/vehicles/:id(${numericId})/assign_driver`,
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Assign, replace, remove or temporarily assign the drivers of the three slots',
        params: vehicleIdParams,
        body: assignDriverRequest,
        response: { 200: dataResponse(vehicle), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await assignDrivers(app.context, request.params.id, request.body, currentUser(request).id),
      message: assignDriverMessages.assigned,
    }),
  );

  app.delete(
    '/api/vehicles/remove_driver/:assignment_id',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Remove an upcoming assignment (or end a running one); logged',
        params: assignmentIdParams,
        response: { 200: dataResponse(vehicle), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await removeAssignment(app.context, request.params.assignment_id, currentUser(request).id),
      message: assignDriverMessages.removed,
    }),
  );

  app.get(
    '/api/assigned_drivers/upcoming',
    {
      schema: {
        tags: ['vehicles'],
        summary: "A vehicle's assignments that have not started yet, one slot's or all",
        querystring: upcomingDriversQuery,
        response: { 200: upcomingDriversResponse, ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const data = await listUpcomingDrivers(app.context, request.query.vehicle_id, request.query.driver_number);
      return { data, total: data.length, message: 'OK' };
    },
  );
};
