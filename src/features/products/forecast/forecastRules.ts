import { MONTH_KEYS, type ForecastRow, type ForecastYear, type MonthQty } from '../../../../contract/purchasing';

/*
 * Pure rules of the Forecasting tab (spec 001 §4, §5, §9). Months up to the
 * current one (Asia/Manila) show what the books say; later months are
 * projected with the forecast as their sales and the incoming purchase orders
 * as their receipts. Month editability and the years offered are shared with
 * the server (contract/purchasing.ts).
 */

export type Band = 'red' | 'yellow' | 'green' | 'darkgreen';

export interface MonthCell {
  year: number;
  /** 1..12 */
  month: number;
  /** Up to and including the current month: figures from the books. */
  actual: boolean;
  current: boolean;
  forecast: number;
  /** Actual sales, or the forecast for a projected month. */
  sales: number;
  beginning: number;
  rts: number;
  adjustment: number;
  received: number;
  other: number;
  incoming: number;
  pencilBook: number;
  ending: number;
  /** Ending inventory in months of the next three months' sales; null when nothing sells. */
  level: number | null;
  band: Band | null;
  /** actual / forecast x 100 for months with actuals and a forecast. */
  hitRate: number | null;
}

const ymOf = (todayIso: string) => ({ y: Number(todayIso.slice(0, 4)), m: Number(todayIso.slice(5, 7)) });

/** Red below 1.5 or above 4.5 months, yellow 1.5-2 and 4-4.5, green 2-4, dark green at exactly 3. */
export function levelBand(level: number): Band {
  const x = Math.round(level * 100) / 100;
  if (x === 3) return 'darkgreen';
  if (x < 1.5 || x > 4.5) return 'red';
  if (x < 2 || x > 4) return 'yellow';
  return 'green';
}

/** Actual sales over forecast, in percent (one decimal); null without a forecast. */
export function hitRate(actual: number, forecast: number): number | null {
  return forecast > 0 ? Math.round((actual / forecast) * 1000) / 10 : null;
}

/** Months to look ahead for low stock: the supplier lead time in months, rounded, plus one. */
export function lookaheadMonths(leadTimeDays: number | null): number {
  return Math.round((leadTimeDays ?? 0) / 30) + 1;
}

const qtyOf = (list: MonthQty[], month: number) => list.find((x) => x.month === month)?.qty ?? 0;

/** The current forecast of a year (the first row), or none. */
export const currentForecast = (y: ForecastYear): ForecastRow | undefined => y.forecast.find((f) => f.is_current);

/**
 * Month by month over the given years (sorted, consecutive ones chained):
 * beginning = previous ending; ending = beginning - sales + returns +
 * adjustments + receipts + other movements + incoming orders.
 */
export function project(years: ForecastYear[], todayIso: string): MonthCell[] {
  const { y: cy, m: cm } = ymOf(todayIso);
  const cells: MonthCell[] = [];
  let carry: { year: number; ending: number } | null = null;
  for (const fy of [...years].sort((a, b) => a.year - b.year)) {
    const fc = currentForecast(fy);
    let beginning: number = carry && carry.year === fy.year - 1 ? carry.ending : fy.beginning_inventory;
    for (let month = 1; month <= 12; month++) {
      const actual = fy.year < cy || (fy.year === cy && month <= cm);
      const forecast = fc ? fc[MONTH_KEYS[month - 1]] : 0;
      const sold = fy.actual_sales.find((s) => s.month === month)?.actual_sales_data ?? 0;
      const books = (list: MonthQty[]) => (actual ? qtyOf(list, month) : 0);
      const incoming = actual ? 0 : (fy.incoming_po.find((p) => p.month === month)?.po ?? []).reduce((s, p) => s + p.total_orders, 0);
      const cell: MonthCell = {
        year: fy.year,
        month,
        actual,
        current: fy.year === cy && month === cm,
        forecast,
        sales: actual ? sold : forecast,
        beginning,
        rts: books(fy.rts),
        adjustment: books(fy.adjustment),
        received: books(fy.received_inventories),
        other: books(fy.other_movements),
        incoming,
        pencilBook: qtyOf(fy.pencil_book, month),
        ending: 0,
        level: null,
        band: null,
        hitRate: actual ? hitRate(sold, forecast) : null,
      };
      cell.ending = cell.beginning - cell.sales + cell.rts + cell.adjustment + cell.received + cell.other + cell.incoming;
      beginning = cell.ending;
      cells.push(cell);
    }
    carry = { year: fy.year, ending: beginning };
  }
  // Inventory level: ending over the average sales of the (up to) three following months.
  cells.forEach((c, i) => {
    const next = cells.slice(i + 1, i + 4);
    const avg = next.length ? next.reduce((s, n) => s + n.sales, 0) / next.length : 0;
    c.level = avg > 0 ? Math.round((c.ending / avg) * 100) / 100 : null;
    c.band = c.level === null ? null : levelBand(c.level);
  });
  return cells;
}

/**
 * Low stock ahead: a month after the current one, within the lead-time
 * lookahead, whose projected level is under 1.5 months (or with no stock left).
 */
export function runningLow(cells: MonthCell[], todayIso: string, leadTimeDays: number | null): boolean {
  const { y, m } = ymOf(todayIso);
  const ahead = cells.filter((c) => c.year > y || (c.year === y && c.month > m)).slice(0, lookaheadMonths(leadTimeDays));
  return ahead.some((c) => c.ending <= 0 || (c.level !== null && c.level < 1.5));
}

export const LOW_STOCK_MESSAGE = 'Product inventory is running low in incoming months. Please create purchase request.';
export const LOAD_ERROR = 'Unable to load forecast data';

/** A typed month quantity: digits only (integers). */
export const monthInput = (text: string): string => text.replace(/\D/g, '').slice(0, 9);
