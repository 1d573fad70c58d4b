import {
  dataResponse,
  maintenanceRow,
  pagedResponse,
  serviceCompletion,
  type MaintenanceStatus,
} from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { api } from '../../../lib/api-client';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import { useSubmissionRequestId } from '../../../lib/submission-request-id';

const maintenanceResponse = pagedResponse(maintenanceRow);
const completionResponse = dataResponse(serviceCompletion);

/** Every maintenance query starts with this key: a completion refreshes the list, the tiles' source and a vehicle's section. */
export const maintenanceQueryKey = ['maintenance'] as const;

/** What the list and the CSV export both send: only the filters in force. */
export type MaintenanceFilterParams = {
  status?: MaintenanceStatus;
  vehicle_id?: number;
  vehicle_parent_type?: string;
};

export type MaintenanceListParams = MaintenanceFilterParams & { page: number; per_page: number };

/** `GET api/maintenance`: one page, overdue first. The screen says a failure its own way. */
export function getMaintenance(params: MaintenanceListParams, signal?: AbortSignal) {
  return api.get('/api/maintenance', maintenanceResponse, { query: params, signal, errorToasts: 'none' });
}

export function maintenanceQueryOptions(params: MaintenanceListParams) {
  return queryOptions({
    queryKey: [...maintenanceQueryKey, params],
    queryFn: ({ signal }) => getMaintenance(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMaintenance(params: MaintenanceListParams, enabled = true) {
  return useQuery({ ...maintenanceQueryOptions(params), enabled });
}

/** `GET api/maintenance/status/{6 hex}/export`: the rows the list shows (same filters), as CSV or XLSX. */
export function exportMaintenance({ filter, format }: ExportRequest<MaintenanceFilterParams>) {
  return downloadExport('/api/maintenance/status', `maintenance-${todayIn(businessTimeZone)}`, format, filter);
}

export function useExportMaintenance() {
  return useMutation({ mutationFn: exportMaintenance });
}

/**
 * `POST api/maintenance/completions`. Field errors (422) are the form's to show. One request id
 * per submission, the same on every retry of it: a lost answer never records the service twice.
 */
export function useRecordCompletion() {
  const queryClient = useQueryClient();
  const requestId = useSubmissionRequestId();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post('/api/maintenance/completions', completionResponse, body, {
        errorToasts: 'except-validation',
        headers: requestId.header(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceQueryKey }),
    onSettled: (_response, error) => requestId.settled(error),
  });
}
