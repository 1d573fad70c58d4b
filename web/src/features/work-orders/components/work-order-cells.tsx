import { Anchor } from '@mantine/core';
import type { WorkOrder, workOrderColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate, formatMoney } from '../../../lib/format';
import { workOrderPath } from '../work-order-paths';
import { WorkOrderStatusBadge } from './work-order-status-badge';

/** What a phone has room for without scrolling sideways. */
export const workOrderPhoneColumns = ['equipment_number', 'title', 'status', 'actions'];

const date = (value: string | null) => (value ? formatDate(value) : '—');

/** How the Work orders list draws its cells: the vehicle's link, the status badge, dates and money. */
export function useWorkOrderCells(): CatalogueCells<WorkOrder, typeof workOrderColumns> {
  const { t } = useTranslation('workOrders');
  return {
    id: { width: 64 },
    equipment_number: {
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    status: { render: (row) => <WorkOrderStatusBadge status={row.status} /> },
    opened_on: { render: (row) => date(row.opened_on) },
    due_on: { render: (row) => date(row.due_on) },
    completed_on: { render: (row) => date(row.completed_on) },
    total: { render: (row) => formatMoney(row.total) },
    actions: {
      width: 96,
      render: (row) => (
        <Anchor component={Link} to={workOrderPath(row.id)} size="sm" aria-label={t('open', { id: row.id })}>
          {t('openShort')}
        </Anchor>
      ),
    },
  };
}
