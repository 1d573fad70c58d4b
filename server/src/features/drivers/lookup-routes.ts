import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  driver,
  driverMessages,
  driverOption,
  driverOptionWithLicence,
  driverStatusModes,
  errorResponse,
} from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { idParams as driverIdParams } from '../../lib/path-params.js';
import { driverOptions } from './service.js';
import { toggleDriverStatus } from './status.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** Pick lists and the enable / archive toggles. */
export const driverLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/drivers/data',
    {
      // The spec's supervisor list of available drivers: their own crew's only.
      config: { access: ['admin', 'supervisor'] },
      schema: {
        tags: ['drivers'],
        summary: "Enabled, unarchived drivers to choose from (admins: all; supervisors: their crew's)",
        response: { 200: dataResponse(z.array(driverOption)), ...refused },
      },
    },
    async (request) => {
      const options = await driverOptions(app.context, currentUser(request), false);
      return { data: options.map(({ id, name, license_no }) => ({ id, name, license_no })), message: 'OK' };
    },
  );

  app.get(
    '/api/drivers/data/with-status',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Every unarchived driver with whether they are enabled and their licence expiry and its status',
        response: { 200: dataResponse(z.array(driverOptionWithLicence)), ...refused },
      },
    },
    async (request) => ({ data: await driverOptions(app.context, currentUser(request), true), message: 'OK' }),
  );

  app.post(
    '/api/drivers/status/:id/:mode',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Toggle enabled or archived; disabling or archiving signs the driver out',
        params: driverIdParams.extend({
          mode: z.enum(driverStatusModes, { error: driverMessages.modeInvalid }),
        }),
        response: { 200: dataResponse(driver), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const { driver: changed, message } = await toggleDriverStatus(
        app.context,
        request.params.id,
        request.params.mode,
        currentUser(request).id,
      );
      return { data: changed, message };
    },
  );
};
