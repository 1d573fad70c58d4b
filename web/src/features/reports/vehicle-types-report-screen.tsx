import './i18n';
import { BarChart } from '@mantine/charts';
import {
  parentTypeReportTypes,
  vehicleTypesReportColumns,
  type VehicleTypesReport,
  type VehicleTypesReportRow,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { useValueLabel } from '../../lib/value-label';
import { useExportVehicleTypesReport } from './api/export-report';
import { useVehicleTypesReport } from './api/get-vehicle-types-report';
import { useReportColumns } from './components/report-columns';
import { ReportChart } from './components/report-chart';
import { ReportLayout } from './components/report-layout';
import { ParentTypeSelect } from './components/report-type-select';
import { useReportRange, useReportType } from './use-report-params';
import { exportingFormat } from '../../components/list-toolbar';

type Totals = VehicleTypesReport['totals'];

/** Vehicles by type, stacked by ownership in the badges' colours; bars run sideways so long type names fit. */
function VehiclesByTypeChart({ rows }: { rows: VehicleTypesReportRow[] }) {
  const { t } = useTranslation('reports');
  const label = useValueLabel();
  // The chart writes the category as it is in the data: give it the label the reader reads.
  const shown = rows.map((row) => ({ ...row, vehicle_parent_type: label('parentType', row.vehicle_parent_type) }));
  return (
    <ReportChart title={t('charts.vehiclesByType')}>
      <BarChart
        h={Math.max(160, rows.length * 44 + 60)}
        data={shown}
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
  const period = useReportRange();
  const [type, setType] = useReportType(parentTypeReportTypes);
  const report = useVehicleTypesReport(period.range, type);
  const exporter = useExportVehicleTypesReport();
  const columns = useReportColumns<VehicleTypesReportRow, Totals>(vehicleTypesReportColumns);

  return (
    <ReportLayout
      title={t('titles.vehicleTypes')}
      columnsKey="report_vehicle_types"
      period={period}
      typeSelect={<ParentTypeSelect value={type} onChange={setType} />}
      onExport={(search, format) => exporter.mutate({ range: period.range, type, search, format })}
      exporting={exportingFormat(exporter)}
      report={report}
      chart={(data) => <VehiclesByTypeChart rows={data.rows} />}
      caption={t('captions.vehicleTypes')}
      columns={columns}
      rowKey={(row) => row.vehicle_parent_type}
      minWidth={820}
    />
  );
}
