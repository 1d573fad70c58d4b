/** Weekly tracking of each vehicle's days and billing. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  trackingDefaultPageSize,
  trackingFilterQuery,
  trackingListQuery,
  trackingListResponse,
  trackingMessages,
  trackingRow,
  updateTrackingRequest,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { currentUser } from '../../plugins/authentication.js';
import { idParams } from '../../lib/path-params.js';
import { trackingExport } from './export.js';
import { toggleTrackingStatus } from './status.js';
import { listTrackingPage, updateTracking } from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** Vehicle Tracking: the weekly billing rows. Admins only, reading included (it is the money screen). */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/api/trackings',
    tags: ['tracking'],
    summary:
      "A week's rows (opening the week creates them), filtered, searched, sorted (sortBy, sortDir) and paged, with the week's total",
    query: trackingListQuery,
    row: trackingRow,
    response: trackingListResponse,
    perPage: trackingDefaultPageSize,
    read: ({ query, page }) => listTrackingPage(app.context, query, page),
  });

  app.put(
    '/api/trackings',
    {
      schema: {
        tags: ['tracking'],
        summary:
          'Save a row (also POST with _method=PUT): rate type, rate, days, comment, cleaning; the amount is computed here',
        description:
          'Send the `version` the row was read with: when someone saved the row since, the answer is 409 and nothing changes.',
        body: updateTrackingRequest,
        response: {
          200: dataResponse(trackingRow),
          ...refused,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await updateTracking(app.context, request.body, currentUser(request).id),
      message: trackingMessages.updated,
    }),
  );

  // The spec's toggle is a GET; it changes the row, so it is marked as writing (read-only API
  // tokens are refused) and POST is offered beside it for clients that follow HTTP's rules. No
  // HEAD copy: a link checker or proxy asking for headers must not flip a billing row.
  app.route({
    method: ['POST', 'GET'],
    url: '/api/trackings/status/:id',
    exposeHeadRoute: false,
    config: { writes: true },
    schema: {
      tags: ['tracking'],
      summary: 'Toggle a row between enabled and disabled (prefer POST; GET is kept for older clients)',
      description:
        'Changes the row whatever the method, so a read-only API token is refused on both. New clients ' +
        'should send POST with no body; the GET form is the original API and stays for the clients that use it.',
      params: idParams,
      response: { 200: dataResponse(trackingRow), ...refused, 404: errorResponse, 422: errorResponse },
    },
    handler: async (request) => {
      const { row, message } = await toggleTrackingStatus(app.context, request.params.id, currentUser(request).id);
      return { data: row, message };
    },
  });

  exportRoute(app, {
    url: '/api/tracking',
    tags: ['tracking'],
    summary: "The week's rows (same week, status, search and sort as the list)",
    query: trackingFilterQuery,
    file: ({ query }) => trackingExport(app.context, query),
  });
};
