/** Home's alerts: the tiles on Home and the query behind them (the header's messages menu is the app's to compose). */
export { useDashboardAlerts } from './api/get-dashboard-alerts';
export { DashboardAlertTiles } from './components/alert-tiles';
