import { Menu, Paper, Stack, Text } from '@mantine/core';
import type { Webhook, WebhookWithSecret } from '@fleet-ops/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { exportingFormat } from '../../components/list-toolbar';
import { SettingsListHeader } from '../../components/settings-list-header';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { RowActionsMenu } from '../../components/data-table/row-actions-menu';
import { Pagination } from '../../components/pagination/pagination';
import { useClientPages } from '../../components/pagination/use-client-pages';
import { TintedBadge } from '../../components/tinted-badge';
import { showSuccess } from '../../components/toasts';
import { useDialog } from '../../components/use-dialog';
import { formatDateTime } from '../../lib/format';
import { usePingWebhook } from './api/deliveries';
import { useDeleteWebhook, useExportWebhooks, useRotateWebhookSecret, useWebhooks } from './api/webhooks';
import { webhookColumnDefaults } from './webhook-columns';
import { DeliveriesModal } from './deliveries-modal';
import { webhooksNamespace } from './i18n';
import { SecretModal } from './secret-modal';
import { WebhookFormModal } from './webhook-form-modal';

type Dialog = { kind: 'form' | 'deliveries' | 'delete' | 'rotate'; webhook?: Webhook };

/** Settings, for admins: the URLs told about events, their delivery logs (README "Webhooks"). */
export function WebhooksSection() {
  const { t } = useTranslation(webhooksNamespace);
  const webhooks = useWebhooks();
  const pages = useClientPages(webhooks.data ?? [], 10);
  const exporter = useExportWebhooks();
  const columnPreferences = useColumnPreferences('webhooks', webhookColumnDefaults);
  const ping = usePingWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const dialog = useDialog<Dialog>();
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const open = (kind: Dialog['kind'], webhook?: Webhook) => dialog.open({ kind, webhook });
  const name = dialog.dialog?.webhook?.name ?? '';

  const columns: DataTableColumn<Webhook>[] = [
    { key: 'name', header: t('columns.name') },
    {
      key: 'url',
      header: t('columns.url'),
      render: (hook) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {hook.url}
        </Text>
      ),
    },
    {
      key: 'events',
      header: t('columns.events'),
      render: (hook) => hook.events.map((event) => t(`events.${event}`)).join(', '),
    },
    {
      key: 'enabled',
      header: t('columns.enabled'),
      render: (hook) => (
        <TintedBadge color={hook.enabled ? 'green' : 'gray'}>
          {t(hook.enabled ? 'enabled.on' : 'enabled.off')}
        </TintedBadge>
      ),
    },
    {
      key: 'last_delivery_at',
      header: t('columns.lastDelivery'),
      render: (hook) =>
        hook.last_delivery_at && hook.last_delivery_status
          ? `${t(`deliveryStatus.${hook.last_delivery_status}`)}, ${formatDateTime(hook.last_delivery_at)}`
          : t('never'),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (hook) => (
        <RowActionsMenu label={t('actions.menu', { name: hook.name })}>
          <Menu.Item onClick={() => open('form', hook)}>{t('actions.edit')}</Menu.Item>
          <Menu.Item onClick={() => open('deliveries', hook)}>{t('actions.deliveries')}</Menu.Item>
          <Menu.Item
            disabled={!hook.enabled}
            onClick={() =>
              ping.mutate(hook.id, {
                onSuccess: (response) => {
                  showSuccess(response.message);
                  open('deliveries', hook);
                },
              })
            }
          >
            {t('actions.ping')}
          </Menu.Item>
          <Menu.Item onClick={() => open('rotate', hook)}>{t('actions.rotate')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => open('delete', hook)}>
            {t('actions.delete')}
          </Menu.Item>
        </RowActionsMenu>
      ),
    },
  ];

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SettingsListHeader
          title={t('title')}
          intro={t('intro')}
          columns={columnPreferences}
          exports={{ onExport: (format) => exporter.mutate({ format }), exporting: exportingFormat(exporter) }}
          createLabel={t('create')}
          onCreate={() => open('form')}
        />
        {webhooks.data?.length === 0 ? (
          <Text size="sm">{t('empty')}</Text>
        ) : (
          <>
            <DataTable
              columns={columns}
              rows={pages.rows}
              rowKey={(hook) => hook.id}
              caption={t('caption')}
              loading={webhooks.isPending}
              visibleColumns={columnPreferences.visibleColumns}
              phoneColumns={['name', 'enabled', 'actions']}
            />
            <Pagination {...pages.pagination} />
          </>
        )}
      </Stack>
      <WebhookFormModal
        key={dialog.dialog?.serial}
        opened={dialog.opened && dialog.dialog?.kind === 'form'}
        webhook={dialog.dialog?.webhook}
        onClose={dialog.close}
        onCreated={setSecret}
      />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
      <DeliveriesModal
        opened={dialog.opened && dialog.dialog?.kind === 'deliveries'}
        webhook={dialog.dialog?.webhook}
        onClose={dialog.close}
      />
      <ConfirmDialog
        opened={dialog.opened && dialog.dialog?.kind === 'delete'}
        title={t('deleteConfirm.title')}
        message={t('deleteConfirm.message', { name })}
        confirmLabel={t('actions.delete')}
        onConfirm={async () => showSuccess((await remove.mutateAsync(dialog.dialog!.webhook!.id)).message)}
        onClose={dialog.close}
      />
      <ConfirmDialog
        opened={dialog.opened && dialog.dialog?.kind === 'rotate'}
        title={t('rotateConfirm.title')}
        message={t('rotateConfirm.message', { name })}
        confirmLabel={t('rotateConfirm.confirm')}
        onConfirm={async () => {
          const response = await rotate.mutateAsync(dialog.dialog!.webhook!.id);
          showSuccess(response.message);
          setSecret(response.data);
        }}
        onClose={dialog.close}
      />
    </Paper>
  );
}
