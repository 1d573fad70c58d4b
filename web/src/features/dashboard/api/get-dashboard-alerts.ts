import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Counts change as people work elsewhere: re-read them every few minutes while a screen shows them. */
const refreshEveryMs = 5 * 60 * 1000;

/** `GET api/dashboard/alerts` (admins only): today's counts, each with the list it opens. */
export async function getDashboardAlerts(signal?: AbortSignal) {
  // The header's menu on every signed-in screen names this module: its schema loads with the call.
  const { dashboardAlerts, dataResponse } = await import('./dashboard-schemas');
  const response = await api.get('/api/dashboard/alerts', dataResponse(dashboardAlerts), { signal });
  return response.data;
}

export function dashboardAlertsQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'alerts'] as const,
    queryFn: ({ signal }) => getDashboardAlerts(signal),
    refetchInterval: refreshEveryMs,
  });
}

/** Shared by the Home tiles and the header's alerts menu: one request serves both. */
export function useDashboardAlerts(enabled = true) {
  return useQuery({ ...dashboardAlertsQueryOptions(), enabled });
}
