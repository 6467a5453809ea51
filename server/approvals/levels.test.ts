import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApoDetail } from '../../contract/assets';
import type { PoDetail, PoLevelSign } from '../../contract/purchaseOrders';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * The levels of a purchase order (issue 24): each signed by a different
 * person whose role's limit reaches it (Approver up to ₱100,000, Purchasing
 * Manager up to ₱500,000, Vice President up to ₱2,000,000, President without
 * limit). One person signs at most one level of a round, however many times
 * they call approve; four people sign a ₱2M+ order through.
 */
let t: TestServer;
const tok: Record<string, string> = {};
let supplier = 0;
let product = 0;
let qty = 0;

beforeAll(async () => {
  t = await createTestServer();
  for (const u of ['purchaser', 'approver', 'manager', 'vp', 'president']) tok[u] = await t.login(u);
  // A product whose order of `qty` comes to more than ₱2,000,000: every level.
  const p = (await t.db.one<{ supplier_id: number; product_id: number; qty: number }>(sql`
    SELECT p.supplier_id, p.product_id, CEIL(2100000 / p.cost)::int AS qty FROM products p JOIN suppliers s ON s.vendor_id = p.supplier_id
    WHERE p.active = 1 AND s.active AND s.is_supplier AND p.cost > 0 AND GREATEST(p.quantity, 1) <= CEIL(2100000 / p.cost) ORDER BY p.product_id LIMIT 1`))!;
  [supplier, product, qty] = [p.supplier_id, p.product_id, p.qty];
});
afterAll(async () => t?.close());

const call = (url: string, token: string, payload?: object) => t.call({ method: payload ? 'POST' : 'GET', url: `/api${url}`, token, payload });
const levels = (po: PoDetail) => po.levels.map((l: PoLevelSign) => [l.level, l.approved_by, l.authority]);

async function bigOrder(): Promise<PoDetail> {
  const made = await call('/purchase-orders/create', tok.purchaser, { supplier_id: supplier, lines: [{ product_id: product, ordered_qty: qty }], submit: true });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body.result.levels.map((l: PoLevelSign) => l.level)).toEqual(['Officer', 'Manager', 'Vice President', 'President']);
  return made.body.result;
}

describe('purchase order levels', () => {
  it('one person signs one level only, however often they approve', async () => {
    const po = await bigOrder();
    // The president's authority reaches every level: they may sign the officer's, but then no other.
    const first = await call(`/purchase-orders/approve/${po.po_hdr_id}`, tok.president, {});
    expect(first.body.result.approved_status).toBe(6);
    for (let i = 0; i < 3; i++) {
      const again = await call(`/purchase-orders/approve/${po.po_hdr_id}`, tok.president, {});
      expect(again.status).toBe(409);
      expect(again.body.result).toEqual([`You signed the Officer level of purchase order ${po.po_no}; each level is signed by a different person.`]);
    }
    const now = (await call(`/purchase-orders/show/${po.po_hdr_id}`, tok.purchaser)).body.result as PoDetail;
    expect(now.approved_status).toBe(6);
    expect(now.levels[1].may_sign).toEqual(['Eduardo Castillo', 'Teresa Navarro']);
  });

  it('four people sign four levels, each within their authority', async () => {
    const po = await bigOrder();
    expect(po.levels[0]).toMatchObject({ authority: 'up to ₱100,000.00', may_sign: expect.arrayContaining(['Antonio Bautista', 'Teresa Navarro', 'Eduardo Castillo', 'Carmela Soriano']) });
    expect((await call(`/purchase-orders/approve/${po.po_hdr_id}`, tok.approver, {})).body.result.approved_status).toBe(6);
    // The officer's signer signs no other level.
    const twice = await call(`/purchase-orders/approve/${po.po_hdr_id}`, tok.approver, {});
    expect(twice.body.result[0]).toMatch(/^You signed the Officer level/);
    expect((await call(`/purchase-orders/approve/${po.po_hdr_id}`, tok.manager, {})).body.result.approved_status).toBe(4);
    expect((await call(`/purchase-orders/approve/${po.po_hdr_id}`, tok.vp, {})).body.result.approved_status).toBe(5);
    const done = await call(`/purchase-orders/approve/${po.po_hdr_id}`, tok.president, {});
    expect(done.body.result.approved_status).toBe(1);
    expect(levels(done.body.result)).toEqual([
      ['Officer', 'Antonio Bautista', 'up to ₱100,000.00'],
      ['Manager', 'Teresa Navarro', 'up to ₱500,000.00'],
      ['Vice President', 'Eduardo Castillo', 'up to ₱2,000,000.00'],
      ['President', 'Carmela Soriano', 'no limit'],
    ]);
  });

  it('a level beyond the signer’s limit is refused and not offered in their inbox', async () => {
    const po = await bigOrder();
    await call(`/purchase-orders/approve/${po.po_hdr_id}`, tok.president, {});
    // Now at the manager's level: the approver (₱100,000) may not sign it, and does not see it waiting.
    const refused = await call(`/purchase-orders/approve/${po.po_hdr_id}`, tok.approver, {});
    expect(refused.status).toBe(409);
    expect(refused.body.result).toEqual([`Your approval limit does not reach the Manager Approval level of purchase order ${po.po_no}; someone with that authority must sign it.`]);
    const inbox = async (u: string) => ((await call('/approvals/inbox', tok[u])).body.result as { source: string; id: number }[]).some((i) => i.source === 'purchase-orders' && i.id === po.po_hdr_id);
    expect(await inbox('approver')).toBe(false);
    expect(await inbox('president')).toBe(false);
    expect(await inbox('manager')).toBe(true);
  });

  it('its maker is refused at every level, even holding the authority of all of them', async () => {
    // A purchaser who is also the President: makes the order, then tries each level as the others sign theirs.
    const maker = (await t.db.one<{ id: number }>(sql`
      INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, otp_enabled, active)
      VALUES ('T-LVL-1', 'maker_president', 'maker.president@test.invalid', 'Mark', 'Maker', 'x', false, true) RETURNING id`))!.id;
    await t.db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT ${maker}, id FROM roles WHERE slug IN ('purchaser', 'president')`);
    const own = await t.login('maker_president');
    const made = await call('/purchase-orders/create', own, { supplier_id: supplier, lines: [{ product_id: product, ordered_qty: qty }], submit: true });
    const id = made.body.result.po_hdr_id as number;
    for (const signer of ['approver', 'manager', 'vp', 'president']) {
      const refused = await call(`/purchase-orders/approve/${id}`, own, {});
      expect(refused.status).toBe(409);
      expect(refused.body.result[0]).toMatch(/was created and submitted by you; someone else must approve it\.$/);
      expect((await call(`/purchase-orders/approve/${id}`, tok[signer], {})).status).toBe(200);
    }
    expect((await call(`/purchase-orders/show/${id}`, own)).body.result.approved_status).toBe(1);
  });

  it('an asset purchase order is signed by levels the same way: the maker never, one person one level, four through', async () => {
    // maker_president (purchaser + president, from the test above) writes a ₱2,100,000.00 order of equipment.
    const own = await t.login('maker_president');
    const made = await call('/assets/purchase-orders', own, {
      supplier_id: supplier, po_date: '2026-03-02', remarks: null, lines: [{ description: 'Cold room, 40 pallets', category_code: 'COLD', quantity: 1, unit_cost: '2100000' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const apo = made.body.result as ApoDetail;
    expect(apo.levels!.map((l) => [l.level, l.authority])).toEqual([
      ['Officer', 'up to ₱100,000.00'], ['Manager', 'up to ₱500,000.00'], ['Vice President', 'up to ₱2,000,000.00'], ['President', 'no limit'],
    ]);
    const approve = (token: string) => call(`/assets/purchase-orders/${apo.apo_id}/approve`, token, {});
    for (const signer of ['approver', 'manager', 'vp', 'president']) {
      const refused = await approve(own);
      expect(refused.status).toBe(409);
      expect(refused.body.result).toEqual([`Asset purchase order ${apo.apo_no} was created by you; someone else must approve it.`]);
      const signed = await approve(tok[signer]);
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      if (signer !== 'president') {
        // Whoever signed a level signs no other.
        expect((await approve(tok[signer])).body.result[0]).toMatch(/^You signed the \w[\w ]* level of asset purchase order /);
        expect(signed.body.result.status).toBe('for_approval');
      }
    }
    const done = (await call(`/assets/purchase-orders/${apo.apo_id}`, own)).body.result as ApoDetail;
    expect(done).toMatchObject({ status: 'approved', checker: 'Carmela Soriano' });
    expect(done.levels!.map((l) => l.approved_by)).toEqual(['Antonio Bautista', 'Teresa Navarro', 'Eduardo Castillo', 'Carmela Soriano']);
  });
});
