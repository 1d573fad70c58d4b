import { dataResponse, fireInspection, type FireInspectionFormValues } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fireInspectionsQueryKey } from './get-fire-inspections';

const inspectionResponse = dataResponse(fireInspection);

/** `POST api/inspections`. Field errors (422) are the form's to show. */
export function createFireInspection(values: FireInspectionFormValues) {
  return api.post('/api/inspections', inspectionResponse, values, { errorToasts: 'except-validation' });
}

export function useCreateFireInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFireInspection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fireInspectionsQueryKey }),
  });
}
