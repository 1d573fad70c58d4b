import { Select } from '@mantine/core';
import { maintenanceStatuses } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import '../../../components/list-controls-i18n';
import { useValueLabel } from '../../../lib/value-label';
import { useEquipmentNumbers } from '../../vehicles';
import type { MaintenanceListState } from '../maintenance-list-state';

type MaintenanceFiltersProps = {
  state: MaintenanceListState;
  update: (changes: Partial<MaintenanceListState>) => void;
};

/** Status, vehicle and vehicle type; each change starts again at page 1. */
export function MaintenanceFilters({ state, update }: MaintenanceFiltersProps) {
  const { t } = useTranslation('maintenance');
  const label = useValueLabel();
  const vehicles = useEquipmentNumbers();
  const vehicleOptions = (vehicles.data ?? []).map((vehicle) => ({
    value: String(vehicle.id),
    label: vehicle.equipment_number,
  }));
  const types = [...new Set((vehicles.data ?? []).map((vehicle) => vehicle.vehicle_parent_type))].sort();

  return (
    <>
      <Select
        label={t('filters.status')}
        data={[
          { value: 'all', label: t('filters.any') },
          ...maintenanceStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
        value={state.status}
        onChange={(value) => update({ status: value ?? 'all', page: 1 })}
        allowDeselect={false}
        w={{ base: '100%', xs: 160 }}
      />
      <Select
        label={t('filters.vehicle')}
        placeholder={t('filters.any')}
        data={vehicleOptions}
        value={state.vehicle_id ? String(state.vehicle_id) : null}
        onChange={(value) => update({ vehicle_id: value ? Number(value) : null, page: 1 })}
        searchable
        clearable
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        label={t('filters.type')}
        placeholder={t('filters.any')}
        data={types.map((type) => ({ value: type, label: label('parentType', type) }))}
        value={state.vehicle_parent_type}
        onChange={(value) => update({ vehicle_parent_type: value, page: 1 })}
        searchable
        clearable
        w={{ base: '100%', xs: 190 }}
      />
    </>
  );
}
