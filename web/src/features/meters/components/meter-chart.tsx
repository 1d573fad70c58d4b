import type { MeterReading } from '@fleet-ops/shared';

const width = 600;
const height = 160;
const pad = 28;

/**
 * One meter's readings in use over time as a plain SVG line (no chart library): the x axis is the
 * time of each reading, the y axis its value, lowest to highest. Two readings at least.
 */
export function MeterChart({ readings, label }: { readings: MeterReading[]; label: string }) {
  const points = readings
    .filter((reading) => reading.voided_at === null)
    .map((reading) => ({ time: Date.parse(reading.taken_at.replace(' ', 'T')), value: reading.value }))
    .sort((first, second) => first.time - second.time);
  if (points.length < 2) return null;
  const [first, last] = [points[0]!, points.at(-1)!];
  const low = Math.min(...points.map((point) => point.value));
  const high = Math.max(...points.map((point) => point.value));
  const x = (time: number) => pad + ((time - first.time) / Math.max(1, last.time - first.time)) * (width - 2 * pad);
  const y = (value: number) => height - pad - ((value - low) / Math.max(1, high - low)) * (height - 2 * pad);
  const line = points.map((point) => `${x(point.time).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={label} style={{ maxWidth: width }}>
      <line x1={pad} y1={height - pad} x2={width - pad} y2={height - pad} stroke="currentColor" strokeOpacity={0.3} />
      <polyline points={line} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth={2} />
      {points.map((point, index) => (
        <circle key={index} cx={x(point.time)} cy={y(point.value)} r={3} fill="var(--mantine-color-blue-6)" />
      ))}
      <text x={pad} y={pad - 8} fontSize={12} fill="currentColor">
        {high}
      </text>
      <text x={pad} y={height - 8} fontSize={12} fill="currentColor">
        {low}
      </text>
    </svg>
  );
}
