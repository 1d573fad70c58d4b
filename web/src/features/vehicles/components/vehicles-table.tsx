import { Text } from '@mantine/core';
import type { VehicleExpiryField, VehicleListRow, VehicleSortColumn } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table/data-table';
import { rowColorStyle } from '../../../components/data-table/row-color';
import { formatNumber } from '../../../lib/format';
import { useValueLabel } from '../../../lib/value-label';
import { VehicleActionsMenu, type VehicleAction } from './vehicle-actions-menu';
import { DriversCell, EquipmentCell, ExpiryCell, VehicleOwnership } from './vehicle-cells';
import { vehiclePhoneColumns } from './vehicle-columns';

type VehiclesTableProps = {
  vehicles: VehicleListRow[];
  loading: boolean;
  sort: { column: VehicleSortColumn; direction: 'asc' | 'desc' };
  onSortChange: (sort: SortState) => void;
  visibleColumns: string[];
  onAction: (action: VehicleAction, vehicle: VehicleListRow) => void;
};

/** The Manage Vehicles table: each row in its colour, linking to its edit page, with its actions menu. */
export function VehiclesTable({ vehicles, loading, sort, onSortChange, visibleColumns, onAction }: VehiclesTableProps) {
  const { t } = useTranslation('vehicles');
  const label = useValueLabel();
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const expiry = (field: VehicleExpiryField, header: string): DataTableColumn<VehicleListRow> => ({
    key: field,
    header,
    sortable: true,
    render: (vehicle) => <ExpiryCell date={vehicle[field]} flag={vehicle.expiry[field]} />,
  });

  const columns: DataTableColumn<VehicleListRow>[] = [
    {
      key: 'equipment_number',
      header: t('columns.equipmentNumber'),
      sortable: true,
      render: (vehicle) => <EquipmentCell vehicle={vehicle} />,
    },
    {
      key: 'vehicle_parent_type',
      header: t('columns.parentType'),
      sortable: true,
      render: (vehicle) => label('parentType', vehicle.vehicle_parent_type),
    },
    { key: 'vehicle_type', header: t('columns.vehicle'), sortable: true },
    { key: 'license_plate_no', header: t('columns.licensePlate'), sortable: true },
    { key: 'VIN_no', header: t('columns.vin'), sortable: true },
    {
      key: 'ownership_type',
      header: t('columns.ownership'),
      sortable: true,
      render: (vehicle) => <VehicleOwnership vehicle={vehicle} />,
    },
    // The API sorts this column as `location`; `location_name` is what to show (the free text for other).
    {
      key: 'location',
      header: t('columns.location'),
      description: t('columnDescriptions.location'),
      sortable: true,
      render: (vehicle) => vehicle.location_name,
    },
    { key: 'drivers', header: t('columns.drivers'), render: (vehicle) => <DriversCell vehicle={vehicle} /> },
    expiry('abg_mva_stickers', t('columns.stickers')),
    expiry('insurance_expiry', t('columns.insurance')),
    expiry('reg_expiry', t('columns.registration')),
    {
      key: 'inspection_status',
      header: t('columns.inspectionStatus'),
      sortable: true,
      render: (vehicle) => t(`inspection.${vehicle.inspection_status}`),
    },
    expiry('inspection_date', t('columns.inspectionDate')),
    expiry('battery_expiry', t('columns.battery')),
    expiry('tire_expiry', t('columns.tire')),
    { key: 'ppe_no', header: t('columns.ppeNo'), description: t('columnDescriptions.ppeNo'), sortable: true },
    {
      key: 'last_odm_read',
      header: t('columns.odometer'),
      sortable: true,
      render: (vehicle) => <Text size="sm">{formatNumber(vehicle.last_odm_read)}</Text>,
    },
    { key: 'mine', header: t('columns.mine'), sortable: true, render: (vehicle) => yesNo(vehicle.mine === 'yes') },
    { key: 'has_radio', header: t('columns.radio'), sortable: true, render: (vehicle) => yesNo(vehicle.has_radio) },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 72,
      render: (vehicle) => <VehicleActionsMenu vehicle={vehicle} onAction={onAction} />,
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={vehicles}
      rowKey={(vehicle) => vehicle.id}
      caption={t('tableCaption')}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      visibleColumns={visibleColumns}
      phoneColumns={vehiclePhoneColumns}
      rowStyle={(vehicle) => rowColorStyle(vehicle.color)}
    />
  );
}
