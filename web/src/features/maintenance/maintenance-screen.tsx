import './i18n';
import { maintenanceColumns, type MaintenanceRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { RowTintSample } from '../../components/data-table/row-tint-sample';
import { Legend } from '../../components/legend';
import { serverListPage } from '../../components/list-screen/list-page';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useDialog } from '../../components/use-dialog';
import { paths } from '../../config/paths';
import { useListAddress } from '../../lib/list-address';
import { useExportMaintenance, useMaintenance } from './api/maintenance';
import {
  dueSoonRowColor,
  maintenancePhoneColumns,
  maintenanceRowStyle,
  overdueRowColor,
  useMaintenanceCells,
} from './components/maintenance-cells';
import { MaintenanceFilters } from './components/maintenance-filters';
import { RecordDoneModal } from './components/record-done-modal';
import { maintenanceFilterParams, maintenanceListAddress, maintenanceListParams } from './maintenance-list-state';

/**
 * /maintenance: every vehicle × service task with its status, overdue first, 50 a page; the
 * filters and page are kept in the address (Home's tiles link to `?status=overdue` and
 * `?status=due_soon`). Each row can be recorded as done.
 */
export default function MaintenanceScreen() {
  const { t } = useTranslation('maintenance');
  const address = useListAddress(maintenanceListAddress);
  const { state, update } = address;
  const list = useMaintenance(maintenanceListParams(state));
  const exporter = useExportMaintenance();
  const { dialog, opened, open, close } = useDialog<{ row: MaintenanceRow }>();
  const cells = useMaintenanceCells((row) => open({ row }));
  const legend = [
    { key: 'overdue', marker: <RowTintSample color={overdueRowColor} />, label: t('legend.overdue') },
    { key: 'due_soon', marker: <RowTintSample color={dueSoonRowColor} />, label: t('legend.dueSoon') },
    { key: 'never', marker: null, label: t('legend.never') },
  ];

  return (
    <ListScreen
      title={t('title')}
      link={{ to: paths.serviceTasks, label: t('serviceTasksLink') }}
      filters={<MaintenanceFilters state={state} update={update} />}
      exports={{ mutation: exporter, filter: maintenanceFilterParams(state) }}
      legend={<Legend title={t('legend.title')} entries={legend} />}
      loadError={t('loadError')}
      columns={{ catalogue: maintenanceColumns, cells }}
      table={{
        caption: t('tableCaption'),
        rowKey: (row) => `${row.vehicle_id}-${row.task_id}`,
        phoneColumns: maintenancePhoneColumns,
        rowStyle: maintenanceRowStyle,
      }}
      page={serverListPage(list, address)}
    >
      {dialog && <RecordDoneModal key={dialog.serial} row={dialog.row} opened={opened} onClose={close} />}
    </ListScreen>
  );
}
