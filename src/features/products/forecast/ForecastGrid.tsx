import type { CSSProperties } from 'react';
import { MONTH_KEYS, type ForecastRow } from '../../../../contract/purchasing';
import type { Band, MonthCell } from './forecastRules';
import { Table } from 'react-bootstrap';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const BAND_STYLE: Record<Band, CSSProperties> = {
  red: { background: '#dc3545', color: '#fff' },
  yellow: { background: '#ffc107' },
  green: { background: '#75b798' },
  darkgreen: { background: '#0b5d1e', color: '#fff' },
};

interface Props {
  cells: MonthCell[];
  previous: ForecastRow[];
  showPrevious: boolean;
  current: ForecastRow | undefined;
}

const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : n.toLocaleString('en-PH'));

/** One year of the forecast grid: a row per figure, a column per month; the current month highlighted. */
export default function ForecastGrid({ cells, previous, showPrevious, current }: Props) {
  const cellClass = (c: MonthCell) => [c.current ? 'table-info fw-semibold' : '', c.actual ? '' : 'fst-italic'].join(' ').trim() || undefined;
  const row = (label: string, value: (c: MonthCell) => string, style?: (c: MonthCell) => CSSProperties | undefined, extra?: (c: MonthCell) => Record<string, string>) => (
    <tr>
      <th scope="row">{label}</th>
      {cells.map((c) => (
        <td key={c.month} className={cellClass(c)} style={style?.(c)} data-current={c.current || undefined} {...extra?.(c)}>
          {value(c)}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="table-responsive">
      <Table size="sm" bordered className="text-end forecast-grid">
        <thead>
          <tr>
            <th className="text-start">Figure</th>
            {cells.map((c) => (
              <th key={c.month} className={cellClass(c)} aria-current={c.current ? 'date' : undefined}>
                {MONTHS[c.month - 1]} {c.year}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row('Forecast', (c) => num(current ? current[MONTH_KEYS[c.month - 1]] : null))}
          {showPrevious &&
            previous.map((f) => (
              <tr key={f.forecast_id} className="text-muted">
                <th scope="row">Previous forecast ({f.forecast_date})</th>
                {MONTH_KEYS.map((k) => (
                  <td key={k}>{num(f[k])}</td>
                ))}
              </tr>
            ))}
          {row('Sales (actual / projected)', (c) => num(c.sales))}
          {row('Hit Rate %', (c) => (c.hitRate === null ? '' : `${c.hitRate}%`))}
          {row('Beginning Inventory', (c) => num(c.beginning))}
          {row('RTS', (c) => num(c.rts))}
          {row('Adjustments', (c) => num(c.adjustment))}
          {row('Received Inventories', (c) => num(c.received))}
          {row('Incoming PO', (c) => num(c.incoming))}
          {row('Pencil Book', (c) => num(c.pencilBook))}
          {row('Ending Inventory', (c) => num(c.ending))}
          {row(
            'Inventory Level (months)',
            (c) => (c.level === null ? '' : c.level.toFixed(2)),
            (c) => (c.band ? BAND_STYLE[c.band] : undefined),
            (c): Record<string, string> => (c.band ? { 'data-band': c.band } : {}),
          )}
        </tbody>
      </Table>
    </div>
  );
}
