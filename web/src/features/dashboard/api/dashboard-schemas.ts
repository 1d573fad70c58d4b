/** The alerts' zod schemas, loaded with the first call (get-dashboard-alerts.ts), not with the shell. */
export { dashboardAlerts, dataResponse } from '@fleet-ops/shared';
