import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  rate,
  rateDefaultPageSize,
  rateExportQuery,
  rateListQuery,
  rateMessages,
  updateRateRequest,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { currentUser } from '../../plugins/authentication.js';
import { idParams as rateIdParams } from '../../lib/path-params.js';
import { rateExport } from './export.js';
import { changeRate, getRate, listRatePage } from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** The Rates screen: daily rates per vehicle parent type. Admins only. */
export const rateRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/api/rates',
    tags: ['rates'],
    summary: 'Rates per vehicle parent type, 50 per page (all=1: every rate on one page)',
    query: rateListQuery,
    row: rate,
    perPage: rateDefaultPageSize,
    read: ({ page }) => listRatePage(app.context, page),
    whole: { when: (query) => query.all, read: () => listRatePage(app.context) },
  });

  exportRoute(app, {
    url: '/api/rates',
    tags: ['rates'],
    summary: 'The rates the screen shows (same search on the vehicle type)',
    query: rateExportQuery,
    file: ({ query }) => rateExport(app.context, query),
  });

  app.get(
    '/api/rates/:id',
    {
      schema: {
        tags: ['rates'],
        summary: 'One rate',
        params: rateIdParams,
        response: { 200: dataResponse(rate), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({ data: await getRate(app.context, request.params.id), message: 'OK' }),
  );

  app.put(
    '/api/rates/:id',
    {
      schema: {
        tags: ['rates'],
        summary: 'Set full_day_rate and shared_day_rate (also POST with _method=PUT); billed weeks keep their rate',
        params: rateIdParams,
        body: updateRateRequest,
        response: { 200: dataResponse(rate), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await changeRate(app.context, request.params.id, request.body, currentUser(request).id),
      message: rateMessages.updated,
    }),
  );
};
