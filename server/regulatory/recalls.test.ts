import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecallDetail, RecallRow } from '../../contract/recalls';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { DEMO_SIGNATURE } from '../srpf/seed';
import { multipartBody, PDF } from '../uploads/testFiles';

/**
 * The recall workspace (issue 28): a batch delivered to customers is recalled; every customer that got it
 * is listed with what it holds; notifications are logged (only to receivers, not once closed); a stock
 * return of the batch — pull-out, approval, receipt — moves the effectiveness, per customer and overall.
 */
let t: TestServer;
let warehouse: string;
let credit: string;
let approver: string;
let viewer: string;
let line: { line_id: number; si_id: number; batch_id: number; batch_no: string; product_code: string; customer_id: number; qty: number; other_batch: number };
let recall: RecallDetail;

beforeAll(async () => {
  t = await createTestServer();
  [warehouse, credit, approver, viewer] = await Promise.all(['warehouse', 'credit', 'approver', 'viewer'].map((u) => t.login(u)));
  // An invoice line of 6+ packs of the year before the test clock, never returned, of a product another batch of which went to
  // another customer (the demo books deliver each batch to one customer): the recall takes both batches.
  line = (await t.db.one<typeof line>(sql`
    SELECT l.line_id::int, si.si_id::int, l.batch_id, b.batch_no, p.product_code, si.customer_id, l.qty,
           (SELECT l2.batch_id FROM sales_invoice_lines l2 JOIN sales_invoices s2 ON s2.si_id = l2.si_id
            WHERE l2.product_id = l.product_id AND s2.customer_id <> si.customer_id ORDER BY l2.line_id LIMIT 1) AS other_batch
    FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id JOIN product_batches b ON b.batch_id = l.batch_id JOIN products p ON p.product_id = l.product_id
    WHERE si.si_date BETWEEN DATE '2025-06-01' AND DATE '2026-02-28' AND l.qty >= 6 AND p.active = 1
      AND NOT EXISTS (SELECT 1 FROM sales_returns r WHERE r.line_id = l.line_id)
      AND EXISTS (SELECT 1 FROM sales_invoice_lines l2 JOIN sales_invoices s2 ON s2.si_id = l2.si_id WHERE l2.product_id = l.product_id AND s2.customer_id <> si.customer_id)
    ORDER BY l.line_id LIMIT 1`))!;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.call({ method, url: `/api${url}`, token, payload });

describe('a recall', () => {
  it('offers the batches of a product and starts a recall of one, listing every customer that received it', async () => {
    const batches = (await call('GET', `/recalls/batches?product_code=${line.product_code}`, warehouse)).body.result as { batch_id: number; delivered: number }[];
    expect(batches.find((b) => b.batch_id === line.batch_id)!.delivered).toBeGreaterThanOrEqual(line.qty);
    expect((await call('POST', '/recalls', approver, { product_code: line.product_code, batch_ids: [line.batch_id], recall_class: 2, reason: 'x', initiated_on: '2026-03-02' })).status).toBe(403);
    const other = await t.db.one<{ id: number }>(sql`SELECT batch_id AS id FROM product_batches WHERE product_id <> (SELECT product_id FROM products WHERE product_code = ${line.product_code}) LIMIT 1`);
    const wrong = await call('POST', '/recalls', warehouse, { product_code: line.product_code, batch_ids: [other!.id], recall_class: 2, reason: 'x', initiated_on: '2026-03-02' });
    expect(wrong.body.fields.batch_ids).toEqual(['A batch chosen is not of this product.']);

    const made = await call('POST', '/recalls', warehouse, {
      product_code: line.product_code, batch_ids: [line.batch_id, line.other_batch], recall_class: 2, reason: 'Out-of-specification dissolution results', initiated_on: '2026-03-02',
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe('00003');
    recall = made.body.result;
    expect(recall).toMatchObject({ recall_no: 'RCL-2026-0001', recall_class: 2, status: 'open' });
    expect(recall.batches.map((b) => b.batch_no)).toContain(line.batch_no);
    expect(recall.customers.length).toBeGreaterThanOrEqual(2);
    const mine = recall.customers.find((c) => c.customer_id === line.customer_id)!;
    expect(mine.invoices).toContain((await t.db.one<{ n: string }>(sql`SELECT si_number AS n FROM sales_invoices WHERE si_id = ${line.si_id}`))!.n);
    expect(mine.recovered).toBe(0);
    expect(mine.effectiveness).toBe('0.00');
    // Distributed = what the movements delivered less what came back before the recall, customer by customer.
    const moved = await t.db.one<{ out: number }>(sql`SELECT -SUM(quantity)::int AS out FROM inventory_movements WHERE batch_id IN (${line.batch_id}, ${line.other_batch}) AND module = 'SO' AND status = 1`);
    expect(recall.customers.reduce((s, c) => s + c.delivered, 0)).toBe(moved!.out);
    expect(recall.totals).toMatchObject({ recovered: 0, effectiveness: '0.00', customers: recall.customers.length, notified: 0 });
    expect(recall.totals.distributed).toBe(recall.customers.reduce((s, c) => s + c.distributed, 0));
    const list = (await call('GET', '/recalls?page=0&page_size=10', viewer)).status;
    expect(list).toBe(403);
    const rows: RecallRow[] = (await call('GET', '/recalls?page=0&page_size=10', credit)).body.result;
    expect(rows[0]).toMatchObject({ recall_no: 'RCL-2026-0001', distributed: recall.totals.distributed, recovered: 0 });
  });

  it('logs the notification of receivers only, with its revision', async () => {
    const stranger = await t.db.one<{ id: number }>(sql`
      SELECT c.customer_id AS id FROM customers c WHERE c.customer_id NOT IN (SELECT customer_id FROM jsonb_to_recordset(${JSON.stringify(recall.customers)}::jsonb) AS x(customer_id int)) LIMIT 1`);
    const refused = await call('POST', `/recalls/${recall.recall_id}/notifications`, credit, { customer_ids: [stranger!.id], channel: 'email' });
    expect(refused.body.fields.customer_ids).toEqual(['Only customers that received the recalled batches are notified.']);
    const done = await call('POST', `/recalls/${recall.recall_id}/notifications`, credit, { customer_ids: recall.customers.map((c) => c.customer_id), channel: 'letter', remarks: 'Notice delivered by courier' });
    expect(done.body.code).toBe('00003');
    const after: RecallDetail = done.body.result;
    expect(after.totals.notified).toBe(recall.customers.length);
    expect(after.notifications).toHaveLength(recall.customers.length);
    expect(after.notifications[0]).toMatchObject({ channel: 'letter', notified_by: 'Angelica Ramos', remarks: 'Notice delivered by courier' });
    expect(await t.db.one(sql`SELECT action, module FROM revisions WHERE entity = 'recalls' AND action = 'notified'`)).toEqual({ action: 'notified', module: 'Recalls' });
  });

  it('a stock return of the batch — pulled out, approved, received — moves the effectiveness', async () => {
    const P = '/collection/salesreturn';
    const made = await call('POST', `${P}/createreturn`, credit, {
      customer_id: line.customer_id, srpf_date: '2026-03-02', srpf_type: 'SRPF', disposition: 'apply_aging', disposition_reference: [], recall_id: recall.recall_id,
      lines: [{ transaction_id: line.line_id, quantity: 6, is_loose: false, reason: 'Others' }],
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe('00013');
    const srpf = made.body.result.srpf as { srpf_id: number; srpf_no: string };
    const m = await multipartBody([{ name: 'srpf_no', value: srpf.srpf_no }, { name: 'attachments', value: { bytes: PDF, fileName: 'pull-out-slip.pdf', type: 'application/pdf' } }]);
    expect((await t.call({ method: 'POST', url: `/api${P}/additional-attachment`, token: credit, payload: m.payload, headers: m.headers })).status).toBe(200);
    expect((await call('POST', `${P}/approval`, credit, { srpf_id: srpf.srpf_id, requestor_signature: DEMO_SIGNATURE })).status).toBe(200);
    expect((await call('POST', `${P}/approve`, approver, { srpf_no: srpf.srpf_no })).status).toBe(200);
    // Approved but not received: nothing is back yet.
    expect(((await call('GET', `/recalls/${recall.recall_id}`, credit)).body.result as RecallDetail).totals.recovered).toBe(0);
    expect((await call('POST', `${P}/receive`, warehouse, { srpf_no: srpf.srpf_no })).status).toBe(200);

    const after: RecallDetail = (await call('GET', `/recalls/${recall.recall_id}`, credit)).body.result;
    const mine = after.customers.find((c) => c.customer_id === line.customer_id)!;
    expect(mine.recovered).toBe(6);
    expect(mine.effectiveness).toBe(((600 / mine.distributed).toFixed(2)));
    expect(after.totals.recovered).toBe(6);
    expect(after.totals.effectiveness).toBe((600 / after.totals.distributed).toFixed(2));
    expect(after.returns).toEqual([expect.objectContaining({ srpf_no: srpf.srpf_no, quantity: 6, batch_no: line.batch_no, names_recall: true })]);
    const rows: RecallRow[] = (await call('GET', '/recalls?page=0&page_size=10', credit)).body.result;
    expect(rows[0]).toMatchObject({ recovered: 6, effectiveness: after.totals.effectiveness });
  });

  it('exports its customers, and once closed logs nothing more', async () => {
    expect((await call('POST', `/recalls/${recall.recall_id}/export`, credit)).status).toBe(200);
    expect((await call('POST', `/recalls/${recall.recall_id}/close`, warehouse)).body.result.status).toBe('closed');
    const late = await call('POST', `/recalls/${recall.recall_id}/notifications`, credit, { customer_ids: [line.customer_id], channel: 'phone' });
    expect(late.status).toBe(409);
    expect(late.body.result).toEqual(['Recall RCL-2026-0001 is closed; nothing more is logged on it.']);
  });
});
