import type { z } from 'zod';
import { SRPF_MESSAGES as M, type SrpfStatus, type SrpfView, type srpfBody } from '../../contract/srpf';
import { sql, type Db, type SQL } from '../db/db';
import { invalid, type Answer } from '../http/answer';

/**
 * Reading and writing SRPF documents. Every amount is computed here in SQL
 * numeric from the invoice line the goods came from (never trusted from the
 * browser): the pack price is the line's VAT-inclusive price after its
 * discount; loose divides it by the product's qty per pack.
 */
export type SrpfInput = z.output<typeof srpfBody>;

export const fullName = (alias: string) => sql.raw(`NULLIF(trim(COALESCE(${alias}.first_name, '') || ' ' || COALESCE(${alias}.last_name, '')), '')`);
export const money = (e: SQL) => sql`(${e})::numeric(16, 2)::text`;

/** Pieces of an invoice line already returned: the generator's returns (whole packs) and every other SRPF's lines. */
export const returnedPieces = (lineId: SQL, exceptSrpf: SQL) => sql`(
  COALESCE((SELECT SUM(r.qty) FROM sales_returns r WHERE r.line_id = ${lineId} AND r.return_no NOT LIKE 'SRPF-%'), 0) * p.qty_per_pack
  + COALESCE((SELECT SUM(CASE WHEN x.is_loose THEN x.quantity ELSE x.quantity * p.qty_per_pack END) FROM srpf_lines x
              WHERE x.si_line_id = ${lineId} AND x.srpf_id IS DISTINCT FROM ${exceptSrpf}), 0))`;

/** The line's pack price: VAT-inclusive, after the invoice line's discount, to 4 decimals. */
export const PACK_PRICE = sql`round(l.price * (100 - l.dsc) / 100, 4)`;

const linesJson = (input: SrpfInput) =>
  JSON.stringify(input.lines.map((l, n) => ({ n, transaction_id: l.transaction_id, quantity: l.quantity, is_loose: l.is_loose, reason: l.reason })));
const LINES = (json: string) => sql`jsonb_to_recordset(${json}::jsonb) AS i(n int, transaction_id bigint, quantity int, is_loose boolean, reason text)`;

interface ComputedLine {
  n: number;
  ok_customer: boolean;
  product_name: string;
  max_qty: number;
  requested: number;
}


/** The refusals of the lines, by field. */
export async function lineProblems(tx: Db, input: SrpfInput, srpfId: number | null): Promise<Answer | null> {
  const json = linesJson(input);
  await tx.run(sql`SELECT line_id FROM sales_invoice_lines WHERE line_id IN (SELECT transaction_id FROM ${LINES(json)}) ORDER BY line_id FOR UPDATE`);
  const rows = await tx.rows<ComputedLine>(sql`
    WITH i AS (SELECT * FROM ${LINES(json)})
    SELECT i.n, COALESCE(si.customer_id = ${input.customer_id}, false) AS ok_customer, COALESCE(p.product_name, '') AS product_name,
      CASE WHEN l.line_id IS NULL THEN 0
           WHEN i.is_loose THEN l.qty * p.qty_per_pack - ${returnedPieces(sql`l.line_id`, sql`${srpfId}::bigint`)}
           ELSE floor((l.qty * p.qty_per_pack - ${returnedPieces(sql`l.line_id`, sql`${srpfId}::bigint`)})::numeric / p.qty_per_pack) END::int AS max_qty,
      -- Every line of this return on the same invoice line counts, in this line's unit (a pack is qty_per_pack pieces).
      COALESCE((SELECT SUM(CASE WHEN j.is_loose = i.is_loose THEN j.quantity::numeric
                                WHEN i.is_loose THEN j.quantity::numeric * p.qty_per_pack
                                ELSE j.quantity::numeric / p.qty_per_pack END)
                FROM i j WHERE j.transaction_id = i.transaction_id), 0)::float8 AS requested
    FROM i
    LEFT JOIN sales_invoice_lines l ON l.line_id = i.transaction_id
    LEFT JOIN sales_invoices si ON si.si_id = l.si_id
    LEFT JOIN products p ON p.product_id = l.product_id
    ORDER BY i.n`);
  const fields: Record<string, string[]> = {};
  for (const r of rows) {
    if (!r.ok_customer) fields[`lines.${r.n}.transaction_id`] = [M.lineNotCustomers];
    else if (r.requested > r.max_qty) fields[`lines.${r.n}.quantity`] = [M.maxQuantity(Math.max(0, r.max_qty))];
  }
  return Object.keys(fields).length ? invalid([...new Set(Object.values(fields).flat())], fields) : null;
}

const appsJson = (input: SrpfInput) =>
  JSON.stringify((input.disposition === 'apply_advances' ? [] : input.disposition_reference).map((d, n) => ({ n, si_id: d.si_id, amount: d.applied_amount })));
const APPS = (json: string) => sql`jsonb_to_recordset(${json}::jsonb) AS a(n int, si_id bigint, amount numeric(16, 2))`;

/** The applications against the customer's invoices as they stand (locked), and their total against the applicable amount. */
export async function applicationProblems(tx: Db, customerId: number, applicable: string, json: string): Promise<Answer | null> {
  await tx.run(sql`SELECT si_id FROM sales_invoices WHERE si_id IN (SELECT si_id FROM ${APPS(json)}) ORDER BY si_id FOR UPDATE`);
  const rows = await tx.rows<{ n: number; si_number: string | null; customer_id: number | null; balance: string; over: boolean }>(sql`
    SELECT a.n, si.si_number, si.customer_id, COALESCE(b.balance, 0)::numeric(16, 2)::text AS balance, a.amount > COALESCE(b.balance, 0) AS over
    FROM ${APPS(json)} LEFT JOIN sales_invoices si ON si.si_id = a.si_id
    LEFT JOIN LATERAL (SELECT SUM(debit - credit) AS balance FROM receivable_entries re WHERE re.si_id = a.si_id) b ON true ORDER BY a.n`);
  const fields: Record<string, string[]> = {};
  for (const r of rows) {
    if (r.customer_id !== customerId) fields[`disposition_reference.${r.n}.si_id`] = [M.invoiceNotCustomers];
    else if (r.over) fields[`disposition_reference.${r.n}.applied_amount`] = [M.invoiceNotOpen(r.si_number ?? '', r.balance)];
  }
  const over = await tx.one<{ over: boolean }>(sql`SELECT COALESCE(SUM(a.amount), 0) > ${applicable}::numeric AS over FROM ${APPS(json)}`);
  if (over!.over) fields.disposition_reference = [M.overApplied];
  return Object.keys(fields).length ? invalid([...new Set(Object.values(fields).flat())], fields) : null;
}

/**
 * Writes the lines (replacing any) and the applications, then the header's
 * totals from them. The caller checked the lines; the applications are checked
 * here against the applicable amount just computed. Answers the refusal or null.
 */
export async function writeLines(tx: Db, srpfId: number, input: SrpfInput): Promise<Answer | null> {
  const json = linesJson(input);
  await tx.run(sql`DELETE FROM srpf_lines WHERE srpf_id = ${srpfId}`);
  await tx.run(sql`DELETE FROM srpf_dispositions WHERE srpf_id = ${srpfId}`);
  await tx.run(sql`
    INSERT INTO srpf_lines (srpf_id, line_no, si_line_id, si_id, product_id, batch_id, quantity, is_loose, unit_cost, total_cost, discount, reason,
                            near_expiry_amount, applicable_amount, diluted_cost)
    SELECT ${srpfId}, i.n + 1, l.line_id, l.si_id, l.product_id, l.batch_id, i.quantity, i.is_loose, c.unit_cost, c.total, l.dsc, i.reason,
           c.near, c.total - c.near, CASE WHEN i.is_loose THEN round(p.cost_vat / p.qty_per_pack, 4) ELSE p.cost_vat END
    FROM ${LINES(json)}
    JOIN sales_invoice_lines l ON l.line_id = i.transaction_id JOIN products p ON p.product_id = l.product_id
    CROSS JOIN LATERAL (SELECT CASE WHEN i.is_loose THEN round(${PACK_PRICE} / p.qty_per_pack, 4) ELSE ${PACK_PRICE} END AS unit_cost,
                               round(i.quantity * ${PACK_PRICE} / CASE WHEN i.is_loose THEN p.qty_per_pack ELSE 1 END, 2) AS total) u
    CROSS JOIN LATERAL (SELECT u.unit_cost, u.total, CASE WHEN i.reason = '60-40 Near Expiry' THEN round(u.total * 0.4, 2) ELSE 0 END AS near) c
    ORDER BY i.n`);
  const totals = (await tx.one<{ applicable: string }>(sql`
    UPDATE srpf_headers h SET total_amount = t.total, total_amount_near_ex = t.near, applicable_amount = t.total - t.near
    FROM (SELECT COALESCE(SUM(total_cost), 0) AS total, COALESCE(SUM(near_expiry_amount), 0) AS near FROM srpf_lines WHERE srpf_id = ${srpfId}) t
    WHERE h.srpf_id = ${srpfId} RETURNING h.applicable_amount::text AS applicable`))!;
  const apps = appsJson(input);
  const refused = await applicationProblems(tx, input.customer_id, totals.applicable, apps);
  if (refused) return refused;
  await tx.run(sql`INSERT INTO srpf_dispositions (srpf_id, si_id, applied_amount) SELECT ${srpfId}, a.si_id, a.amount FROM ${APPS(apps)} ORDER BY a.n`);
  await tx.run(sql`UPDATE srpf_headers SET total_applied = (SELECT COALESCE(SUM(applied_amount), 0) FROM srpf_dispositions WHERE srpf_id = ${srpfId}) WHERE srpf_id = ${srpfId}`);
  return null;
}

/** The row of every list and the head of the view (h = srpf_headers). */
export const LIST_ROW = (canView: boolean) => sql`
  h.srpf_id::int AS srpf_id, h.srpf_no, h.srpf_date::text AS srpf_date, h.srpf_type, h.status::int AS status,
  c.customer_code, c.customer_name, ${money(sql`h.total_amount`)} AS total_amount, ${money(sql`h.total_amount_near_ex`)} AS total_amount_near_ex,
  ${money(sql`h.applicable_amount`)} AS applicable_amount, ${fullName('eb')} AS encoded_by, ${fullName('ab')} AS approved_by,
  (SELECT r.reason FROM srpf_reasons r WHERE r.srpf_id = h.srpf_id ORDER BY r.at DESC, r.reason_id DESC LIMIT 1) AS reject_reason,
  h.reason, h.cm_no, h.received_at::text AS received_at, ${sql.raw(canView ? "true" : "false")} AS "viewSrpfPermission"`;
export const LIST_JOINS = sql`
  LEFT JOIN customers c ON c.customer_id = h.customer_id
  LEFT JOIN users eb ON eb.id = h.created_by LEFT JOIN users ab ON ab.id = h.approved_by`;

export async function loadSrpf(db: Db, srpfId: number, canView = true): Promise<SrpfView | undefined> {
  const h = await db.one<SrpfView & Record<string, unknown>>(sql`
    SELECT ${LIST_ROW(canView)}, h.customer_id, COALESCE(c.billing_bldg_street_address, c.city) AS address, h.remarks, h.disposition,
      ${money(sql`h.total_applied`)} AS total_applied, ${money(sql`h.applicable_amount - h.total_applied`)} AS total_balance,
      h.signature, h.created_by, h.submitted_at::text AS submitted_at, h.approved_at::text AS approved_at,
      ${fullName('db')} AS declined_by, ${fullName('rb')} AS returned_by, ${fullName('vb')} AS received_by,
      cm.journal_entry AS cm_journal_entry, rj.journal_entry AS received_journal_entry,
      h.recall_id, (SELECT r.recall_no FROM recalls r WHERE r.recall_id = h.recall_id) AS recall_no
    FROM srpf_headers h ${LIST_JOINS}
    LEFT JOIN users db ON db.id = h.declined_by LEFT JOIN users rb ON rb.id = h.returned_by LEFT JOIN users vb ON vb.id = h.received_by
    LEFT JOIN journal_entries cm ON cm.id = h.cm_je_id LEFT JOIN journal_entries rj ON rj.id = h.received_je_id
    WHERE h.srpf_id = ${srpfId}`);
  if (!h) return undefined;
  const lines = await db.rows<SrpfView['lines'][number]>(sql`
    SELECT x.srpf_dtl_id::int AS srpf_dtl_id, x.si_line_id::int AS transaction_id, x.product_id,
      json_build_object('product_name', p.product_name, 'product_code', p.product_code) AS product_info,
      b.batch_no, b.expiry_date::text AS expiry_date, si.dr_number AS dr_reference, si.si_number AS si_reference, x.quantity,
      CASE WHEN x.is_loose THEN COALESCE(un.unit_name, 'Piece') ELSE COALESCE(p.packaging_description, 'Pack') END AS unit, x.is_loose, p.qty_per_pack,
      x.unit_cost::text AS unit_cost, ${money(sql`x.total_cost`)} AS total_cost, x.discount::text AS discount, x.reason,
      ${money(sql`x.near_expiry_amount`)} AS near_expiry_amount, ${money(sql`x.applicable_amount`)} AS applicable_amount, x.diluted_cost::text AS diluted_cost,
      (CASE WHEN x.is_loose THEN l.qty * p.qty_per_pack - ${returnedPieces(sql`l.line_id`, sql`${srpfId}::bigint`)}
            ELSE floor((l.qty * p.qty_per_pack - ${returnedPieces(sql`l.line_id`, sql`${srpfId}::bigint`)})::numeric / p.qty_per_pack) END)::int AS returnable_qty
    FROM srpf_lines x JOIN sales_invoice_lines l ON l.line_id = x.si_line_id JOIN sales_invoices si ON si.si_id = x.si_id
    JOIN products p ON p.product_id = x.product_id JOIN product_batches b ON b.batch_id = x.batch_id LEFT JOIN product_units un ON un.unit_id = p.unit_id
    WHERE x.srpf_id = ${srpfId} ORDER BY x.line_no`);
  const refs = await db.rows<SrpfView['disposition_reference'][number]>(sql`
    SELECT d.disposition_id::int AS disposition_id, d.si_id::int AS si_id, si.si_date::text AS date, (si.si_date + c.credit_term_days)::text AS due_date,
      si.dr_number AS dr_no, si.si_number AS si_no, ${money(sql`COALESCE((SELECT SUM(debit - credit) FROM receivable_entries re WHERE re.si_id = d.si_id), 0)`)} AS current_balance,
      ${money(sql`d.applied_amount`)} AS applied_amount
    FROM srpf_dispositions d JOIN sales_invoices si ON si.si_id = d.si_id JOIN customers c ON c.customer_id = si.customer_id
    WHERE d.srpf_id = ${srpfId} ORDER BY d.disposition_id`);
  const reasons = await reasonsOf(db, srpfId);
  const attachments = await db.rows<SrpfView['attachments'][number]>(sql`
    SELECT attachment_id::int AS attachment_id, file_name, mime_type, size_bytes, uploaded_at::text AS uploaded_at
    FROM srpf_attachments WHERE srpf_id = ${srpfId} ORDER BY attachment_id`);
  return { ...h, status: Number(h.status) as SrpfStatus, lines, disposition_reference: refs, reasons, attachments } as SrpfView;
}

export async function reasonsOf(db: Db, srpfId: number): Promise<SrpfView['reasons']> {
  return db.rows(sql`
    SELECT r.kind, r.reason AS reject_reason, ${fullName('u')} AS by, r.at::text AS at
    FROM srpf_reasons r LEFT JOIN users u ON u.id = r.user_id WHERE r.srpf_id = ${srpfId} ORDER BY r.at DESC, r.reason_id DESC`);
}
