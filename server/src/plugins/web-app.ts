import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { routeNotFoundMessage } from '@fleet-ops/shared';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts in the built index.html,
 * so the policy can allow exactly those and still refuse any other inline script.
 */
export function inlineScriptHashes(root: string): string[] {
  const file = path.join(root, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Serves the built web app from the API's port. Unknown paths outside the API get index.html so
 * the browser router can handle deep links such as /vehicles/12.
 */
export const webApp = async (app: FastifyInstance, options: { root: string }) => {
  if (!fs.existsSync(path.join(options.root, 'index.html'))) {
    app.log.warn(`No built web app in ${options.root}: run "npm run build" to serve the screens.`);
    return;
  }
  // The screens themselves are public: the data they show comes from API calls that check the token.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz beside each file: sent to browsers that accept them.
    preCompressed: true,
    // Those copies are found from their file's own route, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      // Built assets carry a content hash in their names, so they never change; index.html
      // names the current ones, so the browser must ask again every time.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else if (/index\.html(\.br|\.gz)?$/.test(filePath)) reply.header('Cache-Control', 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: routeNotFoundMessage(request.method, request.url.split('?')[0] ?? '') });
    }
    return reply.sendFile('index.html');
  });
};
