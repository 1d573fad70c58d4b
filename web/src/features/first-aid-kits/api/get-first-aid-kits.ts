import { dataResponse, firstAidKit } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const kitsResponse = dataResponse(z.array(firstAidKit));

/** Every query of the feature starts with this key, so a change refreshes them all. */
export const firstAidKitsQueryKey = ['first-aid-kits'] as const;

/** `GET api/first_aid_kits`: every kit (an array), soonest expiry first. */
export async function getFirstAidKits(signal?: AbortSignal) {
  const response = await api.get('/api/first_aid_kits', kitsResponse, { signal });
  return response.data;
}

export function firstAidKitsQueryOptions() {
  return queryOptions({
    queryKey: [...firstAidKitsQueryKey, 'list'],
    queryFn: ({ signal }) => getFirstAidKits(signal),
  });
}

export function useFirstAidKits() {
  return useQuery(firstAidKitsQueryOptions());
}
