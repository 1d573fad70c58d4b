import { driverExpiryWarningDays, type DashboardAlert, type DashboardAlerts } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { dashboardNamespace } from '../i18n';

/** What a count is called ("vehicles with expired documents") and the line that says what it covers. */
export function useAlertText() {
  const { t } = useTranslation(dashboardNamespace);
  return {
    label: (alert: DashboardAlert) => t(`alerts.${alert.key}`, { count: alert.count, days: driverExpiryWarningDays }),
    /** "3 vehicles with expired documents": what the tile shows and what its link is called. */
    sentence: (alert: DashboardAlert) =>
      `${alert.count} ${t(`alerts.${alert.key}`, { count: alert.count, days: driverExpiryWarningDays })}`,
    hint: (alert: DashboardAlert, alerts: Pick<DashboardAlerts, 'week_start' | 'week_end'>) =>
      t(`hints.${alert.key}`, { start: formatDate(alerts.week_start), end: formatDate(alerts.week_end) }),
  };
}
