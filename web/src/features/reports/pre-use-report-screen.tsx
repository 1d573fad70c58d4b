import './i18n';
import { preUseReportColumns, type PreUseReport, type PreUseReportRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useExportPreUseReport } from './api/export-report';
import { usePreUseReport } from './api/get-pre-use-report';
import { ComplianceChart } from './components/compliance-chart';
import { PreUseGapsTable } from './components/pre-use-gaps-table';
import { useReportColumns } from './components/report-columns';
import { ReportLayout } from './components/report-layout';
import { useReportRange } from './use-report-params';
import { exportingFormat } from '../../components/list-toolbar';

type Totals = PreUseReport['totals'];

/** /report/preuserreport: per vehicle, checklists, issues and the days in use with no valid inspection (compliance %). */
export default function PreUseReportScreen() {
  const { t } = useTranslation('reports');
  const period = useReportRange();
  const report = usePreUseReport(period.range);
  const exporter = useExportPreUseReport();
  const columns = useReportColumns<PreUseReportRow, Totals>(preUseReportColumns, {
    equipment_number: { total: (totals) => t('table.totalVehicles', { count: totals.vehicles }) },
  });

  return (
    <ReportLayout
      title={t('titles.preUse')}
      columnsKey="report_pre_use"
      period={period}
      onExport={(search, format) => exporter.mutate({ range: period.range, search, format })}
      exporting={exportingFormat(exporter)}
      report={report}
      chart={(data) => <ComplianceChart points={data.series} />}
      caption={t('captions.preUse')}
      columns={columns}
      rowKey={(row) => row.vehicle_id}
      minWidth={1000}
      after={(data, search) => data.gaps.length > 0 && <PreUseGapsTable gaps={data.gaps} search={search} />}
    />
  );
}
