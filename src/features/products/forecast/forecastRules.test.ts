import { describe, expect, it } from 'vitest';
import { forecastMonthEditable, forecastYearsOffered } from '../../../../contract/purchasing';
import { hitRate, levelBand, lookaheadMonths, project, runningLow } from './forecastRules';
import { forecastYear, twelve } from './testFixtures';

describe('forecast months and years', () => {
  it('only months after the current one are editable', () => {
    expect(forecastMonthEditable(2026, 11, '2026-11-23')).toBe(false);
    expect(forecastMonthEditable(2026, 12, '2026-11-23')).toBe(true);
    expect(forecastMonthEditable(2027, 1, '2026-11-23')).toBe(true);
    expect(forecastMonthEditable(2025, 12, '2026-11-23')).toBe(false);
  });

  it('five years from this year; from next year in December', () => {
    expect(forecastYearsOffered('2026-11-23')).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(forecastYearsOffered('2026-12-01')).toEqual([2027, 2028, 2029, 2030, 2031]);
  });
});

describe('inventory level bands, hit rate, lead time', () => {
  it('red under 1.5 or over 4.5, yellow 1.5-2 and 4-4.5, green 2-4, dark green at exactly 3', () => {
    expect([1.49, 1.5, 1.99, 2, 2.99, 3, 3.01, 4, 4.01, 4.5, 4.51].map(levelBand)).toEqual([
      'red', 'yellow', 'yellow', 'green', 'green', 'darkgreen', 'green', 'green', 'yellow', 'yellow', 'red',
    ]);
  });

  it('hit rate is actual over forecast in percent', () => {
    expect(hitRate(90, 120)).toBe(75);
    expect(hitRate(10, 0)).toBeNull();
  });

  it('looks ahead the lead time in months, rounded, plus one', () => {
    expect([null, 14, 15, 45, 60].map(lookaheadMonths)).toEqual([1, 1, 2, 3, 3]);
  });
});

describe('projection', () => {
  it('past months from the books, later ones from the forecast and incoming orders, chained into the next year', () => {
    const y1 = forecastYear(2026, { incoming_po: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, po: i === 11 ? [{ po_no: 'PO-S000001', pr_no: 'PR-000001', po_hdr_id: 1, total_orders: 500 }] : [] })) });
    const cells = project([forecastYear(2027), y1], '2026-11-23');
    expect(cells).toHaveLength(24);
    const nov = cells[10];
    const dec = cells[11];
    expect(nov).toMatchObject({ actual: true, current: true, sales: 80, received: 100, hitRate: 80 });
    expect(nov.ending).toBe(300 + 11 * 20);
    expect(dec).toMatchObject({ actual: false, current: false, sales: 100, received: 0, incoming: 500, beginning: nov.ending, ending: nov.ending - 100 + 500 });
    expect(cells[12].beginning).toBe(dec.ending);
    // level = ending / mean of the next three months' sales (all forecast: 100)
    expect(dec.level).toBe(dec.ending / 100);
  });

  it('warns of low stock only within the lead-time lookahead', () => {
    // 300 on hand at the start of 2027, 100 a month forecast, nothing arrives.
    const y = forecastYear(2027, { received_inventories: twelve(() => 0) });
    const cells = project([y], '2026-12-15');
    expect(cells.map((c) => c.band).slice(0, 3)).toEqual(['green', 'red', 'red']);
    expect(runningLow(cells, '2026-12-15', 0)).toBe(false); // January only: 200 left, 2 months
    expect(runningLow(cells, '2026-12-15', 30)).toBe(true); // January-February: 100 left in February
  });
});
