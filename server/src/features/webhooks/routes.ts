import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  messageResponse,
  paginationQuery,
  webhook,
  webhookDelivery,
  webhookMessages,
  webhookRequest,
  webhookWithSecret,
} from '@fleet-ops/shared';
import { z } from 'zod';
import { exportRoute } from '../../lib/file-export/index.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { idParams, pathId } from '../../lib/path-params.js';
import { currentUser } from '../../plugins/authentication.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  pingWebhook,
  resendDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from './service.js';
import { webhookExport } from './export.js';

const tags = ['webhooks'];
const refused = { 401: errorResponse, 403: errorResponse };
const deliveryParams = z.object({ id: pathId, deliveryId: pathId });

/** Webhooks, for admins (README "Webhooks"): the hooks, their deliveries, resends and pings. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { context } = app;

  app.get(
    '/api/webhooks',
    {
      schema: {
        tags,
        summary: 'Every webhook, newest first, with its newest delivery (never the secrets)',
        response: { 200: dataResponse(z.array(webhook)), ...refused },
      },
    },
    async () => ({ data: await listWebhooks(context), message: 'OK' }),
  );

  exportRoute(app, {
    url: '/api/webhooks',
    tags,
    summary: 'Every webhook, newest first (never the secrets)',
    file: () => webhookExport(context),
  });

  app.post(
    '/api/webhooks',
    {
      schema: {
        tags,
        summary: 'Register a URL for events; the answer holds its signing secret, shown this once',
        body: webhookRequest,
        response: { 201: dataResponse(webhookWithSecret), ...refused, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await createWebhook(context, currentUser(request), request.body);
      return reply.status(201).send({ data, message: webhookMessages.created });
    },
  );

  app.put(
    '/api/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Change a webhook: name, URL, events, on or off',
        params: idParams,
        body: webhookRequest,
        response: { 200: dataResponse(webhook), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await updateWebhook(context, currentUser(request), request.params.id, request.body),
      message: webhookMessages.updated,
    }),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete a webhook and its delivery log',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse },
      },
    },
    async (request) => {
      await deleteWebhook(context, currentUser(request), request.params.id);
      return { message: webhookMessages.deleted };
    },
  );

  app.post(
    '/api/webhooks/:id/rotate_secret',
    {
      schema: {
        tags,
        summary: 'Make a new signing secret, shown this once; the old one stops at once',
        params: idParams,
        response: { 200: dataResponse(webhookWithSecret), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({
      data: await rotateWebhookSecret(context, currentUser(request), request.params.id),
      message: webhookMessages.secretRotated,
    }),
  );

  app.post(
    '/api/webhooks/:id/ping',
    {
      schema: {
        tags,
        summary: 'Send a test `ping` event to this webhook now',
        params: idParams,
        response: { 202: dataResponse(webhookDelivery), ...refused, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await pingWebhook(context, request.params.id);
      return reply.status(202).send({ data, message: webhookMessages.pingQueued });
    },
  );

  listRoute(app, {
    url: '/api/webhooks/:id/deliveries',
    tags,
    summary: "A webhook's deliveries, newest first: status, attempts, last status code and error",
    params: idParams,
    notFound: true,
    query: paginationQuery,
    row: webhookDelivery,
    perPage: 25,
    read: ({ params, page }) => listWebhookDeliveries(context, params.id, page),
  });

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        tags,
        summary: 'Send a delivery again now, the same body, from a first attempt',
        params: deliveryParams,
        response: { 202: dataResponse(webhookDelivery), ...refused, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await resendDelivery(context, request.params.id, request.params.deliveryId);
      return reply.status(202).send({ data, message: webhookMessages.resendQueued });
    },
  );
};
