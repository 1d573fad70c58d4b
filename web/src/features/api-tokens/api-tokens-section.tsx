import { ActionIcon, Paper, Stack, Text } from '@mantine/core';
import { apiTokenPageSize, type ApiToken } from '@fleet-ops/shared';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { exportingFormat } from '../../components/list-toolbar';
import { SettingsListHeader } from '../../components/settings-list-header';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ServerPagination } from '../../components/pagination/pagination';
import { TintedBadge } from '../../components/tinted-badge';
import { showSuccess } from '../../components/toasts';
import type { PageSize } from '../../components/pagination/pagination';
import { useDialog } from '../../components/use-dialog';
import { formatDate, formatDateTime } from '../../lib/format';
import { apiTokenColumnDefaults } from './api-token-columns';
import { useApiTokens, useExportApiTokens, useRevokeApiToken } from './api/api-tokens';
import { apiTokensNamespace } from './i18n';
import { NewTokenModal } from './new-token-modal';

type TokenStatus = 'live' | 'expired' | 'revoked';

function statusOf(token: ApiToken, now: number): TokenStatus {
  if (token.revoked_at) return 'revoked';
  return Date.parse(token.expires_at) <= now ? 'expired' : 'live';
}

const statusColours: Record<TokenStatus, string> = { live: 'green', expired: 'gray', revoked: 'red' };

/** Settings, for admins: their own personal API tokens, made and revoked here (README "API tokens"). */
export function ApiTokensSection() {
  const { t } = useTranslation(apiTokensNamespace);
  // Kept in the section, not the address: Settings holds several sections and one address.
  const [paging, setPaging] = useState<{ page: number; perPage: PageSize }>({ page: 1, perPage: apiTokenPageSize });
  const tokens = useApiTokens({ page: paging.page, per_page: paging.perPage });
  const exporter = useExportApiTokens();
  const columnPreferences = useColumnPreferences('api_tokens', apiTokenColumnDefaults);
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const confirm = useDialog<{ token: ApiToken }>();
  // Read once per visit: a token that expires while the screen is open shows so on the next visit.
  const [now] = useState(() => Date.now());

  const columns: DataTableColumn<ApiToken>[] = [
    { key: 'name', header: t('columns.name') },
    { key: 'scope', header: t('columns.scope'), render: (token) => t(`scope.${token.scope}`) },
    { key: 'created_at', header: t('columns.created'), render: (token) => formatDate(token.created_at.slice(0, 10)) },
    { key: 'expires_at', header: t('columns.expires'), render: (token) => formatDate(token.expires_at.slice(0, 10)) },
    {
      key: 'last_used_at',
      header: t('columns.lastUsed'),
      render: (token) => (token.last_used_at ? formatDateTime(token.last_used_at) : t('never')),
    },
    {
      key: 'status',
      header: t('columns.status'),
      render: (token) => {
        const status = statusOf(token, now);
        return <TintedBadge color={statusColours[status]}>{t(`status.${status}`)}</TintedBadge>;
      },
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (token) =>
        statusOf(token, now) === 'live' && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('revokeNamed', { name: token.name })}
            onClick={() => confirm.open({ token })}
          >
            <IconTrash size={18} />
          </ActionIcon>
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
          onCreate={() => setCreating(true)}
        />
        {tokens.data?.total === 0 ? (
          <Text size="sm">{t('empty')}</Text>
        ) : (
          <div>
            <DataTable
              columns={columns}
              rows={tokens.data?.data ?? []}
              rowKey={(token) => token.id}
              caption={t('caption')}
              loading={tokens.isFetching}
              visibleColumns={columnPreferences.visibleColumns}
              phoneColumns={['name', 'status', 'actions']}
            />
            <ServerPagination
              result={tokens.data}
              page={paging.page}
              perPage={paging.perPage}
              onChange={(change) => setPaging((current) => ({ ...current, page: 1, ...change }))}
            />
          </div>
        )}
      </Stack>
      <NewTokenModal opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={confirm.opened}
        title={t('revokeConfirm.title')}
        message={t('revokeConfirm.message', { name: confirm.dialog?.token.name ?? '' })}
        confirmLabel={t('revoke')}
        onConfirm={async () => {
          const response = await revoke.mutateAsync(confirm.dialog!.token.id);
          showSuccess(response.message);
        }}
        onClose={confirm.close}
      />
    </Paper>
  );
}
