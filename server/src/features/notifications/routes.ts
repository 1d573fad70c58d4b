/** Messages to drivers (SMS kept in the outbox). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse, driverMessages, driverNotification, errorResponse, notifyRequest } from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { idParams as driverIdParams } from '../../lib/path-params.js';
import { driverNotificationHistory, notifyDriver } from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** The notify dialog: send an SMS to a driver and see the ones sent before (admins only). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/notify',
    {
      schema: {
        tags: ['drivers'],
        summary:
          'Text a driver (drivers_id, phone, comments); without an SMS provider it is kept in the outbox, not sent, and the message says so',
        body: notifyRequest,
        response: { 201: dataResponse(driverNotification), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const sent = await notifyDriver(app.context, request.body, currentUser(request));
      // Saying "queued" when nothing will ever send it would mislead the office.
      const message = app.context.sms.delivers
        ? driverMessages.notificationQueued
        : driverMessages.notificationKeptInOutbox;
      return reply.status(201).send({ data: sent, message });
    },
  );

  app.get(
    '/api/drivers/:id/notifications',
    {
      schema: {
        tags: ['drivers'],
        summary: "A driver's past notifications, newest first",
        params: driverIdParams,
        response: { 200: dataResponse(z.array(driverNotification)), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await driverNotificationHistory(app.context, request.params.id), message: 'OK' }),
  );
};
