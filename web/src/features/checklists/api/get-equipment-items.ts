import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checklistsQueryKey } from './checklists-query-key';
import { checklistSchemas } from './load-checklist-schemas';

/**
 * `GET api/vehicles/equipment_items`: the vehicle's type, last reading and checklist items in order.
 * The call starts at once; only reading its answer waits for the schema chunk (a first visit on a
 * slow network used to ask for the items seconds late, after the chunk).
 */
export async function getEquipmentItems(equipmentNumber: string, signal?: AbortSignal) {
  const schema = checklistSchemas().then(({ dataResponse, equipmentItems }) => dataResponse(equipmentItems));
  const response = await api.get('/api/vehicles/equipment_items', schema, {
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
