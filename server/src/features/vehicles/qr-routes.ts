import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse, errorResponse, qrLabelsRequest, vehicleQrCode } from '@fleet-ops/shared';
import { numericId, vehicleIdParams } from './params.js';
import { sendQrLabels, vehicleQrCodeOf } from './qr-labels.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** QR start (issue 20): each vehicle's code and the printable label sheets, for admins only. */
export const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/vehicles/qr_labels',
    {
      config: { reads: true },
      schema: {
        tags: ['vehicles'],
        summary:
          'A PDF sheet of QR labels (12 a Letter page): the vehicles of `ids`, or without ids those the ' +
          "list's filter shows (type, ownership_type, search, out_of_service, sort, sortDir; by default every visible vehicle)",
        body: qrLabelsRequest,
        produces: ['application/pdf'],
        response: { ...refused, 422: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => sendQrLabels(app.context, reply, request.body),
  );

  app.get(
    `/api/vehicles/:id(${numericId})/qr_code`,
    {
      schema: {
        tags: ['vehicles'],
        summary: "The address a vehicle's QR code opens (APP_URL/qr/{equipment number})",
        params: vehicleIdParams,
        response: { 200: dataResponse(vehicleQrCode), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await vehicleQrCodeOf(app.context, request.params.id), message: 'OK' }),
  );
};
