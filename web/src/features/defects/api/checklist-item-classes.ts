import { checklistItemClass, dataResponse, type ChecklistItemClassesInput } from '@fleet-ops/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const classesResponse = dataResponse(z.array(checklistItemClass));
const classesQueryKey = ['checklist-item-classes'] as const;

/** `GET api/checklist_items`: every item with its general class, then the per-vehicle-type classes. */
export function getChecklistItemClasses(signal?: AbortSignal) {
  return api.get('/api/checklist_items', classesResponse, { signal, errorToasts: 'none' });
}

export function checklistItemClassesQueryOptions() {
  return queryOptions({
    queryKey: classesQueryKey,
    queryFn: ({ signal }) => getChecklistItemClasses(signal).then((response) => response.data),
    retry: false,
  });
}

export function useChecklistItemClasses() {
  return useQuery(checklistItemClassesQueryOptions());
}

/** `PUT api/checklist_items`: replaces every class admins set. Field errors (422) are the section's to show. */
export function saveChecklistItemClasses(body: ChecklistItemClassesInput) {
  return api.put('/api/checklist_items', classesResponse, body, { errorToasts: 'except-validation' });
}

export function useSaveChecklistItemClasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChecklistItemClasses,
    onSuccess: (response) => queryClient.setQueryData(classesQueryKey, response.data),
  });
}
