import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { signedInResponse } from '../../../lib/wire-checks';

/**
 * `POST api/auth/oidc/session`: the session single sign-on opened, handed over from a cookie the
 * server sets for this one call (never in the address). Signs in on success, as a password does.
 */
export function pickUpSsoSession() {
  return api.post('/api/auth/oidc/session', signedInResponse, undefined, { errorToasts: 'none' });
}

export function usePickUpSsoSession() {
  return useMutation({
    mutationFn: pickUpSsoSession,
    onSuccess: (response) => authStore.signIn(response.data),
  });
}
