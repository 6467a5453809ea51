import type { SortKey } from '../../contract/kit';
import { listProductUpdates, productUpdateWorkflow, type productUpdateColumns } from '../../contract/productApprovalQueue';
import { PRODUCT_FIELD_LABELS, type FieldChange, type ProductChanges, type ProductUpdateRow } from '../../contract/products';
import { sql } from '../db/db';
import { pagedList, queueListRoutes, type SortMap } from '../kit';
import { isoText, userName } from './productSql';

/**
 * Product update approval (spec 001 §2): one server-paged list per tab of
 * the update workflow (contract/productApprovalQueue.ts), each tab listing
 * its statuses. The decisions are in approvals.ts.
 */

const SORT: SortMap<typeof productUpdateColumns> = {
  // PU numbers follow the ids.
  product_update_no: sql`u.id`,
  product_code: sql`p.product_code`,
  product_name: sql`p.product_name`,
  supplier_name: sql`v.company_name`,
  date_updated: sql`u.created_at`,
  updated_by: userName(sql`u.updated_by`),
  approved_at: sql`u.approved_at`,
  declined_at: sql`u.declined_at`,
  user_reviewer: userName(sql`u.user_reviewer`),
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

export const updateApprovalRoutes = queueListRoutes(productUpdateWorkflow, listProductUpdates, {
  summary: (tab) => `Product updates of the ${tab.label} tab (status ${tab.statuses.join(', ')}), paged (50 a page on the screen), searchable by update number, product code or name`,
  list: async (tab, { query, deps }) => {
    const { rows, total } = await pagedList<RawRow, SortKey<typeof productUpdateColumns>>(deps.db, {
      select: sql`u.id, u.product_update_no, u.status, u.product_id, p.product_code, p.product_name, v.company_name AS supplier_name, v.vendor_code,
             ${isoText(sql`u.created_at`)} AS date_updated, ${userName(sql`u.updated_by`)} AS updated_by,
             ${isoText(sql`u.approved_at`)} AS approved_at, ${isoText(sql`u.declined_at`)} AS declined_at,
             ${userName(sql`u.user_reviewer`)} AS user_reviewer, u.changes,
             s.payload || jsonb_build_object(
               'product_segment', (SELECT name FROM product_segments WHERE id = (s.payload->>'product_segment_id')::int),
               'product_group', (SELECT name FROM product_groups WHERE id = (s.payload->>'product_group_id')::int),
               'supplier_name', (SELECT company_name FROM suppliers WHERE vendor_id = (s.payload->>'supplier_id')::int),
               'min_order_qty', s.payload->'quantity') AS proposed`,
      from: sql`product_updates u JOIN products p ON p.product_id = u.product_id JOIN suppliers v ON v.vendor_id = p.supplier_id
                JOIN product_submissions s ON s.id = u.submission_id`,
      where: [sql`u.status IN (${sql.join(tab.statuses.map((st) => sql`${st}`), sql`, `)})`],
      search: { text: query.search, in: [sql`u.product_update_no`, sql`p.product_code`, sql`p.product_name`] },
      sort: SORT,
      tiebreak: sql`u.id`,
      query,
      nulls: 'last',
    });
    return { rows: rows.map((r) => ({ ...r, changes: groupChanges(r.changes) })), total };
  },
});
