import type { SignedInUser } from '@fleet-ops/shared';
import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';

/**
 * The signed-in user, or null; components re-render on sign-in and sign-out, in any tab.
 * Signing out is in `sign-out.ts`: the guards of every page use this module, and the sign-out
 * call's answer is checked with a shared (zod) schema, which the sign-in page does not download.
 */
export function useCurrentUser(): SignedInUser | null {
  return useSyncExternalStore(authStore.subscribe, authStore.getUser);
}
