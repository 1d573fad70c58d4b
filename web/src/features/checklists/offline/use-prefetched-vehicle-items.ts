import type { ChecklistFormOptions } from '@fleet-ops/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { equipmentItemsQueryOptions } from '../api/get-equipment-items';
import { vehicleFormVersionQueryOptions, vehicleOpenDefectsQueryOptions } from '../api/get-vehicle-inspection';

/** A supervisor's crew can be large: the first vehicles are the ones kept for a checklist offline. */
const mostVehicles = 30;

/**
 * Asks once, while online, for the items of each vehicle the person may inspect, with its form's
 * current version and its open defects (issue 36): the service worker keeps the answers, so the
 * checklist of any of them opens later with no network, on the form the phone last saw.
 */
export function usePrefetchedVehicleItems(options: ChecklistFormOptions | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!options || options.mode === 'admin' || !navigator.onLine) return;
    for (const vehicle of options.vehicles.slice(0, mostVehicles)) {
      void queryClient.prefetchQuery(equipmentItemsQueryOptions(vehicle.equipment_number));
      if (vehicle.id === undefined) continue;
      void queryClient.prefetchQuery(vehicleFormVersionQueryOptions(vehicle.id));
      void queryClient.prefetchQuery(vehicleOpenDefectsQueryOptions(vehicle.id));
    }
  }, [options, queryClient]);
}
