import {
  noQuery,
  PRODUCT_FIELD_LABELS,
  updateApprovalQuery,
  updateNoParams,
  updateStatusParams,
  type FieldChange,
  type ProductChanges,
  type ProductUpdateRow,
} from '../../contract/products';
import { sql, type SQL } from '../db/db';
import { ok } from '../http/answer';
import { defineRoute } from '../http/routeRegistry';
import { decideUpdateByNo } from './approvals';
import { isoText, userName } from './productSql';
import { actorOf } from './workflow.routes';

/**
 * Product update approval (spec 001 §2): three server-paged lists of changes
 * by state (derived from the timestamps, §4), and approve / decline by
 * product_update_no. Paths are ours (the spec does not show them).
 */

const STATE: Record<string, SQL> = {
  approval: sql`u.approved_at IS NULL AND u.declined_at IS NULL`,
  approved: sql`u.approved_at IS NOT NULL`,
  declined: sql`u.declined_at IS NOT NULL`,
};

const ORDER: Record<string, SQL> = {
  id: sql`u.id`,
  product_update_no: sql`u.product_update_no`,
  product_code: sql`p.product_code`,
  product_name: sql`p.product_name`,
  supplier_name: sql`v.company_name`,
  date_updated: sql`u.created_at`,
  updated_by: sql`updated_by`,
  approved_at: sql`u.approved_at`,
  declined_at: sql`u.declined_at`,
  user_reviewer: sql`user_reviewer`,
};

type StoredChange = { field: string; old_value: string | null; new_value: string | null };
type RawRow = Omit<ProductUpdateRow, 'changes'> & { changes: StoredChange[] };

/** The spec's three lists: supplier and VAT exemption apart, everything else as text (§3). */
export function groupChanges(changes: StoredChange[]): ProductChanges {
  const out: ProductChanges = { text: [], supplier: [], vat_exemption: [] };
  for (const c of changes) {
    const field_name = PRODUCT_FIELD_LABELS[c.field] ?? c.field;
    if (c.field === 'supplier_id') out.supplier.push({ field_name, old_supplier: c.old_value, new_supplier: c.new_value });
    else if (c.field === 'vat_exemption') out.vat_exemption.push({ field_name, old_value_text: c.old_value ?? 'No', new_value_text: c.new_value ?? 'No' });
    else out.text.push({ field_name, old_value: c.old_value, new_value: c.new_value } satisfies FieldChange);
  }
  return out;
}

export const updateApprovalList = defineRoute({
  method: 'GET',
  url: '/products/update-approval/:status',
  scopes: ['approve_product'],
  summary: 'Product updates waiting for approval, approved or declined, paged (page size 50 on the screen)',
  params: updateStatusParams,
  query: updateApprovalQuery,
  handler: async ({ params, query, deps }) => {
    const dir = query.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
    const from = sql`FROM product_updates u JOIN products p ON p.product_id = u.product_id JOIN suppliers v ON v.vendor_id = p.supplier_id
                     JOIN product_submissions s ON s.id = u.submission_id
                     WHERE ${STATE[params.status]}`;
    const rows = await deps.db.rows<RawRow>(sql`
      SELECT u.id, u.product_update_no, u.product_id, p.product_code, p.product_name, v.company_name AS supplier_name, v.vendor_code,
             ${isoText(sql`u.created_at`)} AS date_updated, ${userName(sql`u.updated_by`)} AS updated_by,
             ${isoText(sql`u.approved_at`)} AS approved_at, ${isoText(sql`u.declined_at`)} AS declined_at,
             ${userName(sql`u.user_reviewer`)} AS user_reviewer, u.changes,
             s.payload || jsonb_build_object(
               'product_segment', (SELECT name FROM product_segments WHERE id = (s.payload->>'product_segment_id')::int),
               'product_group', (SELECT name FROM product_groups WHERE id = (s.payload->>'product_group_id')::int),
               'supplier_name', (SELECT company_name FROM suppliers WHERE vendor_id = (s.payload->>'supplier_id')::int),
               'min_order_qty', s.payload->'quantity') AS proposed
      ${from}
      ORDER BY ${ORDER[query.order_by]} ${dir}, u.id
      LIMIT ${query.page_size} OFFSET ${query.page * query.page_size}`);
    const count = await deps.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n ${from}`);
    return ok(
      rows.map((r) => ({ ...r, changes: groupChanges(r.changes) })),
      count?.n ?? 0,
    );
  },
});

const decide = (decision: 'approve' | 'decline') =>
  defineRoute({
    method: 'POST',
    url: `/products/update-approval/:product_update_no/${decision}`,
    scopes: ['approve_product'],
    summary: decision === 'approve' ? 'Approve a product update: applies its changed fields in one transaction' : 'Decline a product update: the product stays as it is',
    params: updateNoParams,
    query: noQuery,
    handler: async (ctx) => decideUpdateByNo(ctx.deps.db, actorOf(ctx), ctx.params.product_update_no, decision),
  });

export const updateApprovalRoutes = [updateApprovalList, decide('approve'), decide('decline')];
