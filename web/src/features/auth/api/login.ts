import type { LoginRequest } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { signedInResponse } from '../../../lib/wire-checks';

/**
 * `POST api/login`. Wrong credentials come back as a 422 on `email`, which the form shows on the
 * field. The answer is checked as `dataResponse(signedInUser)` would, without zod (wire-checks.ts).
 */
export function login(credentials: LoginRequest) {
  return api.post('/api/login', signedInResponse, credentials, { errorToasts: 'except-validation' });
}

/** Signs in on success; the guest guard then sends the user to their home screen. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => authStore.signIn(response.data),
  });
}
