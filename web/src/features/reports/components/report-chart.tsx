import '@mantine/charts/styles.css';
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
