import './i18n';
import { BarChart } from '@mantine/charts';
import {
  expiryReportTypes,
  incidentReportColumns,
  type IncidentReport,
  type IncidentReportRow,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useExportIncidentReport } from './api/export-incident-report';
import { useIncidentReport } from './api/get-incident-report';
import { useReportColumns } from './components/report-columns';
import { ReportChart } from './components/report-chart';
import { ReportExpiryDate, ReportExpiryStatusText } from './components/report-expiry';
import { ReportLayout } from './components/report-layout';
import { ReportTable } from './components/report-table';
import { ExpiryTypeSelect } from './components/report-type-select';
import { formatMonth } from './report-format';
import { useReportRange, useReportType } from './use-report-params';

type Totals = IncidentReport['totals'];

function InspectionsChart({ points }: { points: IncidentReport['series'] }) {
  const { t } = useTranslation('reports');
  const data = points.map((point) => ({ ...point, month: formatMonth(point.month) }));
  return (
    <ReportChart title={t('charts.inspectionsByMonth')}>
      <BarChart
        h={240}
        data={data}
        dataKey="month"
        type="stacked"
        withLegend
        series={[
          { name: 'expired', label: t('status.expired'), color: 'red.8' },
          { name: 'upcoming', label: t('status.upcoming'), color: 'orange.6' },
        ]}
        yAxisProps={{ allowDecimals: false }}
        maxBarWidth={48}
      />
    </ReportChart>
  );
}

/** /report/incident: each vehicle's fire extinguisher inspection, expired or expiring in the range. */
export default function IncidentReportScreen() {
  const { t } = useTranslation('reports');
  const { today, range, changeRange } = useReportRange();
  const [type, setType] = useReportType(expiryReportTypes);
  const report = useIncidentReport(range, type);
  const exporter = useExportIncidentReport();
  const columns = useReportColumns<IncidentReportRow, Totals>(incidentReportColumns, {
    equipment_number: { total: (totals) => t('table.totalInspections', { count: totals.inspections }) },
    inspection_expiry_date: {
      render: (row) => <ReportExpiryDate date={row.inspection_expiry_date} status={row.status} />,
    },
    status: {
      render: (row) => <ReportExpiryStatusText status={row.status} />,
      total: (totals) => t('table.statusCounts', { expired: totals.expired, upcoming: totals.upcoming }),
    },
  });
  const data = report.data?.data;

  return (
    <ReportLayout
      title={t('titles.incident')}
      range={range}
      today={today}
      onRangeChange={changeRange}
      typeSelect={<ExpiryTypeSelect value={type} onChange={setType} />}
      onExport={() => exporter.mutate({ range, type })}
      exporting={exporter.isPending}
      failed={report.isError}
      chart={data && data.rows.length > 0 && <InspectionsChart points={data.series} />}
    >
      <ReportTable
        caption={t('captions.incident')}
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={(row) => row.id}
        totals={data?.totals}
        loading={report.isFetching}
        minWidth={820}
      />
    </ReportLayout>
  );
}
