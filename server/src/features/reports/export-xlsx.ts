import {
  reportColumnLabelsFr,
  reportMoneyKeys,
  valueLabel,
  yesNoTitles,
  type ColumnType,
  type ReportColumn,
} from '@fleet-ops/shared';
import type { CellValue, FileColumn } from '../../lib/file-export/index.js';

/** Report fields holding a calendar day (YYYY-MM-DD): date cells in an XLSX. */
const dateKeys = new Set([
  'week_start',
  'week_end',
  'first_date',
  'last_date',
  'inspection_expiry_date',
  'reg_expiry',
  'insurance_expiry',
  'abg_mva_stickers',
  'next_expiry',
]);

/** Report fields holding a wall-clock time (the cleaning appointment's day and hour). */
const dateTimeKeys = new Set(['cleaning_date']);

/** Report fields holding a count or a measure: number cells in an XLSX. */
const numberKeys = new Set([
  'own',
  'lease',
  'rent',
  'vehicles',
  'in_use_days',
  'checklists',
  'issues',
  'working_days',
  'checked_days',
  'gap_days',
  'compliance_pct',
  'days_left',
  'manufacture_year',
  'open_major',
  'open_minor',
  'overdue_minor',
  'repaired',
  'mean_hours_to_repair',
  'out_of_service_hours',
  'appointments',
]);

/**
 * How a report column's cells are typed in an XLSX. A cell that does not hold what its type
 * expects (a list of appointments, a blank day) is written as text, so a wrong guess here shows
 * the same words as the CSV, never a wrong number.
 */
function reportColumnType(key: string): ColumnType {
  if (reportMoneyKeys.includes(key)) return 'money';
  if (dateKeys.has(key)) return 'date';
  if (dateTimeKeys.has(key)) return 'datetime';
  if (numberKeys.has(key)) return 'number';
  return 'text';
}

/** A report's value as the file writer takes it: words for booleans and types, lists joined as in the CSV. */
function reportCell(key: string, value: unknown, language: 'en' | 'fr'): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return yesNoTitles[value ? 'yes' : 'no'][language];
  if (Array.isArray(value)) return value.join('; ');
  if (key === 'vehicle_parent_type' && typeof value === 'string') return valueLabel('parentType', value, language);
  if (typeof value === 'string' || typeof value === 'number') return value;
  return JSON.stringify(value);
}

/**
 * A report's columns (the screen's) as the list exports' file columns, so a report's XLSX is
 * written as every list's is: typed cells, a bold frozen header, widths, the reader's language.
 */
export function reportFileColumns<Shown extends object, Row extends Shown>(
  columns: readonly ReportColumn<Shown>[],
): FileColumn<Row>[] {
  return columns.map((column) => {
    const title = {
      en: column.header,
      fr: reportColumnLabelsFr[column.key as keyof typeof reportColumnLabelsFr] ?? column.header,
    };
    return {
      column: { key: column.key, title, type: reportColumnType(column.key) },
      title,
      cell: (row, language) => reportCell(column.key, row[column.key], language),
    };
  });
}
