import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  pagedResponse,
  renewal,
  renewalFilterQuery,
  renewalListQuery,
  renewalPageSize,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { pageOf, pageRequest } from '../../lib/pagination.js';
import { renewalExport } from './export.js';
import { listRenewals } from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };
const tags = ['renewals'];

/**
 * Everything that expires, for admins: drivers' licences are in it, which only admins read
 * (the Drivers screen is theirs).
 */
export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/renewals',
    {
      schema: {
        tags,
        summary: 'Everything that expires, soonest first, with days left and colour, filtered, 50 a page',
        querystring: renewalListQuery,
        response: { 200: pagedResponse(renewal), ...refused, 422: errorResponse },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, renewalPageSize);
      const rows = await listRenewals(app.context, request.query);
      return pageOf(rows.slice(page.offset, page.offset + page.limit), rows.length, page);
    },
  );

  exportRoute(app, {
    url: '/api/renewals',
    tags,
    summary: 'The renewals (same filters as the list)',
    query: renewalFilterQuery,
    file: ({ query }) => renewalExport(app.context, query),
  });
};
