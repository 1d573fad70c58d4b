/** Home's alerts: the query behind Home's tiles and the header's messages menu (the app composes both from the components' files). */
export { useDashboardAlerts } from './api/get-dashboard-alerts';
