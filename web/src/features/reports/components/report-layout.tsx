import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../report-range';
import type { RangeUpdate } from '../use-report-params';
import { ReportRangeFilter } from './report-range-filter';

type ReportLayoutProps = {
  title: string;
  range: DateRange;
  today: string;
  onRangeChange: (update: RangeUpdate) => void;
  /** The report's own filter (its type selector), placed after the dates. */
  typeSelect?: ReactNode;
  onExport: () => void;
  exporting: boolean;
  /** Left out while the range holds nothing to draw. */
  chart?: ReactNode;
  /** The call failed (the client has toasted why): say so where the report would be, not 'No data found'. */
  failed: boolean;
  /** The report's table (a `ReportTable`). */
  children: ReactNode;
};

/** Every report screen: title, range and type, Export CSV, then the chart and the table with totals. */
export function ReportLayout(props: ReportLayoutProps) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {props.title}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ReportRangeFilter range={props.range} today={props.today} onChange={props.onRangeChange} />
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
      {props.failed ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('loadError')}
        </Alert>
      ) : (
        <>
          {props.chart}
          {props.children}
        </>
      )}
    </Stack>
  );
}
