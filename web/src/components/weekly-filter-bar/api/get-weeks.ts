import { weeksResponse } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const weeksQueryKey = ['week-trackings', 'weeks'] as const;

/** `GET api/week_trackings/weeks`: the start dates of every tracked week, newest first. */
export async function getWeeks(signal?: AbortSignal): Promise<string[]> {
  const response = await api.get('/api/week_trackings/weeks', weeksResponse, { signal });
  // Keys read 'YYYY-MM-DD - YYYY-MM-DD'; the start date is all the filter needs.
  return Object.keys(response.data).map((key) => key.slice(0, 10));
}

export function weeksQueryOptions() {
  return queryOptions({
    queryKey: weeksQueryKey,
    queryFn: ({ signal }) => getWeeks(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useWeeks() {
  return useQuery(weeksQueryOptions());
}
