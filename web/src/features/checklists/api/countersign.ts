import {
  checklistCountersignature,
  dataResponse,
  pagedResponse,
  toCountersignRow,
  type CountersignRequest,
} from '@fleet-ops/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSubmissionRequestId } from '../../../lib/submission-request-id';
import { checklistsQueryKey } from './checklists-query-key';

const toCountersignKey = [...checklistsQueryKey, 'to-countersign'] as const;

/** `GET api/checklist/to_countersign`: the valid inspections the signed-in driver has to countersign. */
export function toCountersignQueryOptions() {
  return queryOptions({
    queryKey: toCountersignKey,
    queryFn: ({ signal }) =>
      api.get('/api/checklist/to_countersign', pagedResponse(toCountersignRow), {
        query: { per_page: 50 },
        signal,
        errorToasts: 'none',
      }),
  });
}

export function useToCountersign() {
  return useQuery(toCountersignQueryOptions());
}

/**
 * `POST api/checklist/{id}/countersign`, one request id per submission (the same on every retry):
 * a lost answer never signs twice. Refreshes every checklist query (the detail, the list to sign).
 */
export function useCountersign() {
  const queryClient = useQueryClient();
  const requestId = useSubmissionRequestId();
  return useMutation({
    mutationFn: ({ checklistId, body }: { checklistId: number; body: CountersignRequest }) =>
      api.post(`/api/checklist/${checklistId}/countersign`, dataResponse(checklistCountersignature), body, {
        errorToasts: 'except-validation',
        headers: requestId.header(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsQueryKey }),
    onSettled: (_response, error) => requestId.settled(error),
  });
}
