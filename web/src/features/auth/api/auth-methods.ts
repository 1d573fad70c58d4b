import type { AuthMethods } from '@fleet-ops/shared';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { authMethodsResponse } from '../../../lib/wire-checks';

/** `GET api/auth/methods`: password sign-in on or off, and single sign-on's name. Set at the server's start. */
export async function getAuthMethods(signal?: AbortSignal): Promise<AuthMethods> {
  return (await api.get('/api/auth/methods', authMethodsResponse, { signal, errorToasts: 'none' })).data;
}

const passwordOnly: AuthMethods = { password: true, sso: null };

/**
 * What the sign-in page offers: undefined while asking; passwords when the server cannot say
 * (with passwords turned off it refuses them itself, with a message). Asked once per visit with
 * React state rather than TanStack Query's `useQuery`, which would add 3 kB (gzip) to the
 * sign-in page, the one page with a weight budget (scripts/bundle-sizes.mjs).
 */
export function useAuthMethods(): AuthMethods | undefined {
  const [methods, setMethods] = useState<AuthMethods>();
  useEffect(() => {
    const controller = new AbortController();
    getAuthMethods(controller.signal).then(setMethods, () => {
      if (!controller.signal.aborted) setMethods(passwordOnly);
    });
    return () => controller.abort();
  }, []);
  return methods;
}
