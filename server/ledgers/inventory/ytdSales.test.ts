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

const ytd = (body: object, token = finance) => t.call({ method: 'POST', url: '/api/ledger/transactions/sales-per-channel-segment', payload: body, token });
const cents = (s: string) => Math.round(Number(s) * 100);
type Row = { id: number; type_name: string; sales: { month: number; total_sales: string }[]; Grand_Total: string };

describe('YTD sales ledger', () => {
  it('gives every channel twelve months whose sum is its Grand Total; all channels together are the year\'s invoiced sales net of VAT', async () => {
    const res = await ytd({ date_year: 2024 });
    expect(res.status).toBe(200);
    const answered = res.body.result as Row[];
    const rows = answered.slice(0, -1);
    const grand_total = answered.at(-1)!;
    expect(grand_total.id).toBe(0);
    const channels = await t.db.rows<{ channel: string }>(sql`SELECT DISTINCT channel FROM customers ORDER BY channel`);
    expect(rows.map((r) => r.type_name)).toEqual(channels.map((c) => c.channel));
    expect(res.body.total_rows).toBe(channels.length);
    for (const r of rows) {
      expect(r.sales.map((s) => s.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(r.sales.reduce((s, m) => s + cents(m.total_sales), 0)).toBe(cents(r.Grand_Total));
    }
    const year = await t.db.one<{ s: string }>(sql`
      SELECT SUM(vatable_sales + zero_rated + vat_exempt)::text AS s FROM sales_invoices WHERE si_date BETWEEN '2024-01-01' AND '2024-12-31'`);
    expect(rows.reduce((s, r) => s + cents(r.Grand_Total), 0)).toBe(cents(year!.s));
    expect(cents(grand_total.Grand_Total)).toBe(cents(year!.s));
    expect(grand_total.type_name).toBe('Grand Total');
    const march = await t.db.one<{ s: string }>(sql`
      SELECT SUM(vatable_sales + zero_rated + vat_exempt)::text AS s FROM sales_invoices WHERE si_date BETWEEN '2024-03-01' AND '2024-03-31'`);
    expect(cents(grand_total.sales[2].total_sales)).toBe(cents(march!.s));
  });

  it('groups by segment, sorts by Grand Total and pages', async () => {
    const all = (await ytd({ date_year: 2025, type: 'per_segment', order_by: 'Grand_Total', direction: 'desc' })).body;
    const rows = (all.result as Row[]).slice(0, -1);
    const segments = await t.db.one<{ n: number }>(sql`SELECT COUNT(DISTINCT segment)::int AS n FROM customers`);
    expect(all.total_rows).toBe(segments!.n);
    for (let i = 1; i < rows.length; i++) expect(Number(rows[i].Grand_Total)).toBeLessThanOrEqual(Number(rows[i - 1].Grand_Total));
    const second = (await ytd({ date_year: 2025, type: 'per_segment', order_by: 'Grand_Total', direction: 'desc', page: 1, page_size: 2 })).body.result as Row[];
    expect(second.map((r) => r.type_name)).toEqual([...rows.slice(2, 4).map((r) => r.type_name), 'Grand Total']);
  });

  it('shows zero months of a year without sales, and a cleared type means per channel', async () => {
    const res = await ytd({ date_year: 2021, type: '' });
    const rows = res.body.result as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.Grand_Total === '0.00' && r.sales.every((m) => m.total_sales === '0.00'))).toBe(true);
  });

  it('refuses a missing year, unknown types and sort columns; 403 for the viewer', async () => {
    expect((await ytd({})).status).toBe(422);
    expect((await ytd({ date_year: 2024, type: 'per_region' })).body.code).toBe('00001');
    expect((await ytd({ date_year: 2024, order_by: 'jan' })).body.code).toBe('00001');
    expect((await ytd({ date_year: 2024 }, await t.login('viewer'))).status).toBe(403);
  });
});
