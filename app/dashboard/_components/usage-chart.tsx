// A server-rendered stacked bar chart of one usage series (answered, 429s, errors per bucket): plain SVG, no client
// script; screen readers get a one-line summary and everyone the same numbers in a table under <details>.
import type { UsagePoint } from '@/lib/operators/usage';

const WIDTH = 640;
const HEIGHT = 150;
const PLOT = { left: 44, right: 8, top: 8, bottom: 22 };
const PARTS = [
  { key: 'answered', label: 'Answered', className: 'usage-answered' },
  { key: 'limited', label: '429 (rate limited)', className: 'usage-limited' },
  { key: 'errors', label: 'Errors (4xx/5xx)', className: 'usage-errors' },
] as const;

export interface UsageChartProps {
  title: string;
  points: UsagePoint[];
  /** Formats a bucket start for axis and table, e.g. an hour or a day. */
  label: (start: Date) => string;
  span: string;
}

const parts = (point: UsagePoint) => ({
  answered: point.requests - point.limited - point.errors,
  limited: point.limited,
  errors: point.errors,
});

function summary({ title, points, label, span }: UsageChartProps): string {
  const sum = (pick: (point: UsagePoint) => number) => points.reduce((total, point) => total + pick(point), 0);
  const busiest = points.reduce((best, point) => (point.requests > best.requests ? point : best), points[0]!);
  const peak = busiest.requests > 0 ? `; busiest ${label(busiest.start)} with ${busiest.requests}` : '';
  return `${title}, ${span}: ${sum((p) => p.requests)} requests, ${sum((p) => p.limited)} rate limited (429), ${sum((p) => p.errors)} errors${peak}.`;
}

export function UsageChart(props: UsageChartProps) {
  const { title, points, label } = props;
  const max = Math.max(1, ...points.map((point) => point.requests));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const step = plotWidth / points.length;
  const scale = (value: number) => (value / max) * plotHeight;
  return (
    <figure className="usage-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary(props)} width="100%">
        <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={PLOT.top + plotHeight} y2={PLOT.top + plotHeight} className="usage-axis" />
        <text x={PLOT.left - 4} y={PLOT.top + 10} textAnchor="end" className="usage-tick">{max}</text>
        <text x={PLOT.left - 4} y={PLOT.top + plotHeight} textAnchor="end" className="usage-tick">0</text>
        <text x={PLOT.left} y={HEIGHT - 6} className="usage-tick">{label(points[0]!.start)}</text>
        <text x={WIDTH - PLOT.right} y={HEIGHT - 6} textAnchor="end" className="usage-tick">{label(points.at(-1)!.start)}</text>
        {points.map((point, index) => {
          let base = PLOT.top + plotHeight;
          const values = parts(point);
          return (
            <g key={point.start.getTime()}>
              {PARTS.map((part) => {
                const height = scale(values[part.key]);
                base -= height;
                return height > 0 ? (
                  <rect key={part.key} x={PLOT.left + index * step + 1} y={base} width={Math.max(step - 2, 1)} height={height} className={part.className} />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <p className="usage-legend" aria-hidden="true">
        {PARTS.map((part) => (
          <span key={part.key}>
            <span className={`usage-swatch ${part.className}`} /> {part.label}
          </span>
        ))}
      </p>
      <details>
        <summary>Data: {title}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Requests</th>
              <th scope="col">429s</th>
              <th scope="col">Errors</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.start.getTime()}>
                <th scope="row">{label(point.start)}</th>
                <td>{point.requests}</td>
                <td>{point.limited}</td>
                <td>{point.errors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
