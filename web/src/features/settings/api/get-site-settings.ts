import { dataResponse, siteSettings } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const siteSettingsQueryKey = ['site-settings'] as const;

/** `GET api/site_settings`: every setting, defaults filled in. */
export async function getSiteSettings(signal?: AbortSignal) {
  const response = await api.get('/api/site_settings', dataResponse(siteSettings), { signal });
  return response.data;
}

export const siteSettingsQueryOptions = queryOptions({
  queryKey: siteSettingsQueryKey,
  queryFn: ({ signal }) => getSiteSettings(signal),
});

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions);
}
