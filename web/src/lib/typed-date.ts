import { isCalendarDate } from '@fleet-ops/shared';
import { intlLocale } from './i18n';

/** Lower case, no accents, no dots: "Déc." and "dec" are the same word. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\./g, '')
    .toLowerCase();
}

const monthNameCache = new Map<string, [name: string, month: number][]>();

/** Every month's short and long name in `locale` and in English, plain, with its number (1-12). */
function monthNames(locale: string): [name: string, month: number][] {
  const cached = monthNameCache.get(locale);
  if (cached) return cached;
  const names: [string, number][] = [];
  for (const language of new Set([locale, 'en-CA'])) {
    for (const style of ['short', 'long'] as const) {
      const format = new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' });
      for (let month = 1; month <= 12; month += 1) {
        names.push([plain(format.format(new Date(Date.UTC(2000, month - 1, 1)))), month]);
      }
    }
  }
  monthNameCache.set(locale, names);
  return names;
}

/** The month a word names: a name or the start of one (3 letters at least) that fits one month only. */
function monthOf(word: string, locale: string): number | null {
  if (word.length < 3) return null;
  const months = new Set(monthNames(locale).flatMap(([name, month]) => (name.startsWith(word) ? [month] : [])));
  return months.size === 1 ? ([...months][0] ?? null) : null;
}

function isoDate(year: number, month: number, day: number): string | null {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(text) ? text : null;
}

/** "2027-12-31", "2027/12/31", "2027-1-5": year first, as both Canadian locales write dates in figures. */
function numericDate(text: string): string | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/**
 * "Dec 31, 2027", "December 31 2027", "31 déc. 2027", "1er janvier 2027": a month word, a day and
 * a 4-digit year in any order, the way the date fields display dates.
 */
function wordDate(text: string, locale: string): string | null {
  const words = plain(text)
    .split(/[\s,]+/)
    .filter((word) => word !== '');
  if (words.length !== 3) return null;
  let year: number | null = null;
  let month: number | null = null;
  let day: number | null = null;
  for (const word of words) {
    if (/^\d{4}$/.test(word) && year === null) year = Number(word);
    else if (/^\d{1,2}(er)?$/.test(word) && day === null) day = Number.parseInt(word, 10);
    else if (month === null) month = monthOf(word, locale);
    else return null;
  }
  return year !== null && month !== null && day !== null ? isoDate(year, month, day) : null;
}

/**
 * What a date field makes of typed text, as YYYY-MM-DD: the form it displays in the reader's
 * language ("Dec 31, 2027" / "31 déc. 2027"), or figures year first ("2027-12-31", the numeric form
 * of both en-CA and fr-CA). Anything else is null: "12/31/2027" could be either day order.
 */
export function parseTypedDate(text: string, locale: string = intlLocale()): string | null {
  const trimmed = text.trim();
  return numericDate(trimmed) ?? wordDate(trimmed, locale);
}
