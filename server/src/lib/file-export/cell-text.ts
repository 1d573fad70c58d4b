import { codeLabel, csvSlash, dayMonthLike, yesNoTitles, type ListColumn } from '@fleet-ops/shared';
import type { Clock } from '../clock.js';
import type { ReaderLanguage } from '../reader-language.js';
import type { CellValue } from './file-columns.js';

/**
 * How each language's spreadsheets read a CSV: Excel and LibreOffice in French expect `;`
 * between cells and a decimal comma (as the import templates already write), in English `,` and `.`.
 */
export const csvDialects: Record<ReaderLanguage, { delimiter: string; decimalMark: string }> = {
  en: { delimiter: ',', decimalMark: '.' },
  fr: { delimiter: ';', decimalMark: ',' },
};

/** Digits after the decimal point of a number cell: money 2 (or the column's), a count as it is. */
export function columnDecimals(column: Pick<ListColumn, 'type' | 'decimals'>): number | undefined {
  return column.decimals ?? (column.type === 'money' ? 2 : undefined);
}

/** A number cell's value as a number, or undefined when it holds none (blank, words). */
export function numericValue(value: CellValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

const formulaStart = /^[=+\-@\t\r]/;
const negativeNumber = /^-\d+([.,]\d+)?$/;

/**
 * A leading quote keeps a spreadsheet from running a cell that starts with =, +, -, @, tab or
 * carriage return as a formula; a plain negative amount (-280.00, -280,00) stays a number.
 */
export function escapeFormula(text: string): string {
  return formulaStart.test(text) && !negativeNumber.test(text) ? `'${text}` : text;
}

/**
 * Text such as a rotation (5/2, 7/7) that Excel and LibreOffice would turn into a date when they
 * open the CSV, in either language: its slash is written as a division slash (∕), which reads the
 * same and no spreadsheet takes for a date; the import reads it back as 5/2. A leading apostrophe
 * would not do: in a CSV it stays in the cell.
 */
function notADate(text: string): string {
  return dayMonthLike.test(text) ? text.replace('/', csvSlash) : text;
}

/** A boolean in the reader's words, or the value itself when a row already holds words. */
function yesNo(value: CellValue, language: ReaderLanguage): string {
  if (typeof value !== 'boolean') return String(value);
  return yesNoTitles[value ? 'yes' : 'no'][language];
}

/**
 * A cell as a CSV writes it for the reader: numbers with their decimals and the language's
 * decimal mark (never a thousands separator, which a spreadsheet would read as text), codes and
 * booleans in the reader's words, instants in the site's time zone, words escaped from formulas.
 */
export function csvCellText(column: ListColumn, value: CellValue, language: ReaderLanguage, clock: Clock): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'number':
    case 'money': {
      const number = numericValue(value);
      if (number === undefined) return escapeFormula(String(value));
      const decimals = columnDecimals(column);
      const text = decimals === undefined ? String(number) : number.toFixed(decimals);
      return text.replace('.', csvDialects[language].decimalMark);
    }
    case 'boolean':
      return escapeFormula(yesNo(value, language));
    case 'code':
      return escapeFormula(codeLabel(column, String(value), language));
    case 'date':
      return value instanceof Date ? clock.formatDateTime(value).slice(0, 10) : String(value);
    case 'datetime':
      return value instanceof Date ? clock.formatDateTime(value) : String(value);
    default:
      return escapeFormula(value instanceof Date ? clock.formatDateTime(value) : notADate(String(value)));
  }
}
