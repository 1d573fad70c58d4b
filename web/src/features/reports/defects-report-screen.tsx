import './i18n-defects';
import { defectsReportColumns, type DefectsReport, type DefectsReportRow } from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useExportDefectsReport } from './api/export-report';
import { useDefectsReport } from './api/get-defects-report';
import { DefectCodeCounts } from './components/defect-code-counts';
import { useReportColumns } from './components/report-columns';
import { ReportLayout } from './components/report-layout';
import { useReportRange } from './use-report-params';
import { exportingFormat } from '../../components/list-toolbar';

type Totals = DefectsReport['totals'];

/**
 * /report/defects: per vehicle with defect activity in the range, open defects by class and
 * overdue minors at the range's end, repairs with their mean time, and hours out of service.
 */
export default function DefectsReportScreen() {
  const { t } = useTranslation('reports');
  const period = useReportRange();
  const report = useDefectsReport(period.range);
  const exporter = useExportDefectsReport();
  const columns = useReportColumns<DefectsReportRow, Totals>(defectsReportColumns, {
    equipment_number: { total: (totals) => t('table.totalVehicles', { count: totals.vehicles }) },
  });

  return (
    <ReportLayout
      title={t('titles.defects')}
      columnsKey="report_defects"
      period={period}
      onExport={(search, format) => exporter.mutate({ range: period.range, search, format })}
      exporting={exportingFormat(exporter)}
      report={report}
      caption={t('captions.defects')}
      columns={columns}
      rowKey={(row) => row.vehicle_id}
      minWidth={900}
      after={(data) => <DefectCodeCounts codes={data.codes} />}
    />
  );
}
