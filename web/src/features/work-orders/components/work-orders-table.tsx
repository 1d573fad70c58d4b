import { Anchor } from '@mantine/core';
import type { ColumnPreference, WorkOrder } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate, formatMoney } from '../../../lib/format';
import { workOrderPath } from '../work-order-paths';
import { WorkOrderStatusBadge } from './work-order-status-badge';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `workOrders:columns.${label}`,
  visible: true,
});

/** Every column of the table in order, with its label: the Column Options list (page `work_orders`). */
export const workOrderColumnDefaults: ColumnPreference[] = [
  column('id', 'id'),
  column('equipment_number', 'equipmentNumber'),
  column('title', 'title'),
  column('status', 'status'),
  column('opened_on', 'openedOn'),
  column('due_on', 'dueOn'),
  column('completed_on', 'completedOn'),
  column('total', 'total'),
  column('actions', 'actions'),
];

const phoneColumns = ['equipment_number', 'title', 'status', 'actions'];

type Props = { workOrders: WorkOrder[]; loading: boolean; visibleColumns?: readonly string[] };

export function WorkOrdersTable({ workOrders, loading, visibleColumns }: Props) {
  const { t } = useTranslation('workOrders');
  const date = (value: string | null) => (value ? formatDate(value) : '—');
  const columns: DataTableColumn<WorkOrder>[] = [
    { key: 'id', header: t('columns.id'), width: 64 },
    {
      key: 'equipment_number',
      header: t('columns.equipmentNumber'),
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    { key: 'title', header: t('columns.title') },
    { key: 'status', header: t('columns.status'), render: (row) => <WorkOrderStatusBadge status={row.status} /> },
    { key: 'opened_on', header: t('columns.openedOn'), render: (row) => date(row.opened_on) },
    { key: 'due_on', header: t('columns.dueOn'), render: (row) => date(row.due_on) },
    { key: 'completed_on', header: t('columns.completedOn'), render: (row) => date(row.completed_on) },
    { key: 'total', header: t('columns.total'), render: (row) => formatMoney(row.total) },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 96,
      render: (row) => (
        <Anchor component={Link} to={workOrderPath(row.id)} size="sm" aria-label={t('open', { id: row.id })}>
          {t('openShort')}
        </Anchor>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={workOrders}
      rowKey={(row) => row.id}
      caption={t('tableCaption')}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={phoneColumns}
    />
  );
}
