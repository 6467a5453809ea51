import { Codes } from '../../contract';
import type { SortKey } from '../../contract/kit';
import { listProductApprovals, productCreationWorkflow, type productApprovalColumns } from '../../contract/productApprovalQueue';
import {
  addProductEp,
  listProductDrafts,
  PRODUCT_MESSAGES,
  setProductActiveEp,
  showProductDraft,
  submitProductChangeEp,
  type ApprovalRow,
  type DraftDetail,
  type DraftRow,
  type draftSortKeys,
} from '../../contract/products';
import { sql } from '../db/db';
import type { RouteContext } from '../http/routeRegistry';
import { holdsAny, type AuthUser } from '../auth/users';
import { answer, FORBIDDEN, notFound, type Answer } from '../http/answer';
import { pagedList, recordRevision, route, type SortMap } from '../kit';
import { isoText, like, supplierLabel, userName } from './productSql';
import { keepUploads, removeStored, uploadsOf } from '../uploads';
import { productUploadRoutes } from './files';
import { PRODUCTS_MODULE, saveChange, saveCreation, type Actor, type FormFiles } from './submissions';
import { orderBy } from '../db/orderBy';

/** Who did it and when (the server clock, so tests can fix the time). */
export const actorOf = (ctx: Pick<RouteContext<unknown, unknown, unknown, AuthUser>, 'user' | 'deps'>): Actor => ({
  userId: ctx.user.id,
  at: new Date(ctx.deps.clock.now()).toISOString(),
});

/**
 * A save with the files its multipart body brought: kept when the save
 * succeeds (their rows committed with it), and the draft files they replace
 * deleted then; otherwise the upload mechanism deletes them.
 */
async function withFiles(ctx: Pick<RouteContext<unknown, unknown, unknown, AuthUser>, 'request' | 'deps'>, save: (ff: FormFiles) => Promise<Answer>): Promise<Answer> {
  const ff: FormFiles = { files: uploadsOf(ctx.request), replaced: [] };
  const res = await save(ff);
  if (res.status === 200) {
    keepUploads(ctx.request);
    await removeStored(ctx.deps.config.uploadDir, ff.replaced);
  }
  return res;
}

export const addProduct = route(addProductEp, {
  scopes: ['add_product', 'add_products'],
  summary: 'Save a new product as draft (is_submit 0, 00012) or submit it for approval (1, 00013); JSON, or multipart with its files',
  handler: async (ctx) => withFiles(ctx, (ff) => saveCreation(ctx.deps.db, actorOf(ctx), ctx.body, ff)),
});

export const submitUpdated = route(submitProductChangeEp, {
  scopes: ['update_product'],
  summary: 'Save a change of a product as draft (0, 00012), submit it (1, 00013) or submit it from the detail page (2, 00004)',
  handler: async (ctx) => withFiles(ctx, (ff) => saveChange(ctx.deps.db, actorOf(ctx), ctx.body, ff)),
});

export const activeStatus = route(setProductActiveEp, {
  scopes: ['update_status'],
  summary: 'Switch a product active (is_check 1) or inactive (0); recorded in the revision history',
  handler: async (ctx) => {
    const { product_id, is_check } = ctx.body;
    return ctx.deps.db.transaction(async (tx) => {
      const before = await tx.one<{ active: number; product_code: string }>(sql`SELECT active::int AS active, product_code FROM products WHERE product_id = ${product_id} FOR UPDATE`);
      if (!before) return notFound('Product not found.');
      const a = actorOf(ctx);
      await tx.run(sql`UPDATE products SET active = ${is_check}, updated_at = ${a.at}::timestamptz WHERE product_id = ${product_id}`);
      await recordRevision(tx, {
        entity: 'products',
        entityId: product_id,
        action: is_check ? 'activated' : 'deactivated',
        userId: a.userId,
        at: a.at,
        module: PRODUCTS_MODULE,
        reference: before.product_code,
        changes: [{ field: 'active', label: 'Active', old: before.active, new: is_check }],
      });
      return answer(Codes.UPDATED, { product_id, active: is_check });
    });
  },
});

// ---- Drafts --------------------------------------------------------------------------

const DRAFT_ORDER: SortMap<typeof draftSortKeys> = {
  id: sql`s.id`,
  product_code: sql`product_code`,
  product_name: sql`s.payload->>'product_name'`,
  brand_name: sql`s.payload->>'generic_name'`,
  supplier: sql`supplier`,
  segment: sql`segment`,
  group: sql`"group"`,
  updated_at: sql`s.updated_at`,
};
/**
 * A draft belongs to its maker: only they save or submit it again
 * (submissions.ts); others see it only with view_product_drafts.
 */
const SEES_EVERY_DRAFT = ['view_product_drafts'] as const;
const seesEveryDraft = (user: AuthUser) => holdsAny(user, SEES_EVERY_DRAFT);

const draftsOf = (user: AuthUser) =>
  sql`FROM product_submissions s LEFT JOIN products p ON p.product_id = s.product_id
      WHERE s.is_submit = 0 ${seesEveryDraft(user) ? sql`` : sql`AND s.created_by = ${user.id}`}`;

export const draftList = route(listProductDrafts, {
  scopes: ['view_product_drafts', 'add_product', 'add_products'],
  summary: 'Products Draft Masterlist: saved drafts of new products and of changes, paged (every draft with view_product_drafts, else your own)',
  handler: async ({ query, deps, user, ok }) => {
    const from = draftsOf(user);
    const k = query.search?.trim();
    const search = k
      ? sql`AND (s.payload->>'product_name' ILIKE ${like(k)} OR s.payload->>'generic_name' ILIKE ${like(k)} OR COALESCE(p.product_code, s.payload->>'product_code') ILIKE ${like(k)})`
      : sql``;
    const dir = query.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
    const rows = await deps.db.rows<DraftRow>(sql`
      SELECT s.id, s.category, COALESCE(p.product_code, s.payload->>'product_code') AS product_code,
             s.payload->>'product_name' AS product_name, s.payload->>'generic_name' AS brand_name,
             ${supplierLabel(sql`(s.payload->>'supplier_id')::int`)} AS supplier,
             (SELECT name FROM product_segments WHERE id = (s.payload->>'product_segment_id')::int) AS segment,
             (SELECT name FROM product_groups WHERE id = (s.payload->>'product_group_id')::int) AS "group",
             (SELECT name FROM product_packaging WHERE id = (s.payload->>'packaging')::int) AS packaging,
             (s.payload->>'qty_per_pack')::int AS qty_per_pack, COALESCE(p.stock_level, 20000) AS stock_level,
             s.payload->>'cpr_no' AS cpr_no, s.payload->>'cpr_expiry' AS cpr_expiry,
             ${userName(sql`s.created_by`)} AS created_by, ${isoText(sql`s.updated_at`)} AS updated_at
      ${from} ${search}
      ORDER BY ${orderBy(DRAFT_ORDER, query.order_by, 'id')} ${dir}, s.id
      LIMIT ${query.page_size} OFFSET ${query.page * query.page_size}`);
    const count = await deps.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n ${from} ${search}`);
    return ok(rows, count?.n ?? 0);
  },
});

export const draftDetail = route(showProductDraft, {
  scopes: ['view_product_drafts', 'add_product', 'add_products'],
  summary: "One draft with its values and uploaded images (with_image); someone else's only with view_product_drafts (else 403)",
  handler: async ({ params, deps, user, ok }) => {
    const d = await deps.db.one<DraftDetail & { created_by: number }>(sql`
      SELECT s.id, s.category, s.is_submit, s.product_id, s.created_by,
             s.payload || jsonb_build_object('product_code', COALESCE(p.product_code, s.payload->>'product_code')) AS values,
             (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', f.id, 'doc_type', f.doc_type, 'file_name', f.file_name,
                       'processed_path', '/products/uploads/' || f.id, 'erp_uploads_draft_id', s.id) ORDER BY f.id), '[]'::jsonb)
              FROM product_uploads f WHERE f.submission_id = s.id) AS with_image
      FROM product_submissions s LEFT JOIN products p ON p.product_id = s.product_id
      WHERE s.id = ${params.id} AND s.is_submit = 0`);
    if (!d) return notFound('Draft not found.');
    const { created_by, ...draft } = d;
    if (created_by !== user.id && !seesEveryDraft(user)) return { ...FORBIDDEN, result: PRODUCT_MESSAGES.draftHidden };
    return ok(draft);
  },
});

// ---- Products Approval Masterlist ----------------------------------------------------------

const APPROVAL_SORT: SortMap<typeof productApprovalColumns> = {
  approval_code: sql`s.id`,
  category: sql`s.category`,
  proposed_code: sql`s.payload->>'product_code'`,
  product_name: sql`s.payload->>'product_name'`,
  brand_name: sql`s.payload->>'generic_name'`,
  supplier: supplierLabel(sql`(s.payload->>'supplier_id')::int`),
  submitted_by: userName(sql`s.submitted_by`),
  submitted_at: sql`s.updated_at`,
};

/** The masterlist is the creation workflow's For Approval tab; a change's submission carries its change's status, so both kinds are listed. */
const WAITING = productCreationWorkflow.tabs[0];

export const approvalList = route(listProductApprovals, {
  scopes: [WAITING.scope],
  summary: 'Products Approval Masterlist: creations (no product code yet) and changes (with one) For Approval, paged, searchable by number, code or name',
  handler: async ({ query, deps, ok: page }) => {
    const { rows, total } = await pagedList<ApprovalRow, SortKey<typeof productApprovalColumns>>(deps.db, {
      select: sql`s.approval_code, s.category, s.status, p.product_code, s.payload->>'product_code' AS proposed_code,
               s.payload->>'product_name' AS product_name, s.payload->>'generic_name' AS brand_name,
               ${supplierLabel(sql`(s.payload->>'supplier_id')::int`)} AS supplier,
               ${userName(sql`s.submitted_by`)} AS submitted_by, ${isoText(sql`s.updated_at`)} AS submitted_at`,
      from: sql`product_submissions s LEFT JOIN products p ON p.product_id = s.product_id AND s.category = 'UPDATED'`,
      where: [sql`s.status IN (${sql.join(WAITING.statuses.map((st) => sql`${st}`), sql`, `)})`],
      search: { text: query.search, in: [sql`s.approval_code`, sql`s.payload->>'product_code'`, sql`s.payload->>'product_name'`, sql`s.payload->>'generic_name'`] },
      sort: APPROVAL_SORT,
      tiebreak: sql`s.id`,
      query,
      nulls: 'last',
    });
    return page(rows, total);
  },
});

/** The file fields the two saves take as multipart (server/uploads). */
export const productFormUploads = productUploadRoutes(addProduct, submitUpdated);

export const productWorkflowRoutes = [addProduct, submitUpdated, activeStatus, draftList, draftDetail, approvalList];
