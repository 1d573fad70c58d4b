import type { FireInspection } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table/data-table';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate, formatMonth } from '../../../lib/format';
import { useValueLabel } from '../../../lib/value-label';
import { ExpiryChip, type ExpiryLabels } from '../../../components/expiry-chip/expiry-chip';

const phoneColumns = ['equipment_number', 'inspection_expiry_date', 'actions'];

type FireInspectionsTableProps = {
  inspections: FireInspection[];
  loading: boolean;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  onEdit: (inspection: FireInspection) => void;
  onDelete: (inspection: FireInspection) => void;
  statusLabels: ExpiryLabels;
  /** The columns the admin chose in Column Options (a phone shows its own few instead). */
  visibleColumns?: readonly string[];
};

export function FireInspectionsTable({
  inspections,
  loading,
  sort,
  onSortChange,
  onEdit,
  onDelete,
  statusLabels,
  visibleColumns,
}: FireInspectionsTableProps) {
  const { t } = useTranslation('fireInspections');
  const label = useValueLabel();

  const columns: DataTableColumn<FireInspection>[] = [
    {
      key: 'equipment_number',
      header: t('columns.equipmentNumber'),
      sortable: true,
      render: (row) => <VehicleLink vehicleId={row.vehicle_id} equipmentNumber={row.equipment_number} />,
    },
    // The spec labels the parent type (SUV, Light Duty Truck) 'Vehicle Type' and the model 'Vehicle'.
    {
      key: 'vehicle_parent_type',
      header: t('columns.vehicleType'),
      sortable: true,
      render: (row) => label('parentType', row.vehicle_parent_type),
    },
    { key: 'vehicle_type', header: t('columns.vehicle'), sortable: true },
    { key: 'manufacture_year', header: t('columns.manufactureYear'), sortable: true },
    {
      key: 'inspection_month',
      header: t('columns.inspectionMonth'),
      sortable: true,
      render: (row) => formatMonth(row.inspection_month),
    },
    {
      key: 'inspection_expiry_date',
      header: t('columns.expiryDate'),
      sortable: true,
      render: (row) => (
        <ExpiryChip text={formatDate(row.inspection_expiry_date)} status={row.expiry_status} labels={statusLabels} />
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 96,
      render: (row) => (
        <EditDeleteActions
          editLabel={t('actions.edit', { equipment: row.equipment_number })}
          deleteLabel={t('actions.delete', { equipment: row.equipment_number })}
          onEdit={() => onEdit(row)}
          onDelete={() => onDelete(row)}
        />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={inspections}
      rowKey={(row) => row.id}
      caption={t('tableCaption')}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={phoneColumns}
    />
  );
}
