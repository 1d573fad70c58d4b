import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignedVehicle,
  assignDriverMessages,
  assignDriverRequest,
  dataResponse,
  errorResponse,
  upcomingDriversQuery,
  upcomingDriversResponse,
  vehicle,
} from '@fleet-ops/shared';
import { idParams, pathId } from '../../lib/path-params.js';
import { currentUser } from '../../plugins/authentication.js';
import { numericId } from '../vehicles/index.js';
import { assignDrivers } from './assign.js';
import { assignedVehiclesFor } from './assigned-vehicles.js';
import { listUpcomingDrivers, removeAssignment } from './upcoming.js';

const refused = { 401: errorResponse, 403: errorResponse };
const assignmentIdParams = z.object({ assignment_id: pathId });

/**
 * Who drives what: the assign driver modal (the three slots, the upcoming assignments, removing
 * one) and a driver's vehicles.
 */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/api/vehicles/:id(${numericId})/assign_driver`,
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Assign, replace, remove or temporarily assign the drivers of the three slots',
        params: idParams,
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

  const assignedVehiclesSchema = {
    tags: ['drivers'],
    response: { 200: dataResponse(z.array(assignedVehicle)), ...refused, 404: errorResponse, 422: errorResponse },
  };
  const access = ['admin', 'supervisor', 'driver'] as const;

  app.get(
    '/api/drivers/assigned_vehicles',
    {
      config: { access },
      schema: {
        ...assignedVehiclesSchema,
        summary: "A driver's own current and upcoming vehicles; everyone's for admins and supervisors",
      },
    },
    async (request) => ({
      data: await assignedVehiclesFor(app.context, currentUser(request), undefined),
      message: 'OK',
    }),
  );

  app.get(
    '/api/drivers/assigned_vehicles/:id',
    {
      config: { access },
      schema: {
        ...assignedVehiclesSchema,
        summary: "One driver's current and upcoming vehicles (a driver may ask only for themself)",
        params: idParams,
      },
    },
    async (request) => ({
      data: await assignedVehiclesFor(app.context, currentUser(request), request.params.id),
      message: 'OK',
    }),
  );
};
