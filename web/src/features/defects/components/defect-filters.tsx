import { Checkbox, Select } from '@mantine/core';
import { defectSeverities, defectStatuses } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import '../../../components/list-controls-i18n';
import { useEquipmentNumbers } from '../../vehicles';
import type { DefectListState } from '../defect-list-state';

type DefectFiltersProps = {
  state: DefectListState;
  update: (changes: Partial<DefectListState>) => void;
  /** The vehicle chooser: admins only (drivers and supervisors see their own few vehicles anyway). */
  withVehicles: boolean;
};

/** Status, class, vehicle and "overdue only", after the search; each change starts again at page 1. */
export function DefectFilters({ state, update, withVehicles }: DefectFiltersProps) {
  const { t } = useTranslation('defects');
  const vehicles = useEquipmentNumbers(withVehicles);
  const any = { value: 'all', label: t('filters.any') };
  const vehicleOptions = (vehicles.data ?? []).map((vehicle) => ({
    value: String(vehicle.id),
    label: vehicle.equipment_number,
  }));

  return (
    <>
      <Select
        label={t('filters.status')}
        data={[any, ...defectStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
        value={state.status}
        onChange={(value) => update({ status: (value ?? 'all') as DefectListState['status'], page: 1 })}
        allowDeselect={false}
        w={{ base: '100%', xs: 190 }}
      />
      <Select
        label={t('filters.severity')}
        data={[any, ...defectSeverities.map((severity) => ({ value: severity, label: t(`severity.${severity}`) }))]}
        value={state.severity}
        onChange={(value) => update({ severity: (value ?? 'all') as DefectListState['severity'], page: 1 })}
        allowDeselect={false}
        w={{ base: '100%', xs: 140 }}
      />
      {withVehicles && (
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
      )}
      <Checkbox
        label={t('filters.overdue')}
        checked={state.overdue}
        onChange={(event) => update({ overdue: event.currentTarget.checked, page: 1 })}
        mb={8}
      />
    </>
  );
}
