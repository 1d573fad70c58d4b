import type { MaintenanceRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import '../i18n';

/** How a row's last completion and next due read: dates, km, engine hours and what is left (or how late). */
export function useDueWords() {
  const { t } = useTranslation('maintenance');
  const km = (value: number) => t('km', { km: formatNumber(value) });
  const hours = (value: number) => t('hours', { hours: formatNumber(value) });

  const lastDone = (row: MaintenanceRow): string => {
    if (!row.last_done_on) return t('never');
    const odometer = row.last_done_odometer === null ? '' : ` · ${km(row.last_done_odometer)}`;
    const engine = row.last_done_hours === null ? '' : ` · ${hours(row.last_done_hours)}`;
    return `${formatDate(row.last_done_on)}${odometer}${engine}`;
  };

  const byDate = (row: MaintenanceRow): string | null => {
    if (!row.next_due_on || row.days_left === null) return null;
    const days = row.days_left;
    const left =
      days > 0 ? t('daysLeft', { count: days }) : days === 0 ? t('dueToday') : t('daysLate', { count: -days });
    return `${formatDate(row.next_due_on)} · ${left}`;
  };

  const byKm = (row: MaintenanceRow): string | null => {
    if (row.next_due_odometer === null || row.km_left === null) return null;
    const left =
      row.km_left > 0
        ? t('kmLeft', { km: formatNumber(row.km_left) })
        : t('kmLate', { km: formatNumber(Math.abs(row.km_left)) });
    return `${t('atKm', { km: formatNumber(row.next_due_odometer) })} · ${left}`;
  };

  const byHours = (row: MaintenanceRow): string | null => {
    if (row.next_due_hours === null || row.hours_left === null) return null;
    const left =
      row.hours_left > 0
        ? t('hoursLeft', { hours: formatNumber(row.hours_left) })
        : t('hoursLate', { hours: formatNumber(Math.abs(row.hours_left)) });
    return `${t('atHours', { hours: formatNumber(row.next_due_hours) })} · ${left}`;
  };

  return { lastDone, byDate, byKm, byHours, km };
}
