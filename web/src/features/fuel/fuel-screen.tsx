import './i18n';
import { fuelColumns, fuelSortColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { VehicleFilter } from '../../components/list-screen/list-filters';
import { serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { addressSort } from '../../components/list-screen/list-sort';
import { useDialog } from '../../components/use-dialog';
import { useListAddress } from '../../lib/list-address';
import { useExportFuel, useFuelEntries, useFuelVehicles } from './api/fuel';
import { fuelPhoneColumns, useFuelCells } from './components/fuel-cells';
import { FuelDialogs, type FuelDialogRequest } from './components/fuel-dialogs';
import { fuelFilterParams, fuelListAddress, fuelListParams } from './fuel-list-state';

/**
 * /fuel: every fill-up, newest first or sorted from the headers (by cost per litre, highest first,
 * to find a cost typed without its decimal separator), for one vehicle or all; add, correct,
 * delete, export.
 */
export default function FuelScreen() {
  const { t } = useTranslation('fuel');
  const address = useListAddress(fuelListAddress);
  const { state, update } = address;
  const entries = useFuelEntries(fuelListParams(state));
  const vehicles = useFuelVehicles();
  const exporter = useExportFuel();
  const dialogs = useDialog<FuelDialogRequest>();
  const cells = useFuelCells(
    (entry) => dialogs.open({ kind: 'form', entry }),
    (entry) => dialogs.open({ kind: 'delete', entry }),
  );

  return (
    <ListScreen
      title={t('title')}
      filters={
        <VehicleFilter
          label={t('filters.vehicle')}
          placeholder={t('filters.any')}
          vehicles={vehicles.data?.data ?? []}
          value={state.vehicle_id}
          onChange={(vehicleId) => update({ vehicle_id: vehicleId })}
        />
      }
      exports={{ mutation: exporter, filter: fuelFilterParams(state) }}
      add={{ label: t('add'), onAdd: () => dialogs.open({ kind: 'form', entry: null }) }}
      loadError={t('loadError')}
      columns={{ catalogue: fuelColumns, cells }}
      table={{
        caption: t('tableCaption'),
        rowKey: (row) => row.id,
        phoneColumns: fuelPhoneColumns,
        ...addressSort(address, fuelSortColumns),
      }}
      page={serverListPage(entries, address)}
    >
      <FuelDialogs dialogs={dialogs} vehicles={vehicles.data?.data ?? []} vehicleId={state.vehicle_id} />
    </ListScreen>
  );
}
