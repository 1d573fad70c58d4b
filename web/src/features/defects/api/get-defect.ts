import { dataResponse, defectDetail } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defectsQueryKey } from './get-defects';

export const defectResponse = dataResponse(defectDetail);

/** `GET api/defects/:id`: the defect with its reports, history and photos. A 404 is the screen's to say. */
export function getDefect(id: number, signal?: AbortSignal) {
  return api.get(`/api/defects/${id}`, defectResponse, { signal, errorToasts: 'none' });
}

export function defectQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...defectsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getDefect(id, signal).then((response) => response.data),
    retry: false,
  });
}

export function useDefect(id: number) {
  return useQuery(defectQueryOptions(id));
}
