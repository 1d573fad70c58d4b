import { Stack, Text } from '@mantine/core';
import type { FirstAidKit } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table/data-table';
import { ExpiryChip, type ExpiryLabels } from '../../../components/expiry-chip/expiry-chip';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatMonth } from '../../../lib/format';
import { useValueLabel } from '../../../lib/value-label';
import { useIsPhone } from '../../../components/layout/use-sidebar';

/** What a phone has room for: the type shows under the equipment number. */
const phoneColumns = ['equipment_number', 'expiry_date', 'actions'];

type KitsTableProps = {
  kits: FirstAidKit[];
  loading: boolean;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  onEdit: (kit: FirstAidKit) => void;
  onDelete: (kit: FirstAidKit) => void;
  statusLabels: ExpiryLabels;
  /** The columns the admin chose in Column Options (a phone shows its own few instead). */
  visibleColumns?: readonly string[];
};

export function KitsTable({
  kits,
  loading,
  sort,
  onSortChange,
  onEdit,
  onDelete,
  statusLabels,
  visibleColumns,
}: KitsTableProps) {
  const { t } = useTranslation('firstAidKits');
  const label = useValueLabel();
  const isPhone = useIsPhone();

  const columns: DataTableColumn<FirstAidKit>[] = [
    {
      key: 'equipment_number',
      header: t('columns.equipmentNumber'),
      sortable: true,
      render: (kit) =>
        isPhone ? (
          <Stack gap={0}>
            <Text size="sm">
              <VehicleLink vehicleId={kit.vehicle_id} equipmentNumber={kit.equipment_number} />
            </Text>
            <Text size="xs" c="dimmed">
              {t(`types.${kit.type}`)}
            </Text>
          </Stack>
        ) : (
          <VehicleLink vehicleId={kit.vehicle_id} equipmentNumber={kit.equipment_number} />
        ),
    },
    // The spec labels the parent type (SUV, Light Duty Truck) 'Vehicle Type' and the model 'Vehicle'.
    {
      key: 'vehicle_parent_type',
      header: t('columns.vehicleType'),
      sortable: true,
      render: (row) => label('parentType', row.vehicle_parent_type),
    },
    { key: 'vehicle_type', header: t('columns.vehicle'), sortable: true },
    {
      key: 'expiry_date',
      header: t('columns.expiryDate'),
      sortable: true,
      render: (kit) => (
        <ExpiryChip text={formatMonth(kit.expiry_date)} status={kit.expiry_status} labels={statusLabels} />
      ),
    },
    { key: 'type', header: t('columns.type'), sortable: true, render: (kit) => t(`types.${kit.type}`) },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 96,
      render: (kit) => (
        <EditDeleteActions
          editLabel={t('actions.edit', { equipment: kit.equipment_number })}
          deleteLabel={t('actions.delete', { equipment: kit.equipment_number })}
          onEdit={() => onEdit(kit)}
          onDelete={() => onDelete(kit)}
        />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={kits}
      rowKey={(kit) => kit.id}
      caption={t('tableCaption')}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={phoneColumns}
    />
  );
}
