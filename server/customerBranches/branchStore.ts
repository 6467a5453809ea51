import {
  BRANCH_FIELD_LABELS,
  BRANCH_SETTINGS,
  BRANCH_TYPE_LABELS,
  SETTING_CHOICES,
  type BranchConfig,
  type BranchSettings,
  type BranchType,
  type LinkedCustomer,
} from '../../contract/customerBranches';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';
import { changedFields, recordRevision, type FieldChange } from '../kit';

/**
 * Reading and writing a customer's branch settings and links (migration
 * 087), each write with its revision in the caller's transaction. The
 * callers lock the customers involved first (lockCustomers), so the checks
 * they make before writing still hold when they write.
 */
const MODULE = 'Customers';

export interface WriteContext {
  userId: number;
  at: string;
}

export interface LockedCustomer {
  customer_id: number;
  customer_code: string;
  customer_name: string;
}

/**
 * Locks the customers' rows for the rest of the transaction, in id order (two
 * writers locking overlapping customers never wait on each other in a
 * circle); resolves to the ones found, by code.
 */
export async function lockCustomers(tx: Db, codes: readonly string[]): Promise<Map<string, LockedCustomer>> {
  const rows = await tx.rows<LockedCustomer>(sql`
    SELECT customer_id, customer_code, customer_name FROM customers
    WHERE customer_code = ANY(${sqlArray([...new Set(codes)], 'text')}) ORDER BY customer_id FOR UPDATE`);
  return new Map(rows.map((r) => [r.customer_code, r]));
}

export async function findCustomer(db: Db, code: string): Promise<LockedCustomer | undefined> {
  return db.one<LockedCustomer>(sql`SELECT customer_id, customer_code, customer_name FROM customers WHERE customer_code = ${code}`);
}

export async function readConfig(db: Db, customerId: number): Promise<BranchConfig | null> {
  const row = await db.one<BranchConfig>(sql`
    SELECT c.customer_code, b.customer_type, b.so::int AS so, b.shipping::int AS shipping, b.billing::int AS billing,
           b.billing_account::int AS billing_account, b.soa_main::int AS soa_main, b.soa_branch::int AS soa_branch, b.updated_at::text AS updated_at
    FROM customer_branch_configs b JOIN customers c USING (customer_id)
    WHERE b.customer_id = ${customerId}`);
  return row ?? null;
}

export type ConfigValues = BranchSettings & { customer_type: BranchType };

const SETTING_KEYS = [...BRANCH_SETTINGS.map((s) => s.key), 'soa_main', 'soa_branch'] as const;

/** A change of the history with its values in words (1 -> "Main Branch", main_branch -> "Main Office"). */
function readable(c: FieldChange): FieldChange {
  const say = (v: unknown) => {
    if (v === null || v === undefined) return null;
    if (c.field === 'customer_type') return BRANCH_TYPE_LABELS[v as BranchType] ?? String(v);
    if (c.field === 'soa_main' || c.field === 'soa_branch') return Number(v) === 1 ? 'Yes' : 'No';
    return Number(v) === 1 ? SETTING_CHOICES.main : SETTING_CHOICES.branch;
  };
  return { ...c, old_text: say(c.old), new_text: say(c.new) };
}

/** Creates or replaces the customer's settings (the links must already agree with a changed type). */
export async function saveConfig(tx: Db, customer: LockedCustomer, before: BranchConfig | null, next: ConfigValues, ctx: WriteContext): Promise<void> {
  const b = (k: (typeof SETTING_KEYS)[number]) => next[k] === 1;
  await tx.run(sql`
    INSERT INTO customer_branch_configs (customer_id, customer_type, so, shipping, billing, billing_account, soa_main, soa_branch, updated_at)
    VALUES (${customer.customer_id}, ${next.customer_type}, ${b('so')}, ${b('shipping')}, ${b('billing')}, ${b('billing_account')}, ${b('soa_main')}, ${b('soa_branch')}, ${ctx.at}::timestamptz)
    ON CONFLICT (customer_id) DO UPDATE SET
      customer_type = EXCLUDED.customer_type, so = EXCLUDED.so, shipping = EXCLUDED.shipping, billing = EXCLUDED.billing,
      billing_account = EXCLUDED.billing_account, soa_main = EXCLUDED.soa_main, soa_branch = EXCLUDED.soa_branch, updated_at = EXCLUDED.updated_at`);
  const keys = ['customer_type', ...SETTING_KEYS];
  await recordRevision(tx, {
    entity: 'customer_branch_configs',
    entityId: customer.customer_id,
    action: before ? 'updated' : 'created',
    userId: ctx.userId,
    at: ctx.at,
    module: MODULE,
    reference: customer.customer_code,
    remarks: 'Branch settings',
    changes: changedFields(before as Record<string, unknown> | null, next, keys, BRANCH_FIELD_LABELS).map(readable),
  });
}

/** Does this main office have any branch? */
export async function hasBranches(db: Db, mainId: number): Promise<boolean> {
  return Boolean(await db.one(sql`SELECT 1 AS x FROM customer_branch_links WHERE main_customer_id = ${mainId} LIMIT 1`));
}

export async function isLinkedBranch(db: Db, branchId: number): Promise<boolean> {
  return Boolean(await db.one(sql`SELECT 1 AS x FROM customer_branch_links WHERE branch_customer_id = ${branchId}`));
}

async function linkRevision(tx: Db, branch: { id: number; code: string }, main: string, action: 'created' | 'deleted', ctx: WriteContext): Promise<void> {
  await recordRevision(tx, {
    entity: 'customer_branch_links',
    entityId: branch.id,
    action,
    userId: ctx.userId,
    at: ctx.at,
    module: MODULE,
    reference: branch.code,
    remarks: action === 'created' ? `Linked as a branch of ${main}` : `No longer a branch of ${main}`,
    changes: [{ field: 'main_customer_code', label: 'Main Office', old: action === 'created' ? null : main, new: action === 'created' ? main : null }],
  });
}

export async function insertLink(tx: Db, branch: LockedCustomer, main: LockedCustomer, ctx: WriteContext): Promise<void> {
  await tx.run(sql`
    INSERT INTO customer_branch_links (branch_customer_id, main_customer_id, created_by, created_at)
    VALUES (${branch.customer_id}, ${main.customer_id}, ${ctx.userId}, ${ctx.at}::timestamptz)`);
  await linkRevision(tx, { id: branch.customer_id, code: branch.customer_code }, main.customer_code, 'created', ctx);
}

/** Removes a main office's links (all its branches) or a branch's one link; resolves to how many went. */
export async function removeLinks(tx: Db, of: { mainId: number } | { branchId: number }, ctx: WriteContext): Promise<number> {
  const where = 'mainId' in of ? sql`l.main_customer_id = ${of.mainId}` : sql`l.branch_customer_id = ${of.branchId}`;
  const gone = await tx.rows<{ branch_id: number; branch_code: string; main_code: string }>(sql`
    DELETE FROM customer_branch_links l USING customers b, customers m
    WHERE ${where} AND b.customer_id = l.branch_customer_id AND m.customer_id = l.main_customer_id
    RETURNING b.customer_id AS branch_id, b.customer_code AS branch_code, m.customer_code AS main_code`);
  for (const g of gone.sort((x, y) => x.branch_code.localeCompare(y.branch_code))) {
    await linkRevision(tx, { id: g.branch_id, code: g.branch_code }, g.main_code, 'deleted', ctx);
  }
  return gone.length;
}

/** The customers linked to one: a main office's branches, or a branch's main office, by code. */
export async function linkedOf(db: Db, customerId: number, as: BranchType): Promise<LinkedCustomer[]> {
  const other = as === 'main_branch' ? sql`l.branch_customer_id` : sql`l.main_customer_id`;
  const mine = as === 'main_branch' ? sql`l.main_customer_id` : sql`l.branch_customer_id`;
  const relation: BranchType = as === 'main_branch' ? 'branch' : 'main_branch';
  return db.rows<LinkedCustomer>(sql`
    SELECT o.customer_code, o.customer_name, ${BRANCH_TYPE_LABELS[relation]}::text AS relation, ${relation}::text AS relation_type,
           m.customer_code AS main_customer_code, b.customer_code AS branch_customer_code
    FROM customer_branch_links l
    JOIN customers o ON o.customer_id = ${other}
    JOIN customers m ON m.customer_id = l.main_customer_id
    JOIN customers b ON b.customer_id = l.branch_customer_id
    WHERE ${mine} = ${customerId}
    ORDER BY o.customer_code`);
}
