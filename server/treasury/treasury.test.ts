import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreasuryRequestDetail, TreasuryRequestRow } from '../../contract/treasuryApprovals';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * Treasury List of Approvals: credit raises change requests on checks, the
 * approver decides them; approving changes the check in the same
 * transaction, nobody decides their own request, and a request is decided once.
 */
let t: TestServer;
let credit: string;
let approver: string;
let admin: string;
let pdcs: { receipt_id: number; check_date: string }[];
beforeAll(async () => {
  t = await createTestServer();
  [credit, approver, admin] = await Promise.all(['credit', 'approver', 'admin'].map((u) => t.login(u)));
  pdcs = await t.db.rows(sql`SELECT receipt_id::int, check_date::text FROM collection_receipts WHERE status = 'PDC' ORDER BY receipt_id`);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.call({ method, url: `/api${url}`, payload, token });
const list = async (tab: string, token = approver): Promise<TreasuryRequestRow[]> => {
  const r = await call('GET', `/treasury/approvals/list/${tab}?page=0&page_size=50`, token);
  expect(r.status).toBe(200);
  return r.body.result;
};
const decide = (id: number, status: 1 | 2, token = approver, reason?: string) =>
  call('POST', '/treasury/approvals/status', token, { id, status, collection_type: 'TRADE', ...(reason ? { reason } : {}) });
const later = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the lists', () => {
  it('shows the demo requests under General, Approved and Declined with the grid columns of the spec', async () => {
    const [general, approved, declined] = [await list('general'), await list('approved'), await list('declined')];
    expect([general.length, approved.length, declined.length]).toEqual([1, 1, 1]);
    expect(general[0]).toMatchObject({ requestor_name: 'Angelica Ramos', collection_type: 'TRADE', status: 0, decided_by: null });
    expect(general[0].cr_no).toMatch(/^OR-2026-/);
    expect(approved[0]).toMatchObject({ bank: 'Land Bank of the Philippines', branch: 'Quezon Avenue', status: 1, decided_by: 'Antonio Bautista' });
    expect(declined[0]).toMatchObject({ status: 2, decided_by: 'Antonio Bautista' });
    // The approved change is on the receipt itself.
    const receipt = await t.db.one<{ check_bank: string }>(sql`SELECT r.check_bank FROM collection_receipts r JOIN treasury_requests tr USING (receipt_id) WHERE tr.status = 1`);
    expect(receipt!.check_bank).toBe('Land Bank of the Philippines');
  });

  it('needs the treasury view scope', async () => {
    expect((await call('GET', '/treasury/approvals/list/general', await t.login('purchaser'))).status).toBe(403);
  });
});

describe('raising and deciding a request', () => {
  let detailId: number;
  it('credit asks for a new deposit date on a post-dated check; a second request on it waits for the first', async () => {
    const target = pdcs[pdcs.length - 1];
    const newDate = later(target.check_date, 10);
    const r = await call('POST', '/treasury/approvals/request', credit, {
      receipt_id: target.receipt_id,
      reason: 'Customer request',
      new_deposit_date: newDate,
      change_deposited_date_reason: 'Customer asked for ten more days.',
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('00003');
    const d: TreasuryRequestDetail = r.body.result;
    expect(d).toMatchObject({ status: 0, new_deposit_date: newDate, old_deposit_date: target.check_date });
    detailId = d.detail_id;
    const again = await call('POST', '/treasury/approvals/request', credit, { receipt_id: target.receipt_id, reason: 'Again', new_bank: 'BDO', change_bank_reason: 'x' });
    expect(again.body.code).toBe('00001');
    expect(again.body.fields.receipt_id).toEqual(['This check already has a request waiting for approval.']);
  });

  it('refuses a request that asks for nothing, or a date change on a check that is not on hand, on the fields', async () => {
    const nothing = await call('POST', '/treasury/approvals/request', credit, { receipt_id: pdcs[0].receipt_id, reason: 'x' });
    expect(nothing.body.fields.new_bank).toEqual(['Ask for a change of bank, a change of deposit date, or both.']);
    const dated = await t.db.one<{ receipt_id: number }>(sql`SELECT receipt_id::int FROM collection_receipts WHERE payment_mode = 'CHECK' AND status <> 'BOUNCED' LIMIT 1`);
    const r = await call('POST', '/treasury/approvals/request', credit, { receipt_id: dated!.receipt_id, reason: 'x', new_deposit_date: '2027-01-15', change_deposited_date_reason: 'y' });
    expect(r.body.fields.new_deposit_date).toEqual(['Only a post-dated check still on hand can have its deposit date changed.']);
  });

  it('the requester cannot decide (no scope); the collection type must match', async () => {
    expect((await decide(detailId, 1, credit)).status).toBe(403);
    const wrongType = await call('POST', '/treasury/approvals/status', approver, { id: detailId, status: 1, collection_type: 'NON_TRADE' });
    expect(wrongType.body.fields.collection_type).toEqual(['The request is not of this collection type.']);
  });

  it('approving twice at once approves once and moves the check date once, with its revision', async () => {
    const [a, b] = await Promise.all([decide(detailId, 1), decide(detailId, 1)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const d = await t.db.one<{ check_date: string; revisions: number }>(sql`
      SELECT r.check_date::text, (SELECT COUNT(*)::int FROM revisions v WHERE v.entity = 'collection_receipts' AND v.entity_id = r.receipt_id AND v.action = 'changed by treasury approval') AS revisions
      FROM treasury_requests tr JOIN collection_receipts r USING (receipt_id) WHERE tr.detail_id = ${detailId}`);
    // The demo approval changed this check's bank before: one revision of that, one of this.
    expect(d).toEqual({ check_date: later(pdcs[pdcs.length - 1].check_date, 10), revisions: 2 });
    const decided = (await call('GET', `/treasury/approvals/detail/${detailId}`, approver)).body.result;
    expect(decided).toMatchObject({ status: 1, decided_by: 'Antonio Bautista', approved_by: 'Antonio Bautista', disapproved_by: null, date_disapproved: null });
    expect(decided.date_approved).toBe(decided.decided_at);
  });

  it('nobody decides their own request, not even the administrator', async () => {
    const dated = await t.db.one<{ receipt_id: number }>(sql`SELECT receipt_id::int FROM collection_receipts WHERE payment_mode = 'CHECK' AND status <> 'BOUNCED' LIMIT 1`);
    const r = await call('POST', '/treasury/approvals/request', admin, { receipt_id: dated!.receipt_id, reason: 'Own', new_bank: 'UnionBank', change_bank_reason: 'Replacement check' });
    expect(r.body.code, JSON.stringify(r.body)).toBe('00003');
    const own = await decide(r.body.result.detail_id, 1, admin);
    expect(own.status).toBe(409);
    expect(own.body.result[0]).toMatch(/was submitted by you; someone else must approve it\./);
    // The spec's status update (002 §7.5: id, status, collection_type) has no reason: accepted without one.
    const declined = await decide(r.body.result.detail_id, 2, approver);
    expect(declined.body.result).toMatchObject({ status: 2, disapprove_reason: null, disapproved_by: 'Antonio Bautista', approved_by: null, date_approved: null });
  });

  it('a check deposited meanwhile cannot have its date moved: the approval is refused and nothing changes', async () => {
    // The check whose request was approved above: free for a new request.
    const target = (await t.db.one<{ receipt_id: number; check_date: string }>(sql`SELECT receipt_id::int, check_date::text FROM collection_receipts WHERE receipt_id = ${pdcs[pdcs.length - 1].receipt_id}`))!;
    const r = await call('POST', '/treasury/approvals/request', credit, { receipt_id: target.receipt_id, reason: 'Hold', new_deposit_date: later(target.check_date, 3), change_deposited_date_reason: 'Hold' });
    expect(r.body.code, JSON.stringify(r.body)).toBe('00003');
    await t.db.run(sql`UPDATE collection_receipts SET status = 'DEPOSITED' WHERE receipt_id = ${target.receipt_id}`);
    const res = await decide(r.body.result.detail_id, 1);
    expect(res.status).toBe(409);
    expect((await call('GET', `/treasury/approvals/detail/${r.body.result.detail_id}`, approver)).body.result.status).toBe(0);
  });
});
