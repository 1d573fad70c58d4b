import { Checkbox, Select } from '@mantine/core';
import { inspectionStates, vehicleListTypes, vehicleOwnershipFilters } from '@fleet-ops/shared';
import { anyChoice } from '../../../lib/list-address';
import { useTranslation } from 'react-i18next';
import type { VehicleListState } from '../vehicle-list-state';

type FilterKeys = 'type' | 'ownership' | 'outOfService' | 'checklistMissing' | 'inspectionState';
type VehicleFiltersProps = {
  state: Pick<VehicleListState, FilterKeys>;
  update: (change: Partial<Pick<VehicleListState, FilterKeys>>) => void;
};

const inspectionChoices = [anyChoice, ...inspectionStates] as const;

/** 'all_vehicles' reads 'All Vehicles': a filter added to the shared list shows even before it has words. */
function humanized(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The Manage Vehicles list's own filters, after the search: the list filter, ownership and out of service. */
export function VehicleFilters({ state, update }: VehicleFiltersProps) {
  const { t } = useTranslation('vehicles');
  return (
    <>
      <Select
        label={t('filter')}
        data={vehicleListTypes.map((type) => ({ value: type, label: t(`types.${type}`, humanized(type)) }))}
        value={state.type}
        onChange={(choice) => {
          const type = vehicleListTypes.find((candidate) => candidate === choice);
          if (type) update({ type });
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 210 }}
      />
      <Select
        label={t('ownershipFilter')}
        data={vehicleOwnershipFilters.map((ownership) => ({ value: ownership, label: t(`ownership.${ownership}`) }))}
        value={state.ownership}
        onChange={(choice) => {
          const ownership = vehicleOwnershipFilters.find((candidate) => candidate === choice);
          if (ownership) update({ ownership });
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        label={t('inspectionStateFilter')}
        data={inspectionChoices.map((state) => ({
          value: state,
          label: t(`inspectionStates.${state}`),
        }))}
        value={state.inspectionState}
        onChange={(choice) => {
          const inspectionState = inspectionChoices.find((candidate) => candidate === choice);
          if (inspectionState) update({ inspectionState });
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
      />
      <Checkbox
        label={t('outOfServiceFilter')}
        checked={state.outOfService}
        onChange={(event) => update({ outOfService: event.currentTarget.checked })}
        mb={8}
      />
      {/* Only Home's "without a valid inspection" tile sets it: shown while it narrows the list, gone once unticked. */}
      {state.checklistMissing && (
        <Checkbox
          label={t('checklistMissingFilter')}
          checked
          onChange={() => update({ checklistMissing: false })}
          mb={8}
        />
      )}
    </>
  );
}
