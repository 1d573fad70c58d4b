import { dataResponse, pagedResponse, webhookDelivery } from '@fleet-ops/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { webhooksQueryKey } from './webhooks';

const deliveriesResponse = pagedResponse(webhookDelivery);

/** `GET api/webhooks/:id/deliveries`: one page of the hook's log, newest first. */
export function useWebhookDeliveries(webhookId: number, page: { page: number; per_page: number }) {
  return useQuery({
    queryKey: [...webhooksQueryKey, webhookId, 'deliveries', page],
    queryFn: ({ signal }) =>
      api.get(`/api/webhooks/${webhookId}/deliveries`, deliveriesResponse, { query: page, signal }),
    placeholderData: keepPreviousData,
    // While one waits to be sent, the log follows it (a ping or resend goes out within seconds).
    refetchInterval: (query) => (query.state.data?.data.some((row) => row.status === 'pending') ? 3_000 : false),
  });
}

function useDeliveryMutation<Variables>(path: (variables: Variables) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => api.post(path(variables), dataResponse(webhookDelivery)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

/** `POST api/webhooks/:id/ping`: a test event, sent now. */
export function usePingWebhook() {
  return useDeliveryMutation((webhookId: number) => `/api/webhooks/${webhookId}/ping`);
}

/** `POST api/webhooks/:id/deliveries/:deliveryId/resend`: the same body again, now. */
export function useResendDelivery() {
  return useDeliveryMutation(
    ({ webhookId, deliveryId }: { webhookId: number; deliveryId: number }) =>
      `/api/webhooks/${webhookId}/deliveries/${deliveryId}/resend`,
  );
}
