/** The audit trail's reading side (`GET /api/audit`); writing is `recordAudit` in lib/audit.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntry, paginationQuery } from '@fleet-ops/shared';
import { listRoute } from '../../lib/lists/list-route.js';
import { listAuditEntries } from './queries.js';

const auditQuery = paginationQuery.extend({
  entity: z.string().max(60).optional(),
  entity_id: z.string().max(60).optional(),
  action: z.string().max(60).optional(),
});

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/api/audit',
    tags: ['audit'],
    summary: 'Who changed what, newest first (admins only)',
    query: auditQuery,
    row: auditEntry,
    perPage: 50,
    read: ({ query, page }) => listAuditEntries(app.context.db, query, page),
  });
};
