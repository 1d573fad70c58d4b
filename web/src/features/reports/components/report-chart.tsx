import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ReportChartProps = {
  /** What the chart shows, e.g. "Compliance % by week"; also names it for screen readers. */
  title: string;
  /** A `@mantine/charts` chart. */
  children: ReactNode;
};

/**
 * The frame around a report's chart: a titled figure. The chart repeats what the table says, so
 * the table stays the accessible source and the figure only needs its title. The charts' styles
 * load here, with the reports' own code, not with the login page.
 */
export function ReportChart({ title, children }: ReportChartProps) {
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-label={title}>
      <Text component="figcaption" fw={600} mb="sm">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

type CountChartProps = {
  title: string;
  data: Record<string, unknown>[];
  /** The field that labels each bar (its month or week, as the reader writes it). */
  dataKey: string;
  series: BarChartSeries[];
};

/** Counts by month or week: whole numbers up the side; several series stack, with a legend. */
export function CountChart({ title, data, dataKey, series }: CountChartProps) {
  const stacked = series.length > 1;
  return (
    <ReportChart title={title}>
      <BarChart
        h={240}
        data={data}
        dataKey={dataKey}
        type={stacked ? 'stacked' : 'default'}
        withLegend={stacked}
        series={series}
        yAxisProps={{ allowDecimals: false }}
        maxBarWidth={48}
      />
    </ReportChart>
  );
}
