import './i18n';
import { workOrderColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { addressSearch, serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useListAddress } from '../../lib/list-address';
import { useExportWorkOrders, useWorkOrders } from './api/work-orders';
import { useWorkOrderCells, workOrderPhoneColumns } from './components/work-order-cells';
import { WorkOrderFilters } from './components/work-order-filters';
import { workOrderFilterParams, workOrderListAddress, workOrderListParams } from './work-order-list-state';
import { newWorkOrderPath } from './work-order-paths';

/** /work-orders: every work order, newest first, 50 a page; filters, search and page live in the address. */
export default function WorkOrdersScreen() {
  const { t } = useTranslation('workOrders');
  const address = useListAddress(workOrderListAddress);
  const { state, update } = address;
  const workOrders = useWorkOrders(workOrderListParams(state));
  const exporter = useExportWorkOrders();
  const cells = useWorkOrderCells();

  return (
    <ListScreen
      title={t('title')}
      search={addressSearch(address, t('search'), t('searchPlaceholder'))}
      filters={<WorkOrderFilters state={state} update={update} />}
      exports={{ mutation: exporter, filter: workOrderFilterParams(state) }}
      add={{ label: t('add'), to: newWorkOrderPath({ vehicleId: state.vehicle_id ?? undefined }) }}
      loadError={t('loadError')}
      columns={{ catalogue: workOrderColumns, cells }}
      table={{ caption: t('tableCaption'), rowKey: (row) => row.id, phoneColumns: workOrderPhoneColumns }}
      page={serverListPage(workOrders, address)}
    />
  );
}
