import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  errorResponse,
  firstAidKit,
  firstAidKitExportQuery,
  firstAidKitForm,
  messageResponse,
  safetyMessages,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { idempotencyClaim, idempotencyDescription } from '../../lib/idempotency.js';
import { currentUser } from '../../plugins/authentication.js';
import { idParams } from '../../lib/path-params.js';
import { firstAidKitExport } from './export.js';
import {
  addFirstAidKit,
  changeFirstAidKit,
  getFirstAidKit,
  listFirstAidKitRows,
  removeFirstAidKit,
} from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** The First Aid Kit screen's calls, for admins only. */
export const firstAidKitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/first_aid_kits',
    {
      schema: {
        tags: ['first aid kits'],
        summary: 'Every first aid kit (an array), soonest expiry first',
        response: { 200: dataResponse(z.array(firstAidKit)), ...refused },
      },
    },
    async () => ({ data: await listFirstAidKitRows(app.context), message: 'OK' }),
  );

  exportRoute(app, {
    url: '/api/first_aid_kits',
    tags: ['first aid kits'],
    summary: 'The kits the screen shows (same search and sort)',
    query: firstAidKitExportQuery,
    file: ({ query }) => firstAidKitExport(app.context, query),
  });

  app.get(
    '/api/first_aid_kits/:id',
    {
      schema: {
        tags: ['first aid kits'],
        summary: 'One first aid kit',
        params: idParams,
        response: { 200: dataResponse(firstAidKit), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await getFirstAidKit(app.context, request.params.id), message: 'OK' }),
  );

  app.post(
    '/api/first_aid_kits',
    {
      config: { idempotent: true },
      schema: {
        tags: ['first aid kits'],
        summary: 'Add a kit; vehicle_parent_type and vehicle_type are always the vehicle’s own',
        description: idempotencyDescription({ answers: 'the first kit' }),
        body: firstAidKitForm,
        response: {
          200: dataResponse(firstAidKit),
          201: dataResponse(firstAidKit),
          ...refused,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const claim = idempotencyClaim(request, caller.id);
      const { value, replayed } = await addFirstAidKit(app.context, request.body, caller.id, claim);
      return reply.status(replayed ? 200 : 201).send({ data: value, message: safetyMessages.kitCreated });
    },
  );

  app.put(
    '/api/first_aid_kits/:id',
    {
      schema: {
        tags: ['first aid kits'],
        summary: 'Change a kit (also POST with _method=PUT)',
        params: idParams,
        body: firstAidKitForm,
        response: { 200: dataResponse(firstAidKit), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await changeFirstAidKit(app.context, request.params.id, request.body, currentUser(request).id),
      message: safetyMessages.kitUpdated,
    }),
  );

  app.delete(
    '/api/first_aid_kits/:id',
    {
      schema: {
        tags: ['first aid kits'],
        summary: 'Delete a kit',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse },
      },
    },
    async (request) => {
      await removeFirstAidKit(app.context, request.params.id, currentUser(request).id);
      return { message: safetyMessages.kitDeleted };
    },
  );
};
