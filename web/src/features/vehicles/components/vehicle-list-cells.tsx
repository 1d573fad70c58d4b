import { Text } from '@mantine/core';
import type { VehicleExpiryField, VehicleListRow, vehicleColumns } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import type { CatalogueCells, ColumnCell } from '../../../components/list-screen/catalogue-columns';
import { formatNumber } from '../../../lib/format';
import { useValueLabel } from '../../../lib/value-label';
import { InspectionStateCell } from './inspection-state-cell';
import { VehicleActionsMenu, type VehicleAction } from './vehicle-actions-menu';
import { DriversCell, EquipmentCell, ExpiryCell, VehicleOwnership } from './vehicle-cells';

/** What a phone has room for without scrolling sideways; the rest is one tap away on the edit page. */
export const vehiclePhoneColumns = ['equipment_number', 'ownership_type', 'actions'];

/** A document date, red when expired and orange within a month. */
function expiry(field: VehicleExpiryField): ColumnCell<VehicleListRow> {
  return { sortable: true, render: (vehicle) => <ExpiryCell date={vehicle[field]} flag={vehicle.expiry[field]} /> };
}

/** How the Manage Vehicles list draws its cells: each vehicle linking to its edit page, with its actions menu. */
export function useVehicleListCells(
  onAction: (action: VehicleAction, vehicle: VehicleListRow) => void,
): CatalogueCells<VehicleListRow, typeof vehicleColumns> {
  const { t } = useTranslation('vehicles');
  const label = useValueLabel();
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));

  return {
    equipment_number: { sortable: true, render: (vehicle) => <EquipmentCell vehicle={vehicle} /> },
    vehicle_parent_type: { sortable: true, render: (vehicle) => label('parentType', vehicle.vehicle_parent_type) },
    vehicle_type: { sortable: true },
    license_plate_no: { sortable: true },
    VIN_no: { sortable: true },
    ownership_type: { sortable: true, render: (vehicle) => <VehicleOwnership vehicle={vehicle} /> },
    // The API sorts this column as `location`; `location_name` is what to show (the free text for other).
    location: {
      description: t('columnDescriptions.location'),
      sortable: true,
      render: (vehicle) => vehicle.location_name,
    },
    drivers: { render: (vehicle) => <DriversCell vehicle={vehicle} /> },
    inspection_state: { render: (vehicle) => <InspectionStateCell vehicle={vehicle} /> },
    abg_mva_stickers: expiry('abg_mva_stickers'),
    insurance_expiry: expiry('insurance_expiry'),
    reg_expiry: expiry('reg_expiry'),
    inspection_status: { sortable: true, render: (vehicle) => t(`inspection.${vehicle.inspection_status}`) },
    // The day the inspection was done (never after today), so never "Expired": docs/glossary.md.
    inspection_date: { sortable: true, render: (vehicle) => <ExpiryCell date={vehicle.inspection_date} flag={null} /> },
    battery_expiry: expiry('battery_expiry'),
    tire_expiry: expiry('tire_expiry'),
    ppe_no: { description: t('columnDescriptions.ppeNo'), sortable: true },
    last_odm_read: {
      sortable: true,
      render: (vehicle) => <Text size="sm">{formatNumber(vehicle.last_odm_read)}</Text>,
    },
    mine: { sortable: true, render: (vehicle) => yesNo(vehicle.mine === 'yes') },
    has_radio: { sortable: true, render: (vehicle) => yesNo(vehicle.has_radio) },
    actions: { width: 72, render: (vehicle) => <VehicleActionsMenu vehicle={vehicle} onAction={onAction} /> },
  };
}
