import { apiToken, createdApiToken, dataResponse, messageResponse, type NewApiTokenRequest } from '@fleet-ops/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const apiTokensQueryKey = ['api-tokens'] as const;

/** `GET api/api_tokens`: the signed-in admin's tokens, newest first. */
export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensQueryKey,
    queryFn: async ({ signal }) => (await api.get('/api/api_tokens', dataResponse(z.array(apiToken)), { signal })).data,
  });
}

/** `POST api/api_tokens`: the answer is the only time the token itself is seen. 422s are the form's. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NewApiTokenRequest) =>
      api.post('/api/api_tokens', dataResponse(createdApiToken), values, { errorToasts: 'except-validation' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

/** `DELETE api/api_tokens/:id`. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/api_tokens/${id}`, messageResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
