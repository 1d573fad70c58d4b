import type { MaintenanceRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import '../i18n';

/** How a row's last completion and next due read: dates, km and what is left (or how late). */
export function useDueWords() {
  const { t } = useTranslation('maintenance');
  const km = (value: number) => t('km', { km: formatNumber(value) });

  const lastDone = (row: MaintenanceRow): string => {
    if (!row.last_done_on) return t('never');
    const odometer = row.last_done_odometer === null ? '' : ` · ${km(row.last_done_odometer)}`;
    return `${formatDate(row.last_done_on)}${odometer}`;
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
        : t('kmLate', { km: formatNumber(-row.km_left) });
    return `${t('atKm', { km: formatNumber(row.next_due_odometer) })} · ${left}`;
  };

  return { lastDone, byDate, byKm, km };
}
