import { dataResponse, messageResponse, pagedResponse, serviceTask, type ServiceTask } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { api } from '../../../lib/api-client';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import { maintenanceQueryKey } from './maintenance';

const serviceTasksResponse = pagedResponse(serviceTask);
const serviceTaskResponse = dataResponse(serviceTask);

export const serviceTasksQueryKey = ['service-tasks'] as const;

export type ServiceTaskListParams = { page: number; per_page: number; search?: string };

/** `GET api/service_tasks`: one page by name. The screen says a failure its own way. */
export function getServiceTasks(params: ServiceTaskListParams, signal?: AbortSignal) {
  return api.get('/api/service_tasks', serviceTasksResponse, { query: params, signal, errorToasts: 'none' });
}

export function serviceTasksQueryOptions(params: ServiceTaskListParams) {
  return queryOptions({
    queryKey: [...serviceTasksQueryKey, params],
    queryFn: ({ signal }) => getServiceTasks(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useServiceTasks(params: ServiceTaskListParams) {
  return useQuery(serviceTasksQueryOptions(params));
}

/** `GET api/service_tasks/{6 hex}/export`: the tasks the list shows (same search), as CSV or XLSX. */
export function exportServiceTasks({ filter, format }: ExportRequest<{ search?: string }>) {
  return downloadExport('/api/service_tasks', `service-tasks-${todayIn(businessTimeZone)}`, format, filter);
}

export function useExportServiceTasks() {
  return useMutation({ mutationFn: exportServiceTasks });
}

/** Every task, for the choosers (a fleet has a few dozen at most: one page of 100). */
export function useAllServiceTasks(enabled = true) {
  return useQuery({ ...serviceTasksQueryOptions({ page: 1, per_page: 100 }), enabled });
}

/** What the form sends: the shared schema's input (numbers may still be blank). */
export type ServiceTaskBody = Record<string, unknown>;

/** `POST api/service_tasks` or `PUT api/service_tasks/{id}`. Field errors (422) are the form's to show. */
export function saveServiceTask({ id, body }: { id?: number; body: ServiceTaskBody }) {
  const options = { errorToasts: 'except-validation' } as const;
  return id === undefined
    ? api.post('/api/service_tasks', serviceTaskResponse, body, options)
    : api.put(`/api/service_tasks/${id}`, serviceTaskResponse, body, options);
}

/** A change of task changes every vehicle's status: both lists are refreshed. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: serviceTasksQueryKey }),
      queryClient.invalidateQueries({ queryKey: maintenanceQueryKey }),
    ]);
}

export function useSaveServiceTask() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: saveServiceTask, onSuccess: refresh });
}

/** `DELETE api/service_tasks/{id}`. */
export function deleteServiceTask(task: Pick<ServiceTask, 'id'>) {
  return api.delete(`/api/service_tasks/${task.id}`, messageResponse);
}

export function useDeleteServiceTask() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: deleteServiceTask, onSuccess: refresh });
}
