import {
  dataResponse,
  defect,
  messageResponse,
  pagedResponse,
  workOrder,
  workOrderDetail,
  workOrderServiceTask,
  type WorkOrderKind,
  type WorkOrderStatus,
} from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { businessTimeZone } from '../../../config/business';
import { api } from '../../../lib/api-client';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import { useSubmissionRequestId } from '../../../lib/submission-request-id';

const listResponse = pagedResponse(workOrder);
const detailResponse = dataResponse(workOrderDetail);
const tasksResponse = dataResponse(z.array(workOrderServiceTask));

/** Every query of the feature starts with this key, so a change refreshes the list and the detail. */
export const workOrdersQueryKey = ['work-orders'] as const;

export type WorkOrderFilterParams = { status?: WorkOrderStatus; vehicle_id?: number; search?: string };
export type WorkOrderListParams = WorkOrderFilterParams & { page: number; per_page: number };

/** The body of `POST api/work_orders` and `PUT api/work_orders/:id`, as the form sends it. */
export type WorkOrderBody = {
  vehicle_id: string;
  title: string;
  kind: WorkOrderKind;
  notes: string;
  opened_on: string;
  due_on: string;
  lines: { kind: string; description: string; quantity: string; unit_cost: string }[];
  service_task_ids: number[];
  defect_ids: number[];
};

export type StatusBody = {
  status: WorkOrderStatus;
  completed_on?: string;
  odometer?: string;
  mark_defects_repaired?: boolean;
};

export function useWorkOrders(params: WorkOrderListParams, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...workOrdersQueryKey, 'list', params],
      queryFn: ({ signal }) =>
        api.get('/api/work_orders', listResponse, { query: params, signal, errorToasts: 'none' }),
      placeholderData: keepPreviousData,
      retry: false,
      enabled,
    }),
  );
}

export function useWorkOrder(id: number) {
  return useQuery({
    queryKey: [...workOrdersQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get(`/api/work_orders/${id}`, detailResponse, { signal, errorToasts: 'none' }),
    select: (response) => response.data,
    enabled: id > 0,
    retry: false,
  });
}

export function useServiceTaskNames() {
  return useQuery({
    queryKey: [...workOrdersQueryKey, 'service-tasks'],
    queryFn: ({ signal }) => api.get('/api/work_orders/service_tasks', tasksResponse, { signal }),
  });
}

/** `GET api/work_orders/{6 hex}/export`: the rows the list shows (same filters), newest first, as CSV or XLSX. */
export function useExportWorkOrders() {
  return useMutation({
    mutationFn: ({ filter, format }: ExportRequest<WorkOrderFilterParams>) =>
      downloadExport('/api/work_orders', `work-orders-${todayIn(businessTimeZone)}`, format, filter),
  });
}

/** Refreshes the work orders, and what a done one changes: defects, the vehicle's weeks, the dashboard. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [workOrdersQueryKey, ['defects'], ['vehicles'], ['dashboard'], ['maintenance']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * Create (no id) or save. Field errors (422) are the form's to show. A create sends the form's
 * request id, the same on every retry of one submission: a lost answer never opens it twice.
 */
export function useSaveWorkOrder() {
  const invalidate = useInvalidate();
  const requestId = useSubmissionRequestId();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: WorkOrderBody }) =>
      id
        ? api.put(`/api/work_orders/${id}`, detailResponse, body, { errorToasts: 'except-validation' })
        : api.post('/api/work_orders', detailResponse, body, {
            errorToasts: 'except-validation',
            headers: requestId.header(),
          }),
    onSuccess: invalidate,
    onSettled: (_response, error) => requestId.settled(error),
  });
}

export function useChangeWorkOrderStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StatusBody }) =>
      api.post(`/api/work_orders/${id}/status`, detailResponse, body, { errorToasts: 'except-validation' }),
    onSuccess: invalidate,
  });
}

export function useDeleteWorkOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/work_orders/${id}`, messageResponse),
    onSuccess: invalidate,
  });
}

const defectsResponse = pagedResponse(defect);

/** The vehicle's defects a work order can link: the unfinished ones (and those it already links). */
export function useVehicleDefectChoices(vehicleId: number) {
  return useQuery({
    queryKey: ['defects', 'work-order-choices', vehicleId],
    queryFn: ({ signal }) =>
      api.get('/api/defects', defectsResponse, { query: { vehicle_id: vehicleId, per_page: 100 }, signal }),
    enabled: vehicleId > 0,
  });
}
