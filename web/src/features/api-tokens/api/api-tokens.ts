import {
  apiToken,
  createdApiToken,
  dataResponse,
  messageResponse,
  pagedResponse,
  type NewApiTokenRequest,
} from '@fleet-ops/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { api } from '../../../lib/api-client';
import { downloadExport, type ExportFormat } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';

const apiTokensQueryKey = ['api-tokens'] as const;

const apiTokensResponse = pagedResponse(apiToken);

/** `GET api/api_tokens`: one page of the signed-in admin's tokens, newest first. */
export function useApiTokens(params: { page: number; per_page: number }) {
  return useQuery({
    queryKey: [...apiTokensQueryKey, params],
    queryFn: ({ signal }) => api.get('/api/api_tokens', apiTokensResponse, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET api/api_tokens/{6 hex}/export`: every token of the admin (never the tokens themselves), as CSV or XLSX. */
export function useExportApiTokens() {
  return useMutation({
    mutationFn: ({ format }: { format: ExportFormat }) =>
      downloadExport('/api/api_tokens', `api-tokens-${todayIn(businessTimeZone)}`, format),
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
