import { dataResponse, demoDataRemoval, demoDataStatus } from '@fleet-ops/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const demoDataQueryKey = ['demo-data'] as const;

/** `GET api/demo_data` (admins only): whether demo accounts, with their published password, are left. */
export function useDemoDataStatus(enabled: boolean) {
  return useQuery({
    queryKey: demoDataQueryKey,
    // Quiet when it fails: the banner is a reminder, not a screen of its own.
    queryFn: async ({ signal }) =>
      (await api.get('/api/demo_data', dataResponse(demoDataStatus), { signal, errorToasts: 'none' })).data,
    enabled,
  });
}

/** `DELETE api/demo_data`: removes the demo fleet and accounts; every cached list is stale after it. */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/demo_data', dataResponse(demoDataRemoval)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
