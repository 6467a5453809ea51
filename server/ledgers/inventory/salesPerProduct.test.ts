import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/db';
import { createTestServer, type TestServer } from '../../testing';

let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const URL = '/api/ledger/transactions/sales-per-product';
const spp = (body: object, token = finance) => t.call({ method: 'POST', url: URL, payload: body, token });
const cents = (s: string) => Math.round(Number(s) * 100);
const Q2 = { date_from: '2024-04-01', date_to: '2024-06-30' };

describe('sales per product ledger', () => {
  it('lists the lines of the range with the overall net total of all of them, not just the page', async () => {
    const res = await spp({ ...Q2, page: 0, page_size: 50 });
    expect(res.status).toBe(200);
    const sums = await t.db.one<{ n: number; net: string }>(sql`
      SELECT COUNT(*)::int AS n, SUM(l.net)::text AS net FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id
      WHERE si.si_date BETWEEN '2024-04-01' AND '2024-06-30'`);
    expect(res.body.total_rows).toBe(sums!.n);
    expect(res.body.total_rows).toBeGreaterThan(50);
    expect(res.body.result.rows).toHaveLength(50);
    expect(cents(res.body.result.overall_net_total)).toBe(cents(sums!.net));
    const row = res.body.result.rows[0];
    expect(Object.keys(row).sort()).toEqual(
      ['id', 'booked_by', 'year', 'month', 'si_date', 'dr_number', 'digital_si_number', 'printed_si_number', 'customer_name', 'so_number', 'is_promotional',
        'channel', 'tagging', 'segment', 'product_code', 'product', 'batch_no', 'exp_date', 'qty', 'fg', 'price', 'dsc', 'gross', 'net'].sort(),
    );
    expect(row.year).toBe(2024);
    expect(['Regular', 'Non-Regular']).toContain(row.tagging);
  });

  it('filters by customer and products; the net total follows the filters', async () => {
    const res = await spp({ ...Q2, customer_id: 1, products: [1, 2, 3, 4, 5, 6, 7, 8], page_size: 100 });
    const rows = res.body.result.rows as { customer_name: string; product_code: string; net: string }[];
    const customer = await t.db.one<{ name: string }>(sql`SELECT customer_name AS name FROM customers WHERE customer_id = 1`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.customer_name === customer!.name)).toBe(true);
    const sums = await t.db.one<{ net: string }>(sql`
      SELECT SUM(l.net)::text AS net FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id
      WHERE si.si_date BETWEEN '2024-04-01' AND '2024-06-30' AND si.customer_id = 1 AND l.product_id BETWEEN 1 AND 8`);
    expect(cents(res.body.result.overall_net_total)).toBe(cents(sums!.net));
  });

  it('sorts by a whitelisted column both ways and pages without overlap; other columns are refused', async () => {
    const asc = (await spp({ ...Q2, order_by: 'net', direction: 'asc', page_size: 50 })).body.result.rows as { id: number; net: string }[];
    for (let i = 1; i < asc.length; i++) expect(Number(asc[i].net)).toBeGreaterThanOrEqual(Number(asc[i - 1].net));
    const desc = (await spp({ ...Q2, order_by: 'net', direction: 'desc', page_size: 50 })).body.result.rows as { net: string }[];
    expect(Number(desc[0].net)).toBeGreaterThanOrEqual(Number(desc[desc.length - 1].net));
    const page2 = (await spp({ ...Q2, order_by: 'net', direction: 'asc', page: 1, page_size: 50 })).body.result.rows as { id: number }[];
    expect(page2.some((r) => asc.some((a) => a.id === r.id))).toBe(false);
    expect((await spp({ ...Q2, order_by: 'booked_by; drop table x' })).body.code).toBe('00001');
  });

  it('refuses reversed dates with "Please provide valid date!"; 403 for the viewer', async () => {
    expect((await spp({ date_from: '2024-05-01', date_to: '2024-04-01' })).body).toEqual({ code: '00001', result: ['Please provide valid date!'] });
    expect((await spp(Q2, await t.login('viewer'))).status).toBe(403);
  });

  it('exports to a download URL with export_sales_per_product_ledger_list only', async () => {
    const res = await t.call({ method: 'POST', url: `${URL}/report`, token: finance, payload: { ...Q2, products: [1] } });
    expect(res.body.code).toBe('00000');
    expect(res.body.result).toMatch(/^\/api\/downloads\//);
    const purchaser = await t.login('purchaser');
    expect((await t.call({ method: 'POST', url: `${URL}/report`, token: purchaser, payload: Q2 })).status).toBe(403);
  });
});

describe('sales per product ledger paged from the day totals', () => {
  const YEAR = { date_from: '2024-01-01', date_to: '2024-12-31' };
  type Row = { id: number };

  it('gives every page, both ways, the lines of the range in date order, and totals equal to a direct sum', async () => {
    for (const [body, filter] of [
      [{}, sql``],
      [{ products: [1, 5, 9] }, sql`AND l.product_id IN (1, 5, 9)`],
      [{ customer_id: 2 }, sql`AND si.customer_id = 2`],
      [{ customer_id: 1, products: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] }, sql`AND si.customer_id = 1 AND l.product_id BETWEEN 1 AND 20`],
    ] as const) {
      const expected = await t.db.rows<{ id: number; net: string }>(sql`
        SELECT l.line_id::int AS id, l.net::text AS net FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id
        WHERE si.si_date BETWEEN ${YEAR.date_from}::date AND ${YEAR.date_to}::date ${filter} ORDER BY si.si_date, l.line_id`);
      expect(expected.length).toBeGreaterThan(5);
      // At least four pages, the last one partial when the count allows.
      const SIZE = Math.max(2, Math.floor(expected.length / 3.5));
      const sum = await t.db.one<{ net: string }>(sql`
        SELECT SUM(l.net)::numeric(18,2)::text AS net FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id
        WHERE si.si_date BETWEEN ${YEAR.date_from}::date AND ${YEAR.date_to}::date ${filter}`);
      for (const direction of ['asc', 'desc'] as const) {
        const seen: Row[] = [];
        for (let page = 0; page * SIZE < expected.length; page++) {
          const res = await spp({ ...YEAR, ...body, page, page_size: SIZE, direction });
          expect(res.body.total_rows).toBe(expected.length);
          expect(res.body.result.overall_net_total).toBe(sum!.net);
          const rows = res.body.result.rows as Row[];
          if (direction === 'desc') seen.unshift(...[...rows].reverse());
          else seen.push(...rows);
        }
        expect(seen.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      }
    }
  });
});
