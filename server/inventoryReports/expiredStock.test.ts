import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpiredStockRow, ExpiredWriteDown } from '../../contract/expiredStock';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * Expired stock (issue 25, defect 9): carried at full cost until written down.
 * The report lists it at the batch's cost; the proposal writes it down through
 * Expiry Write-off adjustments that someone else approves, and the books move
 * (5050 debited, 1200 credited) with the stock sub-ledger still equal to 1200.
 */
let t: TestServer;
let warehouse: string;
let approver: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestServer();
  [warehouse, approver, viewer] = await Promise.all(['warehouse', 'approver', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (url: string, payload: object = {}, token = warehouse) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const report = async (body: object = {}) => (await call('/inventory/expired-stock', body)).body.result as ExpiredStockRow[];
const books = () =>
  t.db.one<{ inventory: string; subledger: string; writeoff: string }>(sql`
    SELECT (SELECT COALESCE(SUM(debit - credit), 0)::text FROM journal_lines WHERE account_code = '1200') AS inventory,
           (SELECT COALESCE(SUM(amount), 0)::text FROM inventory_movements) AS subledger,
           (SELECT COALESCE(SUM(debit - credit), 0)::text FROM journal_lines WHERE account_code = '5050') AS writeoff`);

describe('expired stock', () => {
  it('lists what sits on the pallets past its expiry, valued at the batch cost', async () => {
    const rows = await report();
    expect(rows.length).toBeGreaterThan(0);
    const today = '2026-03-02';
    for (const r of rows.slice(0, 50)) {
      expect(r.expiry_date <= today).toBe(true);
      expect(r.quantity).toBeGreaterThan(0);
      expect(Math.abs(Number(r.value) - r.quantity * Number(r.unit_cost))).toBeLessThan(0.006);
      expect(r.proposed_in).toBeNull();
    }
    // Every expired batch with stock on a pallet is there, with its quantity.
    const expected = await t.db.one<{ n: number; q: number }>(sql`
      SELECT COUNT(*)::int AS n, SUM(ps.quantity)::int AS q FROM pallet_stock ps JOIN product_batches b ON b.batch_id = ps.batch_id
      WHERE ps.quantity > 0 AND b.expiry_date <= DATE '2026-03-02'`);
    expect({ n: rows.length, q: rows.reduce((s, r) => s + r.quantity, 0) }).toEqual(expected);
    const one = rows[0];
    const code = (await t.db.one<{ c: string }>(sql`
      SELECT w.warehouse_code AS c FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
      WHERE wp.pallet_id = ${one.pallet_id}`))!.c;
    expect((await report({ warehouse: code })).every((r) => r.warehouse === one.warehouse)).toBe(true);
    expect((await call('/inventory/expired-stock', {}, viewer)).status).toBe(403);
  });

  it('proposes the write-down as Expiry Write-off drafts of 500 lines at most, once; another user approves and the books follow', async () => {
    expect((await call('/inventory/expired-stock/write-down', {}, viewer)).status).toBe(403);
    const rows = await report();
    const value = rows.reduce((s, r) => s + Math.round(Number(r.value) * 100), 0);
    const r = await call('/inventory/expired-stock/write-down');
    expect(r.body.code, JSON.stringify(r.body)).toBe('00003');
    const done = r.body.result as ExpiredWriteDown;
    expect(done.adjustments.map((a) => a.lines)).toEqual(
      Array.from({ length: Math.ceil(rows.length / 500) }, (_, i) => Math.min(500, rows.length - i * 500)),
    );
    expect(done.adjustments.reduce((s, a) => s + Math.round(Number(a.total_amount) * 100), 0)).toBe(value);
    expect(done.message).toMatch(/inventory adjustment.* proposed as drafts/);
    const kinds = await t.db.rows<{ adjustment_type: string; status: number }>(sql`
      SELECT adjustment_type, status FROM inventory_adjustments WHERE adjustment_id = ANY(${`{${done.adjustments.map((a) => a.adjustment_id).join(',')}}`}::int[])`);
    expect(kinds.every((k) => k.adjustment_type === 'expiry' && k.status === 0)).toBe(true);

    // Proposed once: the report shows where, and a second proposal has nothing left.
    expect((await report()).every((x) => x.proposed_in !== null)).toBe(true);
    const again = await call('/inventory/expired-stock/write-down');
    expect(again.status).toBe(422);
    expect(again.body.result).toEqual(['No expired stock is left to write down: every expired batch is on an open write-down already, or none has stock.']);

    // The maker submits; only someone else approves; the approval posts Dr 5050 / Cr 1200 and the stock leaves.
    const first = done.adjustments[0];
    const before = (await books())!;
    expect((await t.call({ method: 'POST', url: `/api/inventory/adjustment/${first.adjustment_id}/submit`, payload: {}, token: warehouse })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/inventory/adjustment/${first.adjustment_id}/approve`, payload: {}, token: warehouse })).status).toBe(403);
    const ok = await t.call({ method: 'POST', url: `/api/inventory/adjustment/${first.adjustment_id}/approve`, payload: {}, token: approver });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const after = (await books())!;
    expect(after.inventory).toBe(after.subledger);
    expect((Number(before.inventory) - Number(after.inventory)).toFixed(2)).toBe(first.total_amount);
    expect((Number(after.writeoff) - Number(before.writeoff)).toFixed(2)).toBe(first.total_amount);
    expect((await report()).length).toBe(rows.length - first.lines);
  });
});
