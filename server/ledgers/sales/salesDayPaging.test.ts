import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesJournalRow, VatableSalesRow } from '../../../contract/salesLedgers';
import { sql, type SQL } from '../../db/db';
import { createTestServer, type TestServer } from '../../testing';

/*
 * Pages located from the sales day totals (sales_day_totals) must be exactly
 * the rows and running balances a direct query over the whole range gives:
 * every page, both directions, with and without filters (a customer filter is
 * not in the totals and takes the other path).
 */
let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/api${url}`, payload, token: finance });
const YEAR = { date_from: '2024-01-01', date_to: '2024-12-31' };
/** A page size giving at least four pages, the last one partial when the count allows. */
const sizeFor = (count: number) => Math.max(2, Math.floor(count / 3.5));

/** Every page of a list, asc and desc, concatenated (desc pages reversed back to date order). */
async function allPages<R>(url: string, body: object, size: number, rowsOf: (result: unknown) => R[] = (r) => r as R[]): Promise<{ asc: R[]; desc: R[]; totals: number[] }> {
  const asc: R[] = [];
  const desc: R[] = [];
  const totals: number[] = [];
  for (const [direction, into] of [['asc', asc], ['desc', desc]] as const) {
    for (let page = 0; page < 1000; page++) {
      const res = await post(url, { ...body, page, page_size: size, direction });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      totals.push(res.body.total_rows);
      const rows = rowsOf(res.body.result);
      if (direction === 'desc') into.unshift(...[...rows].reverse());
      else into.push(...rows);
      if (rows.length < size) break;
    }
  }
  return { asc, desc, totals };
}

describe('sales special journal paged from the day totals', () => {
  /** The journal in date order with its balance, straight from the documents. */
  const reference = (filter: SQL) =>
    t.db.rows<{ id: string; balance: string }>(sql`
      WITH d AS (
        SELECT 'SI-' || si.si_id AS id, si.si_date AS dt, 1 AS o, si.si_id AS doc, si.total - si.vat_amount AS net
        FROM sales_invoices si WHERE si.si_date BETWEEN ${YEAR.date_from}::date AND ${YEAR.date_to}::date ${filter}
        UNION ALL
        SELECT 'RET-' || r.return_id, r.return_date, 2, r.return_id, -(r.amount - r.vat)
        FROM sales_returns r JOIN sales_invoices si ON si.si_id = r.si_id
        WHERE r.return_date BETWEEN ${YEAR.date_from}::date AND ${YEAR.date_to}::date ${filter})
      SELECT id, (SUM(net) OVER (ORDER BY dt, o, doc))::numeric(18,2)::text AS balance FROM d ORDER BY dt, o, doc`);
  const pick = (rows: SalesJournalRow[]) => rows.map((r) => ({ id: r.id, balance: r.balance }));

  it('gives every page, both ways, the rows and running balance of the whole range, continuing from page to page', async () => {
    const expected = await reference(sql``);
    expect(expected.some((r) => r.id.startsWith('RET-'))).toBe(true);
    expect(expected.length).toBeGreaterThan(200);
    const { asc, desc, totals } = await allPages<SalesJournalRow>('/ledger/transactions/sales', YEAR, sizeFor(expected.length));
    expect(pick(asc)).toEqual(expected);
    expect(pick(desc)).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  it('follows the transaction type (in the totals) and the customer (not in them)', async () => {
    for (const [body, filter] of [
      [{ id: 1 }, sql`AND si.transaction_type_id = 1`],
      [{ customer_id: 2 }, sql`AND si.customer_id = 2`],
      [{ id: 1, customer_id: 2 }, sql`AND si.transaction_type_id = 1 AND si.customer_id = 2`],
    ] as const) {
      const expected = await reference(filter);
      expect(expected.length).toBeGreaterThan(5);
      const { asc, desc, totals } = await allPages<SalesJournalRow>('/ledger/transactions/sales', { ...YEAR, ...body }, sizeFor(expected.length));
      expect(pick(asc)).toEqual(expected);
      expect(pick(desc)).toEqual(expected);
      expect(new Set(totals)).toEqual(new Set([expected.length]));
    }
  });

  it('answers an empty page past the end with the count of the range', async () => {
    const res = await post('/ledger/transactions/sales', { ...YEAR, page: 999, page_size: 50 });
    expect(res.body.result).toEqual([]);
    expect(res.body.total_rows).toBeGreaterThan(0);
  });
});

describe('vatable sales ledger paged from the day totals', () => {
  const reference = (filter: SQL) =>
    t.db.rows<{ id: number }>(sql`
      SELECT si.si_id::int AS id FROM sales_invoices si JOIN customers c ON c.customer_id = si.customer_id
      WHERE si.si_date BETWEEN ${YEAR.date_from}::date AND ${YEAR.date_to}::date ${filter} ORDER BY si.si_date, si.si_id`);

  it('gives every page, both ways, the invoices of the range in date order, with or without filters', async () => {
    for (const [body, filter] of [
      [{}, sql``],
      [{ reg_or_nonreg: 2 }, sql`AND c.customer_regular_nonregular_id = 2`],
      [{ customer_id: 3 }, sql`AND si.customer_id = 3`],
    ] as const) {
      const expected = (await reference(filter)).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(5);
      const { asc, desc, totals } = await allPages<VatableSalesRow>('/ledger/transactions/vatable-sales', { ...YEAR, ...body }, sizeFor(expected.length));
      expect(asc.map((r) => r.id)).toEqual(expected);
      expect(desc.map((r) => r.id)).toEqual(expected);
      expect(new Set(totals)).toEqual(new Set([expected.length]));
    }
  });
});
