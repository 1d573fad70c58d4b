import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renewal, renewalFilterQuery, renewalListQuery, renewalPageSize } from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { pageSlice } from '../../lib/pagination.js';
import { renewalExport } from './export.js';
import { listRenewals } from './service.js';

const tags = ['renewals'];

/**
 * Everything that expires, for admins: drivers' licences are in it, which only admins read
 * (the Drivers screen is theirs).
 */
export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/api/renewals',
    tags,
    summary: 'Everything that expires, soonest first, with days left and colour, filtered, 50 a page',
    query: renewalListQuery,
    row: renewal,
    perPage: renewalPageSize,
    // The renewals are worked out in memory from several tables (see `listRenewals`), then paged.
    read: async ({ query, page }) => {
      const rows = await listRenewals(app.context, query);
      return { rows: pageSlice(rows, page), total: rows.length };
    },
  });

  exportRoute(app, {
    url: '/api/renewals',
    tags,
    summary: 'The renewals (same filters as the list)',
    query: renewalFilterQuery,
    file: ({ query }) => renewalExport(app.context, query),
  });
};
