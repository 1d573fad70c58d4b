import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  digestPreference,
  digestPreferenceForm,
  digestPreferenceMessages,
  errorResponse,
} from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { readDigestPreference } from './queries.js';
import { saveDigestPreference } from './preference.js';

const refused = { 401: errorResponse, 403: errorResponse };
const tags = ['digest'];

/** Each admin's own choice to get the daily digest email (admins only: nobody else gets it). */
export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/daily_digest',
    {
      schema: {
        tags,
        summary: 'Whether the daily digest email comes to the signed-in admin',
        response: { 200: dataResponse(digestPreference), ...refused },
      },
    },
    async (request) => ({
      data: { daily_digest: await readDigestPreference(app.context.db, currentUser(request).id) },
      message: 'OK',
    }),
  );

  app.put(
    '/api/me/daily_digest',
    {
      schema: {
        tags,
        summary: 'Turn the daily digest email on or off for the signed-in admin',
        body: digestPreferenceForm,
        response: { 200: dataResponse(digestPreference), ...refused, 422: errorResponse },
      },
    },
    async (request) => {
      const { daily_digest } = request.body;
      await saveDigestPreference(app.context, currentUser(request).id, daily_digest);
      return { data: { daily_digest }, message: digestPreferenceMessages.saved };
    },
  );
};
