import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { documentTransform, requestFieldDocuments, routeSchemaTransform } from './api-document.js';

/**
 * The OpenAPI document is generated from the same zod schemas that validate each route, then
 * finished once for strict tools (api-document.ts); `npm run lint` lints it with Redocly.
 */
export const apiDocs = fastifyPlugin(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fleet Ops API',
        version: '1.0.0',
        description: [
          'Vehicles, drivers, checklists and tracking for a mine-site fleet.',
          '',
          '**Calling the API from a script**: an admin creates a personal API token in the app',
          '(Profile, API tokens: read-only or read and write, 7 to 365 days; shown once) and sends it',
          'as `Authorization: Bearer fo_pat_…` on every call. A read-only token may call GET routes and',
          'the report routes; anything else answers 403. Revoke a token in the same place; it stops',
          'working at once. Press **Authorize** below to try calls with one.',
        ].join('\n'),
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A sign-in token, or a personal API token (fo_pat_…)',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: routeSchemaTransform,
    transformObject: documentTransform({ serverUrl: app.context.config.appUrl, requestFields: requestFieldDocuments }),
  });
  // The docs page and document hold no data, so they are open like the sign-in page.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' }, staticCSP: true });
  });
});
