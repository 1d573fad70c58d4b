import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { apiTokenMessages, requestMessages, type ApiTokenScope, type Role } from '@fleet-ops/shared';
import type { AppContext } from '../app-context.js';
import { AppError } from '../lib/errors.js';

/** Who may call a route: anyone, any signed-in user, or the listed roles. Routes default to admins. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export type CurrentUser = {
  id: number;
  role: Role;
  name: string;
  email: string;
  /** The app session signed in with, or null for a personal API token. */
  sessionId: number | null;
  apiToken: { id: number; scope: ApiTokenScope } | null;
};

/** A live session's user, and how to record that the session was used. */
export type SignedInSession = { user: CurrentUser; touch: () => Promise<void> };

export type AuthenticationOptions = {
  /**
   * The signed-in session behind a bearer token, or undefined when there is none. Sessions are the
   * auth feature's, and shared code never imports a feature, so app.ts passes the lookup in.
   */
  findSession: (context: AppContext, token: string) => Promise<SignedInSession | undefined>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A POST that only reads (a report, a PDF): allowed to read-only API tokens. */
    reads?: boolean;
    /**
     * A route that changes stored rows whatever its method, such as the spec's GET toggles: refused
     * to read-only API tokens. The hardening suite fails for a GET that writes without it.
     */
    writes?: boolean;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

export const unauthenticatedMessage = requestMessages.unauthenticated;
export const forbiddenMessage = requestMessages.forbidden;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/** Whether a read-only API token may make this call: the route's flags first, then its method. */
function readsOnly(request: FastifyRequest): boolean {
  const { reads, writes } = request.routeOptions.config;
  if (writes === true) return false;
  return request.method === 'GET' || request.method === 'HEAD' || reads === true;
}

/** The signed-in user of a route whose access is not public. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError('unauthenticated', unauthenticatedMessage);
  return request.currentUser;
}

/**
 * Checks the bearer token and the route's `access` before anything else runs. A route that says
 * nothing is for admins only, so forgetting to declare access can only lock a route, never open it.
 */
export const authentication = fastifyPlugin(async (app: FastifyInstance, options: AuthenticationOptions) => {
  app.decorateRequest('currentUser', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? ['admin'];
    if (access === 'public' || !request.routeOptions.url) return;
    const token = bearerToken(request);
    const found = token ? await options.findSession(app.context, token) : undefined;
    if (!found) throw new AppError('unauthenticated', unauthenticatedMessage);
    request.currentUser = found.user;
    if (access !== 'signed-in' && !access.includes(found.user.role)) {
      throw new AppError('forbidden', forbiddenMessage);
    }
    if (found.user.apiToken?.scope === 'read' && !readsOnly(request)) {
      throw new AppError('forbidden', apiTokenMessages.readOnly);
    }
    await found.touch();
  });
});
