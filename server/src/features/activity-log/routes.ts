import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityLogQuery, activityLogResponse, errorResponse } from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { activityLogExport } from './export.js';
import { activityLogPage } from './service.js';

/** The Vehicle Logs screen (`/logs`), for admins. */
export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/assigned_drivers',
    {
      schema: {
        tags: ['activity log'],
        summary: 'Assignment log entries of the week holding start_date, for one driver or all; searched, sorted',
        querystring: activityLogQuery,
        response: { 200: activityLogResponse, 401: errorResponse, 403: errorResponse, 422: errorResponse },
      },
    },
    async (request) => activityLogPage(app.context, request.query),
  );

  exportRoute(app, {
    url: '/api/assigned_drivers',
    tags: ['activity log'],
    summary: 'The entries of the list (same week, driver, search and sort), with who made each',
    query: activityLogQuery,
    file: ({ query }) => activityLogExport(app.context, query),
  });
};
