import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checklistDefaultPageSize,
  checklistDetail,
  checklistFormOptions as checklistFormOptionsSchema,
  checklistListQuery,
  checklistListRow,
  checklistMessages,
  createChecklistRequest,
  dataResponse,
  errorResponse,
  maxId,
  pagedResponse,
} from '@fleet-ops/shared';
import { pageRequest } from '../../lib/pagination.js';
import { currentUser } from '../../plugins/authentication.js';
import { sendAttachment } from './attachments.js';
import { createChecklist } from './create.js';
import { checklistFormOptions, getChecklistDetail, listChecklistPage } from './read.js';
import { sendChecklistPdf } from './pdf.js';
import { checklistVehicleRoutes } from './vehicle-routes.js';

/** Text that cannot be a database id becomes 0, which names nothing: the same 404 as an unknown id. */
const id = z.string().transform((text) => (/^\d{1,10}$/.test(text) && Number(text) <= maxId ? Number(text) : 0));
const checklistParams = z.object({ id });
const attachmentParams = z.object({ id, attachmentId: id });

const refused = { 401: errorResponse, 403: errorResponse };

/**
 * Pre-OP Checklists. Every signed-in role may call these; what each one may see and submit is
 * decided in the service from the caller's scope (scope.ts), never by the screen.
 */
export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checklistVehicleRoutes);

  app.get(
    '/api/checklist',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['checklists'],
        summary: "The caller's visible checklists, newest day first: searchText, start_date (its week), paged",
        querystring: checklistListQuery,
        response: { 200: pagedResponse(checklistListRow), ...refused, 422: errorResponse },
      },
    },
    async (request) =>
      listChecklistPage(
        app.context,
        currentUser(request),
        request.query,
        pageRequest(request.query, checklistDefaultPageSize),
      ),
  );

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
        summary: 'The checklist as a PDF inspection record (fields, items, photos), for whoever may read it',
        params: checklistParams,
        produces: ['application/pdf'],
        response: { ...refused, 404: errorResponse },
      },
    },
    async (request, reply) => sendChecklistPdf(app.context, reply, currentUser(request), request.params.id),
  );

  app.post(
    '/api/checklist',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['checklists'],
        summary: 'Submit a checklist (multipart: checklist as JSON text, photos under file / file[])',
        consumes: ['multipart/form-data', 'application/json'],
        body: createChecklistRequest,
        response: { 201: dataResponse(checklistDetail), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const created = await createChecklist(app.context, currentUser(request), request.body, request.uploadedFiles);
      return reply.status(201).send({ data: created, message: checklistMessages.created });
    },
  );
};
