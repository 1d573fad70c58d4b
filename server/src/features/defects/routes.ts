import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checklistItemClass,
  checklistItemClassesForm,
  dataResponse,
  defect,
  defectCloseForm,
  defectDetail,
  defectFilterQuery,
  defectListQuery,
  defectMessages,
  defectPageSize,
  defectRepairForm,
  defectReportForm,
  defectReportMessages,
  errorResponse,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { idempotencyClaim, idempotencyDescription } from '../../lib/idempotency.js';
import { idParams, pathId } from '../../lib/path-params.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { currentUser } from '../../plugins/authentication.js';
import { listItemClasses, replaceItemClasses } from './classes.js';
import { defectExport } from './export.js';
import { acknowledgeDefect, closeDefect, repairDefect, verifyDefect } from './lifecycle.js';
import { reportDefect } from './report.js';
import { defectVehicles, getDefect, listDefectPage, sendRepairPhoto } from './service.js';

const photoParams = z.object({ id: pathId, photoId: pathId });

const refused = { 401: errorResponse, 403: errorResponse };
const stepResponse = { 200: dataResponse(defectDetail), ...refused, 404: errorResponse, 409: errorResponse };
const tags = ['defects'];

/** Defects and checklist item classes. Changes are for admins (supervisors may also verify). */
export const defectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/checklist_items',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Every checklist item with its label and defect class, then per-vehicle-type classes',
        response: { 200: dataResponse(z.array(checklistItemClass)), ...refused },
      },
    },
    async () => ({ data: await listItemClasses(app.context.db), message: 'OK' }),
  );

  app.put(
    '/api/checklist_items',
    {
      schema: {
        tags,
        summary: 'Replace the defect classes admins set (unlisted items take their default)',
        body: checklistItemClassesForm,
        response: { 200: dataResponse(z.array(checklistItemClass)), ...refused, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await replaceItemClasses(app.context, request.body, currentUser(request).id),
      message: defectMessages.itemsSaved,
    }),
  );

  listRoute(app, {
    url: '/api/defects',
    access: 'signed-in',
    tags,
    summary: 'Defects the caller may read, newest first, filtered, 50 a page',
    query: defectListQuery,
    row: defect,
    perPage: defectPageSize,
    scope: defectVehicles,
    read: ({ query, page, scope }) => listDefectPage(app.context, scope, query, page),
  });

  exportRoute(app, {
    url: '/api/defects',
    tags,
    access: 'signed-in',
    summary: 'The defects (same filters as the list)',
    query: defectFilterQuery,
    file: ({ query, caller }) => defectExport(app.context, caller, query),
  });

  app.post(
    '/api/defects',
    {
      config: { access: ['admin', 'supervisor', 'driver'], fileUploads: true, idempotent: true },
      schema: {
        tags,
        summary: 'Report a defect without a whole inspection: it opens a defect as a failed item does',
        description:
          'A driver for a vehicle now assigned to them, a supervisor for their crew’s vehicles, an admin for any. ' +
          '`item` is an item of the vehicle’s inspection form, `code` one of its defect descriptions (its class ' +
          'sets the defect’s: major takes the vehicle out of service at once, minor is due in 48 h) or `note` ' +
          'says what is wrong. JSON, or multipart form data with up to 5 PNG or JPEG photos under `photos`. ' +
          idempotencyDescription({ answers: 'the defect its report went to', insteadOf: 'reporting it again' }),
        consumes: ['multipart/form-data', 'application/json'],
        body: defectReportForm,
        response: {
          200: dataResponse(defectDetail),
          201: dataResponse(defectDetail),
          ...refused,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { value, replayed } = await reportDefect(app.context, caller, {
        input: request.body,
        files: request.uploadedFiles,
        claim: idempotencyClaim(request, caller.id),
      });
      return reply.code(replayed ? 200 : 201).send({ data: value, message: defectReportMessages.created });
    },
  );

  app.get(
    '/api/defects/:id/report_photos/:photoId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One photo of a defect reported without a checklist, for whoever may read the defect',
        params: photoParams,
        produces: ['image/png', 'image/jpeg'],
        response: { ...refused, 404: errorResponse },
      },
    },
    async (request, reply) =>
      sendRepairPhoto(app.context, reply, currentUser(request), request.params.id, request.params.photoId, 'report'),
  );

  app.get(
    '/api/defects/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One defect with its occurrences and history',
        params: idParams,
        response: { 200: dataResponse(defectDetail), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await getDefect(app.context, currentUser(request), request.params.id), message: 'OK' }),
  );

  app.post(
    '/api/defects/:id/acknowledge',
    { schema: { tags, summary: 'An admin takes the defect', params: idParams, response: stepResponse } },
    async (request) => ({
      data: await acknowledgeDefect(app.context, currentUser(request), request.params.id),
      message: defectMessages.acknowledged,
    }),
  );

  app.post(
    '/api/defects/:id/repair',
    {
      config: { fileUploads: true, idempotent: true },
      schema: {
        tags,
        summary: 'Record the repair (notes required, cost optional: a maintenance expense of its week)',
        description:
          'JSON, or multipart form data with up to 5 PNG or JPEG photos under `photos` / `photos[]`. ' +
          idempotencyDescription({ answers: 'the repaired defect', insteadOf: 'recording it again' }),
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        body: defectRepairForm,
        response: { ...stepResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { value } = await repairDefect(app.context, caller, request.params.id, {
        input: request.body,
        files: request.uploadedFiles,
        claim: idempotencyClaim(request, caller.id),
      });
      // The spec's answer to a repair is 200, so a replay answers 200 like the first.
      return { data: value, message: defectMessages.repaired };
    },
  );

  app.get(
    '/api/defects/:id/repair_photos/:photoId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One photo of a repair, for whoever may read the defect (PNG or JPEG)',
        params: photoParams,
        produces: ['image/png', 'image/jpeg'],
        response: { ...refused, 404: errorResponse },
      },
    },
    async (request, reply) =>
      sendRepairPhoto(app.context, reply, currentUser(request), request.params.id, request.params.photoId),
  );

  app.post(
    '/api/defects/:id/verify',
    {
      config: { access: ['admin', 'supervisor'] },
      schema: { tags, summary: 'Confirm the repair (not by the repairer)', params: idParams, response: stepResponse },
    },
    async (request) => ({
      data: await verifyDefect(app.context, currentUser(request), request.params.id),
      message: defectMessages.verified,
    }),
  );

  app.post(
    '/api/defects/:id/close',
    {
      schema: {
        tags,
        summary: 'Close the defect as no defect found, with a reason',
        params: idParams,
        body: defectCloseForm,
        response: { ...stepResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await closeDefect(app.context, currentUser(request), request.params.id, request.body),
      message: defectMessages.closed,
    }),
  );
};
