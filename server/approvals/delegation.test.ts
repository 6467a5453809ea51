import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DelegationRow } from '../../contract/approvalDelegations';
import type { InboxDecision, InboxItem } from '../../contract/approvalInbox';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * Delegation (issue 24): the approver (A, Antonio Bautista) names finance
 * (B, Maria Santos, who approves nothing herself) for some days. A's items
 * reach B at once, marked "for A"; B decides them with A's authority and each
 * decision is recorded "B for A"; what B made never reaches B; the delegation
 * stops after its last day; circles and overlaps are refused.
 */
let t: TestServer;
let a: string;
let b: string;
let purchaser: string;

beforeAll(async () => {
  t = await createTestServer();
  [a, b, purchaser] = await Promise.all(['approver', 'finance', 'purchaser'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.call({ method, url: `/api${url}`, token, payload });
const userId = async (username: string) => (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = ${username}`))!.id;
const inbox = async (token: string): Promise<InboxItem[]> => (await call('GET', '/approvals/inbox', token)).body.result;
const act = async (token: string, body: object): Promise<InboxDecision[]> => (await call('POST', '/approvals/inbox/act', token, body)).body.result;
const delegate = (token: string, body: object) => call('POST', '/approvals/delegations', token, body);

describe('delegation of approvals', () => {
  let delegation: DelegationRow;

  it('routes the approver’s items to the substitute at once, marked for whom', async () => {
    expect((await inbox(b)).length).toBe(0);
    const made = await delegate(a, { substitute_id: await userId('finance'), starts_on: '2026-03-02', ends_on: '2026-03-04', reason: 'Leave' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    delegation = made.body.result;
    expect(delegation).toMatchObject({ delegator_name: 'Antonio Bautista', substitute_name: 'Maria Santos', state: 'running', given_by_you: true });
    const items = await inbox(b);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.on_behalf_of?.name === 'Antonio Bautista')).toBe(true);
    expect((await call('GET', '/approvals/delegations', b)).body.result).toEqual([expect.objectContaining({ delegation_id: delegation.delegation_id, given_by_you: false })]);
  });

  it('the substitute decides with the approver’s authority; the decision is recorded "B for A"', async () => {
    const pr = (await inbox(b)).find((i) => i.source === 'purchase-requests')!;
    const [done] = await act(b, { action: 'approve', items: [{ source: pr.source, id: pr.id, on_behalf_of: pr.on_behalf_of!.id }] });
    expect(done).toMatchObject({ done: true, message: 'Purchase request approved for Antonio Bautista.' });
    const rev = await t.db.one(sql`SELECT actor_name, on_behalf_of, user_id FROM revisions WHERE entity = 'purchase_requests' AND entity_id = ${pr.id} AND action = 'approved'`);
    expect(rev).toEqual({ actor_name: 'Maria Santos', on_behalf_of: 'Antonio Bautista', user_id: await userId('finance') });
    const history = await t.call({ method: 'GET', url: '/api/revision/history', token: await t.login('admin'), query: { revision_history_id: pr.reference } });
    expect(history.body.result.find((r: { reference_code: string; activity: string }) => r.reference_code === pr.reference && r.activity === 'Approved').user).toBe('Maria Santos for Antonio Bautista');
    // Without naming for whom, B has no such authority of her own.
    const [own] = await act(b, { action: 'approve', items: [{ source: 'purchase-requests', id: (await inbox(b)).find((i) => i.source === 'purchase-requests')!.id }] });
    expect(own).toMatchObject({ done: false, message: 'You do not have permission to do this.' });
  });

  it('never offers the substitute what they made, and refuses it when asked', async () => {
    const pv = await t.db.one<{ id: number }>(sql`
      SELECT payable_voucher_hdr_id AS id FROM payable_voucher_hdr WHERE status = 'for_approval' AND created_by = ${await userId('finance')} LIMIT 1`);
    expect(pv).toBeDefined();
    expect((await inbox(b)).some((i) => i.source === 'payable-vouchers' && i.id === pv!.id)).toBe(false);
    expect((await inbox(a)).some((i) => i.source === 'payable-vouchers' && i.id === pv!.id)).toBe(true);
    const [refused] = await act(b, { action: 'approve', items: [{ source: 'payable-vouchers', id: pv!.id, on_behalf_of: await userId('approver') }] });
    expect(refused.done).toBe(false);
    expect(refused.message).toMatch(/^Payable voucher PV-\S+ was created( and submitted)? by you; someone else must approve it\.$/);
  });

  it('refuses a circle, directly or through others, and a second delegation on the same days', async () => {
    const back = await delegate(b, { substitute_id: await userId('approver'), starts_on: '2026-03-03', ends_on: '2026-03-05' });
    // Finance approves nothing: nothing to delegate. Give her a checker scope through a second role for the circle test.
    expect(back.body.result).toEqual(['You decide no approvals, so there is nothing to delegate.']);
    await t.db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT ${await userId('finance')}, id FROM roles WHERE slug = 'manager'`);
    const fin = await t.login('finance');
    const circle = await delegate(fin, { substitute_id: await userId('approver'), starts_on: '2026-03-03', ends_on: '2026-03-05' });
    expect(circle.status).toBe(422);
    expect(circle.body.fields.substitute_id).toEqual(['Antonio Bautista delegates to you (or through others) on some of these days: a delegation may not go round in a circle.']);
    // Through a third person: finance to the manager, then the manager to the approver closes A -> finance -> manager -> A.
    expect((await delegate(fin, { substitute_id: await userId('manager'), starts_on: '2026-03-03', ends_on: '2026-03-03' })).status).toBe(200);
    const viaThird = await delegate(await t.login('manager'), { substitute_id: await userId('approver'), starts_on: '2026-03-02', ends_on: '2026-03-10' });
    expect(viaThird.body.fields.substitute_id[0]).toMatch(/^Antonio Bautista delegates to you \(or through others\)/);
    // Days that do not meet are no circle.
    expect((await delegate(await t.login('manager'), { substitute_id: await userId('approver'), starts_on: '2026-03-20', ends_on: '2026-03-21' })).status).toBe(200);
    const twice = await delegate(a, { substitute_id: await userId('manager'), starts_on: '2026-03-04', ends_on: '2026-03-06' });
    expect(twice.body.fields.starts_on).toEqual(['You already delegate to Maria Santos from 2026-03-02 to 2026-03-04; revoke it first or choose other days.']);
    expect((await delegate(a, { substitute_id: await userId('approver'), starts_on: '2026-03-10', ends_on: '2026-03-11' })).body.fields.substitute_id).toEqual(['Choose someone other than yourself.']);
    expect((await delegate(a, { substitute_id: await userId('manager'), starts_on: '2026-03-11', ends_on: '2026-03-10' })).body.fields.ends_on).toEqual(['End Date must not be before the Start Date.']);
  });

  it('stops after its last day, and only its approver revokes it', async () => {
    expect((await call('POST', `/approvals/delegations/${delegation.delegation_id}/revoke`, b)).body.result).toEqual(['Only the approver who gave a delegation may revoke it.']);
    t.clock.set(Date.parse('2026-03-05T01:00:00Z'));
    // Days later: new sessions (the old ones expired meanwhile).
    [a, b, purchaser] = await Promise.all(['approver', 'finance', 'purchaser'].map((u) => t.login(u)));
    expect((await inbox(b)).some((i) => i.on_behalf_of?.name === 'Antonio Bautista')).toBe(false);
    const pr = (await inbox(a)).find((i) => i.source === 'purchase-requests')!;
    const [late] = await act(b, { action: 'approve', items: [{ source: pr.source, id: pr.id, on_behalf_of: await userId('approver') }] });
    expect(late).toMatchObject({ done: false, message: 'No delegation from that approver to you runs today.' });
    expect((await call('GET', '/approvals/delegations', a)).body.result.find((d: DelegationRow) => d.delegation_id === delegation.delegation_id).state).toBe('ended');
    // A new one, revoked by its approver: the items stop at once.
    t.clock.set(Date.parse('2026-03-12T01:00:00Z'));
    [a, purchaser] = await Promise.all(['approver', 'purchaser'].map((u) => t.login(u)));
    const again = (await delegate(a, { substitute_id: await userId('purchaser'), starts_on: '2026-03-12', ends_on: '2026-03-13' })).body.result as DelegationRow;
    const routed = await call('GET', '/approvals/inbox', purchaser);
    expect(routed.status, JSON.stringify(routed.body)).toBe(200);
    expect((routed.body.result as InboxItem[]).some((i) => i.on_behalf_of)).toBe(true);
    expect((await call('POST', `/approvals/delegations/${again.delegation_id}/revoke`, a)).body.result.state).toBe('revoked');
    expect((await inbox(purchaser)).some((i) => i.on_behalf_of)).toBe(false);
  });
});
