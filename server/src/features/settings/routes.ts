import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  siteSettings,
  siteSettingsMessages,
  siteSettingsRequest,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../plugins/authentication.js';
import { readSiteSettings, saveSiteSettings } from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };

/**
 * What follows a save. The app passes in the scheduler's refresh: the job scheduler sits above
 * every feature (docs/ARCHITECTURE.md, "Server layers"), so settings cannot import it.
 */
type SettingsRoutesOptions = { afterSave: (context: AppContext) => Promise<void> };

/** Site settings: everyone signed in reads them (the checklist form follows them); admins change them. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { afterSave }) => {
  app.get(
    '/api/site_settings',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['settings'],
        summary: 'The site settings, defaults filled in',
        response: { 200: dataResponse(siteSettings), ...refused },
      },
    },
    async () => ({ data: await readSiteSettings(app.context.db), message: 'OK' }),
  );

  app.put(
    '/api/site_settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save the site settings (a setting left out goes back to its default)',
        body: siteSettingsRequest,
        response: { 200: dataResponse(siteSettings), ...refused, 422: errorResponse },
      },
    },
    async (request) => {
      const data = await saveSiteSettings(app.context, request.body, currentUser(request).id);
      // The digest follows its time at once: re-planned, and sent now if the new time has passed.
      await afterSave(app.context);
      return { data, message: siteSettingsMessages.saved };
    },
  );
};
