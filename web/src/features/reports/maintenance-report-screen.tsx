import './i18n';
import {
  maintenanceReportColumns,
  parentTypeReportTypes,
  type MaintenanceReport,
  type MaintenanceReportRow,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useExportMaintenanceReport } from './api/export-report';
import { useMaintenanceReport } from './api/get-maintenance-report';
import { useReportColumns } from './components/report-columns';
import { CountChart } from './components/report-chart';
import { ReportLayout } from './components/report-layout';
import { ParentTypeSelect } from './components/report-type-select';
import { formatWeekLabel } from './report-format';
import { useReportRange, useReportType } from './use-report-params';
import { exportingFormat } from '../../components/list-toolbar';

type Totals = MaintenanceReport['totals'];

function AppointmentsChart({ points }: { points: MaintenanceReport['series'] }) {
  const { t } = useTranslation('reports');
  const data = points.map((point) => ({ week: formatWeekLabel(point.week_start), appointments: point.appointments }));
  return (
    <CountChart
      title={t('charts.appointmentsByWeek')}
      data={data}
      dataKey="week"
      series={[{ name: 'appointments', label: t('columns.appointments'), color: 'blue.7' }]}
    />
  );
}

/** /report/maintenance: maintenance appointments in the range, counted per vehicle and by week. */
export default function MaintenanceReportScreen() {
  const { t } = useTranslation('reports');
  const period = useReportRange();
  const [type, setType] = useReportType(parentTypeReportTypes);
  const report = useMaintenanceReport(period.range, type);
  const exporter = useExportMaintenanceReport();
  const columns = useReportColumns<MaintenanceReportRow, Totals>(maintenanceReportColumns, {
    equipment_number: { total: (totals) => t('table.totalVehicles', { count: totals.vehicles }) },
  });

  return (
    <ReportLayout
      title={t('titles.maintenance')}
      columnsKey="report_maintenance"
      period={period}
      typeSelect={<ParentTypeSelect value={type} onChange={setType} />}
      onExport={(search, format) => exporter.mutate({ range: period.range, type, search, format })}
      exporting={exportingFormat(exporter)}
      report={report}
      chart={(data) => <AppointmentsChart points={data.series} />}
      caption={t('captions.maintenance')}
      columns={columns}
      rowKey={(row) => row.vehicle_id}
      minWidth={640}
    />
  );
}
