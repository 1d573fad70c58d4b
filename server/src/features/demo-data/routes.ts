import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  demoDataMessages,
  demoDataRemoval,
  demoDataStatus as demoDataStatusSchema,
  errorResponse,
} from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { demoDataStatus, removeDemoData } from './removal.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** Whether the demo fleet is loaded, and the one action that removes it (admins only). */
export const demoDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/demo_data',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether demo accounts (published password) are still loaded (admins only)',
        response: { 200: dataResponse(demoDataStatusSchema), ...refused },
      },
    },
    async () => {
      const status = await demoDataStatus(app.context.db);
      return { data: status, message: status.present ? demoDataMessages.present : demoDataMessages.absent };
    },
  );

  app.delete(
    '/api/demo_data',
    {
      schema: {
        tags: ['users'],
        summary:
          'Remove the demo data: every vehicle, driver and fleet record, drivers and demo accounts; admins, lookups and the audit trail stay (admins only)',
        response: { 200: dataResponse(demoDataRemoval), ...refused },
      },
    },
    async (request) => {
      const result = await removeDemoData(app.context.db, currentUser(request).id);
      return { data: result, message: result.removed ? demoDataMessages.removed : demoDataMessages.nothingToRemove };
    },
  );
};
