import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiToken,
  apiTokenListQuery,
  apiTokenMessages,
  apiTokenPageSize,
  createdApiToken,
  dataResponse,
  errorResponse,
  messageResponse,
  newApiTokenRequest,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { idParams } from '../../lib/path-params.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { currentUser } from '../../plugins/authentication.js';
import { apiTokenExport } from './export.js';
import { createApiToken, listApiTokens, revokeOwnApiToken } from './service.js';

const tags = ['api tokens'];
const refused = { 401: errorResponse, 403: errorResponse };

/** An admin's own personal API tokens (README "API tokens"). */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { context } = app;

  listRoute(app, {
    url: '/api/api_tokens',
    tags,
    summary: "The signed-in admin's API tokens, newest first, 10 a page (never the tokens themselves)",
    query: apiTokenListQuery,
    row: apiToken,
    perPage: apiTokenPageSize,
    read: ({ page, caller }) => listApiTokens(context, caller, page),
  });

  exportRoute(app, {
    url: '/api/api_tokens',
    tags,
    summary: "The signed-in admin's API tokens (never the tokens themselves)",
    file: ({ caller }) => apiTokenExport(context, caller),
  });

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
