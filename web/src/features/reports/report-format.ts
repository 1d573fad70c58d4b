import { intlLocale } from '../../lib/i18n';
import { dateTimeFormat, numberFormat } from '../../lib/intl-formats';

/** "87.5 %" / "87,5 %": percentages arrive as 0-100 with one decimal; null means nothing to measure. */
export function formatPercent(value: number | null, locale = intlLocale()): string {
  if (value === null) return '—';
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** "Jul 2026" / "juill. 2026" for a 'YYYY-MM' month. */
export function formatMonth(month: string, locale = intlLocale()): string {
  return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** "Jul 5" / "5 juill.": a chart's week label, from the week's Sunday. */
export function formatWeekLabel(weekStart: string, locale = intlLocale()): string {
  return dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${weekStart}T00:00:00Z`),
  );
}
