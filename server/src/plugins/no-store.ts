import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * API answers carry a user's data, a session token or a private file: no cache (the browser's,
 * a shared proxy's, the back button's) may keep one, or the next person on a shared site PC
 * could read it after sign-out. Every answer under /api gets `Cache-Control: no-store`, set last
 * so it wins over what a route set. The API docs are the same for everyone and may be cached.
 */
export const noStore = fastifyPlugin((app: FastifyInstance, _options, done) => {
  app.addHook('onSend', (request, reply, payload, next) => {
    const path = request.url.split('?', 1)[0]!;
    if ((path === '/api' || path.startsWith('/api/')) && !path.startsWith('/api/docs')) {
      reply.header('Cache-Control', 'no-store');
    }
    next(null, payload);
  });
  done();
});
