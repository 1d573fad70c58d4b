import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDriverRequest,
  dataResponse,
  driver,
  driverDefaultPageSize,
  driverFilterQuery,
  driverListQuery,
  driverMessages,
  errorResponse,
  messageResponse,
  updateDriverRequest,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { currentUser } from '../../plugins/authentication.js';
import { driverExport } from './export.js';
import { driverLookupRoutes } from './lookup-routes.js';
import { idParams as driverIdParams } from '../../lib/path-params.js';
import { changeDriver, createDriver, getDriver, listDriverPage, removeDriver } from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** The Drivers screen's calls. Every one is for admins only except where `access` says otherwise. */
export const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(driverLookupRoutes);

  listRoute(app, {
    url: '/api/drivers',
    tags: ['drivers'],
    summary: 'Drivers, filtered (enabled=1|0, archived=1|0, search), sorted and paged',
    query: driverListQuery,
    row: driver,
    perPage: driverDefaultPageSize,
    read: ({ query, page }) => listDriverPage(app.context, query, page),
  });

  exportRoute(app, {
    url: '/api/drivers',
    tags: ['drivers'],
    summary: 'The filtered drivers (same filters and sort as the list)',
    query: driverFilterQuery,
    file: ({ query }) => driverExport(app.context, query),
  });

  app.get(
    '/api/drivers/:id',
    {
      schema: {
        tags: ['drivers'],
        summary: 'One driver',
        params: driverIdParams,
        response: { 200: dataResponse(driver), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({ data: await getDriver(app.context, request.params.id), message: 'OK' }),
  );

  app.post(
    '/api/drivers',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Add a driver and their sign-in (role driver)',
        body: createDriverRequest,
        response: { 201: dataResponse(driver), ...refused, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const created = await createDriver(app.context, request.body, currentUser(request).id);
      return reply.status(201).send({ data: created, message: driverMessages.created });
    },
  );

  app.put(
    '/api/drivers/:id',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Edit a driver, or set a new password (also POST with _method=PUT)',
        params: driverIdParams,
        body: updateDriverRequest,
        response: { 200: dataResponse(driver), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const { driver: updated, message } = await changeDriver(
        app.context,
        request.params.id,
        request.body,
        currentUser(request).id,
      );
      return { data: updated, message };
    },
  );

  app.delete(
    '/api/drivers/:id',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Delete a driver and their sign-in; the activity log keeps their history',
        params: driverIdParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      await removeDriver(app.context, request.params.id, currentUser(request).id);
      return { message: driverMessages.deleted };
    },
  );
};
