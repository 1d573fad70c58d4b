import './i18n';
import { driverColumns, driverSortColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { rowColorStyle } from '../../components/data-table/row-color';
import { ExpiryFilter } from '../../components/expiry-filter/expiry-filter';
import { DriverRowColorLegend } from '../../components/legend';
import { addressSearch, serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { addressSort } from '../../components/list-screen/list-sort';
import { useStepBackFromEmptyPage } from '../../components/pagination/use-step-back-from-empty-page';
import { useDialog } from '../../components/use-dialog';
import { useListAddress } from '../../lib/list-address';
import { ImportButton } from '../../components/import-button';
import { useExportDrivers } from './api/export-drivers';
import { useDrivers } from './api/get-drivers';
import { driverPhoneColumns, useDriverCells } from './components/driver-cells';
import { DriverDialogs, type DriverDialogRequest } from './components/driver-dialogs';
import { DriverStatusFilter } from './components/driver-status-filter';
import { ExpiryLegend } from './components/expiry-date';
import { driverFilterParams, driverListAddress, driverListParams } from './driver-list-state';

/** /drivers: the admin's list of drivers, with every action on them. */
export default function DriversScreen() {
  const { t } = useTranslation('drivers');
  const address = useListAddress(driverListAddress);
  const { state, update, goToPage } = address;
  const drivers = useDrivers(driverListParams(state));
  const exportDrivers = useExportDrivers();
  const dialogs = useDialog<DriverDialogRequest>();
  const cells = useDriverCells((action, driver) => dialogs.open({ action, driver }));
  // Deleting or archiving the last rows of the last page leaves nothing to show: step back.
  useStepBackFromEmptyPage(drivers.data, state.page, goToPage);

  return (
    <ListScreen
      title={t('title')}
      search={addressSearch(address, t('search'), t('searchPlaceholder'))}
      filters={
        <>
          <DriverStatusFilter status={state.status} onChange={(status) => update({ status })} />
          <ExpiryFilter
            label="licence"
            window="days30"
            value={state.licence}
            onChange={(licence) => update({ licence })}
          />
        </>
      }
      tools={<ImportButton kind="drivers" />}
      exports={{ mutation: exportDrivers, filter: driverFilterParams(state) }}
      add={{ label: t('addNew'), onAdd: () => dialogs.open({ action: 'add', driver: null }) }}
      legend={
        <>
          <ExpiryLegend />
          <DriverRowColorLegend />
        </>
      }
      columns={{ catalogue: driverColumns, cells }}
      table={{
        caption: t('tableCaption'),
        rowKey: (driver) => driver.id,
        phoneColumns: driverPhoneColumns,
        rowStyle: (driver) => rowColorStyle(driver.color),
        ...addressSort(address, driverSortColumns),
      }}
      page={serverListPage(drivers, address)}
    >
      <DriverDialogs dialogs={dialogs} />
    </ListScreen>
  );
}
