import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  fireInspection,
  fireInspectionForm,
  fireInspectionListQuery,
  fireInspectionPageSize,
  fireInspectionSortQuery,
  messageResponse,
  safetyMessages,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { idempotencyClaim, idempotencyDescription } from '../../lib/idempotency.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { currentUser } from '../../plugins/authentication.js';
import { idParams } from '../../lib/path-params.js';
import { fireInspectionExport } from './export.js';
import {
  changeFireInspection,
  getFireInspection,
  listFireInspectionPage,
  recordFireInspection,
  removeFireInspection,
} from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** The Fire Extinguisher screen's calls, for admins only. */
export const fireInspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/api/inspections',
    tags: ['fire inspections'],
    summary: 'Fire extinguisher inspections, searched, soonest expiry first unless sorted, 50 a page',
    query: fireInspectionListQuery,
    row: fireInspection,
    perPage: fireInspectionPageSize,
    read: ({ query, page }) => listFireInspectionPage(app.context, query, page),
  });

  exportRoute(app, {
    url: '/api/inspections',
    tags: ['fire inspections'],
    summary: 'The inspections (same search and sort as the list)',
    query: fireInspectionSortQuery,
    file: ({ query }) => fireInspectionExport(app.context, query),
  });

  app.get(
    '/api/inspections/:id',
    {
      schema: {
        tags: ['fire inspections'],
        summary: 'One inspection',
        params: idParams,
        response: { 200: dataResponse(fireInspection), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await getFireInspection(app.context, request.params.id), message: 'OK' }),
  );

  app.post(
    '/api/inspections',
    {
      config: { idempotent: true },
      schema: {
        tags: ['fire inspections'],
        summary: 'Record an inspection (vehicle types are read from the vehicle)',
        description: idempotencyDescription({ answers: 'the first inspection' }),
        body: fireInspectionForm,
        response: {
          200: dataResponse(fireInspection),
          201: dataResponse(fireInspection),
          ...refused,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const claim = idempotencyClaim(request, caller.id);
      const { value, replayed } = await recordFireInspection(app.context, request.body, caller.id, claim);
      return reply.status(replayed ? 200 : 201).send({ data: value, message: safetyMessages.inspectionCreated });
    },
  );

  app.put(
    '/api/inspections/:id',
    {
      schema: {
        tags: ['fire inspections'],
        summary: 'Change an inspection (also POST with _method=PUT)',
        params: idParams,
        body: fireInspectionForm,
        response: { 200: dataResponse(fireInspection), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await changeFireInspection(app.context, request.params.id, request.body, currentUser(request).id),
      message: safetyMessages.inspectionUpdated,
    }),
  );

  app.delete(
    '/api/inspections/:id',
    {
      schema: {
        tags: ['fire inspections'],
        summary: 'Delete an inspection',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse },
      },
    },
    async (request) => {
      await removeFireInspection(app.context, request.params.id, currentUser(request).id);
      return { message: safetyMessages.inspectionDeleted };
    },
  );
};
