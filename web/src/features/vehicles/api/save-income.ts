import { dataResponse, incomeRecord, type SaveIncomeRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { incomeQueryKey } from './get-income';

const savedResponse = dataResponse(incomeRecord);

/** `PUT api/income`: the vehicle's revenue and expenses for one week (one row per vehicle and week). */
export function saveIncome(request: SaveIncomeRequest) {
  return api.put('/api/income', savedResponse, request, { errorToasts: 'except-validation' });
}

export function useSaveIncome(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIncome,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incomeQueryKey(vehicleId) }),
  });
}
