import { dataResponse, signedInUser, type LoginRequest } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

const loginResponse = dataResponse(signedInUser);

/** `POST api/login`. Wrong credentials come back as a 422 on `email`, which the form shows on the field. */
export function login(credentials: LoginRequest) {
  return api.post('/api/login', loginResponse, credentials, { errorToasts: 'except-validation' });
}

/** Signs in on success; the guest guard then sends the user to their home screen. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => authStore.signIn(response.data),
  });
}
