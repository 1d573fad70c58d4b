/** The week pickers' lists (`api/week_trackings/...`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, weekDaysRequest, weekDaysResponse, weeksResponse } from '@fleet-ops/shared';
import { daysOfWeek, weeksUntil } from './weeks.js';

export const weekRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/week_trackings/weeks',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['weeks'],
        summary: 'Sunday-to-Saturday weeks from 2023-07-01 to this week, newest first',
        response: { 200: weeksResponse, 401: errorResponse },
      },
    },
    async () => ({ data: weeksUntil(app.context.clock.today()), message: 'OK' }),
  );

  app.post(
    '/api/week_trackings/days',
    {
      config: { access: 'signed-in', reads: true },
      schema: {
        tags: ['weeks'],
        summary: 'The seven dates of the week holding start_date',
        body: weekDaysRequest,
        response: { 200: weekDaysResponse, 401: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({ data: daysOfWeek(request.body.start_date), message: 'OK' }),
  );
};
