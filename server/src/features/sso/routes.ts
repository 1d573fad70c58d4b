/** Single sign-on through an OpenID Connect provider, beside (or instead of) passwords. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  authMethods,
  dataResponse,
  errorResponse,
  oidcCallbackQuery,
  oidcStartQuery,
  signedInUser,
  ssoErrorParam,
  ssoMessages,
  type SsoErrorCode,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { findSignedInSession } from '../auth/index.js';
import { clearCookie, overHttps, readCookie, sessionCookie, setCookie, stateCookie } from './cookies.js';
import { SsoRefusal } from './refusal.js';
import { finishOidcSignIn, startOidcSignIn } from './service.js';

/** The web app's sign-in page, and its page that picks up a single sign-on's session. */
const signInPage = '/login';
const landingPage = '/login/sso';

function oidcSettings(context: AppContext) {
  const settings = context.config.signIn.oidc;
  if (!settings) throw new AppError('not_found', ssoMessages.notConfigured);
  return settings;
}

function refusedTo(reply: FastifyReply, code: SsoErrorCode) {
  return reply.redirect(`${signInPage}?${new URLSearchParams({ [ssoErrorParam]: code }).toString()}`);
}

function landingFor(returnTo: string): string {
  return returnTo === '/' ? landingPage : `${landingPage}?${new URLSearchParams({ next: returnTo }).toString()}`;
}

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.context;
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  app.get(
    '/api/auth/methods',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'How people sign in here: password, single sign-on, or both',
        response: { 200: dataResponse(authMethods) },
      },
    },
    async () => {
      const { passwordSignIn, oidc } = app.context.config.signIn;
      return { data: { password: passwordSignIn, sso: oidc ? { name: oidc.name } : null }, message: 'OK' };
    },
  );

  app.get(
    '/api/auth/oidc/start',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Single sign-on: redirects to the provider (code flow with PKCE). `return_to`: a path of this site to open afterwards',
        querystring: oidcStartQuery,
        response: { 404: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const settings = oidcSettings(app.context);
      try {
        const { url, state } = await startOidcSignIn(app.context, settings, request.query.return_to ?? '/');
        reply.header('set-cookie', setCookie(stateCookie, state, overHttps(request, config)));
        return reply.redirect(url);
      } catch (error) {
        if (!(error instanceof SsoRefusal)) throw error;
        request.log.warn({ err: error.cause }, 'the single sign-on provider could not be reached');
        return refusedTo(reply, error.code);
      }
    },
  );

  app.get(
    '/api/auth/oidc/callback',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Single sign-on: where the provider sends people back. Redirects to the web app, signed in or with `sso_error`',
        querystring: oidcCallbackQuery,
        response: { 404: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const settings = oidcSettings(app.context);
      // Each attempt's state is good once, whatever comes of it.
      reply.header('set-cookie', clearCookie(stateCookie));
      try {
        const search = new URL(request.url, config.appUrl).search;
        const done = await finishOidcSignIn(app.context, settings, search, readCookie(request, stateCookie));
        reply.header('set-cookie', setCookie(sessionCookie, done.user.token, overHttps(request, config)));
        return reply.redirect(landingFor(done.returnTo));
      } catch (error) {
        const refusal = error instanceof SsoRefusal ? error : new SsoRefusal('failed', error);
        if (refusal.code === 'failed' || refusal.code === 'unavailable') {
          request.log.warn({ err: refusal.cause }, 'single sign-on failed');
        }
        return refusedTo(reply, refusal.code);
      }
    },
  );

  app.post(
    '/api/auth/oidc/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Single sign-on: the web app picks up the session the sign-on opened, from a cookie it then clears',
        response: { 200: dataResponse(signedInUser), 422: errorResponse },
      },
    },
    async (request, reply) => {
      const token = readCookie(request, sessionCookie);
      const found = token ? await findSignedInSession(app.context, token) : undefined;
      reply.header('set-cookie', clearCookie(sessionCookie));
      if (!token || !found) throw new AppError('validation', ssoMessages.handoffMissing);
      const { role, name, email } = found.user;
      return { data: { token, role, name, email }, message: authMessages.signedIn };
    },
  );
};
