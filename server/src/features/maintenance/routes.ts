import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataResponse,
  errorResponse,
  maintenanceFilterQuery,
  maintenanceListQuery,
  maintenanceMessages,
  maintenancePageSize,
  maintenanceRow,
  messageResponse,
  serviceCompletion,
  serviceCompletionForm,
  serviceTask,
  serviceTaskFilterQuery,
  serviceTaskForm,
  serviceTaskListQuery,
  serviceTaskPageSize,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { idempotencyClaim, idempotencyDescription } from '../../lib/idempotency.js';
import { idParams } from '../../lib/path-params.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { currentUser } from '../../plugins/authentication.js';
import { recordCompletion } from './completions.js';
import { maintenanceExport } from './export.js';
import { serviceTaskExport } from './task-export.js';
import { listMaintenancePage } from './statuses.js';
import {
  changeServiceTask,
  createServiceTask,
  getServiceTask,
  listServiceTaskPage,
  removeServiceTask,
} from './tasks.js';

const refused = { 401: errorResponse, 403: errorResponse };
const tags = ['maintenance'];

/**
 * Service tasks and each vehicle's maintenance status. Admins only (no `access` declared), like
 * the vehicles and appointments screens they sit beside.
 */
export const maintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/api/service_tasks',
    tags,
    summary: 'Service tasks by name, 50 a page (search in the name)',
    query: serviceTaskListQuery,
    row: serviceTask,
    perPage: serviceTaskPageSize,
    read: ({ query, page }) => listServiceTaskPage(app.context, query.search, page),
  });

  exportRoute(app, {
    url: '/api/service_tasks',
    tags,
    summary: 'The service tasks (same search and order as the list)',
    query: serviceTaskFilterQuery,
    file: ({ query }) => serviceTaskExport(app.context, query.search),
  });

  app.post(
    '/api/service_tasks',
    {
      schema: {
        tags,
        summary: 'Define a service task: every N days or months and/or every N km, for all, a type or chosen vehicles',
        body: serviceTaskForm,
        response: { 201: dataResponse(serviceTask), ...refused, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const created = await createServiceTask(app.context, request.body, currentUser(request).id);
      return reply.status(201).send({ data: created, message: maintenanceMessages.taskCreated });
    },
  );

  app.get(
    '/api/service_tasks/:id',
    {
      schema: {
        tags,
        summary: 'One service task',
        params: idParams,
        response: { 200: dataResponse(serviceTask), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await getServiceTask(app.context, request.params.id), message: 'OK' }),
  );

  app.put(
    '/api/service_tasks/:id',
    {
      schema: {
        tags,
        summary: 'Change a service task (its history of completions stays)',
        params: idParams,
        body: serviceTaskForm,
        response: { 200: dataResponse(serviceTask), ...refused, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => ({
      data: await changeServiceTask(app.context, request.params.id, request.body, currentUser(request).id),
      message: maintenanceMessages.taskUpdated,
    }),
  );

  app.delete(
    '/api/service_tasks/:id',
    {
      schema: {
        tags,
        summary: 'Delete a service task: it is archived, its completions kept as history',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse },
      },
    },
    async (request) => {
      await removeServiceTask(app.context, request.params.id, currentUser(request).id);
      return { message: maintenanceMessages.taskDeleted };
    },
  );

  listRoute(app, {
    url: '/api/maintenance',
    tags,
    summary: 'Every vehicle × applicable service task with its status, overdue first, 50 a page',
    query: maintenanceListQuery,
    row: maintenanceRow,
    perPage: maintenancePageSize,
    read: ({ query, page }) => listMaintenancePage(app.context, query, page),
  });

  exportRoute(app, {
    url: '/api/maintenance/status',
    tags,
    summary:
      'The maintenance statuses (same filters and order as the list; /api/maintenance/{code}/export is the Maintenance report)',
    query: maintenanceFilterQuery,
    file: ({ query }) => maintenanceExport(app.context, query),
  });

  app.post(
    '/api/maintenance/completions',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Record a service task as done on a vehicle (date, odometer): its next due counts from it',
        description: idempotencyDescription({ answers: 'the first completion' }),
        body: serviceCompletionForm,
        response: {
          200: dataResponse(serviceCompletion),
          201: dataResponse(serviceCompletion),
          ...refused,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const claim = idempotencyClaim(request, caller.id);
      const { value, replayed } = await recordCompletion(app.context, request.body, caller.id, claim);
      return reply.status(replayed ? 200 : 201).send({ data: value, message: maintenanceMessages.completionRecorded });
    },
  );
};
