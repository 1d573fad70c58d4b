import { Select } from '@mantine/core';
import { maintenanceStatuses } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import '../../../components/list-controls-i18n';
import { ChoiceFilter, VehicleFilter } from '../../../components/list-screen/list-filters';
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
  const types = [...new Set((vehicles.data ?? []).map((vehicle) => vehicle.vehicle_parent_type))].sort();

  return (
    <>
      <ChoiceFilter
        label={t('filters.status')}
        anyLabel={t('filters.any')}
        choices={maintenanceStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={state.status}
        onChange={(status) => update({ status })}
        width={160}
      />
      <VehicleFilter
        label={t('filters.vehicle')}
        placeholder={t('filters.any')}
        vehicles={vehicles.data ?? []}
        value={state.vehicle_id}
        onChange={(vehicle_id) => update({ vehicle_id })}
      />
      <Select
        label={t('filters.type')}
        placeholder={t('filters.any')}
        data={types.map((type) => ({ value: type, label: label('parentType', type) }))}
        value={state.vehicle_parent_type}
        onChange={(value) => update({ vehicle_parent_type: value })}
        searchable
        clearable
        w={{ base: '100%', xs: 190 }}
      />
    </>
  );
}
