import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUserRequest, dataResponse, errorResponse, paginationQuery, user, userMessages } from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { listRoute } from '../../lib/lists/list-route.js';
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

  listRoute(app, {
    url: '/api/users',
    tags: ['users'],
    summary: 'List accounts (admins only)',
    query: paginationQuery,
    row: user,
    perPage: 25,
    read: ({ page }) => listUserPage(app.context, page),
  });
};
