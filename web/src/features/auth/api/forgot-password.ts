import { messageResponse, type forgotPasswordRequest } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** `POST api/forget-password` (the spec's spelling). The answer is the same whether or not the email exists. */
export function requestPasswordReset(request: ForgotPasswordRequest) {
  return api.post('/api/forget-password', messageResponse, request, { errorToasts: 'except-validation' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
