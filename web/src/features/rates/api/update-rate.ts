import { dataResponse, rate, type UpdateRateRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingsQueryKey } from '../../tracking';
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
    // Tracking rows show today's rates for their rate-type choice, so they refresh too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ratesQueryKey }),
        queryClient.invalidateQueries({ queryKey: trackingsQueryKey }),
      ]),
  });
}
