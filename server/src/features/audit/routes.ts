/** The audit trail's reading side (`GET /api/audit`); writing is `recordAudit` in lib/audit.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntry, errorResponse, pagedResponse, paginationQuery } from '@fleet-ops/shared';
import { pageOf, pageRequest } from '../../lib/pagination.js';
import { listAuditEntries } from './queries.js';

const auditQuery = paginationQuery.extend({
  entity: z.string().max(60).optional(),
  entity_id: z.string().max(60).optional(),
  action: z.string().max(60).optional(),
});

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    {
      schema: {
        tags: ['audit'],
        summary: 'Who changed what, newest first (admins only)',
        querystring: auditQuery,
        response: { 200: pagedResponse(auditEntry), 401: errorResponse, 403: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, 50);
      const { rows, total } = await listAuditEntries(app.context.db, request.query, page);
      return pageOf(rows, total, page);
    },
  );
};
