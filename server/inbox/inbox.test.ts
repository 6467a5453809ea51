import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxDecision, InboxItem } from '../../contract/approvalInbox';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * The approver inbox gathers what waits across the queues and decides each
 * item through its own queue's transition: the same scopes, no self-approval,
 * the legal status; a bulk decision answers every item and never applies a
 * refused one.
 */
let t: TestServer;
let approver: string;
beforeAll(async () => {
  t = await createTestServer();
  approver = await t.login('approver');
});
afterAll(async () => t?.close());

const inbox = async (token: string): Promise<InboxItem[]> => {
  const r = await t.call({ method: 'GET', url: '/api/approvals/inbox', token });
  expect(r.status).toBe(200);
  return r.body.result;
};
const act = async (token: string, body: object): Promise<InboxDecision[]> => {
  const r = await t.call({ method: 'POST', url: '/api/approvals/inbox/act', token, payload: body });
  expect(r.status).toBe(200);
  return r.body.result;
};

describe('the approver inbox', () => {
  it('lists what waits in every queue the approver decides, oldest first, with the count the header shows', async () => {
    const items = await inbox(approver);
    const queues = new Set(items.map((i) => i.source));
    for (const q of ['purchase-requests', 'treasury-requests']) expect(queues).toContain(q);
    const pendingPrs = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_requests WHERE status = 0 AND prepared_by <> (SELECT id FROM users WHERE username = 'approver')`);
    expect(items.filter((i) => i.source === 'purchase-requests')).toHaveLength(pendingPrs!.n);
    const times = items.map((i) => i.requested_at);
    expect([...times].sort()).toEqual(times);
    const treasury = items.find((i) => i.source === 'treasury-requests')!;
    expect(treasury).toMatchObject({ queue: 'Treasury Request', requester: 'Angelica Ramos', open_path: '/treasury/list-of-approvals', decline_needs_reason: true, decline_label: 'Disapprove' });
    expect(treasury.summary).toMatch(/^Change of deposit date to \d{4}-\d\d-\d\d of check /);
    const count = await t.call({ method: 'GET', url: '/api/approvals/inbox/count', token: approver });
    expect(count.body.result).toEqual({ count: items.length });
  });

  it('a maker sees nothing to decide; nobody sees their own items', async () => {
    expect(await inbox(await t.login('credit'))).toEqual([]);
    const admin = await t.login('admin');
    const adminId = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'admin'`))!.id;
    const own = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_requests WHERE status = 0 AND prepared_by = ${adminId}`);
    const all = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_requests WHERE status = 0`);
    expect((await inbox(admin)).filter((i) => i.source === 'purchase-requests')).toHaveLength(all!.n - own!.n);
  });

  it('bulk approves through each queue: each item answered, a repeated one refused and left as it is', async () => {
    const items = await inbox(approver);
    const pr = items.find((i) => i.source === 'purchase-requests')!;
    const tr = items.find((i) => i.source === 'treasury-requests')!;
    const first = await act(approver, { action: 'approve', items: [{ source: pr.source, id: pr.id }, { source: tr.source, id: tr.id }] });
    expect(first.map((d) => [d.reference, d.done, d.message])).toEqual([
      [pr.reference, true, 'Purchase request approved.'],
      [tr.reference, true, 'Treasury request approved.'],
    ]);
    // The purchase request's own hook ran: its purchase order was raised.
    expect(await t.db.one(sql`SELECT 1 AS raised FROM purchase_orders WHERE pr_hdr_id = ${pr.id}`)).toEqual({ raised: 1 });
    const again = await act(approver, { action: 'approve', items: [{ source: pr.source, id: pr.id }] });
    expect(again[0].done).toBe(false);
    expect(again[0].message).toMatch(/it cannot be approved/);
    expect((await inbox(approver)).some((i) => i.source === pr.source && i.id === pr.id)).toBe(false);
  });

  it('declining a queue that needs a reason is refused without one; unknown queues and missing scopes are refused per item', async () => {
    const credit = await t.login('credit');
    const receipt = await t.db.one<{ receipt_id: number; check_date: string }>(sql`SELECT receipt_id::int, check_date::text FROM collection_receipts r WHERE status = 'PDC' AND NOT EXISTS (SELECT 1 FROM treasury_requests q WHERE q.receipt_id = r.receipt_id AND q.status = 0) LIMIT 1`);
    const raised = await t.call({ method: 'POST', url: '/api/treasury/approvals/request', token: credit, payload: { receipt_id: receipt!.receipt_id, reason: 'x', new_bank: 'PNB', change_bank_reason: 'Replacement' } });
    const id = raised.body.result.detail_id;
    const noReason = await act(approver, { action: 'decline', items: [{ source: 'treasury-requests', id }, { source: 'nope', id: 1 }] });
    expect(noReason.map((d) => d.message)).toEqual(['Please give a reason.', 'Unknown queue.']);
    const byMaker = await act(credit, { action: 'approve', items: [{ source: 'treasury-requests', id }] });
    expect(byMaker[0]).toMatchObject({ done: false, message: 'You do not have permission to do this.' });
    const declined = await act(approver, { action: 'decline', reason: 'Keep the PNB check as recorded.', items: [{ source: 'treasury-requests', id }] });
    expect(declined[0]).toMatchObject({ done: true, message: 'Treasury request disapproved.' });
  });

  it('payable and journal vouchers wait in the inbox too: approving posts the entry, returning needs a reason', async () => {
    const finance = await t.login('finance');
    const jv = await t.call({
      method: 'POST',
      url: '/api/journal-voucher/store',
      token: finance,
      payload: { jv_date: '2026-03-02', particulars: 'Accrual of March rent', submit: true, lines: [{ account_code: '6031', debit: '1500.25', credit: '' }, { account_code: '1020', debit: '', credit: '1500.25' }] },
    });
    expect(jv.body.code, JSON.stringify(jv.body)).toBe('00003');
    const items = await inbox(approver);
    const pv = items.find((i) => i.source === 'payable-vouchers')!;
    expect(pv).toMatchObject({ queue: 'Payable Voucher', requester: 'Maria Santos', decline_needs_reason: true, decline_label: 'Return to Maker', open_path: `/finance-and-accounting/payable-voucher/${pv.id}` });
    expect(pv.summary).toMatch(/^Payable to /);
    const j = items.find((i) => i.source === 'journal-vouchers' && i.id === jv.body.result.jv_id)!;
    expect(j).toMatchObject({ reference: jv.body.result.jv_no, amount: '1500.25', summary: 'Journal voucher: Accrual of March rent' });
    // The maker never sees their own vouchers.
    expect((await inbox(finance)).length).toBe(0);

    const noReason = await act(approver, { action: 'decline', items: [{ source: 'payable-vouchers', id: pv.id }] });
    expect(noReason[0]).toMatchObject({ done: false, message: 'Please give a reason.' });
    const done = await act(approver, { action: 'approve', items: [{ source: 'payable-vouchers', id: pv.id }, { source: 'journal-vouchers', id: j.id }] });
    expect(done.map((d) => [d.reference, d.done, d.message])).toEqual([
      [pv.reference, true, 'Payable voucher approved.'],
      [j.reference, true, 'Journal voucher approved.'],
    ]);
    const posted = await t.db.rows<{ module: string; debit: string; credit: string }>(sql`
      SELECT je.module, SUM(l.debit)::text AS debit, SUM(l.credit)::text AS credit FROM journal_entries je JOIN journal_lines l ON l.je_id = je.id
      WHERE je.reference IN (${pv.reference}, ${j.reference}) GROUP BY je.module ORDER BY je.module`);
    expect(posted.map((r) => r.module)).toEqual(['JV', 'PV']);
    for (const r of posted) expect(r.debit).toBe(r.credit);
    const again = await act(approver, { action: 'decline', reason: 'Wrong payee', items: [{ source: 'payable-vouchers', id: pv.id }] });
    expect(again[0].done).toBe(false);
  });

  it('purchase orders wait at their approval level: approving signs it, returning to editing needs a reason', async () => {
    const items = await inbox(approver);
    const po = items.find((i) => i.source === 'purchase-orders')!;
    expect(po).toMatchObject({ queue: 'Purchase Order', decline_label: 'Return to Editing', decline_needs_reason: true, open_path: '/purchase-order' });
    const [done] = await act(approver, { action: 'approve', items: [{ source: 'purchase-orders', id: po.id }] });
    expect(done).toMatchObject({ reference: po.reference, done: true, message: 'Purchase order approved at this level.' });
    expect(await t.db.one(sql`SELECT COUNT(*)::int AS n FROM po_level_approvals WHERE doc_kind = 'stock' AND doc_id = ${po.id}`)).toEqual({ n: 1 });
  });
});
