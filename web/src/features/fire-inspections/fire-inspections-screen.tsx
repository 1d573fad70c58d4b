import './i18n';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { fireInspectionSortColumns, type FireInspection, type FireInspectionSortColumn } from '@fleet-ops/shared';
import { IconAlertCircle, IconDownload, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDialog } from '../../components/use-dialog';
import type { SortState } from '../../components/data-table/data-table';
import { Pagination, type PageSize } from '../../components/pagination/pagination';
import { showError, showSuccess } from '../../components/toasts';
import { useDeleteFireInspection } from './api/delete-fire-inspection';
import { useExportFireInspections } from './api/export-fire-inspections';
import { useFireInspections } from './api/get-fire-inspections';
import { FireInspectionFormModal } from './components/fire-inspection-form-modal';
import { FireInspectionsTable } from './components/fire-inspections-table';
import { ExpiryLegend, type ExpiryLabels } from '../../components/expiry-chip/expiry-chip';

type DialogRequest =
  { kind: 'form'; inspection: FireInspection | null } | { kind: 'delete'; inspection: FireInspection };

function isSortColumn(column: string): column is FireInspectionSortColumn {
  return fireInspectionSortColumns.some((candidate) => candidate === column);
}

/** /incidents (menu: Fire Extinguisher): extinguisher inspections, 50 a page, soonest expiry first. */
export default function FireInspectionsScreen() {
  const { t } = useTranslation('fireInspections');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(50);
  const [sort, setSort] = useState<{ column: FireInspectionSortColumn; direction: 'asc' | 'desc' }>({
    column: 'inspection_expiry_date',
    direction: 'asc',
  });
  const inspections = useFireInspections({ page, per_page: pageSize, sort: sort.column, sortDir: sort.direction });
  const exportCsv = useExportFireInspections();
  const remove = useDeleteFireInspection();
  const { dialog, opened: dialogOpen, open, close } = useDialog<DialogRequest>();

  useEffect(() => {
    if (inspections.isError) showError(t('loadError'));
  }, [inspections.isError, t]);

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
      <Group justify="space-between" gap="sm">
        <ExpiryLegend title={t('status.legend')} labels={statusLabels} />
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate({ sort: sort.column, sortDir: sort.direction })}
          >
            {t('exportCsv')}
          </Button>
          <Button leftSection={<IconPlus size={18} />} onClick={() => open({ kind: 'form', inspection: null })}>
            {t('addNew')}
          </Button>
        </Group>
      </Group>
      {inspections.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('loadError')}
        </Alert>
      )}
      <div>
        <FireInspectionsTable
          inspections={result?.data ?? []}
          loading={inspections.isFetching}
          sort={sort}
          onSortChange={(next: SortState) => {
            if (!isSortColumn(next.column)) return;
            setSort({ column: next.column, direction: next.direction });
            setPage(1);
          }}
          onEdit={(inspection) => open({ kind: 'form', inspection })}
          onDelete={(inspection) => open({ kind: 'delete', inspection })}
          statusLabels={statusLabels}
        />
        <Pagination
          page={result?.current_page ?? page}
          lastPage={result?.last_page ?? 1}
          total={result?.total ?? 0}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
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
