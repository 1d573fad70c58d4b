import { Button, Group, Stack, Text } from '@mantine/core';
import type { Webhook, WebhookDelivery } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ServerPagination, type PageSize } from '../../components/pagination/pagination';
import { useStepBackFromEmptyPage } from '../../components/pagination/use-step-back-from-empty-page';
import { TintedBadge } from '../../components/tinted-badge';
import { showSuccess } from '../../components/toasts';
import { formatDateTime } from '../../lib/format';
import { translateMessage } from '../../lib/i18n';
import { useResendDelivery, useWebhookDeliveries } from './api/deliveries';
import { webhooksNamespace } from './i18n';

const statusColours: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  delivered: 'green',
  failed: 'red',
};

/** One hook's delivery log, newest first, a page at a time, with a Resend on each row. */
function DeliveriesLog({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation(webhooksNamespace);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(10);
  const deliveries = useWebhookDeliveries(webhook.id, { page, per_page: perPage });
  const resend = useResendDelivery();
  useStepBackFromEmptyPage(deliveries.data, page, setPage);

  const columns: DataTableColumn<WebhookDelivery>[] = [
    { key: 'created_at', header: t('deliveries.columns.created'), render: (row) => formatDateTime(row.created_at) },
    { key: 'event', header: t('deliveries.columns.event'), render: (row) => t(`events.${row.event}`) },
    {
      key: 'status',
      header: t('deliveries.columns.status'),
      render: (row) => <TintedBadge color={statusColours[row.status]}>{t(`deliveryStatus.${row.status}`)}</TintedBadge>,
    },
    { key: 'attempts', header: t('deliveries.columns.attempts') },
    {
      key: 'last_status_code',
      header: t('deliveries.columns.statusCode'),
      render: (row) => row.last_status_code ?? '',
    },
    {
      key: 'last_error',
      header: t('deliveries.columns.error'),
      render: (row) => (row.last_error ? translateMessage(row.last_error) : ''),
    },
    {
      key: 'next_attempt_at',
      header: t('deliveries.columns.next'),
      render: (row) => (row.next_attempt_at ? formatDateTime(row.next_attempt_at) : ''),
    },
    {
      key: 'actions',
      header: t('deliveries.columns.actions'),
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          aria-label={t('deliveries.resendNamed', { id: row.id })}
          disabled={!webhook.enabled}
          loading={resend.isPending && resend.variables?.deliveryId === row.id}
          onClick={() =>
            resend.mutate(
              { webhookId: webhook.id, deliveryId: row.id },
              { onSuccess: (response) => showSuccess(response.message) },
            )
          }
        >
          {t('deliveries.resend')}
        </Button>
      ),
    },
  ];

  if (deliveries.data?.total === 0) return <Text size="sm">{t('deliveries.empty')}</Text>;
  return (
    <>
      <DataTable
        columns={columns}
        rows={deliveries.data?.data ?? []}
        rowKey={(row) => row.id}
        caption={t('deliveries.caption')}
        loading={deliveries.isPending}
        phoneColumns={['created_at', 'status', 'actions']}
      />
      <ServerPagination
        result={deliveries.data}
        page={page}
        perPage={perPage}
        onChange={(change) => {
          if ('page' in change) setPage(change.page);
          else {
            setPerPage(change.perPage);
            setPage(1);
          }
        }}
      />
    </>
  );
}

export function DeliveriesModal({
  webhook,
  opened,
  onClose,
}: {
  webhook?: Webhook;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(webhooksNamespace);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('deliveries.title', { name: webhook?.name ?? '' })} size="xl">
      <Stack gap="sm">
        {webhook && <DeliveriesLog webhook={webhook} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('deliveries.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
