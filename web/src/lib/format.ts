import { currency } from '../config/business';
import { intlLocale } from './i18n';

/** Calendar dates (YYYY-MM-DD) carry no zone: format them at UTC midnight so no offset moves the day. */
function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function dateFormat(locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** "Jul 8, 2023" / "8 juill. 2023". */
export function formatDate(isoDate: string, locale = intlLocale()): string {
  return dateFormat(locale).format(utcDate(isoDate));
}

/** "Jul 2 – 8, 2023": the shared parts of the two dates are written once. */
export function formatDateRange(startDate: string, endDate: string, locale = intlLocale()): string {
  return dateFormat(locale).formatRange(utcDate(startDate), utcDate(endDate));
}

/** Amounts arrive as numbers with 2 decimals (DESIGN.md section 3). */
export function formatMoney(amount: number, locale = intlLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

export function formatNumber(value: number, locale = intlLocale()): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "Jonathan Sm…": the header has room for 10 characters of a name. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** "May 2026" / "mai 2026" for a 'YYYY-MM' month. */
export function formatMonth(month: string, locale = intlLocale()): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDate(`${month}-01`),
  );
}
