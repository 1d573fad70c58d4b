import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  errorResponse,
  inspectionFormDraft,
  inspectionFormFile,
  inspectionFormFileAnswer,
  inspectionFormInput,
  inspectionFormListQuery,
  inspectionFormMessages as messages,
  inspectionFormPageSize,
  inspectionFormRow,
  inspectionFormVersion,
  inspectionFormVersionParams,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { idempotencyClaim, idempotencyDescription } from '../../lib/idempotency.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { idParams } from '../../lib/path-params.js';
import { currentUser } from '../../plugins/authentication.js';
import { inspectionFormExport } from './export.js';
import { formFile, getDraft, getVersion, listForms, vehicleFormVersion } from './read.js';
import { createForm, importForm, publishForm, saveDraft } from './service.js';

const tags = ['inspection forms'];
const refused = { 401: errorResponse, 403: errorResponse };
const draftAnswer = { 200: dataResponse(inspectionFormDraft), ...refused, 404: errorResponse };

/** Inspection forms (issue 36, docs/checklists.md): admins write; a vehicle's form is read by whoever may inspect it. */
export const inspectionFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const { context } = app;

  listRoute(app, {
    url: '/api/inspection_forms',
    tags,
    summary: 'Inspection forms, the default first then by name, 25 a page',
    query: inspectionFormListQuery,
    row: inspectionFormRow,
    perPage: inspectionFormPageSize,
    read: ({ query, page }) => listForms(context, query, page),
  });

  exportRoute(app, {
    url: '/api/inspection_forms',
    tags,
    summary: 'Inspection forms matching the search',
    query: z.object({ searchText: inspectionFormListQuery.shape.searchText }),
    file: ({ query }) => inspectionFormExport(context, query.searchText),
  });

  const created = {
    200: dataResponse(inspectionFormDraft),
    201: dataResponse(inspectionFormDraft),
    ...refused,
    409: errorResponse,
    422: errorResponse,
  };

  app.post(
    '/api/inspection_forms',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Create a form as a draft (no version until it is published)',
        description: idempotencyDescription({ answers: 'the first form' }),
        body: inspectionFormInput,
        response: created,
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { value, replayed } = await createForm(context, caller, request.body, idempotencyClaim(request, caller.id));
      return reply.status(replayed ? 200 : 201).send({ data: value, message: messages.created });
    },
  );

  app.post(
    '/api/inspection_forms/import',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Import a form exported as JSON (GET api/inspection_forms/{id}/json) as a new draft for no vehicle',
        description: idempotencyDescription({ answers: 'the first imported form' }),
        body: inspectionFormFile,
        response: created,
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { value, replayed } = await importForm(context, caller, request.body, idempotencyClaim(request, caller.id));
      return reply.status(replayed ? 200 : 201).send({ data: value, message: messages.imported });
    },
  );

  app.get(
    '/api/inspection_forms/:id',
    {
      schema: {
        tags,
        summary: 'A form with its draft and where publishing stands',
        params: idParams,
        response: draftAnswer,
      },
    },
    async (request) => ({ data: await getDraft(context, request.params.id), message: 'OK' }),
  );

  app.put(
    '/api/inspection_forms/:id',
    {
      schema: {
        tags,
        summary: 'Save the draft; who it applies to and the default change at once, the sections when published',
        params: idParams,
        body: inspectionFormInput,
        response: { ...draftAnswer, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await saveDraft(context, currentUser(request), request.params.id, request.body),
      message: messages.saved,
    }),
  );

  app.post(
    '/api/inspection_forms/:id/publish',
    {
      schema: {
        tags,
        summary: 'Publish the draft as the next version (409 when nothing changed since the last one)',
        params: idParams,
        response: { ...draftAnswer, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await publishForm(context, currentUser(request), request.params.id),
      message: messages.published,
    }),
  );

  app.get(
    '/api/inspection_forms/:id/versions/:version',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A published version, as checklists filled on it render for ever',
        params: inspectionFormVersionParams,
        response: {
          200: dataResponse(inspectionFormVersion),
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await getVersion(context, request.params.id, request.params.version),
      message: 'OK',
    }),
  );

  app.get(
    '/api/inspection_forms/:id/json',
    {
      schema: {
        tags,
        summary: "The form's draft as a JSON file another site imports (who it applies to stays behind)",
        params: idParams,
        response: { 200: inspectionFormFileAnswer, ...refused, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { name, file } = await formFile(context, request.params.id);
      return reply.header('Content-Disposition', `attachment; filename="${name}"`).send(file);
    },
  );

  app.get(
    '/api/vehicles/:id/inspection_form',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The version the vehicle is inspected on now: its own form, else its type's, else the default",
        params: idParams,
        response: { 200: dataResponse(inspectionFormVersion), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({
      data: await vehicleFormVersion(context, currentUser(request), request.params.id),
      message: 'OK',
    }),
  );
};
