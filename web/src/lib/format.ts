import { businessTimeZone, currency } from '../config/business';
import { intlLocale } from './i18n';
import { dateTimeFormat, numberFormat } from './intl-formats';

/** Calendar dates (YYYY-MM-DD) carry no zone: format them at UTC midnight so no offset moves the day. */
function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function dateFormat(locale: string) {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
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
  return numberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** A price per litre as pumps show it, to the tenth of a cent: "$1.599" / "1,599 $". */
export function formatUnitPrice(amount: number, locale = intlLocale()): string {
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 3 }).format(amount);
}

export function formatNumber(value: number, locale = intlLocale()): string {
  return numberFormat(locale).format(value);
}

/** "2025" in both languages: a year names a time, it is no quantity, so it is never grouped ("2,025" / "2 025"). */
export function formatYear(year: number, locale = intlLocale()): string {
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 }).format(year);
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Times are written one way everywhere, tables, forms and logs alike: "4:05 p.m." / "16 h 05". */
const timeStyle = 'short';

/**
 * "Nov 18, 2026, 12:00 p.m." for an API date-time ('YYYY-MM-DD HH:mm:ss', a wall-clock time in the
 * business timezone): written as it reads, never shifted into the browser's zone.
 */
export function formatDateTime(dateTime: string, locale = intlLocale()): string {
  // Some answers (API tokens, the audit log) give an instant ('2026-11-29T04:01:20.123Z'), which
  // a wall-clock reading would turn into an invalid date and a crashed screen: show it in the
  // business timezone, where the wall-clock times are.
  if (instant.test(dateTime)) {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle, timeZone: businessTimeZone }).format(
      new Date(dateTime),
    );
  }
  const [date = '', time = '00:00:00'] = dateTime.trim().split(' ');
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle, timeZone: 'UTC' }).format(
    new Date(`${date}T${time}Z`),
  );
}

/** An ISO instant: a date, a T, a time, and a zone (Z or an offset). */
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** "4:05 p.m." / "16 h 05" for a wall-clock time ('HH:mm' or 'HH:mm:ss'), as `formatDateTime` writes its time. */
export function formatTime(time: string, locale = intlLocale()): string {
  const [hours = '00', minutes = '00', seconds = '00'] = time.trim().split(':');
  return dateTimeFormat(locale, { timeStyle, timeZone: 'UTC' }).format(
    new Date(`1970-01-01T${hours.padStart(2, '0')}:${minutes}:${seconds}Z`),
  );
}

/** Now as 'YYYY-MM-DD HH:mm:ss' in `timeZone`: the API's date-time format, for bounds such as "not in the past". */
export function nowIn(timeZone: string, now = new Date()): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** "Jonathan Sm…": the header has room for 10 characters of a name. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** "May 2026" / "mai 2026" for a 'YYYY-MM' month. */
export function formatMonth(month: string, locale = intlLocale()): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(`${month}-01`));
}
