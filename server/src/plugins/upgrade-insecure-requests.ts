import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * CSP `upgrade-insecure-requests` makes the browser fetch every image and API call over https.
 * Behind TLS that is right; on a site server reached at `http://10.x.x.x:3000` it breaks the app
 * (there is no https to upgrade to). So it is added only to answers of requests that came over
 * HTTPS: the socket's own TLS, or `X-Forwarded-Proto` from a proxy `TRUST_PROXY` believes
 * (Fastify's `request.protocol`), or always with `FORCE_HTTPS=1`.
 *
 * Register after helmet, whose CSP (without the directive) this extends.
 */
export const upgradeInsecureRequests = fastifyPlugin((app: FastifyInstance, _options, done) => {
  const always = app.context.config.forceHttps;
  app.addHook('onRequest', (request, reply, next) => {
    const policy = reply.raw.getHeader('content-security-policy');
    if ((always || request.protocol === 'https') && typeof policy === 'string') {
      reply.raw.setHeader('content-security-policy', `${policy};upgrade-insecure-requests`);
    }
    next();
  });
  done();
});
