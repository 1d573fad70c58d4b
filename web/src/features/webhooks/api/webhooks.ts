import { dataResponse, messageResponse, webhook, webhookWithSecret, type WebhookRequest } from '@fleet-ops/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { businessTimeZone } from '../../../config/business';
import { api } from '../../../lib/api-client';
import { downloadExport, type ExportFormat } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';

/** Every query of the webhooks feature starts with this key, so a change refreshes them all. */
export const webhooksQueryKey = ['webhooks'] as const;

/** `GET api/webhooks`: every hook, newest first, never their secrets. */
export function useWebhooks() {
  return useQuery({
    queryKey: [...webhooksQueryKey, 'list'],
    queryFn: async ({ signal }) => (await api.get('/api/webhooks', dataResponse(z.array(webhook)), { signal })).data,
  });
}

/** `GET api/webhooks/{6 hex}/export`: every hook (never the secrets), as CSV or XLSX. */
export function useExportWebhooks() {
  return useMutation({
    mutationFn: ({ format }: { format: ExportFormat }) =>
      downloadExport('/api/webhooks', `webhooks-${todayIn(businessTimeZone)}`, format),
  });
}

function useWebhookMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

/** `POST api/webhooks`: the answer holds the signing secret, this once. 422s are the form's. */
export function useCreateWebhook() {
  return useWebhookMutation((values: WebhookRequest) =>
    api.post('/api/webhooks', dataResponse(webhookWithSecret), values, { errorToasts: 'except-validation' }),
  );
}

/** `PUT api/webhooks/:id`. */
export function useUpdateWebhook() {
  return useWebhookMutation(({ id, values }: { id: number; values: WebhookRequest }) =>
    api.put(`/api/webhooks/${id}`, dataResponse(webhook), values, { errorToasts: 'except-validation' }),
  );
}

/** `DELETE api/webhooks/:id`: its delivery log goes with it. */
export function useDeleteWebhook() {
  return useWebhookMutation((id: number) => api.delete(`/api/webhooks/${id}`, messageResponse));
}

/** `POST api/webhooks/:id/rotate_secret`: the new secret, this once. */
export function useRotateWebhookSecret() {
  return useWebhookMutation((id: number) =>
    api.post(`/api/webhooks/${id}/rotate_secret`, dataResponse(webhookWithSecret)),
  );
}
