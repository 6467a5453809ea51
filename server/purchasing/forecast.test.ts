import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTH_KEYS, type ForecastYear, type MonthQty } from '../../contract/purchasing';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

let t: TestServer;
let purchaser: string;
beforeAll(async () => {
  t = await createTestServer(); // clock: 2026-03-02 (Manila), so April 2026 onwards is editable
  purchaser = await t.login('purchaser');
});
afterAll(async () => t?.close());

const show = (body: object, token = purchaser) => t.call({ method: 'POST', url: '/api/forecast/show', payload: body, token });
const save = (body: object, token = purchaser) => t.call({ method: 'POST', url: '/api/forecast/save', payload: body, token });
const total = (xs: MonthQty[]) => xs.reduce((s, x) => s + x.qty, 0);
const months = (value: number) => Object.fromEntries(MONTH_KEYS.map((m) => [m, value]));

describe('forecast show', () => {
  it('gives every month of each year from the books; a year ends where the next begins', async () => {
    const res = await show({ year: [2025, 2024], product_code: 'UNI-BIO-500' });
    expect(res.status).toBe(200);
    const [y2024, y2025] = res.body.result.forecasting as ForecastYear[];
    expect([y2024.year, y2025.year]).toEqual([2024, 2025]);
    for (const list of [y2025.rts, y2025.adjustment, y2025.received_inventories, y2025.pencil_book, y2025.incoming_po]) {
      expect(list.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
    const sales2024 = y2024.actual_sales.reduce((s, m) => s + m.actual_sales_data, 0);
    const end2024 = y2024.beginning_inventory - sales2024 + total(y2024.rts) + total(y2024.adjustment) + total(y2024.received_inventories) + total(y2024.other_movements);
    expect(y2025.beginning_inventory).toBe(end2024);
    const onHand = await t.db.one<{ q: number }>(sql`SELECT SUM(quantity)::int AS q FROM inventory_movements WHERE product_id = 1 AND transaction_date < '2025-01-01'`);
    expect(y2025.beginning_inventory).toBe(onHand!.q);
  });

  it('agrees with the documents: sales with invoice lines, receipts with receiving lines, RTS with returns', async () => {
    const y = (await show({ year: [2025], product_code: 'UNI-BIO-500' })).body.result.forecasting[0] as ForecastYear;
    const docs = await t.db.rows<{ month: number; sold: number; received: number; returned: number }>(sql`
      SELECT m.month,
        COALESCE((SELECT SUM(l.qty) FROM sales_invoice_lines l JOIN sales_invoices s USING (si_id)
                  WHERE l.product_id = 1 AND extract(year FROM s.si_date) = 2025 AND extract(month FROM s.si_date) = m.month), 0)::int AS sold,
        COALESCE((SELECT SUM(l.received_quantity) FROM receiving_lines l JOIN receiving_reports r USING (rr_id)
                  WHERE l.product_id = 1 AND extract(year FROM r.rr_date) = 2025 AND extract(month FROM r.rr_date) = m.month), 0)::int AS received,
        COALESCE((SELECT SUM(r.qty) FROM sales_returns r JOIN sales_invoice_lines l USING (line_id)
                  WHERE l.product_id = 1 AND extract(year FROM r.return_date) = 2025 AND extract(month FROM r.return_date) = m.month), 0)::int AS returned
      FROM generate_series(1, 12) AS m(month) ORDER BY m.month`);
    expect(y.actual_sales.map((m) => m.actual_sales_data)).toEqual(docs.map((d) => d.sold));
    expect(y.received_inventories.map((m) => m.qty)).toEqual(docs.map((d) => d.received));
    expect(y.rts.map((m) => m.qty)).toEqual(docs.map((d) => d.returned));
    expect(docs.reduce((s, d) => s + d.sold, 0)).toBeGreaterThan(0);
    expect(total(y.adjustment)).toBeLessThan(0);
  });

  it('returns the forecast with its previous version, incoming purchase orders, vendor, terms and available years', async () => {
    const res = (await show({ year: [2026], product_code: 'UNI-BIO-500' })).body.result;
    const y = res.forecasting[0] as ForecastYear;
    expect(y.forecast.map((f) => [f.is_current, f.forecast_date])).toEqual([
      [true, '2026-03-01'],
      [false, '2025-12-01'],
    ]);
    // Every PO of the product due in 2026 (a request's wanted delivery, a direct PO's delivery date), the received history aside.
    const po = await t.db.rows<{ po_no: string; pr_no: string | null; qty: number }>(sql`
      SELECT po.po_no, pr.pr_no, l.requested_qty AS qty FROM purchase_orders po LEFT JOIN purchase_requests pr USING (pr_hdr_id)
      JOIN purchase_request_lines l ON l.po_hdr_id = po.po_hdr_id
      WHERE l.product_id = 1 AND po.approved_status <> 2 AND NOT po_received_outside_receipts(po.po_no)
        AND extract(year FROM COALESCE(pr.estimated_delivery_date, po.delivery_date, po.po_date)) = 2026
      ORDER BY COALESCE(pr.estimated_delivery_date, po.delivery_date, po.po_date), po.po_hdr_id`);
    // The product's 2026 history POs (received on reports before the receipts module) are not incoming.
    const history = await t.db.rows<{ po_no: string }>(sql`
      SELECT DISTINCT po.po_no FROM purchase_orders po JOIN purchase_request_lines l ON l.po_hdr_id = po.po_hdr_id
      WHERE l.product_id = 1 AND po_received_outside_receipts(po.po_no) AND extract(year FROM po.delivery_date) = 2026`);
    expect(history.length).toBeGreaterThan(0);
    const listed = y.incoming_po.flatMap((m) => m.po.map((p) => ({ ...p, month: m.month })));
    expect(listed.map((p) => [p.po_no, p.pr_no, p.total_orders])).toEqual(po.map((p) => [p.po_no, p.pr_no, p.qty]));
    expect(listed.filter((p) => history.some((h) => h.po_no === p.po_no))).toEqual([]);
    expect(res.product).toMatchObject({ product_code: 'UNI-BIO-500', quantity: 50, supplier_lead_time: 14, product_vendor: { vendor_code: 'V-0001' } });
    expect(res.product.product_payments).toMatchObject({ percent_down_payment: '30.00', percent_upon_delivery: '70.00', pdc_payment: [] });
    expect(res.available_years).toEqual([2022, 2023, 2024, 2025, 2026, 2027]);
  });

  it('refuses bad input with 00001, an unknown product with 404, and needs a product scope', async () => {
    const bad = await show({ year: [], product_code: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.result).toEqual(expect.arrayContaining(['Please select a year.', 'Product code is required.']));
    expect((await show({ year: ['x'], product_code: 'UNI-BIO-500' })).body.code).toBe('00001');
    expect((await show({ year: [2026], product_code: 'NOPE' })).status).toBe(404);
    expect((await show({ year: [2026], product_code: 'UNI-BIO-500' }, await t.login('finance'))).status).toBe(403);
  });
});

describe('forecast save', () => {
  it('saves 00003; months up to the current one keep their forecast; the previous version stays as history', async () => {
    const before = (await show({ year: [2026], product_code: 'UNI-NEO-TAB' })).body.result.forecasting[0] as ForecastYear;
    const current = before.forecast[0];
    const res = await save({ product_code: 'UNI-NEO-TAB', forecast_year: 2026, forecast_date: '2026-03-02', ...months(0), april: 77, december: 12 });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('00003');
    expect(res.body.result).toMatchObject({ january: current.january, february: current.february, march: current.march, april: 77, may: 0, december: 12, is_current: true });
    const after = (await show({ year: [2026], product_code: 'UNI-NEO-TAB' })).body.result.forecasting[0] as ForecastYear;
    expect(after.forecast).toHaveLength(before.forecast.length + 1);
    expect(after.forecast[0]).toMatchObject({ april: 77, is_current: true, created_by_name: 'Cristina Villanueva' });
    expect(after.forecast[1]).toMatchObject({ forecast_id: current.forecast_id, is_current: false });
    const next = await save({ product_code: 'PFZ-NOR-5', forecast_year: 2028, forecast_date: '2026-03-02', ...months(5) });
    expect(next.body.result).toMatchObject({ january: 5, december: 5 });
  });

  it('refuses past years, negative or fractional quantities, unknown products, and users without save_forecast', async () => {
    const past = await save({ product_code: 'UNI-BIO-500', forecast_year: 2025, forecast_date: '2026-03-02', ...months(1) });
    expect(past.body).toEqual({ code: '00001', result: ['The forecast of 2025 can no longer be changed.'] });
    const wrong = await save({ product_code: 'UNI-BIO-500', forecast_year: 2026, forecast_date: '2026-03-02', ...months(1), may: -1, june: 1.5 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.result).toEqual(['May must not be negative.', 'June must be a whole number.']);
    expect((await save({ product_code: 'NOPE', forecast_year: 2026, forecast_date: '2026-03-02', ...months(1) })).status).toBe(404);
    const approver = await t.login('approver');
    expect((await save({ product_code: 'UNI-BIO-500', forecast_year: 2026, forecast_date: '2026-03-02', ...months(1) }, approver)).status).toBe(403);
  });
});
