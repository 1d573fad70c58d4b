import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checklistsQueryKey } from './checklists-query-key';
import { equipmentItemsAnswer } from './vehicle-answers';

/**
 * `GET api/vehicles/equipment_items`: the vehicle's type, last reading and checklist items in order.
 * Read by light checks (vehicle-answers.ts), so the items never wait for the schema chunk.
 */
export async function getEquipmentItems(equipmentNumber: string, signal?: AbortSignal) {
  const response = await api.get('/api/vehicles/equipment_items', equipmentItemsAnswer, {
    query: { equipment_number: equipmentNumber },
    signal,
  });
  return response.data;
}

export function equipmentItemsQueryOptions(equipmentNumber: string) {
  return queryOptions({
    queryKey: [...checklistsQueryKey, 'equipment-items', equipmentNumber] as const,
    queryFn: ({ signal }) => getEquipmentItems(equipmentNumber, signal),
    enabled: equipmentNumber !== '',
  });
}

export function useEquipmentItems(equipmentNumber: string) {
  return useQuery(equipmentItemsQueryOptions(equipmentNumber));
}
