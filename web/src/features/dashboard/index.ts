/** Home's alerts: the tiles on Home, the query behind them, and the header's messages menu. */
export { useDashboardAlerts } from './api/get-dashboard-alerts';
export { DashboardAlertTiles } from './components/alert-tiles';
export { MessagesMenu } from './components/messages-menu';
