/** The SAAQ mandatory maintenance sheet of a work order: read, save (signed), and its PDF. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  maintenanceSheetDetail,
  maintenanceSheetForm,
  maintenanceSheetMessages,
  maintenanceSheetPdfQuery,
} from '@fleet-ops/shared';
import { idParams } from '../../lib/path-params.js';
import { acceptedLanguage } from '../../lib/reader-language.js';
import { currentUser } from '../../plugins/authentication.js';
import { sendMaintenanceSheetPdf } from './send-pdf.js';
import { getMaintenanceSheet, saveMaintenanceSheet } from './sheet.js';

const refused = { 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['work orders'];

/** Like the work orders they belong to, sheets are for admins (the default access). */
export const maintenanceSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/work_orders/:id/maintenance_sheet',
    {
      schema: {
        tags,
        summary: 'The SAAQ maintenance sheet of a Mandatory maintenance work order (null until saved)',
        params: idParams,
        response: { 200: dataResponse(maintenanceSheetDetail), ...refused },
      },
    },
    async (request) => ({ data: await getMaintenanceSheet(app.context, request.params.id), message: 'OK' }),
  );

  app.put(
    '/api/work_orders/:id/maintenance_sheet',
    {
      schema: {
        tags,
        summary: 'Save the signed sheet; for a heavy vehicle it records the mandatory maintenance as done',
        params: idParams,
        body: maintenanceSheetForm,
        response: { 200: dataResponse(maintenanceSheetDetail), ...refused, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await saveMaintenanceSheet(app.context, currentUser(request), request.params.id, request.body),
      message: maintenanceSheetMessages.saved,
    }),
  );

  app.get(
    '/api/work_orders/:id/maintenance_sheet/pdf',
    {
      schema: {
        tags,
        summary: 'The saved sheet as a PDF, in English or French (`lang`, else Accept-Language)',
        params: idParams,
        querystring: maintenanceSheetPdfQuery,
        produces: ['application/pdf'],
        response: { ...refused, 422: errorResponse },
      },
    },
    async (request, reply) =>
      sendMaintenanceSheetPdf(
        app.context,
        reply,
        request.params.id,
        request.query.lang ?? acceptedLanguage(request.headers['accept-language']),
      ),
  );
};
