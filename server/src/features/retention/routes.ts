import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  retentionMessages,
  retentionPeriods,
  retentionPeriodsRequest,
} from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { readRetentionPeriods, saveRetentionPeriods } from './periods.js';

const refused = { 401: errorResponse, 403: errorResponse };
const tags = ['settings'];

/** The retention periods on Settings: admins read and change them (never below the legal minimum). */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/retention_periods',
    {
      schema: {
        tags,
        summary: 'How many months each kind of record is kept before it may be deleted',
        response: { 200: dataResponse(retentionPeriods), ...refused },
      },
    },
    async () => ({ data: await readRetentionPeriods(app.context.db), message: 'OK' }),
  );

  app.put(
    '/api/retention_periods',
    {
      schema: {
        tags,
        summary: 'Save the retention periods (a period left out goes back to its legal minimum; shorter is a 422)',
        body: retentionPeriodsRequest,
        response: { 200: dataResponse(retentionPeriods), ...refused, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await saveRetentionPeriods(app.context, request.body, currentUser(request).id),
      message: retentionMessages.saved,
    }),
  );
};
