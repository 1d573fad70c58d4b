import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  meterBatchResponse,
  meterExportQuery,
  meterMessages,
  meterReading,
  meterReadingBatch,
  meterReadingListQuery,
  meterReadingPageSize,
  voidMeterReadingRequest,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { idParams } from '../../lib/path-params.js';
import { currentUser } from '../../plugins/authentication.js';
import { recordMeterReadings } from './batch.js';
import { meterReadingExport } from './export.js';
import { listMeterReadingPage } from './present.js';
import { voidMeterReading } from './void.js';

const tags = ['meters'];
const refused = { 401: errorResponse, 403: errorResponse };

/** Odometer and hour meter readings (issue 37): a vehicle's history, readings from other systems, voids. Admins. */
export const meterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { context } = app;

  listRoute(app, {
    url: '/api/vehicles/:id/meter_readings',
    tags,
    summary: "A vehicle's odometer and hour meter readings, newest first, 25 a page, voided ones included",
    params: idParams,
    notFound: true,
    query: meterReadingListQuery,
    row: meterReading,
    perPage: meterReadingPageSize,
    read: ({ query, page, params }) => listMeterReadingPage(context, params.id, query, page),
  });

  exportRoute(app, {
    url: '/api/meter_readings',
    tags,
    summary: "One vehicle's meter history (vehicle_id, and the list's meter filter)",
    query: meterExportQuery,
    file: ({ query }) => meterReadingExport(context, query),
  });

  app.post(
    '/api/meter_readings',
    {
      schema: {
        tags,
        summary:
          'Up to 1,000 readings from another system (vehicle by id or equipment number): each is created, a duplicate ' +
          '(same vehicle, meter, taken_at and source_ref: safe to send again) or refused with its message. A reading ' +
          'older than the latest is kept in the history without moving the current value',
        body: meterReadingBatch,
        response: { 200: meterBatchResponse, ...refused, 422: errorResponse },
      },
    },
    async (request) => {
      const summary = await recordMeterReadings(context, currentUser(request), request.body);
      return {
        data: summary.results,
        message: meterMessages.batchDone,
        created: summary.created,
        duplicates: summary.duplicates,
        refused: summary.refused,
      };
    },
  );

  app.post(
    '/api/meter_readings/:id/void',
    {
      schema: {
        tags,
        summary:
          "Void a wrong reading with a reason: kept and audited, no longer counted; the vehicle's value is recomputed",
        params: idParams,
        body: voidMeterReadingRequest,
        response: {
          200: dataResponse(meterReading),
          ...refused,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const data = await voidMeterReading(context, currentUser(request), request.params.id, request.body);
      return { data, message: meterMessages.voided };
    },
  );
};
