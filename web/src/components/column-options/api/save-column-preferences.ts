import { customization, dataResponse, type ColumnPreference } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { columnPreferencesQueryKey } from './get-column-preferences';

const customizationResponse = dataResponse(customization);

/** `PUT api/customization/{page}` with `{ column_visibility }`. */
export function saveColumnPreferences(page: string, columns: ColumnPreference[]) {
  return api.put(`/api/customization/${encodeURIComponent(page)}`, customizationResponse, {
    column_visibility: columns,
  });
}

export function useSaveColumnPreferences(page: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columns: ColumnPreference[]) => saveColumnPreferences(page, columns),
    onSuccess: (response) => {
      queryClient.setQueryData(columnPreferencesQueryKey(page), response.data.column_visibility);
    },
  });
}
