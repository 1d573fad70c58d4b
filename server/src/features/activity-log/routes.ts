import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityLogQuery, activityLogResponse, activityLogRow } from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { activityLogExport } from './export.js';
import { activityLogPage } from './service.js';

/** The Vehicle Logs screen (`/logs`), for admins. */
export const activityLogRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/api/assigned_drivers',
    tags: ['activity log'],
    summary: 'Assignment log entries of the week holding start_date, for one driver or all; searched, sorted',
    query: activityLogQuery,
    row: activityLogRow,
    response: activityLogResponse,
    perPage: 50,
    read: ({ query, page }) => activityLogPage(app.context, query, page),
    // Without page, per_page or limit, every matching entry comes back: the screen pages on the client.
    whole: {
      when: (query) => query.page === undefined && query.per_page === undefined && query.limit === undefined,
      read: ({ query }) => activityLogPage(app.context, query),
    },
  });

  exportRoute(app, {
    url: '/api/assigned_drivers',
    tags: ['activity log'],
    summary: 'The entries of the list (same week, driver, search and sort), with who made each',
    query: activityLogQuery,
    file: ({ query }) => activityLogExport(app.context, query),
  });
};
