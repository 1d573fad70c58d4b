import './i18n';
import { preUseReportColumns, type PreUseReport, type PreUseReportRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useExportPreUseReport } from './api/export-pre-use-report';
import { usePreUseReport } from './api/get-pre-use-report';
import { ComplianceChart } from './components/compliance-chart';
import { PreUseGapsTable } from './components/pre-use-gaps-table';
import { useReportColumns } from './components/report-columns';
import { ReportLayout } from './components/report-layout';
import { ReportTable } from './components/report-table';
import { useReportRange } from './use-report-params';

type Totals = PreUseReport['totals'];

/** /report/preuserreport: per vehicle, checklists, issues and the days in use with no checklist (compliance %). */
export default function PreUseReportScreen() {
  const { t } = useTranslation('reports');
  const { today, range, changeRange } = useReportRange();
  const report = usePreUseReport(range);
  const exporter = useExportPreUseReport();
  const columns = useReportColumns<PreUseReportRow, Totals>(preUseReportColumns, {
    equipment_number: { total: (totals) => t('table.totalVehicles', { count: totals.vehicles }) },
  });
  const data = report.data?.data;

  return (
    <ReportLayout
      title={t('titles.preUse')}
      range={range}
      today={today}
      onRangeChange={changeRange}
      onExport={() => exporter.mutate(range)}
      exporting={exporter.isPending}
      failed={report.isError}
      chart={data && data.rows.length > 0 && <ComplianceChart points={data.series} />}
    >
      <ReportTable
        caption={t('captions.preUse')}
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={(row) => row.vehicle_id}
        totals={data?.totals}
        loading={report.isFetching}
        minWidth={1000}
      />
      {data && data.gaps.length > 0 && <PreUseGapsTable gaps={data.gaps} />}
    </ReportLayout>
  );
}
