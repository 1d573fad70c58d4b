import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checklistCountersignature,
  countersignMessages,
  countersignRequest,
  dataResponse,
  errorResponse,
  toCountersignQuery,
  toCountersignRow,
} from '@fleet-ops/shared';
import { idempotencyClaim, idempotencyDescription } from '../../lib/idempotency.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { pathId } from '../../lib/path-params.js';
import { currentUser } from '../../plugins/authentication.js';
import { countersignChecklist } from './countersign.js';
import { listToCountersignPage, sendCountersignatureSignature } from './countersign-read.js';

const refused = { 401: errorResponse, 403: errorResponse };
const tags = ['checklists'];

/**
 * Countersignatures (issue 36): the driver taking a vehicle whose valid inspection someone else
 * did signs "I have read this report" instead of inspecting again. Who may is decided in the
 * service (countersign.ts), from the checklist and the caller's driver record.
 */
export const countersignRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/api/checklist/to_countersign',
    access: 'signed-in',
    tags,
    summary:
      'The valid inspections the caller (a driver) has to countersign: naming them as operator or of a ' +
      'vehicle they drive now, done by someone else, not yet countersigned by them; newest first',
    query: toCountersignQuery,
    row: toCountersignRow,
    perPage: 50,
    read: ({ page, caller }) => listToCountersignPage(app.context, caller, page),
  });

  app.post(
    '/api/checklist/:id/countersign',
    {
      config: { access: 'signed-in', fileUploads: true, idempotent: true },
      schema: {
        tags,
        summary:
          "Countersign a valid inspection ('I have read this report'), signed drawn (PNG data URL, or a file " +
          'under signature) or typed: the operator named on it or the vehicle’s current driver, once, never ' +
          'on their own inspection',
        description: idempotencyDescription({ answers: 'the first countersignature', clientId: true }),
        consumes: ['multipart/form-data', 'application/json'],
        params: z.object({ id: pathId }),
        body: countersignRequest,
        response: {
          200: dataResponse(checklistCountersignature),
          201: dataResponse(checklistCountersignature),
          ...refused,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { value, replayed } = await countersignChecklist(
        app.context,
        caller,
        request.params.id,
        request.body,
        request.uploadedFiles,
        idempotencyClaim(request, caller.id),
      );
      return reply.status(replayed ? 200 : 201).send({ data: value, message: countersignMessages.countersigned });
    },
  );

  app.get(
    '/api/checklist/:id/countersignatures/:countersignatureId/signature',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A drawn countersignature (PNG), for whoever may read the checklist',
        params: z.object({ id: pathId, countersignatureId: pathId }),
        produces: ['image/png'],
        response: { ...refused, 404: errorResponse },
      },
    },
    async (request, reply) =>
      sendCountersignatureSignature(
        app.context,
        reply,
        currentUser(request),
        request.params.id,
        request.params.countersignatureId,
      ),
  );
};
