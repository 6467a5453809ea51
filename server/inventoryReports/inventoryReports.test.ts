import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/*
 * The inventory report against the books it reads: the same movements the
 * inventory sub-ledger sums, the pallets they sit on and GL 1200 (stock).
 * Dates are mid-month on purpose: the report reads whole months from
 * stock_month_totals and the partial months at its edges from the movements.
 */
let t: TestServer;
let warehouse: string;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  warehouse = await t.login('warehouse');
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token = warehouse) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const cents = (s: string) => Math.round(Number(s) * 100);
const RANGE = { report_date_from: '2025-06-15', report_date_to: '2026-02-17' };

type Summary = { key: string; product_code: string; batch_no: string; movements: Record<string, number>; ending_quantity: number; ending_amount: string; pallet: string | null; shelf_life_status: string };

describe('inventory report', () => {
  it('refuses a reversed range with the spec message (00001), and the viewer with 403', async () => {
    const res = await post('/inventoryreport/inventorysummary', { report_date_from: '2026-02-01', report_date_to: '2026-01-31' });
    expect(res.body.code).toBe('00001');
    expect(JSON.stringify(res.body.result)).toContain('Error: Invalid date range.');
    const viewer = await t.login('viewer');
    expect((await post('/inventoryreport/inventorysummary', RANGE, viewer)).status).toBe(403);
    expect((await post('/inventory/movement', { date_from: '2026-01-01', date_to: '2026-01-31' }, finance)).status).toBe(403);
  });

  it('summary: beginning and period in/out per batch and pallet equal the movements; ending per product = sub-ledger = sum over pallets; value = GL 1200', async () => {
    const res = await post('/inventoryreport/inventorysummary', RANGE);
    expect(res.body.code).toBe('00000');
    const rows = res.body.result.rows as Summary[];
    expect(rows.length).toBeGreaterThan(50);

    // Per batch and pallet, straight from the movements.
    const expected = await t.db.rows<{ key: string; bi: number; bo: number; i: number; o: number }>(sql`
      SELECT batch_id || ':' || COALESCE(pallet_id, 0) AS key,
        COALESCE(SUM(quantity) FILTER (WHERE movement_type = 'IN' AND transaction_date < ${RANGE.report_date_from}::date), 0)::int AS bi,
        COALESCE(-SUM(quantity) FILTER (WHERE movement_type = 'OUT' AND transaction_date < ${RANGE.report_date_from}::date), 0)::int AS bo,
        COALESCE(SUM(quantity) FILTER (WHERE movement_type = 'IN' AND transaction_date >= ${RANGE.report_date_from}::date), 0)::int AS i,
        COALESCE(-SUM(quantity) FILTER (WHERE movement_type = 'OUT' AND transaction_date >= ${RANGE.report_date_from}::date), 0)::int AS o
      FROM inventory_movements WHERE transaction_date <= ${RANGE.report_date_to}::date GROUP BY 1`);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    let compared = 0;
    for (const e of expected) {
      const r = byKey.get(e.key);
      if (!r) {
        expect(e.bi - e.bo, e.key).toBe(0);
        expect(e.i + e.o, e.key).toBe(0);
        continue;
      }
      expect(r.movements, e.key).toEqual({ movement_beg_in: e.bi, movement_beg_out: e.bo, movement_in: e.i, movement_out: e.o });
      compared++;
    }
    expect(compared).toBe(rows.length);

    // Ending per product: the report, the sub-ledger's sum, the pallets' (posted) stock plus what is in transit.
    const perProduct = new Map<string, number>();
    for (const r of rows) perProduct.set(r.product_code, (perProduct.get(r.product_code) ?? 0) + r.ending_quantity);
    const ledger = await t.db.rows<{ code: string; q: number; pallets: number; transit: number }>(sql`
      SELECT p.product_code AS code, SUM(m.quantity)::int AS q,
             COALESCE(SUM(m.quantity) FILTER (WHERE m.status = 1 AND m.pallet_id IS NOT NULL), 0)::int AS pallets,
             COALESCE(SUM(m.quantity) FILTER (WHERE m.status = 0), 0)::int AS transit
      FROM inventory_movements m JOIN products p ON p.product_id = m.product_id
      WHERE m.transaction_date <= ${RANGE.report_date_to}::date GROUP BY 1`);
    expect(ledger.length).toBeGreaterThan(5);
    for (const l of ledger) {
      expect(perProduct.get(l.code) ?? 0, l.code).toBe(l.q);
      expect(l.pallets + l.transit, l.code).toBe(l.q);
    }
    // The sub-ledger's own route agrees for a product (its last balance up to Date To).
    const p1 = await t.db.one<{ product_id: number; product_code: string }>(sql`SELECT product_id, product_code FROM products ORDER BY product_id LIMIT 1`);
    const sub = await post('/ledger/transactions/inventory', { product_id: [p1!.product_id], date_from: '2022-11-30', date_to: RANGE.report_date_to, page: 0, page_size: 1, direction: 'desc' }, finance);
    expect(sub.body.result[0].product_movement[0].qty_balance).toBe(perProduct.get(p1!.product_code));

    const gl = await t.db.one<{ b: string }>(sql`SELECT SUM(debit - credit)::text AS b FROM journal_lines WHERE account_code = '1200' AND transaction_date <= ${RANGE.report_date_to}::date`);
    expect(cents(res.body.result.totals.ending_amount)).toBe(cents(gl!.b));
    const sumRows = rows.reduce((s, r) => s + cents(r.ending_amount), 0);
    expect(sumRows).toBe(cents(res.body.result.totals.ending_amount));
    expect(res.body.result.totals.ending_quantity).toBe(ledger.reduce((s, l) => s + l.q, 0));
    expect(rows.every((r) => ['red', 'yellow', 'green'].includes(r.shelf_life_status))).toBe(true);
  });

  it('filters: a product, a warehouse without stock, blank = all', async () => {
    const [one] = await t.db.rows<{ product_code: string; group_id: number }>(sql`SELECT product_code, product_group_id AS group_id FROM products ORDER BY product_id LIMIT 1`);
    const res = await post('/inventoryreport/inventorysummary', { ...RANGE, product_name: [one.product_code] });
    const rows = res.body.result.rows as Summary[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.product_code))).toEqual(new Set([one.product_code]));
    const group = await post('/inventoryreport/inventorysummary', { ...RANGE, product_group: [one.group_id] });
    const inGroup = await t.db.rows<{ product_code: string }>(sql`SELECT product_code FROM products WHERE product_group_id = ${one.group_id}`);
    const codes = new Set(inGroup.map((r) => r.product_code));
    expect((group.body.result.rows as Summary[]).every((r) => codes.has(r.product_code))).toBe(true);
    const davao = await post('/inventoryreport/inventorysummary', { ...RANGE, warehouse: ['DVO'] });
    expect(davao.body.result.rows).toEqual([]);
    const main = await post('/inventoryreport/inventorysummary', { ...RANGE, warehouse: ['MAIN'] });
    const all = await post('/inventoryreport/inventorysummary', RANGE);
    // Every demo movement sits on a main-warehouse pallet.
    expect(main.body.result.totals).toEqual(all.body.result.totals);
  });

  it('by warehouse: per product the warehouses add up to the summary, with total in and out', async () => {
    const [summary, byWh] = await Promise.all([post('/inventoryreport/inventorysummary', RANGE), post('/inventoryreport/inventorysummarywarehouse', RANGE)]);
    expect(byWh.body.code).toBe('00000');
    expect(byWh.body.result.warehouses).toEqual([{ warehouse_code: 'MAIN', warehouse_name: 'Main Warehouse' }]);
    const ending = new Map<string, number>();
    const inQ = new Map<string, number>();
    for (const r of summary.body.result.rows as Summary[]) {
      ending.set(r.product_code, (ending.get(r.product_code) ?? 0) + r.ending_quantity);
      inQ.set(r.product_code, (inQ.get(r.product_code) ?? 0) + r.movements.movement_in);
    }
    for (const r of byWh.body.result.rows) {
      expect(r.total, r.product_code).toBe(ending.get(r.product_code));
      expect(r.TOTAL_IN, r.product_code).toBe(inQ.get(r.product_code));
      expect(r.total).toBe(r.movement_begin_warehouse_in.MAIN + r.movement_warehouse_in.MAIN - r.movement_warehouse_out.MAIN);
    }
  });

  it('movement: per batch the ledger, the pallets (central + picking) and the available quantity on Date To', async () => {
    const res = await post('/inventoryreport/inventorymovementsummary', RANGE);
    expect(res.body.code).toBe('00000');
    const rows = res.body.result.rows;
    const expected = await t.db.rows<{ batch_no: string; q: number; mc: number; pa: number }>(sql`
      SELECT b.batch_no, SUM(m.quantity)::int AS q,
             COALESCE(SUM(m.quantity) FILTER (WHERE m.status = 1 AND f.area = 'reserve'), 0)::int AS mc,
             COALESCE(SUM(m.quantity) FILTER (WHERE m.status = 1 AND f.area = 'picking'), 0)::int AS pa
      FROM inventory_movements m JOIN product_batches b ON b.batch_id = m.batch_id
      LEFT JOIN warehouse_pallets p ON p.pallet_id = m.pallet_id LEFT JOIN warehouse_floors f ON f.floor_id = p.floor_id
      WHERE m.transaction_date <= ${RANGE.report_date_to}::date GROUP BY b.batch_no`);
    const byBatch = new Map(rows.map((r: { batch_no: string }) => [r.batch_no, r]));
    const sample = expected.filter((e) => e.q !== 0).slice(0, 40);
    expect(sample.length).toBeGreaterThan(10);
    for (const e of sample) {
      expect(byBatch.get(e.batch_no), e.batch_no).toMatchObject({
        ending_inventory_ledger: e.q,
        central_balance: e.mc,
        picking_balance: e.pa,
        total_inventory: e.mc + e.pa,
        actual_inventory: e.mc + e.pa,
        available_for_booking: e.mc + e.pa,
      });
    }
  });

  it('answers the options and writes each result as XLSX', async () => {
    const products = await t.call({ method: 'GET', url: '/api/inventoryreport/dropdown/product', token: finance });
    expect(products.body.result[0]).toEqual({ product_name: expect.any(String), product_code: expect.any(String) });
    const warehouses = await t.call({ method: 'GET', url: '/api/inventoryreport/dropdown/warehouse', token: finance });
    expect(warehouses.body.result.map((w: { warehouse_code: string }) => w.warehouse_code).sort()).toEqual(['CEB', 'DVO', 'MAIN']);
    for (const path of ['inventorysummary', 'inventorysummarywarehouse', 'inventorymovementsummary']) {
      const res = await post(`/inventoryreport/${path}/export`, { ...RANGE, product_name: [products.body.result[0].product_code] }, finance);
      expect(res.body.result, path).toMatch(/\/downloads\//);
    }
  });
});

describe('movements, log and lot trace', () => {
  const MONTH = { date_from: '2026-01-01', date_to: '2026-01-31' };

  it('lists the movements by dates, module, product, batch, warehouse and pallet', async () => {
    const all = await post('/inventory/movement', { ...MONTH, page: 0, page_size: 50 });
    const n = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM inventory_movements WHERE transaction_date BETWEEN '2026-01-01' AND '2026-01-31'`);
    expect(all.body.total_rows).toBe(n!.n);
    const so = await post('/inventory/movement', { ...MONTH, module: 'SO', page: 0, page_size: 50 });
    const nSo = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM inventory_movements WHERE module = 'SO' AND transaction_date BETWEEN '2026-01-01' AND '2026-01-31'`);
    expect(so.body.total_rows).toBe(nSo!.n);
    const first = so.body.result[0];
    expect(first).toMatchObject({ module: 'SO', movement_type: 'OUT', warehouse: 'Main Warehouse' });
    // The invoice's booker wrote a delivery.
    const booker = await t.db.one<{ b: string }>(sql`SELECT booked_by AS b FROM sales_invoices WHERE dr_number = ${first.source_document}`);
    expect(first.user).toBe(booker!.b);

    const batch = await post('/inventory/movement', { ...MONTH, batch_no: first.batch_no, page: 0, page_size: 50 });
    expect(batch.body.result.every((r: { batch_no: string }) => r.batch_no === first.batch_no)).toBe(true);
    const pallet = await post('/inventory/movement', { ...MONTH, pallet: first.pallet, page: 0, page_size: 50 });
    expect(pallet.body.total_rows).toBeGreaterThan(0);
    expect(pallet.body.result.every((r: { pallet: string }) => r.pallet === first.pallet)).toBe(true);
    expect((await post('/inventory/movement', { ...MONTH, warehouse: 'CEB', page: 0, page_size: 50 })).body.total_rows).toBe(0);
    const product = await post('/inventory/movement', { ...MONTH, product_code: first.product_code, warehouse: 'MAIN', page: 0, page_size: 50 });
    const nProduct = await t.db.one<{ n: number }>(sql`
      SELECT COUNT(*)::int AS n FROM inventory_movements m JOIN products p ON p.product_id = m.product_id
      WHERE p.product_code = ${first.product_code} AND m.transaction_date BETWEEN '2026-01-01' AND '2026-01-31'`);
    expect(product.body.total_rows).toBe(nProduct!.n);
    const reversed = await post('/inventory/movement', { date_from: '2026-02-01', date_to: '2026-01-01', page: 0, page_size: 50 });
    expect(reversed.body.code).toBe('00001');
    expect((await post('/inventory/movement/export', { ...MONTH, module: 'IA' })).body.result).toMatch(/\/downloads\//);
    const log = await post('/inventory/movement-transaction-log', { ...MONTH, page: 0, page_size: 10, order_by: 'created_at', direction: 'desc' });
    expect(log.body.total_rows).toBe(n!.n);
  });

  it('traces a batch to its receipt, its pallets and the customers it went to, and exports the recall list', async () => {
    const pick = await t.db.one<{ batch_no: string; batch_id: number }>(sql`
      SELECT b.batch_no, b.batch_id FROM product_batches b
      WHERE EXISTS (SELECT 1 FROM inventory_movements m WHERE m.batch_id = b.batch_id AND m.module = 'RR')
      ORDER BY (SELECT COUNT(*) FROM inventory_movements m WHERE m.batch_id = b.batch_id AND m.module = 'SO') DESC, b.batch_id LIMIT 1`);
    const res = await post('/inventory/lot-trace', { batch_no: pick!.batch_no });
    expect(res.body.code).toBe('00000');
    const trace = res.body.result;
    expect(trace.batches).toHaveLength(1);
    expect(trace.recall.length).toBeGreaterThan(0);
    const rr = trace.events.find((e: { module: string }) => e.module === 'RR');
    const receipt = await t.db.one<{ rr_no: string; supplier: string }>(sql`
      SELECT r.rr_no, s.company_name AS supplier FROM receiving_lines l JOIN receiving_reports r ON r.rr_id = l.rr_id
      JOIN suppliers s ON s.vendor_id = r.supplier_id WHERE l.batch_id = ${pick!.batch_id} LIMIT 1`);
    expect(rr).toMatchObject({ source_document: receipt!.rr_no, party: receipt!.supplier, movement_type: 'IN' });
    const customers = await t.db.rows<{ customer_code: string; si_number: string; q: number }>(sql`
      SELECT c.customer_code, si.si_number, SUM(l.qty)::int AS q FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id
      JOIN customers c ON c.customer_id = si.customer_id WHERE l.batch_id = ${pick!.batch_id} GROUP BY 1, 2 ORDER BY 2`);
    const recall = [...trace.recall].sort((a: { si_number: string }, b: { si_number: string }) => a.si_number.localeCompare(b.si_number));
    expect(recall.map((r: { customer_code: string; si_number: string; delivered: number }) => ({ customer_code: r.customer_code, si_number: r.si_number, q: r.delivered }))).toEqual(customers);
    const onHand = await t.db.one<{ q: number }>(sql`SELECT SUM(quantity)::int AS q FROM inventory_movements WHERE batch_id = ${pick!.batch_id}`);
    expect(trace.batches[0].on_hand).toBe(onHand!.q);
    expect((await post('/inventory/lot-trace/export', { batch_no: pick!.batch_no })).body.result).toMatch(/\/downloads\//);
    expect((await post('/inventory/lot-trace', { batch_no: 'NO-SUCH-BATCH' })).status).toBe(404);
    expect((await post('/inventory/lot-trace', { batch_no: ' ' })).body.code).toBe('00001');
  });
});

describe('report generator and near expiry', () => {
  it('runs the stock on a date paged, exports the picked columns, and keeps each user choice with its revision', async () => {
    const body = { as_of: '2026-02-17', page: 0, page_size: 20, order_by: 'value', direction: 'desc' };
    const res = await post('/inventory/report/generator/run', body, finance);
    expect(res.body.code).toBe('00000');
    const n = await t.db.one<{ n: number; v: string }>(sql`
      SELECT COUNT(*)::int AS n, SUM(a)::text AS v FROM (
        SELECT batch_id, COALESCE(pallet_id, 0), SUM(quantity) AS q, SUM(amount) AS a FROM inventory_movements WHERE transaction_date <= '2026-02-17' GROUP BY 1, 2) x
      WHERE q <> 0`);
    expect(res.body.total_rows).toBe(n!.n);
    const values = res.body.result.map((r: { value: string }) => Number(r.value));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const red = await post('/inventory/report/generator/run', { ...body, bands: ['red'] }, finance);
    expect(red.body.result.every((r: { shelf_life_status: string; months_to_expiry: number }) => r.shelf_life_status === 'red' && r.months_to_expiry < 8)).toBe(true);
    const exp = await post('/inventory/report/generator/export', { as_of: '2026-02-17', columns: ['product_code', 'batch_no', 'quantity'] }, finance);
    expect(exp.body.result).toMatch(/\/downloads\//);
    expect((await post('/inventory/report/generator/export', { as_of: '2026-02-17', columns: [] }, finance)).body.code).toBe('00001');

    const choice = { columns: ['product_name', 'quantity', 'value'], product_code: [], product_group: [], product_segment: [], warehouse: ['MAIN'], bands: ['red', 'yellow'] };
    expect((await t.call({ method: 'GET', url: '/api/inventory/report/generator/choice', token: finance })).body.result).toBeNull();
    const saved = await t.call({ method: 'PUT', url: '/api/inventory/report/generator/choice', payload: choice, token: finance });
    expect(saved.body.code).toBe('00000');
    expect((await t.call({ method: 'GET', url: '/api/inventory/report/generator/choice', token: finance })).body.result).toEqual(choice);
    // Another user's choice is their own.
    expect((await t.call({ method: 'GET', url: '/api/inventory/report/generator/choice', token: warehouse })).body.result).toBeNull();
    const rev = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM revisions WHERE entity = 'inventory_report_choices'`);
    expect(rev!.n).toBe(1);
    const docs = await post('/inventory/movement-transaction-log/documents', { date_from: '2026-03-01', date_to: '2026-03-02', page: 0, page_size: 10 });
    expect(docs.body.result.some((r: { module_name: string }) => r.module_name === 'Inventory Report Generator')).toBe(true);
  });

  it('near expiry: the bands by warehouse and zone add up to the stock and its value', async () => {
    const res = await post('/inventory/near-expiry', { as_of: '2026-02-17' }, finance);
    expect(res.body.code).toBe('00000');
    const rows = res.body.result as { band: string; quantity: number; value: string; warehouse: string }[];
    const stock = await t.db.one<{ q: number; v: string }>(sql`SELECT SUM(quantity)::int AS q, SUM(amount)::text AS v FROM inventory_movements WHERE transaction_date <= '2026-02-17'`);
    expect(rows.reduce((s, r) => s + r.quantity, 0)).toBe(stock!.q);
    expect(rows.reduce((s, r) => s + cents(r.value), 0)).toBe(cents(stock!.v));
    expect(new Set(rows.map((r) => r.band)).size).toBeGreaterThan(1);
  });
});
