import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataResponse, errorResponse, vehicleFileMessages, vehicleFilesResult } from '@fleet-ops/shared';
import { currentUser } from '../../plugins/authentication.js';
import { removeVehicleFile, sendVehicleFile, uploadVehicleFiles } from './files.js';
import { numericId, vehicleFileParams, vehicleIdParams } from './params.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** A vehicle's images and inspection file: upload, remove, and serve to signed-in admins only. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/api/vehicles/:id(${numericId})/upload_image`,
    {
      config: { fileUploads: true },
      schema: {
        tags: ['vehicles'],
        summary: 'Upload a file as multipart form data under image_1..image_10 or inspection_file',
        consumes: ['multipart/form-data'],
        params: vehicleIdParams,
        response: {
          200: dataResponse(vehicleFilesResult),
          ...refused,
          404: errorResponse,
          413: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await uploadVehicleFiles(app.context, request.params.id, request.uploadedFiles, currentUser(request).id),
      message: vehicleFileMessages.uploaded,
    }),
  );

  app.delete(
    `/api/vehicles/:id(${numericId})/remove_image/:image_key`,
    {
      schema: {
        tags: ['vehicles'],
        summary: "Empty one image slot (or the inspection file); answers the vehicle's files to re-map",
        params: vehicleFileParams,
        response: { 200: dataResponse(vehicleFilesResult), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await removeVehicleFile(app.context, request.params.id, request.params.image_key, currentUser(request).id),
      message: vehicleFileMessages.removed,
    }),
  );

  app.get(
    `/api/vehicles/:id(${numericId})/files/:image_key`,
    {
      schema: {
        tags: ['vehicles'],
        summary: 'A stored image or inspection file (an SVG comes as a download with a script-blocking CSP)',
        params: vehicleFileParams,
        produces: ['image/png', 'image/jpeg', 'image/svg+xml', 'application/pdf'],
        response: { ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => sendVehicleFile(app.context, reply, request.params.id, request.params.image_key),
  );
};
