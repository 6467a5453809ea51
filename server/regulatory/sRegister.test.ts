import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SRegister } from '../../contract/regulatory';
import type { SummaryResult } from '../../contract/inventoryReports';
import { addDays } from '../clock';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * The S-Register (issue 28): a product's movements with the parties, their S-licences and the carrier, and
 * the running balance. The property: on any date, for any product, the register's balance of each batch is
 * the stock the inventory report holds of that batch (a different path through the books: the report's
 * cuts by batch and pallet).
 */
let t: TestServer;
let finance: string;
let products: { product_code: string; first: string }[];

beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
  products = await t.db.rows(sql`
    SELECT p.product_code, MIN(m.transaction_date)::text AS first FROM products p JOIN inventory_movements m ON m.product_id = p.product_id
    GROUP BY p.product_code ORDER BY p.product_code`);
});
afterAll(async () => t?.close());

const register = async (product_code: string, date_from: string, date_to: string): Promise<SRegister> => {
  const r = await t.call({ method: 'POST', url: '/api/regulatory/s-register', token: finance, payload: { product_code, date_from, date_to } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
};

describe('the S-Register', () => {
  it('on every date, each batch’s balance is the stock the inventory report holds of it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: products.length - 1 }), fc.integer({ min: 0, max: 1400 }), async (n, days) => {
        const p = products[n];
        const day = addDays(p.first, days);
        const reg = await register(p.product_code, '1900-01-01', day);
        const byBatch = new Map<string, number>();
        for (const row of reg.rows) byBatch.set(row.batch_no, (byBatch.get(row.batch_no) ?? 0) + row.received - row.issued);
        const report = await t.call({
          method: 'POST',
          url: '/api/inventoryreport/inventorysummary',
          token: finance,
          payload: { product_name: [p.product_code], report_date_from: day, report_date_to: day },
        });
        expect(report.status, JSON.stringify(report.body)).toBe(200);
        const held = new Map<string, number>();
        for (const r of (report.body.result as SummaryResult).rows) held.set(r.batch_no, (held.get(r.batch_no) ?? 0) + r.ending_quantity);
        const nonZero = (m: Map<string, number>) => Object.fromEntries([...m].filter(([, q]) => q !== 0).sort(([a], [b]) => a.localeCompare(b)));
        expect(nonZero(byBatch)).toEqual(nonZero(held));
        expect(reg.closing).toBe([...byBatch.values()].reduce((a, b) => a + b, 0));
      }),
      { numRuns: 25 },
    );
  });

  it('names the parties with their S-licence and the carrier of a sale; a period opens on the balance before it', async () => {
    const sold = await t.db.one<{ product_code: string; si_date: string; customer_name: string }>(sql`
      SELECT p.product_code, si.si_date::text AS si_date, c.customer_name FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id
      JOIN customers c ON c.customer_id = si.customer_id JOIN products p ON p.product_id = l.product_id
      WHERE c.customer_code = 'C-00001' AND si.si_date >= DATE '2026-01-01' ORDER BY si.si_date LIMIT 1`);
    const reg = await register(sold!.product_code, sold!.si_date, sold!.si_date);
    const sale = reg.rows.find((r) => r.kind === 'Sale' && r.party === sold!.customer_name)!;
    expect(sale).toMatchObject({ licence_no: expect.stringMatching(/^PDEA-S3-/), permit_no: expect.stringMatching(/^LP-/), issued: expect.any(Number), received: 0 });
    const before = await register(sold!.product_code, '1900-01-01', addDays(sold!.si_date, -1));
    expect(reg.opening).toBe(before.closing);
    expect(reg.rows.at(-1)!.balance).toBe(reg.closing);
    const file = await t.call({ method: 'POST', url: '/api/regulatory/s-register/export', token: finance, payload: { product_code: sold!.product_code, date_from: '2026-01-01', date_to: '2026-03-02' } });
    expect(file.status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/regulatory/s-register', token: finance, payload: { product_code: 'NO-SUCH', date_from: '2026-01-01', date_to: '2026-01-02' } })).status).toBe(404);
  });

  it('a manual invoice names its carrier, and the register shows it on the sale', async () => {
    const credit = await t.login('credit');
    const product = (await t.db.one<{ c: string }>(sql`
      SELECT p.product_code AS c FROM products p JOIN pallet_stock ps ON ps.product_id = p.product_id AND ps.quantity > 5
      JOIN product_batches b ON b.batch_id = ps.batch_id AND b.expiry_date > DATE '2026-06-01' WHERE p.active = 1 ORDER BY p.product_id LIMIT 1`))!.c;
    const courier = (await t.db.one<{ id: number; name: string }>(sql`SELECT courier_id AS id, company_name AS name FROM couriers WHERE active ORDER BY courier_id DESC LIMIT 1`))!;
    const body = { customer_code: 'C-00002', si_date: '2026-03-02', price_basis: 'EXCLUSIVE', terms: 30, lines: [{ product_code: product, quantity: 1, unit_price: '10.00' }] };
    const wrong = await t.call({ method: 'POST', url: '/api/sales-invoices/manual', token: credit, payload: { ...body, si_number: 'CAR-0', courier_id: 999 } });
    expect(wrong.body.fields.courier_id).toEqual(['Choose an active courier as the carrier.']);
    const made = await t.call({ method: 'POST', url: '/api/sales-invoices/manual', token: credit, payload: { ...body, si_number: 'CAR-1', courier_id: courier.id } });
    expect(made.body.code, JSON.stringify(made.body)).toBe('00003');
    const reg = await register(product, '2026-03-02', '2026-03-02');
    const dr = (await t.db.one<{ dr: string }>(sql`SELECT dr_number AS dr FROM sales_invoices WHERE si_number = 'CAR-1'`))!.dr;
    expect(reg.rows.find((r) => r.document === dr)).toMatchObject({ kind: 'Sale', carrier: courier.name, party: 'Mercury Drug - Cebu Colon', issued: 1 });
  });
});
