import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointment,
  appointmentDoneForm,
  appointmentExportQuery,
  appointmentListQuery,
  appointmentMessages,
  appointmentRequest,
  appointmentType,
  dataResponse,
  errorResponse,
  maintenanceMessages,
  messageResponse,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { currentUser } from '../../plugins/authentication.js';
import { idParams } from '../../lib/path-params.js';
import { markAppointmentDone, undoAppointmentDone } from './done.js';
import { appointmentExport } from './export.js';
import {
  appointmentTypeList,
  changeAppointment,
  createAppointment,
  getAppointment,
  listAppointmentRows,
  removeAppointment,
} from './service.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** The Appointments screen's calls, for admins only. */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/appointments',
    {
      schema: {
        tags: ['appointments'],
        summary:
          'Appointments from start to end (YYYY-MM-DD, both included, both optional), newest first; when=upcoming: from today, nearest first; when=past: before today',
        querystring: appointmentListQuery,
        response: { 200: dataResponse(z.array(appointment)), ...refused, 422: errorResponse },
      },
    },
    async (request) => ({ data: await listAppointmentRows(app.context, request.query), message: 'OK' }),
  );

  app.get(
    '/api/appointments/types',
    {
      schema: {
        tags: ['appointments'],
        summary: 'The appointment types (Cleaning, Maintenance, ...), as stored',
        response: { 200: dataResponse(z.array(appointmentType)), ...refused },
      },
    },
    async () => ({ data: await appointmentTypeList(app.context), message: 'OK' }),
  );

  exportRoute(app, {
    url: '/api/appointments',
    tags: ['appointments'],
    summary: 'The bookings the table shows (same start, end, when and search, same order)',
    query: appointmentExportQuery,
    file: ({ query }) => appointmentExport(app.context, query),
  });

  app.get(
    '/api/appointments/:id',
    {
      schema: {
        tags: ['appointments'],
        summary: 'One appointment',
        params: idParams,
        response: { 200: dataResponse(appointment), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await getAppointment(app.context, request.params.id), message: 'OK' }),
  );

  app.post(
    '/api/appointments',
    {
      schema: {
        tags: ['appointments'],
        summary:
          'Book a vehicle (form names vehicle_no, date_to_added, location_id or call names VIN_no, date, location)',
        body: appointmentRequest,
        response: { 201: dataResponse(appointment), ...refused, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const created = await createAppointment(app.context, request.body, currentUser(request).id);
      return reply.status(201).send({ data: created, message: appointmentMessages.created });
    },
  );

  app.put(
    '/api/appointments/:id',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Change an appointment (also POST with _method=PUT)',
        params: idParams,
        body: appointmentRequest,
        response: {
          200: dataResponse(appointment),
          ...refused,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await changeAppointment(app.context, request.params.id, request.body, currentUser(request).id),
      message: appointmentMessages.updated,
    }),
  );

  app.post(
    '/api/appointments/:id/done',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Mark the visit done (date, odometer): with a service task, that task counts from it',
        params: idParams,
        body: appointmentDoneForm,
        response: { 200: dataResponse(appointment), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await markAppointmentDone(app.context, request.params.id, request.body, currentUser(request).id),
      message: maintenanceMessages.appointmentDone,
    }),
  );

  app.delete(
    '/api/appointments/:id/done',
    {
      schema: {
        tags: ['appointments'],
        summary: 'The visit is not done after all: its service task completion is taken back',
        params: idParams,
        response: { 200: dataResponse(appointment), ...refused, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => ({
      data: await undoAppointmentDone(app.context, request.params.id, currentUser(request).id),
      message: maintenanceMessages.appointmentUndone,
    }),
  );

  app.delete(
    '/api/appointments/:id',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Delete an appointment',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse },
      },
    },
    async (request) => {
      await removeAppointment(app.context, request.params.id, currentUser(request).id);
      return { message: appointmentMessages.deleted };
    },
  );
};
