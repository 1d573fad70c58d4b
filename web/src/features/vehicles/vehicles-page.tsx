import './i18n';
import { vehicleColumns, vehicleSortColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { rowColorStyle } from '../../components/data-table/row-color';
import { RowColorLegend } from '../../components/legend';
import { addressSearch, serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { addressSort } from '../../components/list-screen/list-sort';
import { useStepBackFromEmptyPage } from '../../components/pagination/use-step-back-from-empty-page';
import { useDialog } from '../../components/use-dialog';
import { paths } from '../../config/paths';
import { useListAddress } from '../../lib/list-address';
import { ImportButton } from '../../components/import-button';
import { useExportVehicles } from './api/export-vehicles';
import { useVehicles } from './api/get-vehicles';
import { VehicleExpiryLegend } from './components/vehicle-cells';
import { VehicleDialogs, type AssignDriverDialog, type VehicleDialogRequest } from './components/vehicle-dialogs';
import { VehicleFilters } from './components/vehicle-filters';
import { useVehicleListCells, vehiclePhoneColumns } from './components/vehicle-list-cells';
import { PrintQrLabelsButton } from './qr/print-qr-labels-button';
import { useReloadRequest } from './use-reload-request';
import { vehicleFilterParams, vehicleListAddress, vehicleListParams, vehicleListUrlKeys } from './vehicle-list-state';

/**
 * /vehicles: Manage Vehicles, filtered and sorted from the address, with every action on a vehicle.
 * The app's route (app/routes/vehicles-screen.tsx) hands in the assign driver dialog.
 */
export function VehiclesPage({ AssignDriver }: { AssignDriver: AssignDriverDialog }) {
  const { t } = useTranslation('vehicles');
  const address = useListAddress(vehicleListAddress, vehicleListUrlKeys);
  const { state, update, goToPage } = address;
  const params = vehicleListParams(state);
  const vehicles = useVehicles(params);
  const exporter = useExportVehicles();
  const dialogs = useDialog<VehicleDialogRequest>();
  const cells = useVehicleListCells((action, vehicle) => dialogs.open({ action, vehicle }));
  useReloadRequest(params);
  useStepBackFromEmptyPage(vehicles.data, state.page, goToPage);

  return (
    <ListScreen
      title={t('title')}
      search={addressSearch(address, t('search'), t('searchPlaceholder'))}
      filters={<VehicleFilters state={state} update={update} />}
      // Print QR labels sits between Column Options and Export CSV: the shared toolbar's order is kept.
      tools={
        <>
          <PrintQrLabelsButton filter={vehicleFilterParams(state)} />
          <ImportButton kind="vehicles" />
        </>
      }
      exports={{ mutation: exporter, filter: vehicleFilterParams(state) }}
      add={{ label: t('addNew'), to: paths.newVehicle }}
      legend={
        <>
          <VehicleExpiryLegend />
          <RowColorLegend />
        </>
      }
      columns={{ catalogue: vehicleColumns, cells }}
      table={{
        caption: t('tableCaption'),
        rowKey: (vehicle) => vehicle.id,
        phoneColumns: vehiclePhoneColumns,
        rowStyle: (vehicle) => rowColorStyle(vehicle.color),
        ...addressSort(address, vehicleSortColumns),
      }}
      page={serverListPage(vehicles, address)}
    >
      <VehicleDialogs dialogs={dialogs} AssignDriver={AssignDriver} />
    </ListScreen>
  );
}
