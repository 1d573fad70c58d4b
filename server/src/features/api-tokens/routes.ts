import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiToken,
  apiTokenMessages,
  createdApiToken,
  dataResponse,
  errorResponse,
  messageResponse,
  newApiTokenRequest,
} from '@fleet-ops/shared';
import { z } from 'zod';
import { idParams } from '../../lib/path-params.js';
import { currentUser } from '../../plugins/authentication.js';
import { createApiToken, listApiTokens, revokeOwnApiToken } from './service.js';

const tags = ['api tokens'];
const refused = { 401: errorResponse, 403: errorResponse };

/** An admin's own personal API tokens (README "API tokens"). */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { context } = app;

  app.get(
    '/api/api_tokens',
    {
      schema: {
        tags,
        summary: "The signed-in admin's API tokens, newest first (never the tokens themselves)",
        response: { 200: dataResponse(z.array(apiToken)), ...refused },
      },
    },
    async (request) => ({ data: await listApiTokens(context, currentUser(request)), message: 'OK' }),
  );

  app.post(
    '/api/api_tokens',
    {
      schema: {
        tags,
        summary: 'Create a personal API token; the answer holds the token, shown this once',
        body: newApiTokenRequest,
        response: { 201: dataResponse(createdApiToken), ...refused, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await createApiToken(context, currentUser(request), request.body);
      return reply.status(201).send({ data, message: apiTokenMessages.created });
    },
  );

  app.delete(
    '/api/api_tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revoke one of your API tokens: it stops working at once',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse },
      },
    },
    async (request) => {
      await revokeOwnApiToken(context, currentUser(request), request.params.id);
      return { message: apiTokenMessages.revoked };
    },
  );
};
