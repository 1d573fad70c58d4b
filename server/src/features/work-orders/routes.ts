/** Work orders of a vehicle: lines, linked service tasks and defects, and their cost in Profit & Loss. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataResponse,
  errorResponse,
  messageResponse,
  workOrder,
  workOrderDetail,
  workOrderFilterQuery,
  workOrderForm,
  workOrderListQuery,
  workOrderMessages,
  workOrderPageSize,
  workOrderServiceTask,
  workOrderStatusForm,
} from '@fleet-ops/shared';
import { exportRoute } from '../../lib/file-export/index.js';
import { idempotencyClaim, idempotencyDescription } from '../../lib/idempotency.js';
import { idParams } from '../../lib/path-params.js';
import { listRoute } from '../../lib/lists/list-route.js';
import { currentUser } from '../../plugins/authentication.js';
import { workOrderExport } from './export.js';
import { getWorkOrder, listWorkOrderPage } from './present.js';
import { listServiceTaskNames } from './queries.js';
import { changeWorkOrderStatus } from './status.js';
import { createWorkOrder, removeWorkOrder, updateWorkOrderForm } from './write.js';

const refused = { 401: errorResponse, 403: errorResponse };
const detailResponse = { 200: dataResponse(workOrderDetail), ...refused, 404: errorResponse, 422: errorResponse };
const tags = ['work orders'];

/** Work orders: an office screen like appointments, so reading and writing are for admins (the default access). */
export const workOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoute(app, {
    url: '/api/work_orders',
    tags,
    summary: 'Work orders, newest first, filtered, 50 a page',
    query: workOrderListQuery,
    row: workOrder,
    perPage: workOrderPageSize,
    read: ({ query, page }) => listWorkOrderPage(app.context, query, page),
  });

  exportRoute(app, {
    url: '/api/work_orders',
    tags,
    summary: 'The work orders (same filters as the list)',
    query: workOrderFilterQuery,
    file: ({ query }) => workOrderExport(app.context, query),
  });

  app.get(
    '/api/work_orders/service_tasks',
    {
      schema: {
        tags,
        summary: 'The service tasks a work order can link, by name',
        response: { 200: dataResponse(z.array(workOrderServiceTask)), ...refused },
      },
    },
    async () => ({ data: await listServiceTaskNames(app.context.db), message: 'OK' }),
  );

  app.get(
    '/api/work_orders/:id',
    {
      schema: {
        tags,
        summary: 'One work order with its lines, service tasks and defects',
        params: idParams,
        response: { 200: dataResponse(workOrderDetail), ...refused, 404: errorResponse },
      },
    },
    async (request) => ({ data: await getWorkOrder(app.context, request.params.id), message: 'OK' }),
  );

  app.post(
    '/api/work_orders',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Open a work order (its total is computed from the lines)',
        description: idempotencyDescription({ answers: 'the first work order' }),
        body: workOrderForm,
        response: {
          200: dataResponse(workOrderDetail),
          201: dataResponse(workOrderDetail),
          ...refused,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { value, replayed } = await createWorkOrder(
        app.context,
        caller,
        request.body,
        idempotencyClaim(request, caller.id),
      );
      return reply.status(replayed ? 200 : 201).send({ data: value, message: workOrderMessages.created });
    },
  );

  app.put(
    '/api/work_orders/:id',
    {
      schema: {
        tags,
        summary: 'Save a work order; a done one moves its week’s expense by the change of total',
        params: idParams,
        body: workOrderForm,
        response: { ...detailResponse, 409: errorResponse },
      },
    },
    async (request) => ({
      data: await updateWorkOrderForm(app.context, currentUser(request), request.params.id, request.body),
      message: workOrderMessages.updated,
    }),
  );

  app.post(
    '/api/work_orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Change the status: done books the total as a maintenance expense, reopening takes it back',
        params: idParams,
        body: workOrderStatusForm,
        response: { ...detailResponse, 409: errorResponse },
      },
    },
    async (request) => ({
      data: await changeWorkOrderStatus(app.context, currentUser(request), request.params.id, request.body),
      message: workOrderMessages.statusChanged,
    }),
  );

  app.delete(
    '/api/work_orders/:id',
    {
      schema: {
        tags,
        summary: 'Delete a work order (a done one takes its amount out of its week)',
        params: idParams,
        response: { 200: messageResponse, ...refused, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      await removeWorkOrder(app.context, currentUser(request), request.params.id);
      return { message: workOrderMessages.deleted };
    },
  );
};
