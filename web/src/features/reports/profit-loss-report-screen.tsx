import './i18n';
import { BarChart } from '@mantine/charts';
import {
  profitLossReportColumns,
  reportMoneyKeys,
  type ProfitLossReport,
  type ProfitLossReportRow,
} from '@fleet-ops/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { useExportProfitLossReport } from './api/export-report';
import { useProfitLossReport } from './api/get-profit-loss-report';
import { useReportColumns } from './components/report-columns';
import { ReportChart } from './components/report-chart';
import { ReportLayout } from './components/report-layout';
import { formatWeekLabel } from './report-format';
import { useReportRange } from './use-report-params';
import { exportingFormat } from '../../components/list-toolbar';

type Totals = ProfitLossReport['totals'];

/** Income, expenses and net by week. */
function ProfitLossChart({ points }: { points: ProfitLossReport['series'] }) {
  const { t } = useTranslation('reports');
  const data = points.map((point) => ({ ...point, week: formatWeekLabel(point.week_start) }));
  return (
    <ReportChart title={t('charts.profitLossByWeek')}>
      <BarChart
        h={260}
        data={data}
        dataKey="week"
        withLegend
        series={[
          { name: 'income', label: t('columns.income'), color: 'blue.7' },
          { name: 'expenses', label: t('columns.expenses'), color: 'red.8' },
          { name: 'net', label: t('columns.net'), color: 'teal.7' },
        ]}
        valueFormatter={(value) => formatMoney(value)}
        yAxisProps={{ width: 90 }}
        maxBarWidth={36}
      />
    </ReportChart>
  );
}

/** /report/profitloss: per vehicle and in total, billing and income less expenses, and by week. */
export default function ProfitLossReportScreen() {
  const { t } = useTranslation('reports');
  const period = useReportRange();
  // Each money column says what it adds up (`profitLossDescriptions`); the vehicle's own columns need no explaining.
  const moneyDescription = (key: string) =>
    reportMoneyKeys.includes(key) ? t(`profitLossDescriptions.${key}`) : undefined;
  const report = useProfitLossReport(period.range);
  const exporter = useExportProfitLossReport();
  const columns = useReportColumns<ProfitLossReportRow, Totals>(profitLossReportColumns, {
    equipment_number: { total: (totals) => t('table.totalVehicles', { count: totals.vehicles }) },
  }).map((column) => ({ ...column, description: moneyDescription(column.key) }));

  return (
    <ReportLayout
      title={t('titles.profitLoss')}
      columnsKey="report_profit_loss"
      period={period}
      onExport={(search, format) => exporter.mutate({ range: period.range, search, format })}
      exporting={exportingFormat(exporter)}
      report={report}
      chart={(data) => <ProfitLossChart points={data.series} />}
      caption={t('captions.profitLoss')}
      columns={columns}
      rowKey={(row) => row.vehicle_id}
      minWidth={1100}
    />
  );
}
