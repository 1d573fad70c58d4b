import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  incomeDataRequest,
  incomeDataResponse,
  incomeExportQuery,
  incomeMessages,
  incomeRecord,
  saveIncomeRequest,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { currentUser } from '../../plugins/authentication.js';
import { incomeExport } from './export.js';
import { incomeForWeek, saveIncome } from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** The Expense modal's calls and the income export, for admins. */
export const incomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/income/data',
    {
      config: { reads: true },
      schema: {
        tags: ['income'],
        summary: "A vehicle's stored revenue and expenses for a week (null when none), with isc and net",
        body: incomeDataRequest,
        response: { 200: incomeDataResponse, ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const data = await incomeForWeek(app.context, request.body.vehicles_id, request.body.start_date);
      return { data, message: data ? 'OK' : incomeMessages.notFound };
    },
  );

  app.put(
    '/api/income',
    {
      schema: {
        tags: ['income'],
        summary:
          "Save a vehicle's week: revenue and expenses (JSON); one row per vehicle and week (also POST with _method=PUT)",
        body: saveIncomeRequest,
        response: { 200: dataResponse(incomeRecord), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await saveIncome(app.context, request.body, currentUser(request).id),
      message: incomeMessages.saved,
    }),
  );

  exportRoute(app, {
    url: '/api/income',
    tags: ['income'],
    summary: 'Revenue, expenses and net per vehicle and week (optional start_date, end_date)',
    query: incomeExportQuery,
    file: ({ query }) => incomeExport(app.context, query),
  });
};
