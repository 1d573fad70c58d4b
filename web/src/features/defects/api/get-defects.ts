import { defect, pagedResponse, type DefectSeverity, type DefectStatus } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const defectsResponse = pagedResponse(defect);

/** Every query of the feature starts with this key, so a step refreshes the list, the detail and the vehicle's section. */
export const defectsQueryKey = ['defects'] as const;

/** What the list and the CSV export both send: only the filters in force. */
export type DefectFilterParams = {
  status?: DefectStatus;
  severity?: DefectSeverity;
  vehicle_id?: number;
  /** The defect description's code, exactly (`1.A`). */
  code?: string;
  overdue?: 1;
  search?: string;
};

export type DefectListParams = DefectFilterParams & { page: number; per_page: number };

/** `GET api/defects`: one page, newest report first. The screen says a failure its own way. */
export function getDefects(params: DefectListParams, signal?: AbortSignal) {
  return api.get('/api/defects', defectsResponse, { query: params, signal, errorToasts: 'none' });
}

export function defectsQueryOptions(params: DefectListParams) {
  return queryOptions({
    queryKey: [...defectsQueryKey, 'list', params],
    queryFn: ({ signal }) => getDefects(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useDefects(params: DefectListParams, enabled = true) {
  return useQuery({ ...defectsQueryOptions(params), enabled });
}
