import { dataResponse, rate, type UpdateRateRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshQueriesShowing } from '../../../lib/query-dependencies';
import { ratesQueryKey } from './get-rates';

const rateResponse = dataResponse(rate);

/** `PUT api/rates/{id}` with `full_day_rate` and `shared_day_rate`; 422s go to the form's fields. */
export function updateRate({ id, values }: { id: number; values: UpdateRateRequest }) {
  return api.put(`/api/rates/${id}`, rateResponse, values, { errorToasts: 'except-validation' });
}

export function useUpdateRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRate,
    // Other lists show rates too (tracking rows): they refresh with the rates.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ratesQueryKey }),
        refreshQueriesShowing(queryClient, 'rates'),
      ]),
  });
}
