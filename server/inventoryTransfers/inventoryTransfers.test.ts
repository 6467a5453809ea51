import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_TAB_CODES, transferWorkflow, type ProposalResult, type TransferDetail, type TransferStatus } from '../../contract/inventoryTransfers';
import { tabOf } from '../../contract/kit';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

let t: TestServer;
let warehouse: string;
let approver: string;
let admin: string;
let viewer: string;
let productId: number;
/** Reserve (Main/Central) pallets of the main warehouse, and one pick face. */
let mc: { pallet_id: number; pallet_code: string }[];
let pick: { pallet_id: number; pallet_code: string };
const batch: Record<'early' | 'late' | 'last', number> = { early: 0, late: 0, last: 0 };

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = warehouse) => t.call({ method, url: `/api${url}`, payload, token });
const act = (id: number, action: string, token: string, reason?: string) => call('POST', `/inventory/transfer/${action}/${id}`, reason ? { reason } : {}, token);
const line = (b: number, origin: number, quantity: number, destination = pick.pallet_id) => ({
  product_id: productId,
  batch_id: b,
  origin_pallet_id: origin,
  destination_pallet_id: destination,
  requested_quantity: quantity,
});
const create = (lines: object[], extra: object = {}, token = warehouse) => call('POST', '/inventory/transfer/create', { transfer_version: 'v2', remarks: 'Pick face low', lines, ...extra }, token);

const stockOf = async (pallet: number, b: number) =>
  Number((await t.db.one<{ q: string | null }>(sql`SELECT SUM(quantity)::text AS q FROM pallet_stock WHERE pallet_id = ${pallet} AND batch_id = ${b}`))?.q ?? 0);
const glTotals = () => t.db.one<{ n: number; d: string; c: string }>(sql`SELECT COUNT(*)::int AS n, COALESCE(SUM(debit), 0)::text AS d, COALESCE(SUM(credit), 0)::text AS c FROM journal_lines`);

async function created(lines: object[], extra: object = {}, token = warehouse): Promise<TransferDetail> {
  const r = await create(lines, { accept_warnings: true, ...extra }, token);
  expect(r.body.code, JSON.stringify(r.body)).toBe('00003');
  return r.body.result;
}

beforeAll(async () => {
  t = await createTestServer();
  [warehouse, approver, admin, viewer] = await Promise.all(['warehouse', 'approver', 'admin', 'viewer'].map((u) => t.login(u)));
  // A product of our own, so the demo's stock does not blur the figures.
  productId = (await t.db.one<{ id: number }>(sql`
    INSERT INTO products (product_code, product_name, generic_name, supplier_id, qty_per_pack, cost_vat)
    SELECT 'ZZ-TRF-01', 'Transferol 500 mg', 'Transferol', supplier_id, 1, 100.00 FROM products ORDER BY product_id LIMIT 1 RETURNING product_id AS id`))!.id;
  mc = await t.db.rows(sql`
    SELECT wp.pallet_id, wp.pallet_code FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
    WHERE w.kind = 'main' AND f.area = 'reserve' AND wp.active AND f.is_active = 1 ORDER BY wp.pallet_code DESC LIMIT 3`);
  pick = (await t.db.one(sql`
    SELECT wp.pallet_id, wp.pallet_code FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
    WHERE w.kind = 'main' AND f.area = 'picking' AND wp.active ORDER BY wp.pallet_code DESC LIMIT 1`))!;
  // Expiry from the test day 2026-03-02: early in 6 months (red band), late in 21 months, last in 14 months.
  for (const [k, no, exp] of [['early', 'TRF-E1', '2026-09-15'], ['late', 'TRF-L1', '2027-12-01'], ['last', 'TRF-X1', '2027-05-20']] as const) {
    batch[k] = (await t.db.one<{ id: number }>(sql`INSERT INTO product_batches (product_id, batch_no, expiry_date) VALUES (${productId}, ${no}, ${exp}::date) RETURNING batch_id AS id`))!.id;
  }
  // Opening stock at 100.00 a unit: early 10 on mc[0], late 50 on mc[1], last 5 on mc[2].
  for (const [b, p, q] of [[batch.early, mc[0], 10], [batch.late, mc[1], 50], [batch.last, mc[2], 5]] as const) {
    await t.db.run(sql`
      INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost, amount,
                                       floor, pallet_code, pallet_id, status)
      SELECT ${productId}, ${b}, DATE '2026-02-02', 'IN', 'BEG', 'OPENING', ${q}, 100, 100, ${q * 100}, f.floor, wp.pallet_code, wp.pallet_id, 1
      FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id WHERE wp.pallet_id = ${p.pallet_id}`);
  }
});
afterAll(async () => t?.close());

describe('replenishment, expiry first', () => {
  it('proposes the batch that expires first, spreads the asked quantity expiry first, and warns on the red band', async () => {
    const r = await call('POST', '/v2/inventory/transfer/request', { products: [{ product_id: productId, quantity: 30 }] });
    expect(r.body.code, JSON.stringify(r.body)).toBe('00000');
    const { rows, warnings } = r.body.result as ProposalResult;
    expect(rows.map((x) => [x.batch_no, x.fefo_rank, x.available_quantity, x.requested_quantity])).toEqual([
      ['TRF-E1', 1, 10, 10],
      ['TRF-X1', 2, 5, 5],
      ['TRF-L1', 3, 50, 15],
    ]);
    expect(rows[0]).toMatchObject({ main: 65, picking: 0, shelf_life_months: 6, pallet_origin: mc[0].pallet_code });
    expect(rows[0].destination_pallet_id).not.toBeNull();
    expect(rows[0].warnings).toEqual(['Transferol 500 mg batch TRF-E1 expires in 6 months (under 8: red shelf-life band).']);
    expect(rows[1].warnings).toEqual([]);
    expect(warnings).toEqual([]);
    const short = (await call('POST', '/v2/inventory/transfer/request', { products: [{ product_id: productId, quantity: 100 }] })).body.result as ProposalResult;
    expect(short.warnings).toEqual(['Transferol 500 mg: only 65 of the 100 asked for are available in the Main/Central area.']);
  });

  it('refuses what the rules forbid and asks to accept the warnings', async () => {
    const tooMuch = await create([line(batch.late, mc[1].pallet_id, 51)]);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.result).toEqual([`Pallet ${mc[1].pallet_code} holds 50 of Transferol 500 mg batch TRF-L1; 51 cannot be moved.`]);
    const fromPicking = await create([line(batch.late, pick.pallet_id, 1, mc[1].pallet_id)]);
    expect(fromPicking.body.fields['lines.0.origin_pallet_id']).toEqual(['Line 1: a replenishment takes stock from the Main/Central (reserve) area.']);
    const dup = await create([line(batch.late, mc[1].pallet_id, 1), line(batch.late, mc[1].pallet_id, 2)]);
    expect(dup.body.result).toEqual(['Line 2 repeats an earlier line (same batch, origin and destination pallet).']);
    const same = await create([line(batch.late, mc[1].pallet_id, 1, mc[1].pallet_id)], { transfer_version: 'v1' });
    expect(same.body.fields['lines.0.destination_pallet_id']).toEqual(['Line 1: the destination pallet must differ from the origin pallet.']);
    const notFefo = await create([line(batch.late, mc[1].pallet_id, 5)]);
    expect(notFefo.status).toBe(422);
    expect(notFefo.body.fields.accept_warnings).toEqual(['Transferol 500 mg batch TRF-L1 is not the one expiring first: batch TRF-E1 expires earlier.']);
    expect((await create([line(batch.late, mc[1].pallet_id, 5)], {}, viewer)).status).toBe(403);
  });
});

describe('request, approve, post, receive', () => {
  let tr: TransferDetail;

  it('the requester cannot approve; the approver can', async () => {
    tr = await created([line(batch.early, mc[0].pallet_id, 4)]);
    expect(tr).toMatchObject({ status: 0, transfer_version: 'v2', products: 1 });
    expect(tr.transfer_code).toMatch(/^ITR-2026-\d{6}$/);
    expect((await act(tr.transfer_id, 'approve', warehouse)).status).toBe(403);
    // The admin holds every scope, yet does not check a request of their own.
    const own = await created([line(batch.late, mc[1].pallet_id, 1)], {}, admin);
    const self = await act(own.transfer_id, 'approve', admin);
    expect(self.status).toBe(409);
    expect(self.body.result[0]).toMatch(/was created by you; someone else must approve it\.$/);
    expect((await act(own.transfer_id, 'cancel', admin, 'Raised by mistake')).body.result.status).toBe(4);
    const ok = await act(tr.transfer_id, 'approve', approver);
    expect(ok.body.code, JSON.stringify(ok.body)).toBe('00004');
    expect(ok.body.result.lines[0].approved_quantity).toBe(4);
  });

  it('posting moves the stock out of the origin pallet; receiving brings it in; the books never change', async () => {
    const gl = await glTotals();
    const posted = await act(tr.transfer_id, 'post', warehouse);
    expect(posted.body.code, JSON.stringify(posted.body)).toBe('00004');
    expect(posted.body.result.status).toBe(3);
    expect(await stockOf(mc[0].pallet_id, batch.early)).toBe(6);
    expect(await stockOf(pick.pallet_id, batch.early)).toBe(0); // in transit
    const pair = await t.db.rows<{ movement_type: string; quantity: number; amount: string; pallet_id: number; status: number }>(sql`
      SELECT movement_type, quantity, amount::text, pallet_id, status::int AS status FROM inventory_movements
      WHERE module = 'IT' AND source_document = ${tr.transfer_code} ORDER BY movement_id`);
    expect(pair).toEqual([
      { movement_type: 'OUT', quantity: -4, amount: '-400.00', pallet_id: mc[0].pallet_id, status: 1 },
      { movement_type: 'IN', quantity: 4, amount: '400.00', pallet_id: pick.pallet_id, status: 0 },
    ]);
    const received = await act(tr.transfer_id, 'receive', warehouse);
    expect(received.body.result).toMatchObject({ status: 6 });
    expect(received.body.result.lines[0].received_quantity).toBe(4);
    expect(await stockOf(pick.pallet_id, batch.early)).toBe(4);
    // The sub-ledger's product total is unchanged by the pair, and so is every journal line.
    const sub = await t.db.one<{ q: string; a: string }>(sql`SELECT SUM(quantity)::text AS q, SUM(amount)::text AS a FROM product_month_totals WHERE product_id = ${productId}`);
    expect(sub).toEqual({ q: '65', a: '6500.00' });
    expect(await glTotals()).toEqual(gl);
    const history = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'inventory_transfers' AND entity_id = ${tr.transfer_id} ORDER BY id`);
    expect(history.map((h) => h.action)).toEqual(['requested', 'approved', 'posted', 'received']);
  });

  it('the tabs list by status behind their scopes', async () => {
    const received = await call('GET', `/inventory/transfer/list/received?version=v2&search=${tr.transfer_code}`);
    expect(received.body.result.map((r: { transfer_code: string }) => r.transfer_code)).toEqual([tr.transfer_code]);
    const pending = await call('GET', `/inventory/transfer/list/confirmation?version=v2&search=${tr.transfer_code}`);
    expect(pending.body.total_rows).toBe(0);
    expect((await call('GET', '/inventory/transfer/list/in-transit', undefined, viewer)).status).toBe(403);
    expect((await call('GET', '/inventory/transfer/list/cancelled?version=v1', undefined, approver)).status).toBe(200);
  });

  it("the table's tab column groups the statuses as the workflow's tabs do", async () => {
    const rows = await t.db.transaction(async (tx) => {
      await tx.run(sql`
        INSERT INTO inventory_transfers (transfer_code, transfer_version, posting_date, status, requested_by, requested_at)
        SELECT 'TAB-' || s, 'v1', DATE '2026-03-02', s, (SELECT id FROM users WHERE username = 'warehouse'), now() FROM generate_series(0, 6) s`);
      const found = await tx.rows<{ status: number; tab: number }>(sql`SELECT status::int AS status, tab::int AS tab FROM inventory_transfers WHERE transfer_code LIKE 'TAB-%' ORDER BY status`);
      await tx.run(sql`DELETE FROM inventory_transfers WHERE transfer_code LIKE 'TAB-%'`);
      return found;
    });
    expect(rows.map((r) => r.tab)).toEqual(rows.map((r) => TRANSFER_TAB_CODES[tabOf(transferWorkflow, r.status as TransferStatus)!.key]));
    expect(rows.map((r) => r.tab)).toEqual([0, 1, 1, 1, 4, 6, 6]);
  });
});

describe('racing for the last units', () => {
  it('two posts for the last 5 units of a pallet: one wins, the other is refused naming product, batch and pallet', async () => {
    const a = await created([line(batch.last, mc[2].pallet_id, 5)]);
    // The second asks for units the first already holds: a warning the user accepts.
    const warned = await create([line(batch.last, mc[2].pallet_id, 5)]);
    expect(warned.body.fields.accept_warnings).toContain(`5 of Transferol 500 mg batch TRF-X1 on pallet ${mc[2].pallet_code} are already requested by other open transfers.`);
    const b = await created([line(batch.last, mc[2].pallet_id, 5)]);
    await act(a.transfer_id, 'approve', approver);
    await act(b.transfer_id, 'approve', approver);
    const results = await Promise.all([act(a.transfer_id, 'post', warehouse), act(b.transfer_id, 'post', warehouse)]);
    expect(results.map((r) => r.body.code).sort()).toEqual(['00001', '00004']);
    const lost = results.find((r) => r.body.code === '00001')!;
    expect(lost.body.result).toEqual([`Pallet ${mc[2].pallet_code} holds 0 of Transferol 500 mg batch TRF-X1; 5 cannot be moved.`]);
    expect(await stockOf(mc[2].pallet_id, batch.last)).toBe(0);
    const loser = lost === results[0] ? a : b;
    // The refused post left nothing behind: still approved, no movements.
    expect((await call('GET', `/inventory/transfer/show/${loser.transfer_id}`)).body.result.status).toBe(1);
    expect(await t.db.one(sql`SELECT 1 FROM inventory_movements WHERE source_document = ${loser.transfer_code}`)).toBeUndefined();
    // Never below zero on any pallet.
    expect(await t.db.one(sql`SELECT 1 FROM pallet_stock WHERE quantity < 0 AND product_id = ${productId}`)).toBeUndefined();
  });
});

describe('cancel and edit rules', () => {
  it('a pending transfer is edited and cancelled with a reason; a posted one is not', async () => {
    const tr = await created([line(batch.late, mc[1].pallet_id, 3)]);
    const upd = await call('POST', `/inventory/transfer/update/${tr.transfer_id}`, { remarks: 'Two pick faces', accept_warnings: true, lines: [line(batch.late, mc[1].pallet_id, 7)] });
    expect(upd.body.code, JSON.stringify(upd.body)).toBe('00004');
    expect(upd.body.result.lines[0].requested_quantity).toBe(7);
    expect((await act(tr.transfer_id, 'cancel', warehouse)).status).toBe(422);
    const cancelled = await act(tr.transfer_id, 'cancel', warehouse, 'Pick face refilled by hand');
    expect(cancelled.body.result).toMatchObject({ status: 4, reason: 'Pick face refilled by hand' });
    expect((await act(tr.transfer_id, 'approve', approver)).status).toBe(409);
    const again = await call('POST', `/inventory/transfer/update/${tr.transfer_id}`, { lines: [line(batch.late, mc[1].pallet_id, 1)], accept_warnings: true });
    expect(again.body.result).toEqual([`Transfer ${tr.transfer_code} is Cancelled; only a pending transfer can be changed.`]);

    const moved = await created([line(batch.late, mc[1].pallet_id, 2)]);
    await act(moved.transfer_id, 'approve', approver);
    await act(moved.transfer_id, 'post', warehouse);
    const late = await act(moved.transfer_id, 'cancel', warehouse, 'Too late');
    expect(late.status).toBe(409);
    expect(late.body.result[0]).toBe(`Transfer ${moved.transfer_code} is Posted; it cannot be cancelled.`);
  });

  it('a floor to floor transfer moves between any two pallets and is numbered in its own series', async () => {
    const tr = await created([line(batch.late, mc[1].pallet_id, 1, mc[0].pallet_id)], { transfer_version: 'v1' });
    expect(tr.transfer_code).toMatch(/^ITF-2026-\d{6}$/);
    expect(tr.lines[0]).toMatchObject({ pallet_origin: mc[1].pallet_code, pallet_destination: mc[0].pallet_code, available_stock: 48 });
  });
});

describe('receiving part of a transfer', () => {
  it('posts what arrived, keeps the rest in transit (Posted, partly received) until the last units; refuses more than is in transit', async () => {
    const gl = await glTotals();
    const tr = await created([line(batch.late, mc[1].pallet_id, 6)]);
    await act(tr.transfer_id, 'approve', approver);
    await act(tr.transfer_id, 'post', warehouse);
    const onPick = await stockOf(pick.pallet_id, batch.late);
    const receive = (lines: object[]) => call('POST', `/inventory/transfer/receive/${tr.transfer_id}`, { lines });
    const pendingOf = async () =>
      (await t.db.one<{ q: number; a: string }>(sql`
        SELECT COALESCE(SUM(quantity) FILTER (WHERE status = 0), 0)::int AS q, SUM(amount)::text AS a FROM inventory_movements WHERE module = 'IT' AND source_document = ${tr.transfer_code}`))!;

    const part = await receive([{ line_no: 1, quantity: 2 }]);
    expect(part.body.code, JSON.stringify(part.body)).toBe('00004');
    expect(part.body.result).toMatchObject({ status: 3, partly_received: true });
    expect(part.body.result.lines[0]).toMatchObject({ posted_quantity: 6, received_quantity: 2 });
    expect(await stockOf(pick.pallet_id, batch.late)).toBe(onPick + 2);
    expect(await pendingOf()).toEqual({ q: 4, a: '0.00' });
    // The reports' in-transit figure (the kept pending quantity) shows the 4 still on the way.
    const kept = await t.db.one<{ q: number }>(sql`SELECT SUM(pending)::int AS q FROM stock_month_totals WHERE pallet_id = ${pick.pallet_id} AND batch_id = ${batch.late}`);
    expect(kept!.q).toBe(4 + 2); // and the 2 of the transfer posted in the edit test, never received
    const listed = await call('GET', `/inventory/transfer/list/in-transit?version=v2&search=${tr.transfer_code}`);
    expect(listed.body.result.map((r: { status: number; partly_received: boolean }) => [r.status, r.partly_received])).toEqual([[3, true]]);

    const tooMany = await receive([{ line_no: 1, quantity: 5 }]);
    expect(tooMany.body.code).toBe('00001');
    expect(tooMany.body.result).toEqual(['Line 1: only 4 units are still in transit.']);
    expect((await receive([{ line_no: 1, quantity: 0 }])).body.result).toEqual(['Enter the quantity received on at least one line.']);
    expect((await receive([{ line_no: 9, quantity: 1 }])).body.result).toEqual(['Line 9 is not a line of this transfer.']);

    const rest = await receive([{ line_no: 1, quantity: 4 }]);
    expect(rest.body.result).toMatchObject({ status: 6, partly_received: false });
    expect(rest.body.result.lines[0].received_quantity).toBe(6);
    expect(await stockOf(pick.pallet_id, batch.late)).toBe(onPick + 6);
    expect(await pendingOf()).toEqual({ q: 0, a: '0.00' });
    expect(await glTotals()).toEqual(gl);
    const history = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'inventory_transfers' AND entity_id = ${tr.transfer_id} ORDER BY id`);
    expect(history.map((h) => h.action)).toEqual(['requested', 'approved', 'posted', 'partly received', 'received']);
    // After every post, receipt and race of this file, the kept pallet stock (migration 132) is what the posted movements add up to.
    const drift = await t.db.one<{ n: number }>(sql`
      SELECT COUNT(*)::int AS n FROM (SELECT pallet_id, batch_id, SUM(quantity) AS q FROM inventory_movements WHERE status = 1 AND pallet_id IS NOT NULL GROUP BY 1, 2) m
      FULL JOIN pallet_batch_stock k USING (pallet_id, batch_id) WHERE COALESCE(m.q, 0) <> COALESCE(k.quantity, 0)`);
    expect(drift!.n).toBe(0);
  });
});

describe('the expiry day (one rule, contract/expiry.ts)', () => {
  it('a batch expiring today is not proposed, cannot go to a pick face, and is no "earlier batch" to warn of; it may move within the reserve', async () => {
    const today = (await t.db.one<{ id: number }>(sql`INSERT INTO product_batches (product_id, batch_no, expiry_date) VALUES (${productId}, 'TRF-T0', DATE '2026-03-02') RETURNING batch_id AS id`))!.id;
    await t.db.run(sql`
      INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost, amount, floor, pallet_code, pallet_id, status)
      SELECT ${productId}, ${today}, DATE '2026-02-02', 'IN', 'BEG', 'OPENING', 7, 100, 100, 700, f.floor, wp.pallet_code, wp.pallet_id, 1
      FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id WHERE wp.pallet_id = ${mc[2].pallet_id}`);
    const proposal = (await call('POST', '/v2/inventory/transfer/request', { products: [{ product_id: productId, quantity: 1 }] })).body.result as ProposalResult;
    expect(proposal.rows.map((r) => r.batch_no)).not.toContain('TRF-T0');
    const toPick = await create([line(today, mc[2].pallet_id, 1)]);
    expect(toPick.body.fields['lines.0.batch_id']).toEqual([
      'Line 1: Transferol 500 mg batch TRF-T0 expired on 2026-03-02; expired stock stays in the reserve until it is written off.',
    ]);
    // The earliest batch still sellable leads the FEFO warning, not the expired one.
    const late = await create([line(batch.late, mc[1].pallet_id, 1)]);
    expect(late.body.fields.accept_warnings.join(' ')).not.toContain('TRF-T0');
    const withinReserve = await create([line(today, mc[2].pallet_id, 1, mc[0].pallet_id)], { transfer_version: 'v1', accept_warnings: true });
    expect(withinReserve.body.code, JSON.stringify(withinReserve.body)).toBe('00003');
  });
});
