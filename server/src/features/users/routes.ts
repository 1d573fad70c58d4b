import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserRequest,
  dataResponse,
  errorResponse,
  pagedResponse,
  paginationQuery,
  user,
  userMessages,
} from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { pageRequest } from '../../lib/pagination.js';
import { createStaffUser, listUserPage } from './service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's screen posts to `users/add/`; `api/users` is the same call under the API prefix.
  for (const url of ['/api/users', '/users/add/']) {
    app.post(
      url,
      {
        schema: {
          tags: ['users'],
          summary: 'Create an admin or supervisor account (admins only)',
          hide: url !== '/api/users',
          body: createUserRequest,
          response: { 201: dataResponse(user), 401: errorResponse, 403: errorResponse, 422: errorResponse },
        },
      },
      async (request, reply) => {
        const created = await createStaffUser(app.context, request.body, currentUser(request).id);
        return reply.status(201).send({ data: created, message: userMessages.created });
      },
    );
  }

  app.get(
    '/api/users',
    {
      schema: {
        tags: ['users'],
        summary: 'List accounts (admins only)',
        querystring: paginationQuery,
        response: { 200: pagedResponse(user), 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => listUserPage(app.context, pageRequest(request.query, 25)),
  );
};
