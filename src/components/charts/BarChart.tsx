import { useId, useState } from 'react';
import { barLayout, compactAmount } from './barLayout';
import './charts.css';

export interface BarSeries<K extends string> {
  key: K;
  /** Words a user reads: the legend and the table's column header. */
  label: string;
  /** Any CSS colour; the legend and the table carry the meaning too, never the colour alone. */
  color: string;
}

export interface BarGroup<K extends string> {
  /** The category (a month: "Apr 2025"): the table's row header and each bar's tooltip. */
  label: string;
  /** Shorter lines under the bars when the label is too wide for its slot (["Apr", "2025"], then ["May"]). */
  axisLabel?: readonly string[];
  /** Decimal strings, as the API sends money. */
  values: Record<K, string>;
}

export interface BarChartProps<K extends string> {
  /** The chart's accessible name (role="img") and the caption of its table. */
  title: string;
  series: readonly BarSeries<K>[];
  groups: readonly BarGroup<K>[];
  /** The figures as the table shows them (e.g. formatMoney). */
  format: (value: string) => string;
  /** Header of the table's category column. */
  categoryHeader: string;
}

const W = 720;
const H = 240;
const PAD = { top: 12, right: 8, bottom: 36, left: 56 };

/**
 * A small grouped bar chart in plain SVG (no chart library). The picture is
 * one image with an accessible name; the same figures are always in a table,
 * hidden from sight until "Show the figures" is pressed, so screen readers
 * and keyboard users get every number the bars show.
 */
export default function BarChart<K extends string>({ title, series, groups, format, categoryHeader }: BarChartProps<K>) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const layout = barLayout(
    groups.map((g) => series.map((s) => Number(g.values[s.key]))),
    { width: W - PAD.left - PAD.right, height: H - PAD.top - PAD.bottom },
  );
  return (
    <figure className="bar-chart mb-0">
      <svg role="img" aria-label={title} viewBox={`0 0 ${W} ${H}`} width="100%" preserveAspectRatio="xMidYMid meet">
        <g transform={`translate(${PAD.left} ${PAD.top})`}>
          {layout.ticks.map((t) => (
            <g key={t.value} transform={`translate(0 ${t.y})`}>
              <line x1={0} x2={W - PAD.left - PAD.right} className="bar-chart-grid" />
              <text x={-6} dy="0.32em" textAnchor="end" className="bar-chart-axis">
                {compactAmount(t.value)}
              </text>
            </g>
          ))}
          {layout.groups.map((g, gi) => (
            <g key={groups[gi].label}>
              {g.bars.map((b, si) => (
                <rect key={series[si].key} x={b.x} y={b.y} width={b.width} height={b.height} fill={series[si].color}>
                  <title>{`${groups[gi].label}, ${series[si].label}: ${format(groups[gi].values[series[si].key])}`}</title>
                </rect>
              ))}
              <text y={H - PAD.top - PAD.bottom + 16} textAnchor="middle" className="bar-chart-axis">
                {(groups[gi].axisLabel ?? [groups[gi].label]).map((line, li) => (
                  <tspan key={li} x={g.center} dy={li ? '1.2em' : 0}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          ))}
          <line x1={0} x2={W - PAD.left - PAD.right} y1={layout.zeroY} y2={layout.zeroY} className="bar-chart-baseline" />
        </g>
      </svg>
      <figcaption className="d-flex flex-wrap align-items-center gap-3 small">
        <ul className="list-inline mb-0" aria-label="Legend">
          {series.map((s) => (
            <li key={s.key} className="list-inline-item">
              <span className="bar-chart-swatch" style={{ background: s.color }} aria-hidden="true" /> {s.label}
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-link btn-sm ms-auto p-0" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
          {showTable ? 'Hide the figures' : 'Show the figures'}
        </button>
      </figcaption>
      <div id={tableId} className={showTable ? 'table-responsive mt-2' : 'visually-hidden'}>
        <table className="table table-sm mb-0">
          <caption className="caption-top">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="text-end">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.label}>
                <th scope="row" className="fw-normal">
                  {g.label}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="text-end font-monospace">
                    {format(g.values[s.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
