import { useQueryClient } from '@tanstack/react-query';
import { useQueryState } from 'nuqs';
import { useEffect } from 'react';
import { vehiclesQueryKey, vehiclesQueryOptions } from './api/get-vehicles';
import type { VehicleListParams } from './vehicle-list-state';

/**
 * The menu link's `reload=true` asks for fresh rows: a list already in the cache is read again,
 * then the parameter is dropped from the address.
 */
export function useReloadRequest(params: VehicleListParams) {
  const queryClient = useQueryClient();
  const [reload, setReload] = useQueryState('reload', { history: 'replace' });
  useEffect(() => {
    if (reload === null) return;
    if (queryClient.getQueryData(vehiclesQueryOptions(params).queryKey)) {
      void queryClient.invalidateQueries({ queryKey: vehiclesQueryKey });
    }
    void setReload(null);
  });
}
