import './i18n';
import { Stack, Title } from '@mantine/core';
import { driverSortColumns, type Driver, type DriverSortColumn } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { ColumnOptions } from '../../components/column-options/column-options';
import { useColumnPreferences } from '../../components/column-options/use-column-preferences';
import type { SortState } from '../../components/data-table/data-table';
import { Pagination } from '../../components/pagination/pagination';
import { useStepBackFromEmptyPage } from '../../components/pagination/use-step-back-from-empty-page';
import { useDialog } from '../../components/use-dialog';
import { useListAddress } from '../../lib/list-address';
import { useExportDrivers } from './api/export-drivers';
import { useDrivers } from './api/get-drivers';
import { type DriverAction } from './components/driver-actions-menu';
import { driverColumnDefaults } from './components/driver-columns';
import { ArchiveDriverDialog, DeleteDriverDialog, EnableDriverDialog } from './components/driver-confirm-dialogs';
import { AddDriverModal, EditDriverModal } from './components/driver-form-modal';
import { DriverPasswordModal } from './components/driver-password-modal';
import { DriversTable } from './components/drivers-table';
import { DriversToolbar } from './components/drivers-toolbar';
import { ExpiryLegend } from './components/expiry-date';
import { DriverRowColorLegend } from '../../components/legend';
import { NotifyDriverModal } from './components/notify-driver-modal';
import { driverFilterParams, driverListAddress, driverListParams } from './driver-list-state';
import { ImportButton } from '../imports';

/** Which dialog is up, and for which driver. */
type DialogRequest = { action: DriverAction | 'add'; driver: Driver | null };

function isSortColumn(column: string): column is DriverSortColumn {
  return driverSortColumns.some((candidate) => candidate === column);
}

/** /drivers: the admin's list of drivers, with every action on them. */
export default function DriversScreen() {
  const { t } = useTranslation('drivers');
  const { state, update, goToPage } = useListAddress(driverListAddress);
  const drivers = useDrivers(driverListParams(state));
  const exportDrivers = useExportDrivers();
  const columns = useColumnPreferences('drivers', driverColumnDefaults);
  const { dialog, opened: dialogOpen, open, close } = useDialog<DialogRequest>();

  const onSortChange = (sort: SortState) => {
    if (isSortColumn(sort.column)) update({ sort: sort.column, sortDir: sort.direction });
  };

  // Deleting or archiving the last rows of the last page leaves nothing to show: step back.
  useStepBackFromEmptyPage(drivers.data, state.page, goToPage);

  const page = drivers.data;
  const dialogProps = { opened: dialogOpen, onClose: close };
  const target = dialog?.driver;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <DriversToolbar
        search={state.search}
        onSearchChange={(search) => search !== state.search && update({ search })}
        status={state.status}
        onStatusChange={(status) => update({ status })}
        onAdd={() => open({ action: 'add', driver: null })}
        onExport={() => exportDrivers.mutate(driverFilterParams(state))}
        exporting={exportDrivers.isPending}
        columnOptions={
          <>
            <ColumnOptions preferences={columns.preferences} onSave={columns.save} saving={columns.isSaving} />
            <ImportButton kind="drivers" />
          </>
        }
      />
      <ExpiryLegend />
      <DriverRowColorLegend />
      <div>
        <DriversTable
          drivers={page?.data ?? []}
          loading={drivers.isFetching}
          sort={{ column: state.sort, direction: state.sortDir }}
          onSortChange={onSortChange}
          visibleColumns={columns.visibleColumns}
          onAction={(action, driver) => open({ action, driver })}
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

      {dialog?.action === 'add' && <AddDriverModal key={dialog.serial} {...dialogProps} />}
      {target && dialog.action === 'edit' && <EditDriverModal key={dialog.serial} driver={target} {...dialogProps} />}
      {target && dialog.action === 'password' && (
        <DriverPasswordModal key={dialog.serial} driver={target} {...dialogProps} />
      )}
      {target && dialog.action === 'notify' && (
        <NotifyDriverModal key={dialog.serial} driver={target} {...dialogProps} />
      )}
      {target && dialog.action === 'archived' && (
        <ArchiveDriverDialog key={dialog.serial} driver={target} {...dialogProps} />
      )}
      {target && dialog.action === 'enabled' && (
        <EnableDriverDialog key={dialog.serial} driver={target} {...dialogProps} />
      )}
      {target && dialog.action === 'delete' && (
        <DeleteDriverDialog key={dialog.serial} driver={target} {...dialogProps} />
      )}
    </Stack>
  );
}
