import { dataResponse, equipmentNumberEntry } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

const equipmentNumbersResponse = dataResponse(z.array(equipmentNumberEntry));

/**
 * `GET api/vehicles/equipment_numbers`: the vehicles a chooser offers (appointments, fire
 * inspections, first aid kits). Failures are not toasted here: each screen says it its own way.
 */
export async function getEquipmentNumbers(signal?: AbortSignal) {
  const response = await api.get('/api/vehicles/equipment_numbers', equipmentNumbersResponse, {
    signal,
    errorToasts: 'none',
  });
  return response.data;
}

export function equipmentNumbersQueryOptions() {
  return queryOptions({
    queryKey: [...vehiclesQueryKey, 'equipment-numbers'],
    queryFn: ({ signal }) => getEquipmentNumbers(signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** `enabled: false` for a reader the call would refuse (it is for admins): nothing is asked. */
export function useEquipmentNumbers(enabled = true) {
  return useQuery({ ...equipmentNumbersQueryOptions(), enabled });
}
