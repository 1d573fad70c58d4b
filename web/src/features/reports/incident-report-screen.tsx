import './i18n';
import {
  expiryReportTypes,
  incidentReportColumns,
  type IncidentReport,
  type IncidentReportRow,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useExportIncidentReport } from './api/export-report';
import { useIncidentReport } from './api/get-incident-report';
import { useReportColumns } from './components/report-columns';
import { CountChart } from './components/report-chart';
import { ReportExpiryDate, ReportExpiryStatusText } from './components/report-expiry';
import { ReportLayout } from './components/report-layout';
import { ExpiryTypeSelect } from './components/report-type-select';
import { formatMonth } from './report-format';
import { useReportRange, useReportType } from './use-report-params';
import { exportingFormat } from '../../components/list-toolbar';

type Totals = IncidentReport['totals'];

function InspectionsChart({ points }: { points: IncidentReport['series'] }) {
  const { t } = useTranslation('reports');
  const data = points.map((point) => ({ ...point, month: formatMonth(point.month) }));
  return (
    <CountChart
      title={t('charts.inspectionsByMonth')}
      data={data}
      dataKey="month"
      series={[
        { name: 'expired', label: t('status.expired'), color: 'red.8' },
        { name: 'upcoming', label: t('status.upcoming'), color: 'orange.6' },
      ]}
    />
  );
}

/** /report/incident: each vehicle's fire extinguisher inspection, expired or expiring in the range. */
export default function IncidentReportScreen() {
  const { t } = useTranslation('reports');
  const period = useReportRange();
  const [type, setType] = useReportType(expiryReportTypes);
  const report = useIncidentReport(period.range, type);
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

  return (
    <ReportLayout
      title={t('titles.incident')}
      columnsKey="report_incident"
      period={period}
      typeSelect={<ExpiryTypeSelect value={type} onChange={setType} />}
      onExport={(search, format) => exporter.mutate({ range: period.range, type, search, format })}
      exporting={exportingFormat(exporter)}
      report={report}
      chart={(data) => <InspectionsChart points={data.series} />}
      caption={t('captions.incident')}
      columns={columns}
      rowKey={(row) => row.id}
      minWidth={820}
    />
  );
}
