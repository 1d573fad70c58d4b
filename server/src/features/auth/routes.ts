import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiTokenMessages,
  authMessages,
  dataResponse,
  errorResponse,
  forgotPasswordRequest,
  loginRequest,
  messageResponse,
  resetPasswordRequest,
  signedInUser,
} from '@fleet-ops/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { currentUser } from '../../plugins/authentication.js';
import {
  AccountThrottledError,
  refuseWhenPasswordSignInIsOff,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
} from './service.js';
import { createRedisSignInThrottle } from './redis-throttle.js';
import { createMemorySignInThrottle } from './throttle.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = {
    max: app.context.config.authRateLimit,
    timeWindow: '1 minute',
  };
  const { redis } = app.context;
  const throttle = redis ? createRedisSignInThrottle(redis) : createMemorySignInThrottle();

  app.post(
    '/api/login',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequest,
        response: { 200: dataResponse(signedInUser), 403: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      try {
        return { data: await signIn(app.context, request.body, throttle), message: authMessages.signedIn };
      } catch (error) {
        if (error instanceof AccountThrottledError) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      }
    },
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes this token',
        response: { 200: messageResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const { sessionId } = currentUser(request);
      // A script's API token is revoked on the API tokens screen, not by a stray sign-out call.
      if (sessionId === null) throw new AppError('forbidden', apiTokenMessages.sessionOnly);
      await signOut(app.context, sessionId);
      return { message: authMessages.signedOut };
    },
  );

  app.get(
    '/api/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Who the token belongs to: lets the web app check a stored sign-in when it loads',
        response: { 200: dataResponse(signedInUser.omit({ token: true })), 401: errorResponse },
      },
    },
    async (request) => {
      const { role, name, email } = currentUser(request);
      return { data: { role, name, email }, message: 'OK' };
    },
  );

  app.post(
    '/api/forget-password',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Email a password reset link (same answer whether or not the email exists), ' +
          'in English or French by Accept-Language',
        body: forgotPasswordRequest,
        response: { 200: messageResponse, 403: errorResponse, 422: errorResponse, 429: errorResponse },
      },
      // The lookup, the token and the mail run once the answer has gone out: every email gets the
      // same answer at the same speed, so neither tells whether it has an account.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const { email } = request.body;
        await requestPasswordReset(app.context, email, readerLanguage(request)).catch((error: unknown) =>
          request.log.error({ err: error }, 'password reset request failed'),
        );
      },
    },
    async () => {
      refuseWhenPasswordSignInIsOff(app.context);
      return { message: authMessages.forgotPasswordSent };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a reset token',
        querystring: z.object({ token: z.string().max(200).optional() }),
        body: resetPasswordRequest,
        response: { 200: messageResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await resetPassword(app.context, request.query.token ?? request.body.token, request.body.password);
      return { message: authMessages.passwordChanged };
    },
  );
};
