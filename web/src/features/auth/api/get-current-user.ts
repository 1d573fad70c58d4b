import type { Role, SignedInUser } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { dataAnswer, shape, text } from '../../../lib/light-checks';
import { isRole } from '../../../lib/wire-checks';

/**
 * `dataResponse(signedInUser.omit({ token: true }))` without zod: every signed-in screen's first
 * call (get-current-user.test.ts holds it to the shared schema).
 */
export const currentUserResponse = dataAnswer(
  shape<Omit<SignedInUser, 'token'>>({
    role: (value): Role | undefined => (isRole(value) ? value : undefined),
    name: text,
    email: text,
  }),
);

export const currentUserQueryKey = ['auth', 'me'] as const;

/** `GET api/me`: who the stored token belongs to. A revoked or expired token answers 401. */
export async function getCurrentUser(signal?: AbortSignal) {
  const response = await api.get('/api/me', currentUserResponse, { signal });
  return response.data;
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => getCurrentUser(signal) });
}

/**
 * Checks the stored sign-in with the server when a shell opens. A dead session gets the API
 * client's 401 handling (toast, then sign-out); a renamed account or changed role updates the
 * stored user, which moves the guards along with it.
 */
export function useSessionCheck(): void {
  const { data } = useQuery(currentUserQueryOptions());
  useEffect(() => {
    const stored = authStore.getUser();
    if (!data || !stored) return;
    if (data.name !== stored.name || data.role !== stored.role || data.email !== stored.email) {
      authStore.signIn({ ...stored, ...data });
    }
  }, [data]);
}
