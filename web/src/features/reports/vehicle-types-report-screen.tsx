import './i18n';
import { BarChart } from '@mantine/charts';
import {
  parentTypeReportTypes,
  vehicleTypesReportColumns,
  type VehicleTypesReport,
  type VehicleTypesReportRow,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useExportVehicleTypesReport } from './api/export-vehicle-types-report';
import { useVehicleTypesReport } from './api/get-vehicle-types-report';
import { useReportColumns } from './components/report-columns';
import { ReportChart } from './components/report-chart';
import { ReportLayout } from './components/report-layout';
import { ReportTable } from './components/report-table';
import { ParentTypeSelect } from './components/report-type-select';
import { useReportRange, useReportType } from './use-report-params';

type Totals = VehicleTypesReport['totals'];

/** Vehicles by type, stacked by ownership in the badges' colours; bars run sideways so long type names fit. */
function VehiclesByTypeChart({ rows }: { rows: VehicleTypesReportRow[] }) {
  const { t } = useTranslation('reports');
  return (
    <ReportChart title={t('charts.vehiclesByType')}>
      <BarChart
        h={Math.max(160, rows.length * 44 + 60)}
        data={rows}
        dataKey="vehicle_parent_type"
        orientation="vertical"
        type="stacked"
        withLegend
        series={[
          { name: 'own', label: t('ownership.own'), color: 'green.7' },
          { name: 'lease', label: t('ownership.lease'), color: 'yellow.6' },
          { name: 'rent', label: t('ownership.rent'), color: 'blue.7' },
        ]}
        xAxisProps={{ allowDecimals: false }}
        yAxisProps={{ width: 120 }}
        gridAxis="y"
        maxBarWidth={28}
      />
    </ReportChart>
  );
}

/** /report/vehicletype: vehicles counted by parent type and ownership, with rates and the range's billing. */
export default function VehicleTypesReportScreen() {
  const { t } = useTranslation('reports');
  const { today, range, changeRange } = useReportRange();
  const [type, setType] = useReportType(parentTypeReportTypes);
  const report = useVehicleTypesReport(range, type);
  const exporter = useExportVehicleTypesReport();
  const columns = useReportColumns<VehicleTypesReportRow, Totals>(vehicleTypesReportColumns);
  const data = report.data?.data;

  return (
    <ReportLayout
      title={t('titles.vehicleTypes')}
      range={range}
      today={today}
      onRangeChange={changeRange}
      typeSelect={<ParentTypeSelect value={type} onChange={setType} />}
      onExport={() => exporter.mutate({ range, type })}
      exporting={exporter.isPending}
      failed={report.isError}
      chart={data && data.rows.length > 0 && <VehiclesByTypeChart rows={data.rows} />}
    >
      <ReportTable
        caption={t('captions.vehicleTypes')}
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={(row) => row.vehicle_parent_type}
        totals={data?.totals}
        loading={report.isFetching}
        minWidth={820}
      />
    </ReportLayout>
  );
}
