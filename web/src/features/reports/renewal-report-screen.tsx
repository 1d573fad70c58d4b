import './i18n';
import { BarChart } from '@mantine/charts';
import {
  expiryReportTypes,
  regRenewalReportColumns,
  type RegRenewalReport,
  type RegRenewalReportRow,
  type RenewalDocument,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { OwnershipBadge } from '../../components/ownership-badge/ownership-badge';
import { useExportRegRenewalReport } from './api/export-reg-renewal-report';
import { useRegRenewalReport } from './api/get-reg-renewal-report';
import { useReportColumns } from './components/report-columns';
import { ReportChart } from './components/report-chart';
import { ReportExpiryDate, ReportExpiryStatusText } from './components/report-expiry';
import { ReportLayout } from './components/report-layout';
import { ReportTable } from './components/report-table';
import { ExpiryTypeSelect } from './components/report-type-select';
import { formatMonth } from './report-format';
import { useReportRange, useReportType } from './use-report-params';

type Totals = RegRenewalReport['totals'];

const documentColors: Record<RenewalDocument, string> = {
  reg_expiry: 'blue.7',
  insurance_expiry: 'grape.7',
  abg_mva_stickers: 'orange.7',
};

function RenewalsChart({ points }: { points: RegRenewalReport['series'] }) {
  const { t } = useTranslation('reports');
  const data = points.map((point) => ({ ...point, month: formatMonth(point.month) }));
  const series = (Object.keys(documentColors) as RenewalDocument[]).map((name) => ({
    name,
    label: t(`columns.${name}`),
    color: documentColors[name],
  }));
  return (
    <ReportChart title={t('charts.renewalsByMonth')}>
      <BarChart
        h={240}
        data={data}
        dataKey="month"
        type="stacked"
        withLegend
        series={series}
        yAxisProps={{ allowDecimals: false }}
        maxBarWidth={48}
      />
    </ReportChart>
  );
}

/** /report/renewal: vehicles whose registration, insurance or sticker has expired or expires in the range. */
export default function RenewalReportScreen() {
  const { t } = useTranslation('reports');
  const { today, range, changeRange } = useReportRange();
  const [type, setType] = useReportType(expiryReportTypes);
  const report = useRegRenewalReport(range, type);
  const exporter = useExportRegRenewalReport();
  const documentCounts = (document: RenewalDocument) => (totals: Totals) => t('table.statusCounts', totals[document]);
  const columns = useReportColumns<RegRenewalReportRow, Totals>(regRenewalReportColumns, {
    equipment_number: { total: (totals) => t('table.totalVehicles', { count: totals.vehicles }) },
    ownership_type: {
      render: (row) => <OwnershipBadge ownership={row.ownership_type} label={t(`ownership.${row.ownership_type}`)} />,
    },
    reg_expiry: { render: (row) => <ReportExpiryDate date={row.reg_expiry} status={row.reg_status} /> },
    reg_status: {
      render: (row) => <ReportExpiryStatusText status={row.reg_status} />,
      total: documentCounts('reg_expiry'),
    },
    insurance_expiry: {
      render: (row) => <ReportExpiryDate date={row.insurance_expiry} status={row.insurance_status} />,
    },
    insurance_status: {
      render: (row) => <ReportExpiryStatusText status={row.insurance_status} />,
      total: documentCounts('insurance_expiry'),
    },
    abg_mva_stickers: {
      render: (row) => <ReportExpiryDate date={row.abg_mva_stickers} status={row.sticker_status} />,
    },
    sticker_status: {
      render: (row) => <ReportExpiryStatusText status={row.sticker_status} />,
      total: documentCounts('abg_mva_stickers'),
    },
  });
  const data = report.data?.data;

  return (
    <ReportLayout
      title={t('titles.renewal')}
      range={range}
      today={today}
      onRangeChange={changeRange}
      typeSelect={<ExpiryTypeSelect value={type} onChange={setType} />}
      onExport={() => exporter.mutate({ range, type })}
      exporting={exporter.isPending}
      failed={report.isError}
      chart={data && data.rows.length > 0 && <RenewalsChart points={data.series} />}
    >
      <ReportTable
        caption={t('captions.renewal')}
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={(row) => row.vehicle_id}
        totals={data?.totals}
        loading={report.isFetching}
        minWidth={1200}
      />
    </ReportLayout>
  );
}
