/** Fill-ups: the week's gas expense, the vehicle's reading, and litres/100 km. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  errorResponse,
  fuelEconomy,
  fuelEntry,
  fuelEntryForm,
  fuelFilterQuery,
  fuelListQuery,
  fuelMessages,
  fuelPageSize,
  fuelVehicle,
  messageResponse,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { idParams } from '../../lib/path-params.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { idempotencyClaim, idempotencyDescription } from '../../lib/idempotency.js';
import { currentUser } from '../../plugins/authentication.js';
import { fuelExport } from './export.js';
import { fuelVehicles, getFuelEntry, listFuelPage, vehicleEconomy } from './present.js';
import { createFuelEntry, removeFuelEntry, updateFuelEntryForm } from './write.js';

const refused = { 401: errorResponse, 403: errorResponse };
const tags = ['fuel'];

/**
 * Fill-ups. The office reads, corrects and exports them (admins, the default access); anyone
 * signed in adds one for a vehicle they may fill a checklist for (a driver: their own).
 */
export const fuelRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/api/fuel_entries',
    tags,
    summary: 'Fill-ups for one vehicle or all, 50 a page: newest first, or by litres, cost or cost per litre',
    query: fuelListQuery,
    row: fuelEntry,
    perPage: fuelPageSize,
    read: ({ query, page }) => listFuelPage(app.context, query, page),
  });

  exportRoute(app, {
    url: '/api/fuel_entries',
    tags,
    summary: 'The fill-ups (same filter as the list)',
    query: fuelFilterQuery,
    file: ({ query }) => fuelExport(app.context, query),
  });

  app.get(
    '/api/fuel_entries/vehicles',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The vehicles the caller may add fuel for, with their last odometer reading',
        response: { 200: dataResponse(z.array(fuelVehicle)), ...refused },
      },
    },
    async (request) => ({ data: await fuelVehicles(app.context, currentUser(request)), message: 'OK' }),
  );

  app.get(
    '/api/fuel_entries/economy/:id',
    {
      schema: {
        tags,
        summary: 'A vehicle’s litres/100 km between consecutive fill-ups (full-tank method)',
        params: idParams,
        response: { 200: dataResponse(fuelEconomy), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await vehicleEconomy(app.context, request.params.id), message: 'OK' }),
  );

  app.get(
    '/api/fuel_entries/:id',
    {
      schema: {
        tags,
        summary: 'One fill-up',
        params: idParams,
        response: { 200: dataResponse(fuelEntry), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await getFuelEntry(app.context, request.params.id), message: 'OK' }),
  );

  app.post(
    '/api/fuel_entries',
    {
      config: { access: 'signed-in', idempotent: true },
      schema: {
        tags,
        summary: 'Record a fill-up: its cost joins the week’s gas expense; a backwards odometer is refused',
        description: idempotencyDescription({ answers: 'the first fill-up' }),
        body: fuelEntryForm,
        response: {
          200: dataResponse(fuelEntry),
          201: dataResponse(fuelEntry),
          ...refused,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { value, replayed } = await createFuelEntry(
        app.context,
        caller,
        request.body,
        idempotencyClaim(request, caller.id),
      );
      return reply.status(replayed ? 200 : 201).send({ data: value, message: fuelMessages.created });
    },
  );

  app.put(
    '/api/fuel_entries/:id',
    {
      schema: {
        tags,
        summary: 'Correct a fill-up (the gas expense follows)',
        params: idParams,
        body: fuelEntryForm,
        response: { 200: dataResponse(fuelEntry), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await updateFuelEntryForm(app.context, currentUser(request), request.params.id, request.body),
      message: fuelMessages.updated,
    }),
  );

  app.delete(
    '/api/fuel_entries/:id',
    {
      schema: {
        tags,
        summary: 'Delete a fill-up (its cost leaves the week’s gas expense)',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      await removeFuelEntry(app.context, currentUser(request), request.params.id);
      return { message: fuelMessages.deleted };
    },
  );
};
