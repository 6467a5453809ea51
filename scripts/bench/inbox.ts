import { randomBytes } from 'node:crypto';
import { sha256 } from '../../server/auth/tokens';
import { sql, type Db } from '../../server/db/db';
import { sqlArray } from '../../server/db/arrays';
import { syncPermissions } from '../../server/seed';
import { DEMO_ROLES } from '../../server/seed/demoData';
import { median } from './finance';

/** The app's inject (app.inject), for GET calls as a given user. */
type Inject = (opts: { method: 'GET'; url: string; headers: Record<string, string> }) => Promise<{ statusCode: number; body: string }>;

/** At least this many documents wait in the inbox while it is measured (issue 11). */
const PENDING_TARGET = 2_000;
/** What the bench writes carries this tag, so it is removed afterwards and never mistaken for the books' own. */
const TAG = 'Bench inbox';

/**
 * The approver inbox over the benchmark's data: the list the approver opens
 * (every queue they decide, not their own, oldest first, capped at 500) and
 * the header's count of it. The bench books hold few pending documents, so
 * up to PENDING_TARGET are added for the run, spread over four queues
 * (purchase requests, asset purchase orders, inventory transfers and cash
 * advances over the limit), made by another user over the past year, and
 * removed at the end.
 */
export async function inboxBench(db: Db, inject: Inject): Promise<void> {
  const approver = await approverOf(db);
  if (!approver) {
    console.log('| approver inbox | — | — | skipped: no approver role in this database |');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await db.run(sql`INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES (${sha256(token)}, ${approver}, now(), now(), now() + interval '1 day')`);
  const get = async (url: string) => {
    const r = await inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    return r;
  };
  const count = async () => (JSON.parse((await get('/api/approvals/inbox/count')).body) as { result: { count: number } }).result.count;
  try {
    const before = await count();
    if (before < PENDING_TARGET) await addPending(db, approver, PENDING_TARGET - before);
    const pending = await count();
    const list = await median(5, () => get('/api/approvals/inbox'));
    const badge = await median(5, () => get('/api/approvals/inbox/count'));
    console.log(`| approver inbox, ${pending.toLocaleString('en-US')} pending documents | ${list.toFixed(1)} | — | < 300 ms |`);
    console.log(`| approver inbox count (header badge), ${pending.toLocaleString('en-US')} pending | ${badge.toFixed(1)} | — | < 100 ms |`);
  } finally {
    await removePending(db);
    await db.run(sql`DELETE FROM sessions WHERE token_hash = ${sha256(token)}`);
  }
}

/** The demo approver, or a bench user given the approver role when the books have none. */
async function approverOf(db: Db): Promise<number | null> {
  const demo = await db.one<{ id: number }>(sql`
    SELECT u.id FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id WHERE r.slug = 'approver' AND u.active ORDER BY u.id LIMIT 1`);
  if (demo) return demo.id;
  // The bench books carry no demo roles: make the demo's approver role (its scopes as the demo grants them).
  await syncPermissions(db);
  const def = DEMO_ROLES.find((r) => r.slug === 'approver');
  if (!def) return null;
  const role =
    (await db.one<{ id: number }>(sql`SELECT id FROM roles WHERE slug = 'approver'`)) ??
    (await db.one<{ id: number }>(sql`INSERT INTO roles (role, slug, description) VALUES (${def.role}, ${def.slug}, ${def.description}) RETURNING id`));
  await db.run(sql`
    INSERT INTO role_permissions (role_id, permission_id) SELECT ${role!.id}, id FROM permissions WHERE scope = ANY(${sqlArray(def.scopes, 'text')})
    ON CONFLICT DO NOTHING`);
  const user =
    (await db.one<{ id: number }>(sql`SELECT id FROM users WHERE employee_no = 'BENCH-APPROVER'`)) ??
    (await db.one<{ id: number }>(sql`
      INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, otp_enabled, active)
      VALUES ('BENCH-APPROVER', 'bench-approver', 'bench-approver@demo.invalid', 'Bench', 'Approver', 'none', false, true) RETURNING id`));
  await db.run(sql`INSERT INTO user_roles (user_id, role_id) VALUES (${user!.id}, ${role!.id}) ON CONFLICT DO NOTHING`);
  return user!.id;
}

/** `n` pending documents, a quarter in each queue, requested over the past year by someone other than the approver. */
async function addPending(db: Db, approver: number, n: number): Promise<void> {
  const each = Math.ceil(n / 4);
  const ctx = await db.one<{ maker: number; supplier: number; employee: number }>(sql`
    SELECT (SELECT id FROM users WHERE id <> ${approver} AND active ORDER BY id LIMIT 1) AS maker,
           (SELECT vendor_id FROM suppliers ORDER BY vendor_id LIMIT 1) AS supplier,
           (SELECT employee_id FROM employees ORDER BY employee_id LIMIT 1) AS employee`);
  if (!ctx?.maker || !ctx.supplier || !ctx.employee) throw new Error('inbox bench: the database has no other user, supplier or employee');
  const { maker, supplier, employee } = ctx;
  // g minutes * 263 spreads the requests over about a year, oldest first.
  const at = sql.raw(`now() - (g * 263) * interval '1 minute'`);
  await db.transaction(async (tx) => {
    await tx.run(sql`
      INSERT INTO purchase_requests (pr_date, supplier_id, estimated_delivery_date, payment_term, grand_total, prepared_by, status, particulars, created_at)
      SELECT (${at})::date, ${supplier}, (${at})::date + 14, 'COD', round((1000 + (g * 7919) % 250000)::numeric, 2), ${maker}, 0, ${TAG}, ${at}
      FROM generate_series(1, ${each}) g`);
    await tx.run(sql`
      INSERT INTO asset_purchase_orders (apo_no, supplier_id, po_date, remarks, total, status, level_status, created_by, created_at)
      SELECT 'BENCH-APO-' || g, ${supplier}, (${at})::date, ${TAG}, round((5000 + (g * 104729) % 900000)::numeric, 2), 'for_approval', 0, ${maker}, ${at}
      FROM generate_series(1, ${each}) g`);
    await tx.run(sql`
      INSERT INTO inventory_transfers (transfer_code, transfer_version, posting_date, status, remarks, requested_by, requested_at, updated_at)
      SELECT 'BENCH-ITF-' || g, CASE WHEN g % 3 = 0 THEN 'v2' ELSE 'v1' END, (${at})::date, 0, ${TAG}, ${maker}, ${at}, ${at}
      FROM generate_series(1, ${each}) g`);
    await tx.run(sql`
      INSERT INTO cash_advances (ca_no, employee_id, purpose, amount, request_date, status, over_limit, requested_by, requested_at, updated_at)
      SELECT 'BENCH-CA-' || g, ${employee}, ${TAG}, round((20000 + (g * 613) % 60000)::numeric, 2), (${at})::date, 'requested', true, ${maker}, ${at}, ${at}
      FROM generate_series(1, ${each}) g`);
  });
}

async function removePending(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run(sql`DELETE FROM purchase_requests WHERE particulars = ${TAG} AND status = 0`);
    await tx.run(sql`DELETE FROM asset_purchase_orders WHERE apo_no LIKE 'BENCH-APO-%'`);
    await tx.run(sql`DELETE FROM inventory_transfers WHERE transfer_code LIKE 'BENCH-ITF-%'`);
    await tx.run(sql`DELETE FROM cash_advances WHERE ca_no LIKE 'BENCH-CA-%'`);
  });
}
