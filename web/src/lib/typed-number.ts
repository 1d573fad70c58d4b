import { currentLanguage, intlLocale, type Language } from './i18n';
import { numberFormat } from './intl-formats';

/** The spaces that group thousands: normal, no-break (fr-CA's own) and narrow no-break (fr-FR's). */
const space = '[ \\u00a0\\u202f]';
const groupedBy = (separator: string) => `\\d{1,3}(?:${separator}\\d{3})+`;

/**
 * The whole part may be grouped in threes by one kind of separator, or not at all; the decimal
 * separators each language reads.
 */
const numberPatterns: Record<Language, RegExp> = {
  en: new RegExp(`^([-\u2212]?)(${groupedBy(',')}|${groupedBy(space)}|\\d*)(?:\\.(\\d*))?$`),
  fr: new RegExp(`^([-\u2212]?)(${groupedBy(space)}|\\d*)(?:[.,](\\d*))?$`),
};

/**
 * A number typed in the reader's language, or null when the text is not one. The rules leave no
 * reading ambiguous, so no separator is ever dropped or guessed:
 * - Spaces (normal, no-break, narrow no-break) group thousands in both languages, and the comma
 *   too in English; grouping must be in threes ("1 234 567", "1,234,567"), one kind per number.
 * - The decimal separator is the dot in English. In French it is the comma, and the dot as well:
 *   French here never groups with dots (fr-CA groups with spaces), so "45.5" is 45.5 to everyone.
 * - One decimal separator at most, nothing grouped after it; "45," and ".5" are 45 and 0.5.
 * - A leading minus (or the typographic minus) makes it negative; the field says if that is allowed.
 * So "45,5" is 45.5 in French and no number in English (a comma groups threes there), "1,234.56"
 * is 1234.56 in English and no number in French (two decimal separators); letters, exponents and
 * "12 34" are never numbers.
 */
export function parseTypedNumber(text: string, language: Language = currentLanguage()): number | null {
  const match = numberPatterns[language].exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const figures = whole.replace(/\D/g, '');
  if (figures === '' && fraction === '') return null;
  const value = Number(`${sign === '' ? '' : '-'}${figures || '0'}.${fraction || '0'}`);
  // "-0" is 0: the field would otherwise call a typed zero negative.
  return value === 0 ? 0 : value;
}

export type NumberFormatOptions = {
  /** Thousands grouped as the language does ("12,000" / "12 000"). */
  grouped?: boolean;
  /** At least this many decimals (2 for money); more are shown when the number has them. */
  decimals?: number;
};

/**
 * A number written back as `parseTypedNumber` reads it in the same language: every decimal the
 * number has is kept (the box never rounds what a form will save).
 */
export function formatTypedNumber(
  value: number,
  { grouped = false, decimals = 0 }: NumberFormatOptions = {},
  language: Language = currentLanguage(),
): string {
  return numberFormat(intlLocale(language), {
    useGrouping: grouped,
    minimumFractionDigits: decimals,
    maximumFractionDigits: 20,
  }).format(value);
}
