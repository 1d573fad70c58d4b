import './i18n';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { ListToolbar } from '../../components/list-toolbar';
import { ServerPagination } from '../../components/pagination/pagination';
import { showError } from '../../components/toasts';
import { useListAddress } from '../../lib/list-address';
import { useExportRenewals } from './api/export-renewals';
import { useRenewals } from './api/get-renewals';
import { RenewalLegend } from './components/renewal-chip';
import { renewalColumnDefaults } from './components/renewal-columns';
import { RenewalFilters } from './components/renewal-filters';
import { RenewalsTable } from './components/renewals-table';
import { renewalsNamespace } from './i18n';
import { renewalFilterParams, renewalListAddress, renewalListParams } from './renewal-list-state';

/**
 * /renewals (admins): everything that expires, soonest first, 50 a page, coloured by how soon;
 * the filters and page are kept in the address.
 */
export default function RenewalsScreen() {
  const { t } = useTranslation(renewalsNamespace);
  const { state, update } = useListAddress(renewalListAddress);
  const renewals = useRenewals(renewalListParams(state));
  const exportCsv = useExportRenewals();
  const columns = useColumnPreferences('renewals', renewalColumnDefaults);

  useEffect(() => {
    if (renewals.isError) showError(t('loadError'));
  }, [renewals.isError, t]);

  const result = renewals.data;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('intro')}
        </Text>
      </Stack>
      <ListToolbar
        filters={<RenewalFilters state={state} update={update} />}
        actions={
          <>
            <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate(renewalFilterParams(state))}
            >
              {t('exportCsv')}
            </Button>
          </>
        }
      />
      <RenewalLegend />
      {renewals.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('loadError')}
        </Alert>
      )}
      <div>
        <RenewalsTable
          renewals={result?.data ?? []}
          loading={renewals.isFetching}
          visibleColumns={columns.visibleColumns}
        />
        <ServerPagination result={result} page={state.page} perPage={state.perPage} onChange={update} />
      </div>
    </Stack>
  );
}
