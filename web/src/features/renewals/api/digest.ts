import { dataResponse, digestPreference, scheduledJob, type DigestPreference } from '@fleet-ops/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const preferenceKey = ['daily-digest', 'mine'] as const;
const jobsKey = ['scheduled-jobs'] as const;

/** `GET api/me/daily_digest`: whether the signed-in admin gets the digest. */
export function useDigestPreference() {
  return useQuery({
    queryKey: preferenceKey,
    queryFn: ({ signal }) => api.get('/api/me/daily_digest', dataResponse(digestPreference), { signal }),
  });
}

/** `PUT api/me/daily_digest`. */
export function useSaveDigestPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DigestPreference) => api.put('/api/me/daily_digest', dataResponse(digestPreference), values),
    onSuccess: (answer) => queryClient.setQueryData(preferenceKey, answer),
  });
}

/** `GET api/scheduled_jobs` (admins): last and next run of each job. */
export function useScheduledJobs() {
  return useQuery({
    queryKey: jobsKey,
    queryFn: ({ signal }) => api.get('/api/scheduled_jobs', dataResponse(z.array(scheduledJob)), { signal }),
  });
}

export { jobsKey as scheduledJobsQueryKey };
