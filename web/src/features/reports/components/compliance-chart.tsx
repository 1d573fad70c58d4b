import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatWeekLabel } from '../report-format';
import { ReportChart } from './report-chart';

type CompliancePoint = { week_start: string; compliance_pct: number | null };

/** Compliance % by week (Cleaning, Pre Use Inspection); a week with nothing to measure has no bar. */
export function ComplianceChart({ points }: { points: readonly CompliancePoint[] }) {
  const { t } = useTranslation('reports');
  const data = points.map((point) => ({ week: formatWeekLabel(point.week_start), compliance: point.compliance_pct }));
  return (
    <ReportChart title={t('charts.complianceByWeek')}>
      <BarChart
        h={240}
        data={data}
        dataKey="week"
        series={[{ name: 'compliance', label: t('columns.compliance_pct'), color: 'teal.7' }]}
        yAxisProps={{ domain: [0, 100] }}
        valueFormatter={(value) => formatPercent(value)}
        maxBarWidth={48}
      />
    </ReportChart>
  );
}
