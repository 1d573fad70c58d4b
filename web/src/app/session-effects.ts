import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authStore } from '../lib/auth-store';

/**
 * Keeps the session consistent across tabs and users: a sign-out (or sign-in) in another tab
 * reaches this one, and whenever the user changes, cached data of the previous one is dropped.
 */
export function useSessionEffects(): void {
  const queryClient = useQueryClient();

  useEffect(() => authStore.syncWithOtherTabs(window), []);

  useEffect(() => {
    let token = authStore.getUser()?.token;
    return authStore.subscribe(() => {
      const next = authStore.getUser()?.token;
      if (next !== token) queryClient.clear();
      token = next;
    });
  }, [queryClient]);
}
