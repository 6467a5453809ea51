import { Codes } from '../../contract';
import {
  approvalCodeParams,
  draftListQuery,
  idParams,
  noQuery,
  productAddBody,
  productCodeParams,
  productStatusBody,
  productUpdateBody,
  type ApprovalRow,
  type DraftDetail,
  type DraftRow,
} from '../../contract/products';
import { sql, type SQL } from '../db/db';
import type { RouteContext } from '../http/routeRegistry';
import type { AuthUser } from '../auth/users';
import { answer, notFound, ok, type Answer } from '../http/answer';
import { defineRoute } from '../http/routeRegistry';
import { approveChangeOf, approveCreation, declineCreation } from './approvals';
import { isoText, like, supplierLabel, userName } from './productSql';
import { keepUploads, removeStored, uploadsOf } from '../uploads';
import { productUploadRoutes } from './files';
import { recordRevision, saveChange, saveCreation, type Actor, type FormFiles } from './submissions';

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

export const addProduct = defineRoute({
  method: 'POST',
  url: '/products/add',
  scopes: ['add_product', 'add_products'],
  summary: 'Save a new product as draft (is_submit 0, 00012) or submit it for approval (1, 00013); JSON, or multipart with its files',
  body: productAddBody,
  handler: async (ctx) => withFiles(ctx, (ff) => saveCreation(ctx.deps.db, actorOf(ctx), ctx.body, ff)),
});

export const submitUpdated = defineRoute({
  method: 'POST',
  url: '/products/submit/updated',
  scopes: ['update_product'],
  summary: 'Save a change of a product as draft (0, 00012), submit it (1, 00013) or submit it from the detail page (2, 00004)',
  body: productUpdateBody,
  handler: async (ctx) => withFiles(ctx, (ff) => saveChange(ctx.deps.db, actorOf(ctx), ctx.body, ff)),
});

export const activeStatus = defineRoute({
  method: 'POST',
  url: '/product/active/status',
  scopes: ['update_status'],
  summary: 'Switch a product active (is_check 1) or inactive (0); recorded in the revision history',
  body: productStatusBody,
  handler: async (ctx) => {
    const { product_id, is_check } = ctx.body;
    return ctx.deps.db.transaction(async (tx) => {
      const before = await tx.one<{ active: number }>(sql`SELECT active::int AS active FROM products WHERE product_id = ${product_id} FOR UPDATE`);
      if (!before) return notFound('Product not found.');
      const a = actorOf(ctx);
      await tx.run(sql`UPDATE products SET active = ${is_check}, updated_at = ${a.at}::timestamptz WHERE product_id = ${product_id}`);
      await recordRevision(tx, a, { action: 'STATUS_CHANGED', productId: product_id, details: { from: before.active, to: is_check } });
      return answer(Codes.UPDATED, { product_id, active: is_check });
    });
  },
});

// ---- Drafts --------------------------------------------------------------------------

const DRAFT_ORDER: Record<string, SQL> = {
  id: sql`s.id`,
  product_code: sql`product_code`,
  product_name: sql`s.payload->>'product_name'`,
  brand_name: sql`s.payload->>'generic_name'`,
  supplier: sql`supplier`,
  segment: sql`segment`,
  group: sql`"group"`,
  updated_at: sql`s.updated_at`,
};
const DRAFT_FROM = sql`FROM product_submissions s LEFT JOIN products p ON p.product_id = s.product_id WHERE s.is_submit = 0`;

export const draftList = defineRoute({
  method: 'GET',
  url: '/products/draft/list',
  scopes: ['view_product_drafts', 'add_product', 'add_products'],
  summary: 'Products Draft Masterlist: saved drafts of new products and of changes, paged',
  query: draftListQuery,
  handler: async ({ query, deps }) => {
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
      ${DRAFT_FROM} ${search}
      ORDER BY ${DRAFT_ORDER[query.order_by]} ${dir}, s.id
      LIMIT ${query.page_size} OFFSET ${query.page * query.page_size}`);
    const count = await deps.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n ${DRAFT_FROM} ${search}`);
    return ok(rows, count?.n ?? 0);
  },
});

export const draftDetail = defineRoute({
  method: 'GET',
  url: '/products/draft/:id',
  scopes: ['view_product_drafts', 'add_product', 'add_products'],
  summary: 'One draft with its values and uploaded images (with_image)',
  params: idParams,
  query: noQuery,
  handler: async ({ params, deps }) => {
    const d = await deps.db.one<DraftDetail>(sql`
      SELECT s.id, s.category, s.is_submit, s.product_id,
             s.payload || jsonb_build_object('product_code', COALESCE(p.product_code, s.payload->>'product_code')) AS values,
             (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', f.id, 'doc_type', f.doc_type, 'file_name', f.file_name,
                       'processed_path', '/products/uploads/' || f.id, 'erp_uploads_draft_id', s.id) ORDER BY f.id), '[]'::jsonb)
              FROM product_uploads f WHERE f.submission_id = s.id) AS with_image
      FROM product_submissions s LEFT JOIN products p ON p.product_id = s.product_id
      WHERE s.id = ${params.id} AND s.is_submit = 0`);
    return d ? ok(d) : notFound('Draft not found.');
  },
});

// ---- Approvals ------------------------------------------------------------------------

export const approvalList = defineRoute({
  method: 'GET',
  url: '/products/approvals/list',
  scopes: ['approve_product'],
  summary: 'Products Approval Masterlist: creations (no product code) and changes (with one) waiting for approval',
  query: noQuery,
  handler: async ({ deps }) =>
    ok(
      await deps.db.rows<ApprovalRow>(sql`
        SELECT s.approval_code, s.category, p.product_code, s.payload->>'product_code' AS proposed_code,
               s.payload->>'product_name' AS product_name, s.payload->>'generic_name' AS brand_name,
               ${supplierLabel(sql`(s.payload->>'supplier_id')::int`)} AS supplier,
               ${userName(sql`s.created_by`)} AS submitted_by, ${isoText(sql`s.updated_at`)} AS submitted_at
        FROM product_submissions s
        LEFT JOIN products p ON p.product_id = s.product_id AND s.category = 'UPDATED'
        LEFT JOIN product_updates u ON u.submission_id = s.id
        WHERE s.is_submit > 0 AND s.approved_at IS NULL AND s.declined_at IS NULL AND u.approved_at IS NULL AND u.declined_at IS NULL
        ORDER BY s.updated_at, s.id`),
    ),
});

export const approveCreationRoute = defineRoute({
  method: 'POST',
  url: '/products/add/approved/:approval_code',
  scopes: ['approve_product'],
  summary: 'Approve a new product: inserts it (00003); refused when already decided or the approver submitted it',
  params: approvalCodeParams,
  query: noQuery,
  handler: async (ctx) => approveCreation(ctx.deps.db, actorOf(ctx), ctx.params.approval_code),
});

export const declineCreationRoute = defineRoute({
  method: 'POST',
  url: '/products/add/declined/:approval_code',
  scopes: ['approve_product'],
  summary: 'Decline a new product (nothing is inserted)',
  params: approvalCodeParams,
  query: noQuery,
  handler: async (ctx) => declineCreation(ctx.deps.db, actorOf(ctx), ctx.params.approval_code),
});

export const approveChangeRoute = defineRoute({
  method: 'POST',
  url: '/products/update/approved/:product_code',
  scopes: ['approve_product'],
  summary: 'Approve the change waiting for a product: applies its changed fields (00004)',
  params: productCodeParams,
  query: noQuery,
  handler: async (ctx) => approveChangeOf(ctx.deps.db, actorOf(ctx), ctx.params.product_code),
});

/** The file fields the two saves take as multipart (server/uploads). */
export const productFormUploads = productUploadRoutes(addProduct, submitUpdated);

export const productWorkflowRoutes = [addProduct, submitUpdated, activeStatus, draftList, draftDetail, approvalList, approveCreationRoute, declineCreationRoute, approveChangeRoute];
