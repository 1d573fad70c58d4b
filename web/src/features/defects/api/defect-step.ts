import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defectResponse } from './get-defect';
import { defectsQueryKey } from './get-defects';

/** The lifecycle steps without a body: `POST api/defects/:id/acknowledge` and `.../verify`. */
export type PlainDefectStep = 'acknowledge' | 'verify';

/** A 409 (out of order) or 403 (own repair) is toasted by the API client with the server's words. */
export function runDefectStep({ id, step }: { id: number; step: PlainDefectStep }) {
  return api.post(`/api/defects/${id}/${step}`, defectResponse);
}

/** Refreshes every defect query and the vehicles (out of service may have changed). */
export function useInvalidateAfterStep() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: defectsQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['vehicles'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useDefectStep() {
  const invalidate = useInvalidateAfterStep();
  return useMutation({ mutationFn: runDefectStep, onSuccess: invalidate });
}
