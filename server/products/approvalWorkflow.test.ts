import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Db } from '../db/db';
import { migrate, MIGRATIONS_DIR } from '../db/migrate';
import { createTestServer, openTestDb, type TestServer } from '../testing';

/**
 * Product approvals on the workflow kit (contract/productApprovalQueue.ts,
 * server/products/approvals.ts): every transition and refusal of the two
 * workflows, the maker being the recorded submitter, drafts belonging to
 * their maker, the masterlist, and the status backfill of migration 060.
 */
let t: TestServer;
let purchaser: string;
let approver: string;
let admin: string;
/** A user who may add and change products but not view every draft (no view_product_drafts). */
let maker: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestServer();
  [purchaser, approver, admin] = await Promise.all(['purchaser', 'approver', 'admin'].map((u) => t.login(u)));
  await t.db.run(sql`
    INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, department)
    SELECT 'EMP-0901', 'maker', 'maker@demo.invalid', 'Mara', 'Maker', password_hash, 'Purchasing' FROM users WHERE username = 'purchaser'`);
  await t.db.run(sql`INSERT INTO roles (role, slug, description) VALUES ('Product maker', 'product-maker', 'Adds and changes products.')`);
  await t.db.run(sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT r.id, p.id FROM roles r, permissions p WHERE r.slug = 'product-maker' AND p.scope IN ('add_product', 'update_product', 'view_products', 'get_specific_product')`);
  await t.db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM users u, roles r WHERE u.username = 'maker' AND r.slug = 'product-maker'`);
  maker = await t.login('maker');
  for (const u of await t.db.rows<{ id: number; username: string }>(sql`SELECT id, username FROM users`)) ids[u.username] = u.id;
});
afterAll(async () => t?.close());

const get = (url: string, token: string, query?: Record<string, string>) => t.call({ method: 'GET', url: `/api${url}`, token, query });
const post = (url: string, token: string, payload?: object) => t.call({ method: 'POST', url: `/api${url}`, token, payload });

let seq = 0;
const newProduct = (patch: object = {}) => ({
  product_code: `TST-WF-${String(++seq).padStart(3, '0')}`,
  product_name: `Workflow Test Tablet ${seq}`,
  generic_name: 'Workflow',
  supplier_id: 1,
  packaging: 1,
  qty_per_pack: 10,
  cost: '112.00',
  selling_price: '150.00',
  ...patch,
});

const submission = (code: string) =>
  t.db.one<{ id: number; status: number; submitted_by: number | null; created_by: number; reviewed_by: number | null; approved_at: string | null; declined_at: string | null; product_id: number | null }>(sql`
    SELECT id, status, submitted_by, created_by, reviewed_by, approved_at::text, declined_at::text, product_id FROM product_submissions WHERE approval_code = ${code}`);
const update = (no: string) =>
  t.db.one<{ status: number; user_reviewer: number | null; approved_at: string | null; declined_at: string | null; submission_status: number }>(sql`
    SELECT u.status, u.user_reviewer, u.approved_at::text, u.declined_at::text, s.status AS submission_status
    FROM product_updates u JOIN product_submissions s ON s.id = u.submission_id WHERE u.product_update_no = ${no}`);
const actions = (where: ReturnType<typeof sql>) => t.db.rows<{ action: string; user_id: number }>(sql`SELECT action, user_id FROM revisions WHERE module = 'Products' AND ${where} ORDER BY id`);

async function submitNew(token = purchaser, patch: object = {}) {
  const res = await post('/products/add', token, { ...newProduct(patch), is_submit: 1 });
  expect(res.body.code).toBe('00013');
  return res.body.result.approval_code as string;
}

async function submitChange(code: string, token = purchaser, patch: object = {}) {
  const p = (await get(`/products/code/${code}`, purchaser)).body.result;
  const res = await post('/products/submit/updated', token, { ...p, product_name: `${p.product_name} *`, ...patch, is_submit: 1, category: 'UPDATED' });
  expect(res.body.code).toBe('00013');
  return res.body.result.product_update_no as string;
}

describe('a new product: For Approval (1) -> Approved (2) or Declined (3)', () => {
  it('submit records status 1 and the submitter; approve moves it to 2 with the stamps, inserts the product, writes the revision', async () => {
    const code = await submitNew();
    expect(await submission(code)).toMatchObject({ status: 1, submitted_by: ids.purchaser, created_by: ids.purchaser, approved_at: null, reviewed_by: null });
    const res = await post(`/products/add/approved/${code}`, approver);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: '00003', result: { product_id: expect.any(Number), product_code: `TST-WF-${String(seq).padStart(3, '0')}` } });
    const s = await submission(code);
    expect(s).toMatchObject({ status: 2, reviewed_by: ids.approver, product_id: res.body.result.product_id, declined_at: null });
    expect(s!.approved_at).toMatch(/^2026-03-02/);
    expect((await actions(sql`entity = 'product_submissions' AND entity_id = ${s!.id}`)).map((r) => r.action)).toEqual(['submitted', 'approved']);
  });

  it('decline moves it to 3, inserts nothing; then neither decision runs again (409, 00005, why)', async () => {
    const code = await submitNew();
    const res = await post(`/products/add/declined/${code}`, approver);
    expect(res.body).toEqual({ code: '00000', result: { approval_code: code } });
    expect(await submission(code)).toMatchObject({ status: 3, reviewed_by: ids.approver, approved_at: null, product_id: null });
    for (const [decision, verb] of [['approved', 'approved'], ['declined', 'declined']]) {
      const again = await post(`/products/add/${decision}/${code}`, approver);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: '00005', result: [`New product ${code} is Declined; it cannot be ${verb}.`] });
    }
    const s = await submission(code);
    expect((await actions(sql`entity = 'product_submissions' AND entity_id = ${s!.id}`)).map((r) => r.action)).toEqual(['submitted', 'declined']);
  });

  it('the submitter may neither approve nor decline it (409 with the maker message); nothing moves', async () => {
    const code = await submitNew(admin);
    for (const [decision, verb] of [['approved', 'approve'], ['declined', 'decline']]) {
      const own = await post(`/products/add/${decision}/${code}`, admin);
      expect(own.status).toBe(409);
      expect(own.body).toEqual({ code: '00005', result: [`New product ${code} was submitted by you; someone else must ${verb} it.`] });
    }
    expect(await submission(code)).toMatchObject({ status: 1, reviewed_by: null });
    expect((await post(`/products/add/approved/${code}`, approver)).body.code).toBe('00003');
  });

  it('the maker is the recorded submitter, not the creator of the draft', async () => {
    const draft = await post('/products/add', admin, { ...newProduct(), is_submit: 0 });
    const submitted = await post('/products/add', admin, { ...newProduct(), is_submit: 1, draft_id: draft.body.result.id });
    const code = submitted.body.result.approval_code;
    // As if someone else had created the draft: the submitter is still the maker...
    await t.db.run(sql`UPDATE product_submissions SET created_by = ${ids.approver} WHERE approval_code = ${code}`);
    const own = await post(`/products/add/approved/${code}`, admin);
    expect(own.body.result).toEqual([`New product ${code} was submitted by you; someone else must approve it.`]);
    // ...and the creator, who did not submit it, may decide it.
    expect((await post(`/products/add/approved/${code}`, approver)).body.code).toBe('00003');
  });

  it('refuses an unknown approval code (404) and a code taken meanwhile (00001, nothing moves)', async () => {
    const unknown = await post('/products/add/approved/APR-999999', approver);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: '00002', result: 'Approval not found.' });
    expect((await post('/products/add/declined/APR-999999', approver)).status).toBe(404);
    // A change's number is not a creation's.
    expect((await post('/products/add/approved/PU-000001', approver)).status).toBe(422);

    const code = await submitNew(purchaser, { product_code: 'TST-WF-TAKEN' });
    await t.db.run(sql`UPDATE products SET product_code = 'TST-WF-TAKEN' WHERE product_code = 'UNI-BIO-500'`);
    try {
      const res = await post(`/products/add/approved/${code}`, approver);
      expect(res.body).toEqual({ code: '00001', result: ['The product code is already used by another product.'] });
      expect(await submission(code)).toMatchObject({ status: 1, reviewed_by: null, approved_at: null });
    } finally {
      await t.db.run(sql`UPDATE products SET product_code = 'UNI-BIO-500' WHERE product_code = 'TST-WF-TAKEN'`);
    }
  });
});

describe('a change: For Approval (1) -> Approved (2) or Declined (3)', () => {
  it('approve applies the change, stamps it and its submission follows; a second decision is refused', async () => {
    const no = await submitChange('PFZ-NOR-5');
    expect(await update(no)).toMatchObject({ status: 1, submission_status: 1, user_reviewer: null });
    const res = await post(`/products/update-approval/${no}/approve`, approver);
    expect(res.body).toEqual({ code: '00004', result: { product_update_no: no } });
    expect(await update(no)).toMatchObject({ status: 2, submission_status: 2, user_reviewer: ids.approver, declined_at: null });
    expect((await get('/products/code/PFZ-NOR-5', purchaser)).body.result.product_name).toMatch(/ \*$/);
    const again = await post(`/products/update-approval/${no}/decline`, approver);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: '00005', result: [`Product update ${no} is Approved; it cannot be declined.`] });
    expect((await actions(sql`reference_code = ${no}`)).map((r) => r.action)).toEqual(['submitted', 'approved']);
  });

  it('decline keeps the product; the submitter cannot decide their own (409, maker message)', async () => {
    const before = (await get('/products/code/PFZ-ZIT-500', purchaser)).body.result;
    const no = await submitChange('PFZ-ZIT-500', admin);
    for (const decision of ['approve', 'decline']) {
      const own = await post(`/products/update-approval/${no}/${decision}`, admin);
      expect(own.status).toBe(409);
      expect(own.body.result).toEqual([`Product update ${no} was submitted by you; someone else must ${decision} it.`]);
    }
    const res = await post(`/products/update-approval/${no}/decline`, approver);
    expect(res.body).toEqual({ code: '00000', result: { product_update_no: no } });
    expect(await update(no)).toMatchObject({ status: 3, submission_status: 3, user_reviewer: ids.approver, approved_at: null });
    expect((await get('/products/code/PFZ-ZIT-500', purchaser)).body.result).toEqual(before);
    // Declined, the product takes a new change again.
    expect(await submitChange('PFZ-ZIT-500')).toMatch(/^PU-\d{6}$/);
  });

  it('refuses an unknown update (404), a product with nothing waiting (409), and needs approve_product (403)', async () => {
    const unknown = await post('/products/update-approval/PU-999999/approve', approver);
    expect(unknown.status).toBe(404);
    expect(unknown.body.result).toBe('Product update not found.');
    const nothing = await post('/products/update/approved/GSK-PAN-500', approver);
    expect(nothing.status).toBe(409);
    expect(nothing.body).toEqual({ code: '00005', result: 'This product has no update waiting for approval.' });
    expect((await post('/products/update-approval/PU-000001/approve', purchaser)).status).toBe(403);
  });
});

describe('drafts belong to their maker', () => {
  it("another user may not save over or submit someone else's draft (409, who owns it), so never approve it", async () => {
    const draft = await post('/products/add', purchaser, { ...newProduct({ product_name: 'Purchaser draft' }), is_submit: 0 });
    const id = draft.body.result.id;
    const overwrite = await post('/products/add', admin, { ...newProduct({ product_name: 'Overwritten' }), is_submit: 0, draft_id: id });
    expect(overwrite.status).toBe(409);
    expect(overwrite.body).toEqual({ code: '00005', result: 'This draft belongs to Cristina Villanueva; only they can save or submit it.' });
    const submit = await post('/products/add', admin, { ...newProduct({ product_name: 'Submitted by admin' }), is_submit: 1, draft_id: id });
    expect(submit.status).toBe(409);
    const row = await t.db.one<{ status: number; approval_code: string | null; submitted_by: number | null; name: string }>(sql`
      SELECT status, approval_code, submitted_by, payload->>'product_name' AS name FROM product_submissions WHERE id = ${id}`);
    expect(row).toEqual({ status: 0, approval_code: null, submitted_by: null, name: 'Purchaser draft' });
    // Its maker submits it, and is recorded as its submitter: the maker no checker may be.
    const mine = await post('/products/add', purchaser, { ...newProduct(), is_submit: 1, draft_id: id });
    expect(mine.body.code).toBe('00013');
    expect(await submission(mine.body.result.approval_code)).toMatchObject({ status: 1, submitted_by: ids.purchaser });
  });

  it("a change's draft too", async () => {
    const p = (await get('/products/code/UNI-RIT-AML5', purchaser)).body.result;
    const draft = await post('/products/submit/updated', maker, { ...p, product_name: 'Maker change draft', is_submit: 0, category: 'UPDATED' });
    expect(draft.body.code).toBe('00012');
    const other = await post('/products/submit/updated', purchaser, { ...p, product_name: 'Taken over', is_submit: 2, category: 'UPDATED', draft_id: draft.body.result.id });
    expect(other.status).toBe(409);
    expect(other.body.result).toBe('This draft belongs to Mara Maker; only they can save or submit it.');
    expect((await get('/products/id/UNI-RIT-AML5', purchaser)).body.result.has_pending_approval).toEqual([]);
  });

  it("someone else's draft is read only with view_product_drafts (else 403); the list shows own drafts only without it", async () => {
    const theirs = (await post('/products/add', purchaser, { ...newProduct({ product_name: 'Hidden draft' }), is_submit: 0 })).body.result.id;
    const own = (await post('/products/add', maker, { ...newProduct({ product_name: 'Maker own draft' }), is_submit: 0 })).body.result.id;
    const denied = await get(`/products/draft/${theirs}`, maker);
    expect(denied.status).toBe(403);
    expect(denied.body.result).toBe('This draft belongs to someone else; only its author or a user allowed to view product drafts can open it.');
    expect((await get(`/products/draft/${own}`, maker)).status).toBe(200);
    // The purchaser holds view_product_drafts: every draft.
    expect((await get(`/products/draft/${own}`, purchaser)).body.result.values.product_name).toBe('Maker own draft');
    const mine = (await get('/products/draft/list', maker, { page_size: '1000' })).body.result.map((d: { id: number }) => d.id);
    expect(mine).toContain(own);
    expect(mine).not.toContain(theirs);
    const every = (await get('/products/draft/list', purchaser, { page_size: '1000' })).body.result.map((d: { id: number }) => d.id);
    expect(every).toEqual(expect.arrayContaining([own, theirs]));
  });
});

describe('Products Approval Masterlist', () => {
  it('pages what waits (new products and changes, with their status and submitter), searches, sorts; a decision takes a row off', async () => {
    const code = await submitNew(purchaser, { product_name: 'Masterlist Creation' });
    const no = await submitChange('NAT-CET-10', admin);
    const all = await get('/products/approvals/list', approver, { page_size: '1000' });
    expect(all.status).toBe(200);
    const waiting = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM product_submissions WHERE status = 1`);
    expect(all.body.total_rows).toBe(waiting!.n);
    expect(all.body.result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ approval_code: code, category: 'CREATED', status: 1, product_code: null, submitted_by: 'Cristina Villanueva' }),
        expect.objectContaining({ approval_code: no, category: 'UPDATED', status: 1, product_code: 'NAT-CET-10', proposed_code: 'NAT-CET-10', submitted_by: 'Jose Reyes' }),
      ]),
    );
    const page = await get('/products/approvals/list', approver, { page: '0', page_size: '1', order_by: 'approval_code', direction: 'desc' });
    expect(page.body.result).toHaveLength(1);
    expect(page.body.total_rows).toBe(waiting!.n);
    const found = await get('/products/approvals/list', approver, { search: 'Masterlist Creation' });
    expect(found.body.result.map((r: { approval_code: string }) => r.approval_code)).toEqual([code]);
    expect((await get('/products/approvals/list', approver, { order_by: 'password' })).status).toBe(422);
    expect((await get('/products/approvals/list', purchaser)).status).toBe(403);

    await post(`/products/add/declined/${code}`, approver);
    await post(`/products/update-approval/${no}/approve`, approver);
    const after = (await get('/products/approvals/list', approver, { page_size: '1000' })).body.result.map((r: { approval_code: string }) => r.approval_code);
    expect(after).not.toContain(code);
    expect(after).not.toContain(no);
  });

  it('the update approval tabs list by status, with readable sort keys', async () => {
    const tabs = await Promise.all(['approval', 'approved', 'declined'].map((tab) => get(`/products/update-approval/${tab}`, approver, { page_size: '1000' })));
    expect(tabs.map((r) => r.status)).toEqual([200, 200, 200]);
    tabs.forEach((r, i) => expect(new Set(r.body.result.map((row: { status: number }) => row.status))).toEqual(new Set(r.body.result.length ? [i + 1] : [])));
    const byReviewer = await get('/products/update-approval/approved', approver, { order_by: 'user_reviewer', search: 'PU-' });
    expect(byReviewer.status).toBe(200);
    expect(byReviewer.body.result.every((r: { user_reviewer: string }) => r.user_reviewer === 'Antonio Bautista')).toBe(true);
  });
});

describe('migration 060: status and submitter backfilled from the timestamps', () => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDb('empty');
    dir = mkdtempSync(path.join(tmpdir(), 'erp-migrations-060-'));
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    for (const f of files.filter((f) => f < '060')) copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    await migrate(db, dir);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('drafts 0, waiting 1, approved 2, declined 3 (a change from its update); submitter from the change or the creator', async () => {
    await db.run(sql`INSERT INTO users (id, employee_no, username, email, first_name, last_name, password_hash) VALUES
      (1, 'E1', 'a', 'a@x.invalid', 'A', 'A', 'x'), (2, 'E2', 'b', 'b@x.invalid', 'B', 'B', 'x')`);
    await db.run(sql`INSERT INTO suppliers (vendor_id, vendor_code, company_name) VALUES (1, 'V-1', 'Supplier')`);
    await db.run(sql`INSERT INTO products (product_id, product_code, product_name, generic_name, supplier_id, qty_per_pack) VALUES (1, 'P1', 'P', 'P', 1, 1), (2, 'P2', 'P', 'P', 1, 1)`);
    const at = sql`'2026-01-01T00:00:00Z'::timestamptz`;
    await db.run(sql`INSERT INTO product_submissions (id, category, is_submit, product_id, payload, approval_code, created_by, created_at, updated_at, approved_at, declined_at, reviewed_by) VALUES
      (1, 'CREATED', 0, NULL, '{}', NULL, 1, ${at}, ${at}, NULL, NULL, NULL),
      (2, 'CREATED', 1, NULL, '{}', 'APR-000002', 1, ${at}, ${at}, NULL, NULL, NULL),
      (3, 'CREATED', 1, NULL, '{}', 'APR-000003', 1, ${at}, ${at}, ${at}, NULL, 2),
      (4, 'CREATED', 1, NULL, '{}', 'APR-000004', 1, ${at}, ${at}, NULL, ${at}, 2),
      (5, 'UPDATED', 2, 1, '{}', 'PU-000001', 1, ${at}, ${at}, NULL, NULL, NULL),
      (6, 'UPDATED', 1, 1, '{}', 'PU-000002', 1, ${at}, ${at}, NULL, NULL, NULL),
      (7, 'UPDATED', 1, 2, '{}', 'PU-000003', 1, ${at}, ${at}, NULL, NULL, NULL)`);
    await db.run(sql`INSERT INTO product_updates (id, product_update_no, product_id, submission_id, changes, updated_by, created_at, approved_at, declined_at, user_reviewer) VALUES
      (1, 'PU-000001', 1, 5, '[]', 2, ${at}, ${at}, NULL, 1),
      (2, 'PU-000002', 1, 6, '[]', 2, ${at}, NULL, ${at}, 1),
      (3, 'PU-000003', 2, 7, '[]', 1, ${at}, NULL, NULL, NULL)`);

    copyFileSync(path.join(MIGRATIONS_DIR, '060_product_approval_status.sql'), path.join(dir, '060_product_approval_status.sql'));
    expect(await migrate(db, dir)).toEqual(['060']);

    const subs = await db.rows<{ id: number; status: number; submitted_by: number | null }>(sql`SELECT id, status, submitted_by FROM product_submissions ORDER BY id`);
    expect(subs).toEqual([
      { id: 1, status: 0, submitted_by: null },
      { id: 2, status: 1, submitted_by: 1 },
      { id: 3, status: 2, submitted_by: 1 },
      { id: 4, status: 3, submitted_by: 1 },
      { id: 5, status: 2, submitted_by: 2 },
      { id: 6, status: 3, submitted_by: 2 },
      { id: 7, status: 1, submitted_by: 1 },
    ]);
    expect(await db.rows(sql`SELECT id, status FROM product_updates ORDER BY id`)).toEqual([
      { id: 1, status: 2 },
      { id: 2, status: 3 },
      { id: 3, status: 1 },
    ]);
    // The checks keep status and stamps in step, and one change waits per product.
    await expect(db.run(sql`UPDATE product_updates SET status = 2 WHERE id = 3`)).rejects.toThrow();
    await expect(db.run(sql`UPDATE product_submissions SET status = 1 WHERE id = 1`)).rejects.toThrow();
    await expect(
      db.run(sql`INSERT INTO product_updates (product_update_no, product_id, submission_id, changes, updated_by, created_at) VALUES ('PU-000009', 2, 7, '[]', 1, ${at})`),
    ).rejects.toThrow();
  });
});
