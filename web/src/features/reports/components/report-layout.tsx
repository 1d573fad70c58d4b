import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportPeriod } from '../use-report-params';
import { ReportRangeFilter } from './report-range-filter';
import { ReportTable, type ReportTableColumn } from './report-table';

/** What every report answers: its rows and their totals, with whatever its chart draws. */
type ReportData = { rows: readonly unknown[]; totals: unknown };

type ReportLayoutProps<Data extends ReportData> = {
  title: string;
  /** The range in the address (`useReportRange`). */
  period: ReportPeriod;
  /** The report's own filter (its type selector), placed after the dates. */
  typeSelect?: ReactNode;
  onExport: () => void;
  exporting: boolean;
  /** The report call (a query answering `{ data }`). */
  report: { data?: { data: Data }; isError: boolean; isFetching: boolean };
  /** Drawn above the table; left out while the range holds no rows. */
  chart?: (data: Data) => ReactNode;
  /** The table: its caption, columns, row keys and the width below which it scrolls sideways. */
  caption: string;
  columns: ReportTableColumn<Data['rows'][number], Data['totals']>[];
  rowKey: (row: Data['rows'][number]) => string | number;
  minWidth?: number;
  /** Shown after the table, e.g. a second table. */
  after?: (data: Data) => ReactNode;
};

/** Every report screen: title, range and type, Export CSV, then the chart and the table with totals. */
export function ReportLayout<Data extends ReportData>(props: ReportLayoutProps<Data>) {
  const { t } = useTranslation('reports');
  const data = props.report.data?.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {props.title}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ReportRangeFilter range={props.period.range} today={props.period.today} onChange={props.period.changeRange} />
        {props.typeSelect}
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={props.exporting}
          onClick={props.onExport}
        >
          {t('exportCsv')}
        </Button>
      </Group>
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
            columns={props.columns}
            rows={data?.rows ?? []}
            rowKey={props.rowKey}
            totals={data?.totals}
            loading={props.report.isFetching}
            minWidth={props.minWidth}
          />
          {data && props.after?.(data)}
        </>
      )}
    </Stack>
  );
}
