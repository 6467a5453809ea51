import { statusAfter } from '../../contract/kit';
import { PRODUCT_MESSAGES } from '../../contract/products';
import { productUpdateWorkflow, type ProductApprovalAction } from '../../contract/productApprovalQueue';
import { sql, type Db } from '../db/db';
import { invalid } from '../http/answer';
import { Refused, type WorkflowStore } from '../kit';
import { moveFilesToProduct } from './files';
import { DERIVED_COLUMNS, FORM_COLUMNS } from './productSql';
import { codeTaken } from './submissions';

/*
 * A product's approvals on the workflow kit (contract: productCreationWorkflow, productUpdateWorkflow): a new
 * product's approval inserts it, a change's applies its changed fields; declines close them. The routes are
 * approvals.ts's.
 */

/** Columns a creation inserts: the form's fields (the code separately) and the derived amounts. */
const INSERT_COLUMNS = [...FORM_COLUMNS.filter((c) => c !== 'product_code'), ...DERIVED_COLUMNS];
const ident = (cols: readonly string[], prefix = '') => sql.raw(cols.map((c) => `${prefix}${c}`).join(', '));

/** A new product waiting on its submission (APR-…); the maker is whoever submitted it. */
export const CREATION_STORE: WorkflowStore<ProductApprovalAction> = {
  entity: 'product_submissions',
  table: sql`product_submissions`,
  id: sql`id`,
  status: sql`status`,
  label: sql`approval_code`,
  maker: sql`submitted_by`,
  stamps: {
    approved: { by: sql`reviewed_by`, at: sql`approved_at` },
    declined: { by: sql`reviewed_by`, at: sql`declined_at` },
  },
  hooks: {
    approve: async (tx, item, ctx) => {
      const s = (await tx.one<{ proposed_code: string | null }>(sql`SELECT payload->>'product_code' AS proposed_code FROM product_submissions WHERE id = ${item.id}`))!;
      if (await codeTaken(tx, s.proposed_code)) throw new Refused(invalid([PRODUCT_MESSAGES.codeTaken]));
      // A creation without a code gets one from its submission number.
      const code = s.proposed_code ?? `PRD-${String(item.id).padStart(6, '0')}`;
      const product = (await tx.one<{ product_id: number }>(sql`
        INSERT INTO products (product_code, ${ident(INSERT_COLUMNS)}, active, created_at, updated_at)
        SELECT ${code}, ${ident(INSERT_COLUMNS, 'r.')}, 1, ${ctx.now}::timestamptz, ${ctx.now}::timestamptz
        FROM product_submissions s, jsonb_populate_record(NULL::products, s.payload) r
        WHERE s.id = ${item.id}
        RETURNING product_id`))!;
      await tx.run(sql`UPDATE product_submissions SET product_id = ${product.product_id} WHERE id = ${item.id}`);
      await moveFilesToProduct(tx, item.id, product.product_id);
    },
    // A decline inserts nothing; the submission keeps its values for the record.
  },
};

interface ChangeRow {
  product_id: number;
  submission_id: number;
  fields: string[];
}

/** What a change touches: the product, its submission and the fields of its stored diff. */
async function changeOf(tx: Db, id: number): Promise<ChangeRow> {
  return (await tx.one<ChangeRow>(sql`
    SELECT product_id, submission_id, COALESCE((SELECT jsonb_agg(c->>'field') FROM jsonb_array_elements(changes) c), '[]'::jsonb) AS fields
    FROM product_updates WHERE id = ${id}`))!;
}

/** The change's submission follows its status (the masterlist lists submissions For Approval). */
async function closeChange(tx: Db, action: ProductApprovalAction, u: ChangeRow): Promise<void> {
  await tx.run(sql`UPDATE product_submissions SET status = ${statusAfter(productUpdateWorkflow, action, 1)} WHERE id = ${u.submission_id}`);
}

/** A change of a product (PU-…); the maker is its submitter (updated_by, recorded on submit). */
export const UPDATE_STORE: WorkflowStore<ProductApprovalAction> = {
  entity: 'product_updates',
  table: sql`product_updates`,
  id: sql`id`,
  status: sql`status`,
  label: sql`product_update_no`,
  maker: sql`updated_by`,
  stamps: {
    approved: { by: sql`user_reviewer`, at: sql`approved_at` },
    declined: { by: sql`user_reviewer`, at: sql`declined_at` },
  },
  hooks: {
    approve: async (tx, item, ctx) => {
      const u = await changeOf(tx, item.id);
      // Only the fields that changed, from the values submitted; the column list comes from the stored diff,
      // filtered against our own column list so nothing else can be written.
      const allowed = new Set<string>([...FORM_COLUMNS, ...DERIVED_COLUMNS]);
      const cols = u.fields.filter((f) => allowed.has(f) && f !== 'product_code');
      // A change of files only (a new CPR document) has no column to write.
      const set = cols.length
        ? sql`(${ident(cols)}, updated_at) = (SELECT ${ident(cols, 'r.')}, ${ctx.now}::timestamptz
            FROM product_submissions s, jsonb_populate_record(NULL::products, s.payload) r WHERE s.id = ${u.submission_id})`
        : sql`updated_at = ${ctx.now}::timestamptz`;
      await tx.run(sql`UPDATE products p SET ${set} WHERE p.product_id = ${u.product_id}`);
      await moveFilesToProduct(tx, u.submission_id, u.product_id);
      await closeChange(tx, 'approve', u);
    },
    // The product stays as it is.
    decline: async (tx, item) => closeChange(tx, 'decline', await changeOf(tx, item.id)),
  },
};
