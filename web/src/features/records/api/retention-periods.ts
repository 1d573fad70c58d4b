import { dataResponse, retentionPeriods, type RetentionPeriodsRequest } from '@fleet-ops/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const retentionPeriodsQueryKey = ['retention-periods'] as const;
const periodsResponse = dataResponse(retentionPeriods);

/** `GET api/retention_periods` (admins): the months each kind of record is kept. */
export async function getRetentionPeriods(signal?: AbortSignal) {
  return (await api.get('/api/retention_periods', periodsResponse, { signal })).data;
}

export const retentionPeriodsQueryOptions = queryOptions({
  queryKey: retentionPeriodsQueryKey,
  queryFn: ({ signal }) => getRetentionPeriods(signal),
});

export function useRetentionPeriods() {
  return useQuery(retentionPeriodsQueryOptions);
}

/** `PUT api/retention_periods`; a period below its legal minimum is a 422 the form shows under the field. */
export function saveRetentionPeriods(values: RetentionPeriodsRequest) {
  return api.put('/api/retention_periods', periodsResponse, values, { errorToasts: 'except-validation' });
}

export function useSaveRetentionPeriods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRetentionPeriods,
    onSuccess: (answer) => queryClient.setQueryData(retentionPeriodsQueryKey, answer.data),
  });
}
