import type { NumericMetric, ReadingPoint } from '@fm/contracts';
import { Text } from '@mantine/core';
import { useMemo } from 'react';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { left: 48, right: 12, top: 12, bottom: 24 };

/**
 * One metric over time as an SVG line: drawn here rather than with a chart library (a few
 * hundred points need no more), and loaded lazily with the devices place of the dashboard.
 */
function ReadingsChart({
  points,
  metric,
  label,
  convert = (value) => value,
  format,
}: {
  points: ReadingPoint[];
  metric: NumericMetric;
  label: string;
  convert?: (value: number) => number;
  format: (value: number) => string;
}) {
  const series = useMemo(
    () =>
      points
        .filter((point) => point[metric] !== null)
        .map((point) => ({ at: Date.parse(point.timestamp), value: convert(point[metric]!) })),
    [points, metric, convert],
  );
  if (series.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No {label.toLowerCase()} readings in this range.
      </Text>
    );
  const times = series.map((point) => point.at);
  const values = series.map((point) => point.value);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  let [v0, v1] = [Math.min(...values), Math.max(...values)];
  if (v0 === v1) [v0, v1] = [v0 - 1, v1 + 1];
  const x = (at: number) =>
    PAD.left + ((at - t0) / Math.max(1, t1 - t0)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) =>
    PAD.top + (1 - (value - v0) / (v1 - v0)) * (HEIGHT - PAD.top - PAD.bottom);
  const path = series
    .map(
      (point, index) =>
        `${index ? 'L' : 'M'}${x(point.at).toFixed(1)},${y(point.value).toFixed(1)}`,
    )
    .join('');
  const last = series[series.length - 1]!;
  const day = (at: number) =>
    new Date(at).toLocaleString(undefined, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`${label} chart: ${series.length} points, from ${format(v0)} to ${format(v1)}, last ${format(last.value)}`}
        data-testid="readings-chart"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(v0)}
          y2={y(v0)}
          stroke="currentColor"
          opacity={0.2}
        />
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={y(v1)}
          y2={y(v1)}
          stroke="currentColor"
          opacity={0.2}
        />
        <text x={PAD.left - 6} y={y(v1) + 4} textAnchor="end" fontSize={11} fill="currentColor">
          {format(v1)}
        </text>
        <text x={PAD.left - 6} y={y(v0) + 4} textAnchor="end" fontSize={11} fill="currentColor">
          {format(v0)}
        </text>
        <text x={PAD.left} y={HEIGHT - 6} fontSize={11} fill="currentColor">
          {day(t0)}
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 6}
          textAnchor="end"
          fontSize={11}
          fill="currentColor"
        >
          {day(t1)}
        </text>
        <path d={path} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2} />
      </svg>
    </figure>
  );
}

export default ReadingsChart;
