import { workOrderStatuses } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import '../../../components/list-controls-i18n';
import { ChoiceFilter, VehicleFilter } from '../../../components/list-screen/list-filters';
import { useEquipmentNumbers } from '../../vehicles';
import type { WorkOrderListState } from '../work-order-list-state';

type WorkOrderFiltersProps = {
  state: WorkOrderListState;
  update: (changes: Partial<WorkOrderListState>) => void;
};

/** Status and vehicle, after the search; each change starts again at page 1. */
export function WorkOrderFilters({ state, update }: WorkOrderFiltersProps) {
  const { t } = useTranslation('workOrders');
  const vehicles = useEquipmentNumbers();
  return (
    <>
      <ChoiceFilter
        label={t('filters.status')}
        anyLabel={t('filters.any')}
        choices={workOrderStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
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
    </>
  );
}
