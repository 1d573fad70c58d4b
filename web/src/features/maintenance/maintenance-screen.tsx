import './i18n';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { MaintenanceRow } from '@fleet-ops/shared';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { rowColorStyle } from '../../components/data-table/row-color';
import { Legend } from '../../components/legend';
import { ListToolbar } from '../../components/list-toolbar';
import { ServerPagination } from '../../components/pagination/pagination';
import { showError } from '../../components/toasts';
import { useDialog } from '../../components/use-dialog';
import { paths } from '../../config/paths';
import { useListAddress } from '../../lib/list-address';
import { useExportMaintenance, useMaintenance } from './api/maintenance';
import { maintenanceColumnDefaults } from './components/maintenance-columns';
import { MaintenanceFilters } from './components/maintenance-filters';
import { dueSoonRowColor, MaintenanceTable, overdueRowColor } from './components/maintenance-table';
import { RecordDoneModal } from './components/record-done-modal';
import { maintenanceFilterParams, maintenanceListAddress, maintenanceListParams } from './maintenance-list-state';

const sample = (color: string) => (
  <span style={{ ...rowColorStyle(color), display: 'inline-block', width: 26, height: 18, borderRadius: 3 }} />
);

/**
 * /maintenance: every vehicle × service task with its status, overdue first, 50 a page; the
 * filters and page are kept in the address (Home's tiles link to `?status=overdue` and
 * `?status=due_soon`). Each row can be recorded as done.
 */
export default function MaintenanceScreen() {
  const { t } = useTranslation('maintenance');
  const { state, update } = useListAddress(maintenanceListAddress);
  const list = useMaintenance(maintenanceListParams(state));
  const exportCsv = useExportMaintenance();
  const columns = useColumnPreferences('maintenance', maintenanceColumnDefaults);
  const { dialog, opened, open, close } = useDialog<{ row: MaintenanceRow }>();

  useEffect(() => {
    if (list.isError) showError(t('loadError'));
  }, [list.isError, t]);

  const result = list.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Anchor component={Link} to={paths.serviceTasks} size="sm">
          {t('serviceTasksLink')}
        </Anchor>
      </Group>
      <ListToolbar
        filters={<MaintenanceFilters state={state} update={update} />}
        actions={
          <>
            <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate(maintenanceFilterParams(state))}
            >
              {t('exportCsv')}
            </Button>
          </>
        }
      />
      <Legend
        title={t('legend.title')}
        entries={[
          { key: 'overdue', marker: sample(overdueRowColor), label: t('legend.overdue') },
          { key: 'due_soon', marker: sample(dueSoonRowColor), label: t('legend.dueSoon') },
          { key: 'never', marker: null, label: t('legend.never') },
        ]}
      />
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('loadError')}
        </Alert>
      )}
      <div>
        <MaintenanceTable
          rows={result?.data ?? []}
          loading={list.isFetching}
          onRecordDone={(row) => open({ row })}
          visibleColumns={columns.visibleColumns}
        />
        <ServerPagination result={result} page={state.page} perPage={state.perPage} onChange={update} />
      </div>
      {dialog && <RecordDoneModal key={dialog.serial} row={dialog.row} opened={opened} onClose={close} />}
    </Stack>
  );
}
