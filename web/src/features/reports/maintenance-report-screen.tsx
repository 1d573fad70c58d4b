import './i18n';
import { BarChart } from '@mantine/charts';
import {
  maintenanceReportColumns,
  parentTypeReportTypes,
  type MaintenanceReport,
  type MaintenanceReportRow,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useExportMaintenanceReport } from './api/export-maintenance-report';
import { useMaintenanceReport } from './api/get-maintenance-report';
import { useReportColumns } from './components/report-columns';
import { ReportChart } from './components/report-chart';
import { ReportLayout } from './components/report-layout';
import { ReportTable } from './components/report-table';
import { ParentTypeSelect } from './components/report-type-select';
import { formatWeekLabel } from './report-format';
import { useReportRange, useReportType } from './use-report-params';

type Totals = MaintenanceReport['totals'];

function AppointmentsChart({ points }: { points: MaintenanceReport['series'] }) {
  const { t } = useTranslation('reports');
  const data = points.map((point) => ({ week: formatWeekLabel(point.week_start), appointments: point.appointments }));
  return (
    <ReportChart title={t('charts.appointmentsByWeek')}>
      <BarChart
        h={240}
        data={data}
        dataKey="week"
        series={[{ name: 'appointments', label: t('columns.appointments'), color: 'blue.7' }]}
        yAxisProps={{ allowDecimals: false }}
        maxBarWidth={48}
      />
    </ReportChart>
  );
}

/** /report/maintenance: maintenance appointments in the range, counted per vehicle and by week. */
export default function MaintenanceReportScreen() {
  const { t } = useTranslation('reports');
  const { today, range, changeRange } = useReportRange();
  const [type, setType] = useReportType(parentTypeReportTypes);
  const report = useMaintenanceReport(range, type);
  const exporter = useExportMaintenanceReport();
  const columns = useReportColumns<MaintenanceReportRow, Totals>(maintenanceReportColumns, {
    equipment_number: { total: (totals) => t('table.totalVehicles', { count: totals.vehicles }) },
  });
  const data = report.data?.data;

  return (
    <ReportLayout
      title={t('titles.maintenance')}
      range={range}
      today={today}
      onRangeChange={changeRange}
      typeSelect={<ParentTypeSelect value={type} onChange={setType} />}
      onExport={() => exporter.mutate({ range, type })}
      exporting={exporter.isPending}
      failed={report.isError}
      chart={data && data.rows.length > 0 && <AppointmentsChart points={data.series} />}
    >
      <ReportTable
        caption={t('captions.maintenance')}
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={(row) => row.vehicle_id}
        totals={data?.totals}
        loading={report.isFetching}
        minWidth={640}
      />
    </ReportLayout>
  );
}
