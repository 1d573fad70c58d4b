import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityLogQuery, activityLogResponse, errorResponse } from '@fleet-ops/shared';
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
};
