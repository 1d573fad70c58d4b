import './i18n';
import {
  expiryReportTypes,
  regRenewalReportColumns,
  type RegRenewalReport,
  type RegRenewalReportRow,
  type RenewalDocument,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { OwnershipBadge } from '../../components/ownership-badge/ownership-badge';
import { useExportRegRenewalReport } from './api/export-report';
import { useRegRenewalReport } from './api/get-reg-renewal-report';
import { useReportColumns } from './components/report-columns';
import { CountChart } from './components/report-chart';
import { ReportExpiryDate, ReportExpiryStatusText } from './components/report-expiry';
import { ReportLayout } from './components/report-layout';
import { ExpiryTypeSelect } from './components/report-type-select';
import { formatMonth } from './report-format';
import { useReportRange, useReportType } from './use-report-params';
import { exportingFormat } from '../../components/list-toolbar';

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
  return <CountChart title={t('charts.renewalsByMonth')} data={data} dataKey="month" series={series} />;
}

/** /report/renewal: vehicles whose registration, insurance or sticker has expired or expires in the range. */
export default function RenewalReportScreen() {
  const { t } = useTranslation('reports');
  const period = useReportRange();
  const [type, setType] = useReportType(expiryReportTypes);
  const report = useRegRenewalReport(period.range, type);
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

  return (
    <ReportLayout
      title={t('titles.renewal')}
      columnsKey="report_renewal"
      period={period}
      typeSelect={<ExpiryTypeSelect value={type} onChange={setType} />}
      onExport={(search, format) => exporter.mutate({ range: period.range, type, search, format })}
      exporting={exportingFormat(exporter)}
      report={report}
      chart={(data) => <RenewalsChart points={data.series} />}
      caption={t('captions.renewal')}
      columns={columns}
      rowKey={(row) => row.vehicle_id}
      minWidth={1200}
    />
  );
}
