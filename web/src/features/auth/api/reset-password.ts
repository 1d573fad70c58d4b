import { messageResponse, type resetPasswordForm } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ResetPasswordValues = z.input<typeof resetPasswordForm>;

/** `POST api/reset-password?token=` with the password typed twice; a bad link is a 422 on `token`. */
export function resetPassword(token: string, values: ResetPasswordValues) {
  return api.post('/api/reset-password', messageResponse, values, {
    query: { token },
    errorToasts: 'except-validation',
  });
}

export function useResetPassword(token: string) {
  return useMutation({ mutationFn: (values: ResetPasswordValues) => resetPassword(token, values) });
}
