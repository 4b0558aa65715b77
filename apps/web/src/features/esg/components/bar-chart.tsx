import { Table, Text, VisuallyHidden } from '@mantine/core';
import { formatFigure } from '../lib/brsr';

export interface BarSeries {
  label: string;
  /** A theme colour variable, so the bars follow light and dark mode. */
  color: string;
  values: (number | null)[];
}

/**
 * Grouped bars drawn as SVG (no chart library: the project draws its few charts itself), with
 * the same figures as a table for screen readers: the chart's text alternative.
 */
export function BarChart({
  title,
  labels,
  series,
  unit,
}: {
  title: string;
  labels: string[];
  series: BarSeries[];
  unit: string;
}) {
  const width = Math.max(320, labels.length * 56);
  const height = 200;
  const pad = { left: 56, bottom: 28, top: 8 };
  const max = Math.max(1, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  const slot = (width - pad.left) / Math.max(1, labels.length);
  const bar = (slot * 0.8) / series.length;
  const y = (value: number) => pad.top + (1 - value / max) * (height - pad.top - pad.bottom);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={`${title} (${unit}); the table below gives the figures`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ maxHeight: 240 }}
      >
        <text x={4} y={14} fontSize={10} fill="var(--mantine-color-dimmed)">
          {formatFigure(max, 0)} {unit}
        </text>
        <line
          x1={pad.left}
          x2={width}
          y1={height - pad.bottom}
          y2={height - pad.bottom}
          stroke="var(--mantine-color-default-border)"
        />
        {labels.map((label, index) => (
          <g key={label}>
            {series.map((s, k) =>
              s.values[index] === null ? null : (
                <rect
                  key={s.label}
                  x={pad.left + index * slot + slot * 0.1 + k * bar}
                  y={y(s.values[index]!)}
                  width={bar - 1}
                  height={height - pad.bottom - y(s.values[index]!)}
                  fill={s.color}
                >
                  <title>{`${s.label} ${label}: ${formatFigure(s.values[index])} ${unit}`}</title>
                </rect>
              ),
            )}
            <text
              x={pad.left + index * slot + slot / 2}
              y={height - 10}
              fontSize={10}
              textAnchor="middle"
              fill="var(--mantine-color-text)"
            >
              {label}
            </text>
          </g>
        ))}
      </svg>
      <Text size="xs" c="dimmed">
        {series.map((s) => (
          <span key={s.label} style={{ marginRight: 12 }}>
            <span style={{ color: s.color }}>■</span> {s.label}
          </span>
        ))}
      </Text>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th>Period</th>
              {series.map((s) => (
                <th key={s.label}>{`${s.label} (${unit})`}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <td>{label}</td>
                {series.map((s) => (
                  <td key={s.label}>
                    {s.values[index] === null ? 'missing' : formatFigure(s.values[index])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}
