import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checklistAmendment,
  checklistAmendmentRequest,
  checklistDefaultPageSize,
  checklistRecordMessages,
  messageResponse,
  checklistDetail,
  checklistExportQuery,
  checklistFormOptions as checklistFormOptionsSchema,
  checklistListQuery,
  checklistListRow,
  checklistMessages,
  createChecklistRequest,
  dataResponse,
  errorResponse,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { idempotencyClaim, idempotencyDescription } from '../../lib/idempotency.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { pathId } from '../../lib/path-params.js';
import { currentUser } from '../../plugins/authentication.js';
import { addAmendment, sendSignature } from './amendments.js';
import { sendAttachment } from './attachments.js';
import { createChecklist } from './create.js';
import { checklistExport } from './export.js';
import { checklistFormOptions, getChecklistDetail, listChecklistPage } from './read.js';
import { pdfQuery, sendChecklistPdf } from './pdf.js';
import { deleteChecklist } from './retention.js';
import { checklistVehicleRoutes } from './vehicle-routes.js';

const checklistParams = z.object({ id: pathId });
const attachmentParams = z.object({ id: pathId, attachmentId: pathId });

const refused = { 401: errorResponse, 403: errorResponse };

/**
 * Pre-OP Checklists. Every signed-in role may call these; what each one may see and submit is
 * decided in the service from the caller's scope (scope.ts), never by the screen.
 */
export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checklistVehicleRoutes);

  listRoute(app, {
    url: '/api/checklist',
    access: 'signed-in',
    tags: ['checklists'],
    summary: "The caller's visible checklists, newest day first: searchText, start_date (its week), paged",
    query: checklistListQuery,
    row: checklistListRow,
    perPage: checklistDefaultPageSize,
    read: ({ query, page, caller }) => listChecklistPage(app.context, caller, query, page),
  });

  exportRoute(app, {
    url: '/api/checklist',
    tags: ['checklists'],
    access: 'signed-in',
    summary: "The caller's visible checklists the list shows (same search, week, has_issue)",
    query: checklistExportQuery,
    file: ({ query, caller }) => checklistExport(app.context, caller, query),
  });

  app.get(
    '/api/checklist/form_options',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['checklists'],
        summary: "What the caller's checklist form offers: vehicles, operators, and today's date",
        response: { 200: dataResponse(checklistFormOptionsSchema), ...refused },
      },
    },
    async (request) => ({ data: await checklistFormOptions(app.context, currentUser(request)), message: 'OK' }),
  );

  app.get(
    '/api/checklist/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['checklists'],
        summary: 'One checklist with its items in order and its attachment URLs',
        params: checklistParams,
        response: { 200: dataResponse(checklistDetail), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({
      data: await getChecklistDetail(app.context, currentUser(request), request.params.id),
      message: 'OK',
    }),
  );

  app.get(
    '/api/checklist/:id/attachments/:attachmentId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['checklists'],
        summary: 'One attachment of a checklist the caller may see (PNG or JPEG)',
        params: attachmentParams,
        produces: ['image/png', 'image/jpeg'],
        response: { ...refused, 404: errorResponse },
      },
    },
    async (request, reply) =>
      sendAttachment(app.context, reply, currentUser(request), request.params.id, request.params.attachmentId),
  );

  app.get(
    '/api/checklist/:id/pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['checklists'],
        summary:
          'The checklist as its PDF inspection record, for whoever may read it, in English or French ' +
          '(lang, else Accept-Language)',
        params: checklistParams,
        querystring: pdfQuery,
        produces: ['application/pdf'],
        response: { ...refused, 404: errorResponse },
      },
    },
    async (request, reply) =>
      sendChecklistPdf(app.context, reply, currentUser(request), request.params.id, {
        lang: request.query.lang,
        acceptLanguage: request.headers['accept-language'],
      }),
  );

  app.get(
    '/api/checklist/:id/signature',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['checklists'],
        summary: "The operator's drawn signature (PNG), for whoever may read the checklist",
        params: checklistParams,
        produces: ['image/png'],
        response: { ...refused, 404: errorResponse },
      },
    },
    async (request, reply) => sendSignature(app.context, reply, currentUser(request), request.params.id),
  );

  app.post(
    '/api/checklist/:id/amendments',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['checklists'],
        summary: 'Add an amendment (reason, correction): admins, or the user who submitted the checklist',
        params: checklistParams,
        body: checklistAmendmentRequest,
        response: { 201: dataResponse(checklistAmendment), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const amendment = await addAmendment(app.context, currentUser(request), request.params.id, request.body);
      return reply.status(201).send({ data: amendment, message: checklistRecordMessages.amendmentAdded });
    },
  );

  app.delete(
    '/api/checklist/:id',
    {
      schema: {
        tags: ['checklists'],
        summary: 'Delete a checklist older than 6 months whose defect repairs are older than 12 months (admins)',
        params: checklistParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      await deleteChecklist(app.context, request.params.id, currentUser(request).id);
      return { message: checklistRecordMessages.deleted };
    },
  );

  app.post(
    '/api/checklist',
    {
      config: { access: 'signed-in', fileUploads: true, idempotent: true },
      schema: {
        tags: ['checklists'],
        summary: 'Submit a checklist (multipart: checklist as JSON text, photos under file / file[])',
        description: idempotencyDescription({ answers: 'the first checklist', clientId: true }),
        consumes: ['multipart/form-data', 'application/json'],
        body: createChecklistRequest,
        response: {
          200: dataResponse(checklistDetail),
          201: dataResponse(checklistDetail),
          ...refused,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { value, replayed } = await createChecklist(
        app.context,
        caller,
        request.body,
        request.uploadedFiles,
        idempotencyClaim(request, caller.id),
      );
      return reply.status(replayed ? 200 : 201).send({ data: value, message: checklistMessages.created });
    },
  );
};
