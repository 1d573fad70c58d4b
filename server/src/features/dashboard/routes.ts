/** Home's alerts: what needs action today. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAlerts as dashboardAlertsSchema, dataResponse, errorResponse } from '@fleet-ops/shared';
import { dashboardAlerts } from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** The admins' Home dashboard and header alerts. Admins only (no `access` declared). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/alerts',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'What needs action today: expired and expiring documents, licences, kits and extinguishers, ' +
          "this week's checklists with issues, vehicles in use without a valid inspection, unassigned vehicles",
        response: { 200: dataResponse(dashboardAlertsSchema), ...refused },
      },
    },
    async () => ({ data: await dashboardAlerts(app.context), message: 'OK' }),
  );
};
