import { finished } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  fleetInspectorFileQuery,
  openDefectsPrintQuery,
  uploadMessages,
  vehicleInspectorFileQuery,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { scopeVehicleIds } from '../../lib/crew-scope.js';
import { notFound } from '../../lib/errors.js';
import { idParams } from '../../lib/path-params.js';
import { storedFileContentSecurityPolicy } from '../../lib/send-stored-file.js';
import { createWorkLimit, type WorkLimit } from '../../lib/work-limit.js';
import { currentUser } from '../../plugins/authentication.js';
import { pdfLanguage } from '../checklists/index.js';
import { getVehicle } from '../vehicles/index.js';
import { inspectorFileName, writeInspectorFile, type FileTarget } from './file.js';
import { openDefectsPdf } from './open-defects-pdf.js';
import { createZip } from './zip.js';

const tags = ['inspector file'];
const refusals = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse, 503: errorResponse };

/**
 * One inspector's file made at a time per server and two waiting (each reads a period of records
 * and makes PDFs); beyond that the caller is told to come back, before a byte of the file is sent.
 */
const files = new WeakMap<AppContext, WorkLimit>();
const fileWork = (context: AppContext) => {
  let limit = files.get(context);
  if (!limit) files.set(context, (limit = createWorkLimit({ running: 1, waiting: 2 })));
  return limit;
};

type FileRequest = { from: string; to: string; lang?: 'en' | 'fr' | undefined };

/**
 * Streams the ZIP as it is written (never whole in memory). Once the first byte is out a failure
 * can only cut the download short: it is logged and the connection closed, so the browser
 * reports a failed download rather than a file that looks complete.
 */
async function sendFile(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  label: string,
  target: FileTarget,
  query: FileRequest,
) {
  const language = pdfLanguage(query.lang, request.headers['accept-language']);
  const made = await fileWork(context).run(async () => {
    const zip = createZip();
    void reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${inspectorFileName(label, query)}"`)
      .header('Content-Security-Policy', storedFileContentSecurityPolicy)
      .header('Cache-Control', 'no-store')
      .send(zip.archive);
    // Read out whole by the reader (or cut short), before the turn goes to the next file.
    const sent = finished(zip.archive);
    try {
      await writeInspectorFile(context, zip, target, query, language);
      await sent;
    } catch (error) {
      request.log.error({ err: error }, 'The inspector’s file could not be written whole');
      zip.archive.abort();
      reply.raw.destroy();
    }
  });
  if (made.refused) {
    return reply.status(503).header('Retry-After', '10').send({ message: uploadMessages.pdfBusy });
  }
  return reply;
}

/** The inspector's file (issue 37) and the printable list of open safety defects. */
export const inspectorFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicles/:id/inspector_file',
    {
      config: { access: ['admin', 'supervisor'] },
      schema: {
        tags,
        summary: "A vehicle's records of a period as one ZIP: a summary PDF, then each checklist PDF and photo by date",
        description: 'Supervisors: the vehicles of their crew only (others answer 404).',
        params: idParams,
        querystring: vehicleInspectorFileQuery,
        produces: ['application/zip'],
        response: refusals,
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const vehicle = await getVehicle(app.context, request.params.id);
      if (caller.role !== 'admin' && !(await scopeVehicleIds(app.context, caller)).includes(vehicle.id)) {
        throw notFound('Vehicle');
      }
      return sendFile(app.context, request, reply, vehicle.equipment_number, { vehicleId: vehicle.id }, request.query);
    },
  );

  app.get(
    '/api/inspector_file',
    {
      schema: {
        tags,
        summary:
          'The records of every vehicle (or of one vehicle type) for a period as one ZIP; disposed vehicles left out',
        querystring: fleetInspectorFileQuery,
        produces: ['application/zip'],
        response: refusals,
      },
    },
    async (request, reply) => {
      const type = request.query.vehicle_parent_type;
      return sendFile(app.context, request, reply, type ?? 'fleet', { parentType: type }, request.query);
    },
  );

  app.get(
    '/api/defects/open/print',
    {
      schema: {
        tags,
        summary: 'The open safety defects (not yet corrected) of the fleet or of one vehicle, as a PDF to print',
        querystring: openDefectsPrintQuery,
        produces: ['application/pdf'],
        response: refusals,
      },
    },
    async (request, reply) => {
      const { vehicle_id: vehicleId, lang } = request.query;
      if (vehicleId !== undefined) await getVehicle(app.context, vehicleId);
      const pdf = await openDefectsPdf(app.context, vehicleId, pdfLanguage(lang, request.headers['accept-language']));
      return (reply as FastifyReply)
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="open-defects${vehicleId ? `-${vehicleId}` : ''}.pdf"`)
        .header('Content-Security-Policy', storedFileContentSecurityPolicy)
        .send(pdf);
    },
  );
};
