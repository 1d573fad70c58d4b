import { dataResponse, demoDataRemoval, demoDataStatus } from '@fleet-ops/shared';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { demoDataStatusCall } from './demo-data-early';

const demoDataQueryKey = ['demo-data'] as const;

/**
 * `GET api/demo_data` (admins only): whether demo accounts, with their published password, are
 * left. A suspending query: the screen under the banner waits for it (app-layout.tsx).
 */
export function useDemoDataStatus() {
  return useSuspenseQuery({
    queryKey: demoDataQueryKey,
    // Quiet when it fails, and at once: the banner is a reminder, not a screen of its own, and
    // the screen below it must not wait for retries.
    queryFn: ({ signal }) =>
      api.get(demoDataStatusCall, dataResponse(demoDataStatus), { signal, errorToasts: 'none' }).then(
        (answer) => answer.data,
        () => ({ present: false, accounts: 0 }),
      ),
    retry: false,
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
