import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from '../../src/plugins/authentication.js';

/**
 * Every route the real `buildApp` registers, read from an `onRoute` hook added the moment the
 * Fastify instance is created: the options object is kept by reference, so what the later hooks
 * change (the method override adds POST to PUT routes, the docs and web app mark themselves
 * public) is what the recorder sees.
 */
export type RecordedRoute = {
  /** `PUT /api/drivers/:id`: the key of the access table. */
  key: string;
  method: string;
  url: string;
  /** What the route declares; routes that declare nothing are for admins. */
  access: Access;
  /** The route says it changes stored rows (`config.writes`), whatever its method. */
  writes: boolean;
  /** The route takes an `Idempotency-Key` (`config.idempotent`). */
  idempotent: boolean;
  schema: RouteSchemas;
};

export type RouteSchemas = { body?: unknown; querystring?: unknown; params?: unknown; hide?: boolean };

const recorded: RouteOptions[] = [];

type FastifyFactory = (...args: unknown[]) => FastifyInstance;

/** For `vi.mock('fastify', ...)`: the module with a factory that records every route it is given. */
export function recordingFastify<Module extends { default: unknown }>(original: Module): Module {
  const factory = original.default as FastifyFactory;
  const recording = (...args: unknown[]) => {
    const app = factory(...args);
    app.addHook('onRoute', (route) => {
      recorded.push(route);
    });
    return app;
  };
  Object.assign(recording, factory);
  return { ...original, default: recording, fastify: recording };
}

/**
 * The routes of the app built last, one entry per method. HEAD answers are Fastify's copies of
 * the GET routes and the POST of a PUT route is the method override, so neither is listed.
 */
export function recordedRoutes(): RecordedRoute[] {
  const byKey = new Map<string, RecordedRoute>();
  for (const route of recorded) {
    const methods = [route.method].flat().map(String);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      if (method === 'POST' && methods.includes('PUT')) continue;
      const key = `${method} ${route.url}`;
      byKey.set(key, {
        key,
        method,
        url: route.url,
        access: route.config?.access ?? ['admin'],
        writes: route.config?.writes === true,
        idempotent: route.config?.idempotent === true,
        schema: route.schema ?? {},
      });
    }
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Forgets what was recorded, so a second app built in the same file starts clean. */
export function clearRecordedRoutes(): void {
  recorded.length = 0;
}
