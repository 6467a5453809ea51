import { Codes } from '../../contract';
import { PRODUCT_MESSAGES } from '../../contract/products';
import { sql, type Db, type SQL } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { moveFilesToProduct } from './files';
import { codeTaken, recordRevision, type Actor } from './submissions';
import { FORM_COLUMNS, DERIVED_COLUMNS } from './productSql';

/**
 * Approving and declining, each in ONE transaction: the decision row is locked
 * (FOR UPDATE) so a second approval, even a concurrent one, sees the first
 * and is refused; the product write, the decision and the revision row commit
 * together or not at all. Nobody decides on their own submission.
 */

const ALREADY = answer(Codes.CONFLICT, PRODUCT_MESSAGES.alreadyDecided, 409);
const OWN = answer(Codes.CONFLICT, PRODUCT_MESSAGES.ownSubmission, 409);

/** Columns a creation inserts: the form's fields (the code separately) and the derived amounts. */
const INSERT_COLUMNS = [...FORM_COLUMNS.filter((c) => c !== 'product_code'), ...DERIVED_COLUMNS];
const ident = (cols: readonly string[], prefix = '') => sql.raw(cols.map((c) => `${prefix}${c}`).join(', '));

interface Submission {
  id: number;
  created_by: number;
  category: string;
  is_submit: number;
  approved_at: string | null;
  declined_at: string | null;
  proposed_code: string | null;
}

async function lockCreation(tx: Db, approvalCode: string): Promise<Submission | undefined> {
  return tx.one<Submission>(sql`
    SELECT id, created_by, category, is_submit, approved_at::text, declined_at::text, payload->>'product_code' AS proposed_code
    FROM product_submissions WHERE approval_code = ${approvalCode} AND category = 'CREATED' FOR UPDATE`);
}

/** POST /products/add/approved/{approval_code}: insert the product the submission describes. */
export async function approveCreation(db: Db, a: Actor, approvalCode: string): Promise<Answer> {
  return db.transaction(async (tx) => {
    const s = await lockCreation(tx, approvalCode);
    if (!s) return notFound('Approval not found.');
    if (s.approved_at || s.declined_at) return ALREADY;
    if (s.created_by === a.userId) return OWN;
    if (await codeTaken(tx, s.proposed_code)) return invalid([PRODUCT_MESSAGES.codeTaken]);
    // A creation without a code gets one from its submission number.
    const code = s.proposed_code ?? `PRD-${String(s.id).padStart(6, '0')}`;
    const product = await tx.one<{ product_id: number }>(sql`
      INSERT INTO products (product_code, ${ident(INSERT_COLUMNS)}, active, created_at, updated_at)
      SELECT ${code}, ${ident(INSERT_COLUMNS, 'r.')}, 1, ${a.at}::timestamptz, ${a.at}::timestamptz
      FROM product_submissions s, jsonb_populate_record(NULL::products, s.payload) r
      WHERE s.id = ${s.id}
      RETURNING product_id`);
    await tx.run(sql`UPDATE product_submissions SET approved_at = ${a.at}::timestamptz, reviewed_by = ${a.userId}, product_id = ${product!.product_id}
                     WHERE id = ${s.id}`);
    await moveFilesToProduct(tx, s.id, product!.product_id);
    await recordRevision(tx, a, { action: 'APPROVED', productId: product!.product_id, submissionId: s.id, details: { category: 'CREATED', approval_code: approvalCode } });
    return answer(Codes.CREATED, { product_id: product!.product_id, product_code: code });
  });
}

/** Decline of a creation: nothing is inserted; the submission keeps its values for the record. */
export async function declineCreation(db: Db, a: Actor, approvalCode: string): Promise<Answer> {
  return db.transaction(async (tx) => {
    const s = await lockCreation(tx, approvalCode);
    if (!s) return notFound('Approval not found.');
    if (s.approved_at || s.declined_at) return ALREADY;
    if (s.created_by === a.userId) return OWN;
    await tx.run(sql`UPDATE product_submissions SET declined_at = ${a.at}::timestamptz, reviewed_by = ${a.userId} WHERE id = ${s.id}`);
    await recordRevision(tx, a, { action: 'DECLINED', submissionId: s.id, details: { category: 'CREATED', approval_code: approvalCode } });
    return answer(Codes.OK, { approval_code: approvalCode });
  });
}

interface Update {
  id: number;
  product_update_no: string;
  product_id: number;
  submission_id: number;
  updated_by: number;
  approved_at: string | null;
  declined_at: string | null;
  fields: string[];
}

async function lockUpdate(tx: Db, where: SQL): Promise<Update | undefined> {
  return tx.one<Update>(sql`
    SELECT u.id, u.product_update_no, u.product_id, u.submission_id, u.updated_by, u.approved_at::text, u.declined_at::text,
           COALESCE((SELECT jsonb_agg(c->>'field') FROM jsonb_array_elements(u.changes) c), '[]'::jsonb) AS fields
    FROM product_updates u WHERE ${where} ORDER BY u.id DESC LIMIT 1 FOR UPDATE`);
}

async function decideUpdate(tx: Db, a: Actor, u: Update | undefined, decision: 'approve' | 'decline'): Promise<Answer> {
  if (!u) return notFound('Product update not found.');
  if (u.approved_at || u.declined_at) return ALREADY;
  if (u.updated_by === a.userId) return OWN;
  if (decision === 'approve') {
    // Only the fields that changed, from the values submitted; the column list comes from the stored diff,
    // filtered against our own column list so nothing else can be written.
    const allowed = new Set<string>([...FORM_COLUMNS, ...DERIVED_COLUMNS]);
    const cols = u.fields.filter((f) => allowed.has(f) && f !== 'product_code');
    // A change of files only (a new CPR document) has no column to write.
    const set = cols.length ? sql`(${ident(cols)}, updated_at) = (SELECT ${ident(cols, 'r.')}, ${a.at}::timestamptz
        FROM product_submissions s, jsonb_populate_record(NULL::products, s.payload) r WHERE s.id = ${u.submission_id})` : sql`updated_at = ${a.at}::timestamptz`;
    await tx.run(sql`UPDATE products p SET ${set} WHERE p.product_id = ${u.product_id}`);
    await moveFilesToProduct(tx, u.submission_id, u.product_id);
  }
  const column = decision === 'approve' ? sql`approved_at` : sql`declined_at`;
  await tx.run(sql`UPDATE product_updates SET ${column} = ${a.at}::timestamptz, user_reviewer = ${a.userId} WHERE id = ${u.id}`);
  await recordRevision(tx, a, {
    action: decision === 'approve' ? 'APPROVED' : 'DECLINED',
    productId: u.product_id,
    submissionId: u.submission_id,
    updateNo: u.product_update_no,
    details: { category: 'UPDATED', fields: u.fields },
  });
  return answer(decision === 'approve' ? Codes.UPDATED : Codes.OK, { product_update_no: u.product_update_no });
}

/** By product update number (the update approval screen). */
export async function decideUpdateByNo(db: Db, a: Actor, updateNo: string, decision: 'approve' | 'decline'): Promise<Answer> {
  return db.transaction(async (tx) => decideUpdate(tx, a, await lockUpdate(tx, sql`u.product_update_no = ${updateNo}`), decision));
}

/** POST /products/update/approved/{product_code}: the change waiting for that product. */
export async function approveChangeOf(db: Db, a: Actor, productCode: string): Promise<Answer> {
  return db.transaction(async (tx) => {
    const u = await lockUpdate(tx, sql`u.product_id = (SELECT product_id FROM products WHERE product_code = ${productCode})
                                       AND u.approved_at IS NULL AND u.declined_at IS NULL`);
    if (!u) return answer(Codes.CONFLICT, 'This product has no update waiting for approval.', 409);
    return decideUpdate(tx, a, u, 'approve');
  });
}
