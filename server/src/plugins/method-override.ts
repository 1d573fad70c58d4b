import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { routeNotFoundMessage } from '@fleet-ops/shared';

const overrideHeader = 'x-http-method-override';

function requestedOverride(request: FastifyRequest): string | undefined {
  const header = request.headers[overrideHeader];
  const body = request.body as Record<string, unknown> | undefined;
  const field = body && typeof body === 'object' ? body._method : undefined;
  const value = typeof field === 'string' ? field : typeof header === 'string' ? header : undefined;
  return value?.toUpperCase();
}

/**
 * The web client sends updates as POST with `_method=PUT` (a form field or the
 * X-HTTP-Method-Override header), as the spec's calls do. Fastify routes on the method before the
 * body is read, so every PUT route also listens for POST and refuses a POST that does not ask
 * for PUT, as if the POST route did not exist.
 */
export const methodOverride = fastifyPlugin(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('PUT') || methods.includes('POST')) return;
    route.method = [...methods, 'POST'];
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [
      async (request, reply) => {
        if (request.method !== 'POST') return;
        if (requestedOverride(request) !== 'PUT') {
          return reply.status(404).send({ message: routeNotFoundMessage('POST', request.url.split('?')[0] ?? '') });
        }
        const body = request.body as Record<string, unknown> | undefined;
        if (body && typeof body === 'object') delete body._method;
      },
      ...existing,
    ];
  });
});
