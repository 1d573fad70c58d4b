import { ActionIcon, Group } from '@mantine/core';
import type { FuelEntry, fuelColumns } from '@fleet-ops/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CatalogueCells } from '../../../components/list-screen/catalogue-columns';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate, formatMoney, formatNumber, formatUnitPrice } from '../../../lib/format';

export const fuelPhoneColumns = ['date', 'equipment_number', 'litres', 'actions'];

/**
 * How the Fuel list draws its cells: sortable by date, litres, cost and cost per litre (the API's
 * sort columns), the fill-up named by its date on the edit and delete buttons.
 */
export function useFuelCells(
  onEdit: (entry: FuelEntry) => void,
  onDelete: (entry: FuelEntry) => void,
): CatalogueCells<FuelEntry, typeof fuelColumns> {
  const { t } = useTranslation('fuel');
  return {
    date: { sortable: true, render: (row) => formatDate(row.date) },
    equipment_number: {
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    driver_name: { render: (row) => row.driver_name ?? '—' },
    litres: { sortable: true, render: (row) => formatNumber(row.litres) },
    cost: { sortable: true, render: (row) => formatMoney(row.cost) },
    cost_per_litre: { sortable: true, render: (row) => formatUnitPrice(row.cost / row.litres) },
    odometer: { render: (row) => (row.odometer === null ? '—' : formatNumber(row.odometer)) },
    hour_read: { render: (row) => (row.hour_read === null ? '—' : formatNumber(row.hour_read)) },
    actions: {
      width: 96,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('editOf', { date: formatDate(row.date) })}
            onClick={() => onEdit(row)}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('deleteOf', { date: formatDate(row.date) })}
            onClick={() => onDelete(row)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  };
}
