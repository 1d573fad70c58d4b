import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  messageResponse,
  vehicle,
  vehicleColorRequest,
  vehicleDefaultPageSize,
  vehicleExportQuery,
  vehicleForm,
  vehicleListQuery,
  vehicleListRow,
  vehicleMessages,
  vehicleStatusRequest,
  vehicleTypeParams,
  type VehicleFilter,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { currentUser } from '../../plugins/authentication.js';
import { vehicleExport } from './export.js';
import { fileRoutes } from './file-routes.js';
import { checkedVehicleForm } from './form.js';
import { numericId, vehicleIdParams } from './params.js';
import { qrRoutes } from './qr-routes.js';
import { changeVehicle, createVehicle, getVehicle, listVehiclePage, removeVehicle } from './service.js';
import { assignVehicleColor, toggleVehicleStatus } from './status.js';

const refused = { 401: errorResponse, 403: errorResponse };

/**
 * The Manage Vehicles screen's calls, for admins only. `{id}` only matches digits, so the list
 * filters (`{type}`) and the lookups (`ids`, `equipment_numbers`, ...) keep their own paths.
 */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fileRoutes);
  await app.register(qrRoutes);

  const vehicleList = {
    tags: ['vehicles'],
    query: vehicleListQuery,
    row: vehicleListRow,
    perPage: vehicleDefaultPageSize,
  };
  listRoute(app, {
    ...vehicleList,
    url: '/api/vehicles',
    summary: 'All visible vehicles (the all_vehicles filter)',
    read: ({ query, page }) => listVehiclePage(app.context, { ...query, type: 'all_vehicles' }, page),
  });
  listRoute(app, {
    ...vehicleList,
    url: '/api/vehicles/:type',
    summary: 'Vehicles of one list filter, by ownership, searched, sorted and paged',
    params: vehicleTypeParams,
    read: ({ query, page, params }) => listVehiclePage(app.context, { ...query, type: params.type }, page),
  });

  exportRoute(app, {
    url: '/api/vehicles',
    tags: ['vehicles'],
    summary: 'The filtered vehicles (type, ownership_type, search, sort as the list)',
    query: vehicleExportQuery,
    file: ({ query }) => vehicleExport(app.context, query as VehicleFilter),
  });

  app.get(
    `/api/vehicles/:id(${numericId})`,
    {
      schema: {
        tags: ['vehicles'],
        summary: 'One vehicle with its equipment items, file URLs and current drivers',
        params: vehicleIdParams,
        response: { 200: dataResponse(vehicle), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await getVehicle(app.context, request.params.id), message: 'OK' }),
  );

  app.post(
    '/api/vehicles',
    {
      attachValidation: true,
      schema: {
        tags: ['vehicles'],
        summary: 'Add a vehicle (files are uploaded after, one call each)',
        body: vehicleForm,
        response: { 201: dataResponse(vehicle), ...refused, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const form = checkedVehicleForm(request, app.context.clock.today());
      const created = await createVehicle(app.context, form, currentUser(request).id);
      return reply.status(201).send({ data: created, message: vehicleMessages.saved });
    },
  );

  app.put(
    `/api/vehicles/:id(${numericId})`,
    {
      attachValidation: true,
      schema: {
        tags: ['vehicles'],
        summary: 'Edit a vehicle (also POST with _method=PUT)',
        params: vehicleIdParams,
        body: vehicleForm,
        response: { 200: dataResponse(vehicle), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const form = checkedVehicleForm(request, app.context.clock.today());
      const updated = await changeVehicle(app.context, request.params.id, form, currentUser(request).id);
      return { data: updated, message: vehicleMessages.saved };
    },
  );

  app.delete(
    `/api/vehicles/:id(${numericId})`,
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Delete a vehicle; its drivers are released (logged) and its files removed',
        params: vehicleIdParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      await removeVehicle(app.context, request.params.id, currentUser(request).id);
      return { message: vehicleMessages.deleted };
    },
  );

  app.put(
    '/api/vehicles/status/:id',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Toggle hidden (name=status) or disabled (name=enabled); tracking rows follow',
        params: vehicleIdParams,
        body: vehicleStatusRequest,
        response: {
          200: dataResponse(vehicle),
          ...refused,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const { vehicle: changed, message } = await toggleVehicleStatus(
        app.context,
        request.params.id,
        request.body.name,
        currentUser(request).id,
      );
      return { data: changed, message };
    },
  );

  app.post(
    '/api/vehicles/color',
    {
      schema: {
        tags: ['vehicles'],
        summary: "Set a vehicle's row colour (#rrggbb)",
        body: vehicleColorRequest,
        response: { 200: dataResponse(vehicle), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await assignVehicleColor(app.context, request.body.vehicle_id, request.body.color, currentUser(request).id),
      message: vehicleMessages.colorAssigned,
    }),
  );
};
