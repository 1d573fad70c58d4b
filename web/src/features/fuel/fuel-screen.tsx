import './i18n';
import { Alert, Button, Select, Stack, Title } from '@mantine/core';
import { fuelPageSize, fuelSortColumns, type FuelEntry, type FuelSortColumn } from '@fleet-ops/shared';
import { IconAlertCircle, IconDownload, IconPlus } from '@tabler/icons-react';
import { createParser } from 'nuqs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/app-modal';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import { ConfirmDialog } from '../../components/confirm-dialog';
import '../../components/list-controls-i18n';
import { ListToolbar } from '../../components/list-toolbar';
import { ServerPagination } from '../../components/pagination/pagination';
import { showError, showSuccess } from '../../components/toasts';
import { choiceParam, pageParam, pageSizeParam, sortDirectionParam, useListAddress } from '../../lib/list-address';
import { useDeleteFuelEntry, useExportFuel, useFuelEntries, useFuelVehicles } from './api/fuel';
import { FuelForm } from './components/fuel-form';
import { fuelColumnDefaults, FuelTable } from './components/fuel-table';

const vehicleParam = createParser({
  parse: (text) => (/^\d{1,10}$/.test(text) && Number(text) >= 1 ? Number(text) : null),
  serialize: String,
});

const fuelListAddress = {
  vehicle_id: vehicleParam,
  sort: choiceParam(fuelSortColumns, 'date'),
  sortDir: sortDirectionParam('desc'),
  page: pageParam,
  perPage: pageSizeParam(fuelPageSize),
};

function isSortColumn(column: string): column is FuelSortColumn {
  return fuelSortColumns.some((candidate) => candidate === column);
}

type Dialog = { kind: 'form'; entry: FuelEntry | null } | { kind: 'delete'; entry: FuelEntry } | null;

/**
 * /fuel: every fill-up, newest first or sorted from the headers (by cost per litre, highest first,
 * to find a cost typed without its decimal separator), for one vehicle or all; add, correct,
 * delete, export.
 */
export default function FuelScreen() {
  const { t } = useTranslation('fuel');
  const { state, update } = useListAddress(fuelListAddress);
  const filter = state.vehicle_id ? { vehicle_id: state.vehicle_id } : {};
  const entries = useFuelEntries({
    ...filter,
    sort: state.sort,
    sortDir: state.sortDir,
    page: state.page,
    per_page: state.perPage,
  });
  const vehicles = useFuelVehicles();
  const exportCsv = useExportFuel();
  const remove = useDeleteFuelEntry();
  const columns = useColumnPreferences('fuel', fuelColumnDefaults);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  useEffect(() => {
    if (entries.isError) showError(t('loadError'));
  }, [entries.isError, t]);
  const result = entries.data;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <ListToolbar
        filters={
          <Select
            label={t('filters.vehicle')}
            placeholder={t('filters.any')}
            data={(vehicles.data?.data ?? []).map((vehicle) => ({
              value: String(vehicle.id),
              label: vehicle.equipment_number,
            }))}
            value={state.vehicle_id ? String(state.vehicle_id) : null}
            onChange={(value) => update({ vehicle_id: value ? Number(value) : null, page: 1 })}
            searchable
            clearable
            w={{ base: '100%', xs: 170 }}
          />
        }
        actions={
          <>
            <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate(filter)}
            >
              {t('exportCsv')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ kind: 'form', entry: null })}>
              {t('add')}
            </Button>
          </>
        }
      />
      {entries.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('loadError')}
        </Alert>
      )}
      <div>
        <FuelTable
          entries={result?.data ?? []}
          loading={entries.isFetching}
          visibleColumns={columns.visibleColumns}
          sort={{ column: state.sort, direction: state.sortDir }}
          onSortChange={(next) => {
            if (isSortColumn(next.column)) update({ sort: next.column, sortDir: next.direction });
          }}
          onEdit={(entry) => setDialog({ kind: 'form', entry })}
          onDelete={(entry) => setDialog({ kind: 'delete', entry })}
        />
        <ServerPagination result={result} page={state.page} perPage={state.perPage} onChange={update} />
      </div>
      <AppModal
        opened={dialog?.kind === 'form'}
        onClose={close}
        title={dialog?.kind === 'form' && dialog.entry ? t('form.editTitle') : t('form.addTitle')}
        size="lg"
      >
        {dialog?.kind === 'form' && (
          <FuelForm
            vehicles={vehicles.data?.data ?? []}
            entry={dialog.entry}
            vehicleId={state.vehicle_id ?? undefined}
            office
            onSaved={(message) => {
              showSuccess(message);
              close();
            }}
            onCancel={close}
          />
        )}
      </AppModal>
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('deleteTitle')}
        message={t('deleteMessage')}
        confirmLabel={t('delete')}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          const response = await remove.mutateAsync(dialog.entry.id);
          showSuccess(response.message);
        }}
        onClose={close}
      />
    </Stack>
  );
}
