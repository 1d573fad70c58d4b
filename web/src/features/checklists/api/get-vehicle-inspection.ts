import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checklistsQueryKey } from './checklists-query-key';
import { inspectionFormVersionAnswer, vehicleOpenDefectsAnswer } from './vehicle-answers';

/**
 * What the inspection of one vehicle draws (issue 36): `GET api/vehicles/{id}/inspection_form`,
 * the version it is inspected on now, and `GET api/vehicles/{id}/open_defects`, its defects not yet
 * verified. Both are kept by the service worker like the vehicle's items, so a phone that opened
 * them once has them with no network. No retry: the form falls back to the Pre-OP list at once.
 * Both are read by light checks (vehicle-answers.ts): the items never wait for the schema chunk.
 */
export function vehicleFormVersionQueryOptions(vehicleId: number | undefined) {
  return queryOptions({
    queryKey: [...checklistsQueryKey, 'inspection-form', vehicleId] as const,
    queryFn: async ({ signal }) => {
      const response = await api.get(`/api/vehicles/${vehicleId}/inspection_form`, inspectionFormVersionAnswer, {
        signal,
        errorToasts: 'none',
      });
      return response.data;
    },
    enabled: vehicleId !== undefined,
    retry: false,
    staleTime: 60_000,
  });
}

export function vehicleOpenDefectsQueryOptions(vehicleId: number | undefined) {
  return queryOptions({
    queryKey: [...checklistsQueryKey, 'open-defects', vehicleId] as const,
    queryFn: async ({ signal }) => {
      const response = await api.get(`/api/vehicles/${vehicleId}/open_defects`, vehicleOpenDefectsAnswer, {
        signal,
        errorToasts: 'none',
      });
      return response.data;
    },
    enabled: vehicleId !== undefined,
    retry: false,
  });
}

export function useVehicleFormVersion(vehicleId: number | undefined) {
  return useQuery(vehicleFormVersionQueryOptions(vehicleId));
}

export function useVehicleOpenDefects(vehicleId: number | undefined) {
  return useQuery(vehicleOpenDefectsQueryOptions(vehicleId));
}
