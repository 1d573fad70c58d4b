import { Checkbox, TextInput } from '@mantine/core';
import { defectSeverities, defectStatuses } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import '../../../components/list-controls-i18n';
import { ChoiceFilter, VehicleFilter } from '../../../components/list-screen/list-filters';
import { useEquipmentNumbers } from '../../vehicles';
import type { DefectListState } from '../defect-list-state';

type DefectFiltersProps = {
  state: DefectListState;
  update: (changes: Partial<DefectListState>) => void;
  /** The vehicle chooser: admins only (drivers and supervisors see their own few vehicles anyway). */
  withVehicles: boolean;
};

/** Status, class, defect code, vehicle and "overdue only", after the search; each change starts again at page 1. */
export function DefectFilters({ state, update, withVehicles }: DefectFiltersProps) {
  const { t } = useTranslation('defects');
  const vehicles = useEquipmentNumbers(withVehicles);

  return (
    <>
      <ChoiceFilter
        label={t('filters.status')}
        anyLabel={t('filters.any')}
        choices={defectStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={state.status}
        onChange={(status) => update({ status })}
        width={190}
      />
      <ChoiceFilter
        label={t('filters.severity')}
        anyLabel={t('filters.any')}
        choices={defectSeverities.map((severity) => ({ value: severity, label: t(`severity.${severity}`) }))}
        value={state.severity}
        onChange={(severity) => update({ severity })}
        width={140}
      />
      <TextInput
        label={t('filters.code')}
        placeholder={t('filters.codePlaceholder')}
        value={state.code}
        onChange={(event) => update({ code: event.currentTarget.value.trim() })}
        w={120}
      />
      {withVehicles && (
        <VehicleFilter
          label={t('filters.vehicle')}
          placeholder={t('filters.any')}
          vehicles={vehicles.data ?? []}
          value={state.vehicle_id}
          onChange={(vehicle_id) => update({ vehicle_id })}
        />
      )}
      <Checkbox
        label={t('filters.overdue')}
        checked={state.overdue}
        onChange={(event) => update({ overdue: event.currentTarget.checked })}
        mb={8}
      />
    </>
  );
}
