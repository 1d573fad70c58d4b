import { incomeDataResponse } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

/** `POST api/income/data`: the vehicle's stored week (null when nothing is stored yet), with isc and net. */
export async function getIncome(vehicleId: number, startDate: string, signal?: AbortSignal) {
  const response = await api.post(
    '/api/income/data',
    incomeDataResponse,
    { start_date: startDate, vehicles_id: vehicleId },
    { signal },
  );
  return response.data;
}

export function incomeQueryKey(vehicleId: number) {
  return [...vehiclesQueryKey, 'income', vehicleId] as const;
}

export function incomeQueryOptions(vehicleId: number, startDate: string) {
  return queryOptions({
    queryKey: [...incomeQueryKey(vehicleId), startDate],
    queryFn: ({ signal }) => getIncome(vehicleId, startDate, signal),
    // The form starts from what is stored now.
    staleTime: 0,
  });
}

export function useIncome(vehicleId: number, startDate: string) {
  return useQuery(incomeQueryOptions(vehicleId, startDate));
}
