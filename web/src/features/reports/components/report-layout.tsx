import { Alert, Stack, Title } from '@mantine/core';
import { reportRowMatches, type ColumnPreference } from '@fleet-ops/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnOptions } from '../../../components/column-options/column-options';
import { useColumnPreferences } from '../../../components/column-options/use-column-preferences';
import { SearchListToolbar } from '../../../components/list-toolbar';
import type { ExportFormat } from '../../../lib/download-file';
import { useReportSearch, type ReportPeriod } from '../use-report-params';
import { ReportRangeFilter } from './report-range-filter';
import { ReportTable, type ReportTableColumn } from './report-table';

/** What every report answers: its rows and their totals, with whatever its chart draws. */
type ReportData = { rows: readonly unknown[]; totals: unknown };

type ReportLayoutProps<Data extends ReportData> = {
  title: string;
  /** The key the Column Options choice is saved under, e.g. 'report_cleaning'. */
  columnsKey: string;
  /** The range in the address (`useReportRange`). */
  period: ReportPeriod;
  /** The report's own filter (its type selector), placed after the dates. */
  typeSelect?: ReactNode;
  /** Exports the report as shown (its range and type, and the search in force) as CSV or XLSX. */
  onExport: (search: string, format: ExportFormat) => void;
  /** The format being downloaded, if one is. */
  exporting: ExportFormat | undefined;
  /** The report call (a query answering `{ data }`). */
  report: { data?: { data: Data }; isError: boolean; isFetching: boolean };
  /** Drawn above the table; left out while the range holds no rows. */
  chart?: (data: Data) => ReactNode;
  /** The table: its caption, columns, row keys and the width below which it scrolls sideways. */
  caption: string;
  columns: ReportTableColumn<Data['rows'][number], Data['totals']>[];
  rowKey: (row: Data['rows'][number]) => string | number;
  minWidth?: number;
  /** Shown after the table, e.g. a second table; it shows what the search holds too. */
  after?: (data: Data, search: string) => ReactNode;
};

/** Every column shown, in the report's order, until the admin hides some with Column Options. */
function columnDefaults(columns: readonly { key: string }[]): ColumnPreference[] {
  return columns.map((column) => ({ column: column.key, label: `reports:columns.${column.key}`, visible: true }));
}

/**
 * Every report screen: title, then the lists' toolbar (search as you type, range and type, Column
 * Options, Export CSV and XLSX), then the chart and the table with totals. The search narrows the rows the
 * client already holds, and the export the server writes; the chart and totals stay the range's.
 */
export function ReportLayout<Data extends ReportData>(props: ReportLayoutProps<Data>) {
  const { t } = useTranslation('reports');
  const data = props.report.data?.data;
  const [search, setSearch] = useReportSearch();
  const preferences = useColumnPreferences(props.columnsKey, columnDefaults(props.columns));
  const columns = props.columns.filter((column) => preferences.visibleColumns.includes(column.key));
  const rows = (data?.rows ?? []).filter((row) => reportRowMatches(row as object, search));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {props.title}
      </Title>
      <SearchListToolbar
        search={{ label: t('search'), placeholder: t('searchPlaceholder'), value: search, onChange: setSearch }}
        filters={
          <>
            <ReportRangeFilter
              range={props.period.range}
              today={props.period.today}
              onChange={props.period.changeRange}
            />
            {props.typeSelect}
          </>
        }
        columnOptions={
          <ColumnOptions
            preferences={preferences.preferences}
            onSave={preferences.save}
            saving={preferences.isSaving}
          />
        }
        exports={{ onExport: (format) => props.onExport(search, format), exporting: props.exporting }}
      />
      {/* A failed call (the client has toasted why) is said where the report would be, not as 'No data found'. */}
      {props.report.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('loadError')}
        </Alert>
      ) : (
        <>
          {data && data.rows.length > 0 && props.chart?.(data)}
          {/* A new range is a new list: it starts on its first page. */}
          <ReportTable
            key={`${props.period.range.startDate}/${props.period.range.endDate}`}
            caption={props.caption}
            columns={columns}
            rows={rows}
            search={search}
            rowKey={props.rowKey}
            totals={data?.totals}
            totalsNote={search && rows.length < (data?.rows.length ?? 0) ? t('totalsOfRange') : undefined}
            loading={props.report.isFetching}
            minWidth={props.minWidth}
          />
          {data && props.after?.(data, search)}
        </>
      )}
    </Stack>
  );
}
