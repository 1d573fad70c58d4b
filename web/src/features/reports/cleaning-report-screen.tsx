import './i18n';
import {
  cleaningReportColumns,
  parentTypeReportTypes,
  type CleaningReport,
  type CleaningReportRow,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useExportCleaningReport } from './api/export-report';
import { useCleaningReport } from './api/get-cleaning-report';
import { ComplianceChart } from './components/compliance-chart';
import { useReportColumns } from './components/report-columns';
import { ReportLayout } from './components/report-layout';
import { ParentTypeSelect } from './components/report-type-select';
import { formatPercent } from './report-format';
import { useReportRange, useReportType } from './use-report-params';
import { exportingFormat } from '../../components/list-toolbar';

type Totals = CleaningReport['totals'];

/** /report/cleaning: per vehicle on tracking per week, was a cleaning booked; compliance % by week. */
export default function CleaningReportScreen() {
  const { t } = useTranslation('reports');
  const period = useReportRange();
  const [type, setType] = useReportType(parentTypeReportTypes);
  const report = useCleaningReport(period.range, type);
  const exporter = useExportCleaningReport();
  const columns = useReportColumns<CleaningReportRow, Totals>(cleaningReportColumns, {
    equipment_number: { total: (totals) => t('table.totalVehicles', { count: totals.vehicles }) },
    // "9 / 12 (75 %)": cleaned vehicle-weeks out of all, and the compliance they make.
    cleaned: {
      total: (totals) => `${totals.cleaned} / ${totals.vehicle_weeks} (${formatPercent(totals.compliance_pct)})`,
    },
  });

  return (
    <ReportLayout
      title={t('titles.cleaning')}
      columnsKey="report_cleaning"
      period={period}
      typeSelect={<ParentTypeSelect value={type} onChange={setType} />}
      onExport={(search, format) => exporter.mutate({ range: period.range, type, search, format })}
      exporting={exportingFormat(exporter)}
      report={report}
      chart={(data) => <ComplianceChart points={data.series} />}
      caption={t('captions.cleaning')}
      columns={columns}
      rowKey={(row) => `${row.vehicle_id}-${row.week_start}`}
      minWidth={820}
    />
  );
}
