import { Codes } from '../../contract';
import { moduleOfWorkflow } from '../../contract/kit';
import { PRODUCT_STATUS, productCreationWorkflow } from '../../contract/productApprovalQueue';
import { PRODUCT_MESSAGES, type ProductFields } from '../../contract/products';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { recordRevision } from '../kit';
import type { StoredUpload } from '../uploads';
import { attachToSubmission, fileChanges } from './files';
import { CHANGEABLE_COLUMNS, DERIVED_COLUMNS, displayOf, toPayload, userName, type StoredPayload } from './productSql';
import type { Actor } from '../kit/actor';

/**
 * Saving a product form: a draft (is_submit 0, status 0) or a submission for
 * approval (status 1, submitted_by recorded). A creation waits on
 * product_submissions (approval_code); a change also gets a product_updates
 * row with its field diff. Nothing touches `products` here; the decisions
 * are in approvals.ts.
 */

export type { Actor };

const { draft: DRAFT, forApproval: FOR_APPROVAL } = PRODUCT_STATUS;

const codeOf = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

export async function codeTaken(db: Db, code: string | null, exceptProductId?: number): Promise<boolean> {
  if (!code) return false;
  const row = await db.one(sql`SELECT 1 FROM products WHERE lower(product_code) = lower(${code}) AND product_id <> ${exceptProductId ?? 0}`);
  return Boolean(row);
}

/**
 * The draft being saved again or submitted: it must exist, still be a draft,
 * be of this category, and be the saver's own (a draft belongs to its maker:
 * nobody overwrites or submits someone else's).
 */
async function openDraft(db: Db, a: Actor, draftId: number, category: 'CREATED' | 'UPDATED'): Promise<Answer | null> {
  const d = await db.one<{ is_submit: number; category: string; created_by: number; owner: string }>(sql`
    SELECT is_submit, category, created_by, ${userName(sql`created_by`)} AS owner FROM product_submissions WHERE id = ${draftId} FOR UPDATE`);
  if (!d || d.category !== category) return notFound('Draft not found.');
  if (d.is_submit !== 0) return answer(Codes.CONFLICT, PRODUCT_MESSAGES.alreadyDecided, 409);
  if (d.created_by !== a.userId) return answer(Codes.CONFLICT, PRODUCT_MESSAGES.draftNotYours(d.owner), 409);
  return null;
}

/**
 * Upsert of the submission row (a new one, or the saver's own draft, checked
 * by openDraft). A draft is status 0; a submission waits For Approval (1)
 * with its submitter recorded: the maker, who may not decide it. Returns its id.
 */
async function writeSubmission(
  db: Db,
  a: Actor,
  s: { draftId: number | null; category: 'CREATED' | 'UPDATED'; isSubmit: number; productId: number | null; payload: StoredPayload },
): Promise<number> {
  const json = JSON.stringify(s.payload);
  const status = s.isSubmit === 0 ? DRAFT : FOR_APPROVAL;
  const submittedBy = s.isSubmit === 0 ? null : a.userId;
  if (s.draftId) {
    await db.run(sql`UPDATE product_submissions
                     SET is_submit = ${s.isSubmit}, status = ${status}, submitted_by = ${submittedBy}, payload = ${json}::jsonb, updated_at = ${a.at}::timestamptz
                     WHERE id = ${s.draftId} AND created_by = ${a.userId} AND status = ${DRAFT}`);
    return s.draftId;
  }
  const row = await db.one<{ id: number }>(sql`
    INSERT INTO product_submissions (category, is_submit, status, submitted_by, product_id, payload, created_by, created_at, updated_at)
    VALUES (${s.category}, ${s.isSubmit}, ${status}, ${submittedBy}, ${s.productId}, ${json}::jsonb, ${a.userId}, ${a.at}::timestamptz, ${a.at}::timestamptz)
    RETURNING id`);
  return row!.id;
}

/** The revision history's module of every product write (the workflows' too). */
export const PRODUCTS_MODULE = moduleOfWorkflow(productCreationWorkflow);

const savedCode = (isSubmit: number) => (isSubmit === 0 ? Codes.PRODUCT_SAVED : Codes.PRODUCT_SUBMITTED);

/**
 * The files a form brought (already on disk), and the stored names of draft
 * files they replace, for the caller to delete once the save has committed.
 */
export interface FormFiles {
  files: readonly StoredUpload[];
  replaced: string[];
}
const NO_FILES: FormFiles = { files: [], replaced: [] };

/** POST /products/add: save a creation as draft, or submit it for approval. */
export async function saveCreation(db: Db, a: Actor, body: ProductFields & { is_submit: 0 | 1; draft_id: number | null }, ff: FormFiles = NO_FILES): Promise<Answer> {
  if (body.is_submit === 1) {
    // What an approval needs to insert the product: checked now, not at approval time.
    const problems: string[] = [];
    if (!body.supplier_id) problems.push(PRODUCT_MESSAGES.supplierRequired);
    if (await codeTaken(db, body.product_code)) problems.push(PRODUCT_MESSAGES.codeTaken);
    if (problems.length) return invalid(problems);
  }
  return db.transaction(async (tx) => {
    if (body.draft_id) {
      const refused = await openDraft(tx, a, body.draft_id, 'CREATED');
      if (refused) return refused;
    }
    const id = await writeSubmission(tx, a, { draftId: body.draft_id, category: 'CREATED', isSubmit: body.is_submit, productId: null, payload: toPayload(body) });
    await attachToSubmission(tx, a, id, ff.files, ff.replaced);
    let approvalCode: string | null = null;
    if (body.is_submit === 1) {
      approvalCode = codeOf('APR', id);
      await tx.run(sql`UPDATE product_submissions SET approval_code = ${approvalCode} WHERE id = ${id}`);
      // Decisions on it are recorded by the workflow kit under the same entity and reference.
      await recordRevision(tx, { entity: 'product_submissions', entityId: id, action: 'submitted', userId: a.userId, at: a.at, module: PRODUCTS_MODULE, reference: approvalCode, maker: 'submitted' });
    }
    return answer(savedCode(body.is_submit), { id, approval_code: approvalCode });
  });
}

type Diff = { field: string; changed: boolean; old_value: string | null; new_value: string | null }[];

/** Every changeable and derived column: is the proposed value different, and both as display text. */
async function diffAgainst(db: Db, productId: number, payload: StoredPayload): Promise<Diff> {
  const columns = [...CHANGEABLE_COLUMNS, ...DERIVED_COLUMNS];
  const items = columns.map(
    (c) =>
      sql`jsonb_build_object('field', ${c}::text, 'changed', ${sql.raw(`p.${c}`)} IS DISTINCT FROM ${sql.raw(`r.${c}`)},
                             'old_value', ${displayOf(c, 'p')}, 'new_value', ${displayOf(c, 'r')})`,
  );
  const row = await db.one<{ diff: Diff }>(sql`
    SELECT jsonb_build_array(${sql.join(items, sql`, `)}) AS diff
    FROM products p, jsonb_populate_record(NULL::products, ${JSON.stringify(payload)}::jsonb) r
    WHERE p.product_id = ${productId}`);
  return row!.diff;
}

/** POST /products/submit/updated: save a change as draft (0), or submit it (1 update form, 2 detail page). */
export async function saveChange(
  db: Db,
  a: Actor,
  body: ProductFields & { product_id: number; product_code: string; is_submit: 0 | 1 | 2; draft_id: number | null },
  ff: FormFiles = NO_FILES,
): Promise<Answer> {
  return db.transaction(async (tx) => {
    // Lock the product: two submissions at once must not both pass the "one pending change" check.
    const product = await tx.one<{ product_code: string }>(sql`SELECT product_code FROM products WHERE product_id = ${body.product_id} FOR UPDATE`);
    if (!product || product.product_code !== body.product_code) return notFound('Product not found.');
    if (body.draft_id) {
      const refused = await openDraft(tx, a, body.draft_id, 'UPDATED');
      if (refused) return refused;
    }
    const payload = toPayload({ ...body, product_code: product.product_code });
    if (body.is_submit === 0) {
      const id = await writeSubmission(tx, a, { draftId: body.draft_id, category: 'UPDATED', isSubmit: 0, productId: body.product_id, payload });
      await attachToSubmission(tx, a, id, ff.files, ff.replaced);
      return answer(Codes.PRODUCT_SAVED, { id });
    }
    if (!body.supplier_id) return invalid([PRODUCT_MESSAGES.supplierRequired]);
    const pending = await tx.one(sql`SELECT 1 FROM product_updates WHERE product_id = ${body.product_id} AND status = ${FOR_APPROVAL}`);
    if (pending) return answer(Codes.CONFLICT, PRODUCT_MESSAGES.pendingExists, 409);
    const diff = await diffAgainst(tx, body.product_id, payload);
    // A new CPR document or image is a change of its own, listed with the fields.
    const files = await fileChanges(tx, body.product_id, body.draft_id, ff.files);
    // Derived amounts follow the fields they come from; alone they are not a change.
    const derived = new Set<string>(DERIVED_COLUMNS);
    if (!files.length && !diff.some((d) => d.changed && !derived.has(d.field))) return invalid([PRODUCT_MESSAGES.noChanges]);
    const changes = [...diff.filter((d) => d.changed).map(({ field, old_value, new_value }) => ({ field, old_value, new_value })), ...files];

    const id = await writeSubmission(tx, a, { draftId: body.draft_id, category: 'UPDATED', isSubmit: body.is_submit, productId: body.product_id, payload });
    await attachToSubmission(tx, a, id, ff.files, ff.replaced);
    const upd = await tx.one<{ id: number }>(sql`
      INSERT INTO product_updates (product_update_no, product_id, submission_id, changes, status, updated_by, created_at)
      VALUES ('PU-pending-' || ${id}, ${body.product_id}, ${id}, ${JSON.stringify(changes)}::jsonb, ${FOR_APPROVAL}, ${a.userId}, ${a.at}::timestamptz)
      RETURNING id`);
    const updateNo = codeOf('PU', upd!.id);
    await tx.run(sql`UPDATE product_updates SET product_update_no = ${updateNo} WHERE id = ${upd!.id}`);
    await tx.run(sql`UPDATE product_submissions SET approval_code = ${updateNo} WHERE id = ${id}`);
    await recordRevision(tx, {
      entity: 'product_updates',
      entityId: upd!.id,
      action: 'submitted',
      userId: a.userId,
      at: a.at,
      module: PRODUCTS_MODULE,
      reference: updateNo,
      maker: 'submitted',
      changes: changes.map((c) => ({ field: c.field, old: c.old_value, new: c.new_value })),
    });
    return answer(body.is_submit === 2 ? Codes.UPDATED : Codes.PRODUCT_SUBMITTED, { id, product_update_no: updateNo });
  });
}
