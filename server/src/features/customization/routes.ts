/** Per-user screen preferences (list columns). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customization,
  customizationMessages,
  customizationPage,
  dataResponse,
  errorResponse,
  saveCustomizationRequest,
} from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { findColumnPreferences, saveColumnPreferences } from './queries.js';

const pageParams = z.object({ page: customizationPage });

/** Each user's visible columns per screen. Preferences are personal, so any signed-in user may keep them. */
export const customizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customization/:page',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['customization'],
        summary: "The caller's column choice for a screen (null until saved)",
        params: pageParams,
        response: { 200: dataResponse(customization), 401: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const saved = await findColumnPreferences(app.context.db, currentUser(request).id, request.params.page);
      return { data: { page: request.params.page, column_visibility: saved?.columnVisibility ?? null }, message: 'OK' };
    },
  );

  app.put(
    '/api/customization/:page',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['customization'],
        summary: "Save the caller's column choice for a screen",
        params: pageParams,
        body: saveCustomizationRequest,
        response: { 200: dataResponse(customization), 401: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const { page } = request.params;
      const columns = request.body.column_visibility;
      await saveColumnPreferences(app.context.db, currentUser(request).id, page, columns, app.context.clock.now());
      return { data: { page, column_visibility: columns }, message: customizationMessages.saved };
    },
  );
};
