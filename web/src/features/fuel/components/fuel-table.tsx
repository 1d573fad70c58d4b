import { ActionIcon, Group } from '@mantine/core';
import type { ColumnPreference, FuelEntry } from '@fleet-ops/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table/data-table';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate, formatMoney, formatNumber, formatUnitPrice } from '../../../lib/format';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `fuel:columns.${label}`,
  visible: true,
});

/** Every column of the Fuel table in order: the Column Options list (page `fuel`). */
export const fuelColumnDefaults: ColumnPreference[] = [
  column('date', 'date'),
  column('equipment_number', 'equipmentNumber'),
  column('driver_name', 'driver'),
  column('litres', 'litres'),
  column('cost', 'cost'),
  column('cost_per_litre', 'costPerLitre'),
  column('odometer', 'odometer'),
  column('actions', 'actions'),
];

const phoneColumns = ['date', 'equipment_number', 'litres', 'actions'];

type Props = {
  entries: FuelEntry[];
  loading: boolean;
  visibleColumns?: readonly string[];
  /** The list's order, when it can be changed from the headers (the Fuel screen's, not a vehicle's). */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  onEdit: (entry: FuelEntry) => void;
  onDelete: (entry: FuelEntry) => void;
};

export function FuelTable({ entries, loading, visibleColumns, sort, onSortChange, onEdit, onDelete }: Props) {
  const { t } = useTranslation('fuel');
  const columns: DataTableColumn<FuelEntry>[] = [
    { key: 'date', header: t('columns.date'), sortable: true, render: (row) => formatDate(row.date) },
    {
      key: 'equipment_number',
      header: t('columns.equipmentNumber'),
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    { key: 'driver_name', header: t('columns.driver'), render: (row) => row.driver_name ?? '—' },
    { key: 'litres', header: t('columns.litres'), sortable: true, render: (row) => formatNumber(row.litres) },
    { key: 'cost', header: t('columns.cost'), sortable: true, render: (row) => formatMoney(row.cost) },
    {
      key: 'cost_per_litre',
      header: t('columns.costPerLitre'),
      sortable: true,
      render: (row) => formatUnitPrice(row.cost / row.litres),
    },
    { key: 'odometer', header: t('columns.odometer'), render: (row) => formatNumber(row.odometer) },
    {
      key: 'actions',
      header: t('columns.actions'),
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
  ];
  return (
    <DataTable
      columns={columns}
      rows={entries}
      rowKey={(row) => row.id}
      caption={t('tableCaption')}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={phoneColumns}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
