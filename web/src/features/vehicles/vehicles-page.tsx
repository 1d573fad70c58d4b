import './i18n';
import { Stack, Title } from '@mantine/core';
import { vehicleSortColumns, type VehicleListRow, type VehicleSortColumn } from '@fleet-ops/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useQueryState } from 'nuqs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import type { SortState } from '../../components/data-table/data-table';
import { RowColorLegend } from '../../components/legend';
import { Pagination } from '../../components/pagination/pagination';
import { useStepBackFromEmptyPage } from '../../components/pagination/use-step-back-from-empty-page';
import { useDialog } from '../../components/use-dialog';
import { useListAddress } from '../../lib/list-address';
import { useExportVehicles } from './api/export-vehicles';
import { useVehicles, vehiclesQueryKey, vehiclesQueryOptions } from './api/get-vehicles';
import { ColorModal } from './components/color-modal';
import { ExpenseModal } from './components/expense/expense-modal';
import type { VehicleAction } from './components/vehicle-actions-menu';
import { VehicleExpiryLegend } from './components/vehicle-cells';
import { vehicleColumnDefaults } from './components/vehicle-columns';
import { DeleteVehicleDialog, VehicleStatusDialog } from './components/vehicle-confirm-dialogs';
import { VehiclesTable } from './components/vehicles-table';
import { VehiclesToolbar } from './components/vehicles-toolbar';
import { PrintQrLabelsButton } from './qr/print-qr-labels-button';
import { vehicleFilterParams, vehicleListAddress, vehicleListParams, vehicleListUrlKeys } from './vehicle-list-state';
import { ImportButton } from '../imports';

/** The assign driver dialog, which the assignments feature (a layer above) draws. */
export type AssignDriverDialog = (props: {
  vehicle: VehicleListRow;
  opened: boolean;
  onClose: () => void;
}) => ReactNode;

/** Which dialog is up, and for which vehicle. */
type DialogRequest = { action: VehicleAction; vehicle: VehicleListRow };

function isSortColumn(column: string): column is VehicleSortColumn {
  return vehicleSortColumns.some((candidate) => candidate === column);
}

/**
 * /vehicles: Manage Vehicles, filtered and sorted from the address, with every action on a vehicle.
 * The app's route (app/routes/vehicles-screen.tsx) hands in the assign driver dialog.
 */
export function VehiclesPage({ AssignDriver }: { AssignDriver: AssignDriverDialog }) {
  const { t } = useTranslation('vehicles');
  const queryClient = useQueryClient();
  const { state, update, goToPage } = useListAddress(vehicleListAddress, vehicleListUrlKeys);
  const [reload, setReload] = useQueryState('reload', { history: 'replace' });
  const params = vehicleListParams(state);
  const vehicles = useVehicles(params);
  const exporter = useExportVehicles();
  const columns = useColumnPreferences('vehicles', vehicleColumnDefaults);
  const { dialog, opened: dialogOpen, open, close } = useDialog<DialogRequest>();

  // The menu link's `reload=true` asks for fresh rows: a list already in the cache is read again,
  // then the parameter is dropped from the address.
  useEffect(() => {
    if (reload === null) return;
    if (queryClient.getQueryData(vehiclesQueryOptions(params).queryKey)) {
      void queryClient.invalidateQueries({ queryKey: vehiclesQueryKey });
    }
    void setReload(null);
  });

  useStepBackFromEmptyPage(vehicles.data, state.page, goToPage);

  const dialogProps = { opened: dialogOpen, onClose: close };
  const onSortChange = (sort: SortState) => {
    if (isSortColumn(sort.column)) update({ sort: sort.column, sortDir: sort.direction });
  };
  const page = vehicles.data;
  const target = dialog?.vehicle;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <VehiclesToolbar
        search={state.search}
        onSearchChange={(search) => search !== state.search && update({ search })}
        type={state.type}
        onTypeChange={(type) => update({ type })}
        ownership={state.ownership}
        onOwnershipChange={(ownership) => update({ ownership })}
        outOfService={state.outOfService}
        onOutOfServiceChange={(outOfService) => update({ outOfService })}
        onExport={() => exporter.mutate(vehicleFilterParams(state))}
        exporting={exporter.isPending}
        columnOptions={
          // Print QR labels sits between Column Options and Export CSV: the shared toolbar's order is kept.
          <>
            <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
            <PrintQrLabelsButton filter={vehicleFilterParams(state)} />
            <ImportButton kind="vehicles" />
          </>
        }
      />
      <VehicleExpiryLegend />
      <RowColorLegend />
      <div>
        <VehiclesTable
          vehicles={page?.data ?? []}
          loading={vehicles.isFetching}
          sort={{ column: state.sort, direction: state.sortDir }}
          onSortChange={onSortChange}
          visibleColumns={columns.visibleColumns}
          onAction={(action, vehicle) => open({ action, vehicle })}
        />
        <Pagination
          page={page?.current_page ?? state.page}
          lastPage={page?.last_page ?? 1}
          total={page?.total ?? 0}
          pageSize={state.perPage}
          onPageChange={(next) => update({ page: next })}
          onPageSizeChange={(perPage) => update({ perPage })}
        />
      </div>

      {target && dialog.action === 'assign' && <AssignDriver key={dialog.serial} vehicle={target} {...dialogProps} />}
      {target && dialog.action === 'income' && <ExpenseModal key={dialog.serial} vehicle={target} {...dialogProps} />}
      {target && dialog.action === 'color' && <ColorModal key={dialog.serial} vehicle={target} {...dialogProps} />}
      {target && (dialog.action === 'status' || dialog.action === 'enabled') && (
        <VehicleStatusDialog key={dialog.serial} vehicle={target} name={dialog.action} {...dialogProps} />
      )}
      {target && dialog.action === 'delete' && (
        <DeleteVehicleDialog key={dialog.serial} vehicle={target} {...dialogProps} />
      )}
    </Stack>
  );
}
