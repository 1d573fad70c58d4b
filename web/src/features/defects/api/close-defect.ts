import type { DefectCloseInput } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateAfterStep } from './defect-step';
import { defectResponse } from './get-defect';

/** `POST api/defects/:id/close`: no defect found, with the reason. Field errors (422) are the form's. */
export function closeDefect({ id, values }: { id: number; values: DefectCloseInput }) {
  return api.post(`/api/defects/${id}/close`, defectResponse, values, { errorToasts: 'except-validation' });
}

export function useCloseDefect() {
  const invalidate = useInvalidateAfterStep();
  return useMutation({ mutationFn: closeDefect, onSuccess: invalidate });
}
