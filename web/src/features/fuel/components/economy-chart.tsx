import { LineChart } from '@mantine/charts';

/** One point a fill-up: its date as the reader writes it, and its litres/100 km. */
type Props = { data: { date: string; value: number }[]; series: string };

/**
 * Litres/100 km of each fill-up, by date. Loaded on its own (React.lazy) and importing nothing of
 * the app's, so the chart library weighs no other page and moves no shared code around.
 */
export default function EconomyChart({ data, series }: Props) {
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="date"
      series={[{ name: 'value', label: series, color: 'blue.6' }]}
      curveType="linear"
      withDots
    />
  );
}
