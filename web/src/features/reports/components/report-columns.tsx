import { isCalendarDate, reportMoneyKeys, type ReportColumn } from '@fleet-ops/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VehicleLink } from '../../../components/vehicle-link';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatYear } from '../../../lib/format';
import { labelValue } from '../../../lib/value-label';
import { formatMonth, formatPercent } from '../report-format';
import type { ReportTableColumn } from './report-table';

/** A report's own way of showing a column, where the plain value is not enough. */
type ColumnOverride<Row, Totals> = {
  render?: (row: Row) => ReactNode;
  total?: (totals: Totals) => ReactNode;
};

type ColumnOverrides<Row, Totals> = Partial<Record<keyof Row & string, ColumnOverride<Row, Totals>>>;

const percentKeys: readonly string[] = ['compliance_pct'];
/** Years name a time, not a quantity: "2025", never "2,025" or "2 025". */
const yearKeys: readonly string[] = ['manufacture_year'];
const dateTimePattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const monthPattern = /^\d{4}-\d{2}$/;
/** Columns holding a word that comes from data, which the reader sees in their language. */
const parentTypeKeys: readonly string[] = ['vehicle_parent_type'];

/** A report value as the screen writes it: money, %, dates, Yes/No and lists in the reader's language. */
export function formatReportValue(key: string, value: unknown, t: TFunction<'reports'>): string {
  if (value === null || value === undefined) return percentKeys.includes(key) ? formatPercent(null) : '';
  if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no');
  if (Array.isArray(value)) return value.map((item) => formatReportValue(key, item, t)).join(', ');
  if (typeof value === 'number') {
    if (reportMoneyKeys.includes(key)) return formatMoney(value);
    if (yearKeys.includes(key)) return formatYear(value);
    return percentKeys.includes(key) ? formatPercent(value) : formatNumber(value);
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (isCalendarDate(text)) return formatDate(text);
  if (dateTimePattern.test(text)) return formatDateTime(text);
  if (monthPattern.test(text)) return formatMonth(text);
  if (parentTypeKeys.includes(key)) return labelValue('parentType', text);
  return text;
}

/** A vehicle's equipment number, opening the vehicle's record, as on every screen. */
function renderEquipmentNumber(row: object): ReactNode {
  const { vehicle_id: id, equipment_number: text } = row as { vehicle_id?: unknown; equipment_number?: unknown };
  const equipmentNumber = typeof text === 'string' ? text : '';
  return <VehicleLink vehicleId={typeof id === 'number' ? id : null} equipmentNumber={equipmentNumber} />;
}

function totalOf<Totals>(totals: Totals, key: string): unknown {
  return (totals as Record<string, unknown>)[key];
}

/**
 * The table columns of a report from its shared column list (the CSV export's too, so the file
 * holds what the screen shows): headers translated by key, values formatted, and under every
 * column whose key the totals also carry as a number, that total. Equipment numbers link to the
 * vehicle (which also gives a table that scrolls sideways something to reach it by keyboard).
 */
export function useReportColumns<Row extends object, Totals extends object>(
  columns: readonly ReportColumn<Row>[],
  overrides: ColumnOverrides<Row, Totals> = {},
): ReportTableColumn<Row, Totals>[] {
  const { t } = useTranslation('reports');
  return columns.map((column) => {
    const override: ColumnOverride<Row, Totals> = overrides[column.key] ?? {};
    const defaultTotal = (totals: Totals) => {
      const total = totalOf(totals, column.key);
      return typeof total === 'number' || (total === null && percentKeys.includes(column.key))
        ? formatReportValue(column.key, total, t)
        : null;
    };
    return {
      key: column.key,
      header: t(`columns.${column.key}`, { defaultValue: column.header }),
      render:
        override.render ??
        (column.key === 'equipment_number'
          ? renderEquipmentNumber
          : (row: Row) => formatReportValue(column.key, row[column.key], t)),
      total: override.total ?? defaultTotal,
    };
  });
}
