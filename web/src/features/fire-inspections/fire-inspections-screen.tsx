import './i18n';
import { Alert, Stack, Title } from '@mantine/core';
import { fireInspectionSortColumns, type FireInspection, type FireInspectionSortColumn } from '@fleet-ops/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDialog } from '../../components/use-dialog';
import type { SortState } from '../../components/data-table/data-table';
import { ServerPagination } from '../../components/pagination/pagination';
import { useStepBackFromEmptyPage } from '../../components/pagination/use-step-back-from-empty-page';
import { showError, showSuccess } from '../../components/toasts';
import { useDeleteFireInspection } from './api/delete-fire-inspection';
import { useExportFireInspections } from './api/export-fire-inspections';
import { useFireInspections } from './api/get-fire-inspections';
import { FireInspectionFormModal } from './components/fire-inspection-form-modal';
import { fireInspectionColumnDefaults } from './components/fire-inspection-columns';
import { FireInspectionsTable } from './components/fire-inspections-table';
import {
  fireInspectionFilterParams,
  fireInspectionListAddress,
  fireInspectionListParams,
} from './fire-inspection-list-state';
import { useListAddress } from '../../lib/list-address';
import { ExpiryLegend, type ExpiryLabels } from '../../components/expiry-chip/expiry-chip';
import { SearchListToolbar } from '../../components/list-toolbar';
import { ImportButton } from '../imports';

type DialogRequest =
  { kind: 'form'; inspection: FireInspection | null } | { kind: 'delete'; inspection: FireInspection };

function isSortColumn(column: string): column is FireInspectionSortColumn {
  return fireInspectionSortColumns.some((candidate) => candidate === column);
}

/**
 * /incidents (menu: Fire Extinguisher): extinguisher inspections, 50 a page, soonest expiry first;
 * the search, sort and page are kept in the address.
 */
export default function FireInspectionsScreen() {
  const { t } = useTranslation('fireInspections');
  const { state, update, goToPage } = useListAddress(fireInspectionListAddress);
  const inspections = useFireInspections(fireInspectionListParams(state));
  const exportCsv = useExportFireInspections();
  const columns = useColumnPreferences('fire_inspections', fireInspectionColumnDefaults);
  const remove = useDeleteFireInspection();
  const { dialog, opened: dialogOpen, open, close } = useDialog<DialogRequest>();

  useEffect(() => {
    if (inspections.isError) showError(t('loadError'));
  }, [inspections.isError, t]);

  // Deleting the last rows of the last page leaves nothing to show: step back.
  useStepBackFromEmptyPage(inspections.data, state.page, goToPage);

  const statusLabels: ExpiryLabels = {
    expired: t('status.expired'),
    expiring: t('status.expiring'),
    ok: t('status.ok'),
  };
  const result = inspections.data;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <SearchListToolbar
        search={{
          label: t('search'),
          placeholder: t('searchPlaceholder'),
          value: state.search,
          onChange: (search) => update({ search }),
        }}
        exportCsv={{
          label: t('exportCsv'),
          onExport: () => exportCsv.mutate(fireInspectionFilterParams(state)),
          exporting: exportCsv.isPending,
        }}
        add={{ label: t('addNew'), onAdd: () => open({ kind: 'form', inspection: null }) }}
        columnOptions={
          <>
            <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
            <ImportButton kind="fire_extinguishers" />
          </>
        }
      />
      <ExpiryLegend title={t('status.legend')} labels={statusLabels} />
      {inspections.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('loadError')}
        </Alert>
      )}
      <div>
        <FireInspectionsTable
          inspections={result?.data ?? []}
          loading={inspections.isFetching}
          sort={{ column: state.sort, direction: state.sortDir }}
          onSortChange={(next: SortState) => {
            if (isSortColumn(next.column)) update({ sort: next.column, sortDir: next.direction });
          }}
          onEdit={(inspection) => open({ kind: 'form', inspection })}
          onDelete={(inspection) => open({ kind: 'delete', inspection })}
          statusLabels={statusLabels}
          visibleColumns={columns.visibleColumns}
        />
        <ServerPagination result={result} page={state.page} perPage={state.perPage} onChange={update} />
      </div>

      {dialog?.kind === 'form' && (
        <FireInspectionFormModal
          key={dialog.serial}
          opened={dialogOpen}
          onClose={close}
          inspection={dialog.inspection}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          key={dialog.serial}
          opened={dialogOpen}
          onClose={close}
          title={t('confirm.deleteTitle')}
          message={t('confirm.deleteMessage')}
          confirmLabel={t('confirm.delete')}
          onConfirm={async () => {
            const response = await remove.mutateAsync(dialog.inspection.id);
            showSuccess(response.message);
          }}
        />
      )}
    </Stack>
  );
}
