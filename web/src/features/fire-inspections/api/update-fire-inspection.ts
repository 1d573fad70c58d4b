import { dataResponse, fireInspection, type FireInspectionFormValues } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fireInspectionsQueryKey } from './get-fire-inspections';

const inspectionResponse = dataResponse(fireInspection);

/** `PUT api/inspections/{id}`. Field errors (422) are the form's to show. */
export function updateFireInspection({ id, values }: { id: number; values: FireInspectionFormValues }) {
  return api.put(`/api/inspections/${id}`, inspectionResponse, values, { errorToasts: 'except-validation' });
}

export function useUpdateFireInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFireInspection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fireInspectionsQueryKey }),
  });
}
