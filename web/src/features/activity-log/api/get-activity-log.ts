import { activityLogResponse, type ActivityLogSortColumn, type SortDirection } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ActivityLogParams = {
  /** Any date of the week to show (the screen sends its Sunday). */
  start_date: string;
  driver_id?: string;
  search?: string;
  sort: ActivityLogSortColumn;
  sortDir: SortDirection;
};

/** `GET api/assigned_drivers`: every entry of the week (no page asked for: the screen pages them itself). */
export async function getActivityLog(params: ActivityLogParams, signal?: AbortSignal) {
  const response = await api.get('/api/assigned_drivers', activityLogResponse, { query: params, signal });
  return response.data;
}

export function activityLogQueryOptions(params: ActivityLogParams) {
  return queryOptions({
    queryKey: ['activity-log', params],
    queryFn: ({ signal }) => getActivityLog(params, signal),
    // Assigning drivers elsewhere writes entries: read the log again each time the screen opens.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useActivityLog(params: ActivityLogParams) {
  return useQuery(activityLogQueryOptions(params));
}
