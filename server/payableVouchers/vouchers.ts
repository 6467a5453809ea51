import {
  AP_ACCOUNT_OF,
  ewtAccountOf,
  INPUT_VAT_ACCOUNT,
  PV_MESSAGES as M,
  PV_STATUSES,
  RR_CLEARING_ACCOUNT,
  VAT_RATE,
  type PayeeType,
  type PvStatus,
} from '../../contract/payableVouchers';
import type { Actor } from '../kit/actor';
import { ASSET_CLEARING_ACCOUNT } from '../../contract/assets';
import { sql, type Db } from '../db/db';
import { othersDraft, recordMaker, recordRevision, Refused, refuse } from '../kit';
import { nextNumber } from '../books/post';
import { accountsOfModule, openToManualLines } from '../permissions/coaPermission';
import { keptAccountMessage } from '../../contract/chartOfAccounts';
import { coaModuleOf } from '../../contract/coaPermissions';

/**
 * The business of a payable voucher, always inside the caller's transaction.
 * A refusal is thrown as Refused so everything written before it rolls back
 * (run writes through refusedOr). Figures are summed and rounded in SQL
 * numeric from the rows just written; the form's amounts are never trusted.
 */
export const PV_MODULE_ID = 98;

/** Advances already applied against voucher h (server/advances): they settle part of its payable. */
export const PV_ADVANCES_APPLIED = sql`COALESCE((SELECT SUM(aa.amount) FROM advance_applications aa WHERE aa.target_pv_id = h.payable_voucher_hdr_id), 0)`;
/** What a check still pays on voucher h: its net payable less the advances applied to it. */
export const PV_OWED = sql`(h.net_payable - ${PV_ADVANCES_APPLIED})`;


const refuseOn = (field: string, message: string): never => refuse([message], { [field]: [message] });


/** The kit's actor, with what a voucher's rules ask of who acts. */
export interface VoucherActor extends Actor {
  isSuperuser: boolean;
  /** A substitute deciding for an approver away: the approver (delegation). */
  onBehalfOf?: { id: number; name: string } | null;
  /** Holds edit_others_drafts: may change a draft another user made (and becomes one of its makers). */
  othersDrafts?: boolean;
}

/** A draft or returned voucher is its maker's (server/kit/drafts.ts). */
const refuseOthersDraft = (pv: { pv_no: string; created_by: number; status: PvStatus }, actor: VoucherActor) => {
  if ((pv.status === 'draft' || pv.status === 'returned') && Number(pv.created_by) !== actor.userId && !actor.othersDrafts) throw new Refused(othersDraft('Payable voucher', pv.pv_no));
};

export interface PvWrite {
  payee_type: PayeeType;
  payee_id: number | null;
  pv_date: string;
  due_date?: string | null;
  invoice_no: string | null;
  invoice_date?: string | null;
  particulars: string | null;
  rr_ids: number[];
  /** Asset receipts billed by this invoice (absent: none). */
  asset_receipt_ids?: number[];
  lines: { account_code: string | null; cost_center_id: number | null; program_id: number | null; division_id: number | null; description: string | null; debit: string; credit: string }[];
  ewt: { atc_code: string | null; tax_base: string }[];
}

interface Payee {
  supplier_id: number | null;
  employee_id: number | null;
  name: string;
  vat_registered: boolean;
}

/** The payee's name as the books and the 2307 carry it (also the journal entry's payee). */
export const PAYEE_NAME = sql`CASE WHEN h.payee_type = 'employee' THEN e.last_name || ', ' || e.first_name ELSE s.company_name END`;
export const PAYEE_JOIN = sql`LEFT JOIN suppliers s ON s.vendor_id = h.supplier_id LEFT JOIN employees e ON e.employee_id = h.employee_id`;

async function payeeOf(tx: Db, type: PayeeType, payeeId: number | null): Promise<Payee | null> {
  if (!payeeId) return null;
  if (type === 'employee') {
    const e = await tx.one<{ name: string }>(sql`SELECT last_name || ', ' || first_name AS name FROM employees WHERE employee_id = ${payeeId} AND active`);
    return e ? { supplier_id: null, employee_id: payeeId, name: e.name, vat_registered: false } : refuseOn('payee_id', M.payeeNotFound);
  }
  const kind = type === 'supplier' ? sql`is_supplier` : sql`(is_vendor OR is_payee)`;
  const s = await tx.one<{ name: string; vat: boolean }>(sql`
    SELECT company_name AS name, vat_registration = 'vat' AS vat FROM suppliers WHERE vendor_id = ${payeeId} AND active AND ${kind}`);
  return s ? { supplier_id: payeeId, employee_id: null, name: s.name, vat_registered: s.vat } : refuseOn('payee_id', M.payeeNotFound);
}

/** Every line's account must take postings and be granted to the user for payable vouchers (00001 naming the account). */
async function checkAccounts(tx: Db, lines: PvWrite['lines'], actor: VoucherActor): Promise<void> {
  const given = lines.map((l, n) => ({ n, code: l.account_code })).filter((l) => l.code);
  if (!given.length) return;
  const rows = await tx.rows<{ n: number; code: string; name: string | null; kept: string | null; offered: boolean | null; granted: boolean }>(sql`
    SELECT l.n, l.code, a.account_name AS name, CASE WHEN NOT ${openToManualLines(coaModuleOf(PV_MODULE_ID)!.keeps)} THEN a.kept_by END AS kept,
           (${accountsOfModule(PV_MODULE_ID)}) AS offered,
           ${actor.isSuperuser}::boolean OR EXISTS (SELECT 1 FROM coa_permissions c WHERE c.user_id = ${actor.userId} AND c.module_id = ${PV_MODULE_ID} AND c.account_code = l.code) AS granted
    FROM jsonb_to_recordset(${JSON.stringify(given)}::jsonb) AS l(n int, code text) LEFT JOIN accounts a ON a.account_code = l.code
    ORDER BY l.n`);
  const fields: Record<string, string[]> = {};
  for (const r of rows) {
    if (r.kept) fields[`lines.${r.n}.account_code`] = [keptAccountMessage(r.code, r.name!, r.kept)];
    else if (!r.name || !r.offered) fields[`lines.${r.n}.account_code`] = [M.accountNotPostable(r.code)];
    else if (!r.granted) fields[`lines.${r.n}.account_code`] = [M.accountNotAllowed(r.code, r.name)];
  }
  if (Object.keys(fields).length) refuse(Object.values(fields).flat(), fields);
}

/** Cost centers, programs and divisions named on the lines exist and are active. */
async function checkSetup(tx: Db, lines: PvWrite['lines']): Promise<void> {
  const json = JSON.stringify(lines.map((l, n) => ({ n, cc: l.cost_center_id, pr: l.program_id, dv: l.division_id })));
  const bad = await tx.rows<{ n: number; field: string; label: string }>(sql`
    SELECT l.n, f.field, f.label FROM jsonb_to_recordset(${json}::jsonb) AS l(n int, cc int, pr int, dv int)
    CROSS JOIN LATERAL (VALUES
      ('cost_center_id', 'Cost Center', l.cc IS NOT NULL AND NOT EXISTS (SELECT 1 FROM cost_centers x WHERE x.cost_center_id = l.cc AND x.active)),
      ('program_id', 'Program', l.pr IS NOT NULL AND NOT EXISTS (SELECT 1 FROM programs x WHERE x.program_id = l.pr AND x.active)),
      ('division_id', 'Division', l.dv IS NOT NULL AND NOT EXISTS (SELECT 1 FROM divisions x WHERE x.division_id = l.dv AND x.active))) AS f(field, label, bad)
    WHERE f.bad ORDER BY l.n`);
  if (!bad.length) return;
  const fields = Object.fromEntries(bad.map((b) => [`lines.${b.n}.${b.field}`, [`${b.label} is not an active ${b.label.toLowerCase()}.`]]));
  refuse(Object.values(fields).flat(), fields);
}

/** The receiving reports, under their row locks: the supplier's, not in another live voucher, not paid by the old supplier payments. */
async function checkReceipts(tx: Db, rrIds: number[], supplierId: number | null, selfId: number | null, pvDate: string): Promise<void> {
  if (!rrIds.length) return;
  const ids = JSON.stringify(rrIds);
  await tx.run(sql`SELECT rr_id FROM receiving_reports WHERE rr_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint) ORDER BY rr_id FOR UPDATE`);
  const rows = await tx.rows<{ rr_id: number; rr_no: string | null; ok: boolean }>(sql`
    SELECT x.rr_id::int, r.rr_no,
           r.rr_id IS NOT NULL AND r.supplier_id = ${supplierId ?? 0}
           AND NOT EXISTS (SELECT 1 FROM payable_voucher_receipts pr JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = pr.payable_voucher_hdr_id
                           WHERE pr.rr_id = r.rr_id AND h.status <> 'cancelled' AND h.payable_voucher_hdr_id <> ${selfId ?? 0})
           AND NOT EXISTS (SELECT 1 FROM supplier_payments p WHERE p.rr_id = r.rr_id) AS ok
    FROM (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint AS rr_id) x LEFT JOIN receiving_reports r ON r.rr_id = x.rr_id`);
  const bad = rows.filter((r) => !r.ok);
  if (bad.length) refuse(bad.map((r) => M.rrNotOpen(r.rr_no ?? String(r.rr_id))), { rr_ids: bad.map((r) => M.rrNotOpen(r.rr_no ?? String(r.rr_id))) });
  // A voucher bills goods already received: it is not dated before the latest receiving report it names.
  const later = await tx.one<{ rr_no: string; rr_date: string }>(sql`
    SELECT rr_no, rr_date::text FROM receiving_reports WHERE rr_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint) AND rr_date > ${pvDate}::date
    ORDER BY rr_date DESC, rr_id LIMIT 1`);
  if (later) refuse([M.beforeReceipt(later.rr_no, later.rr_date)], { pv_date: [M.beforeReceipt(later.rr_no, later.rr_date)] });
}

/** The asset receipts, under their row locks: the payee's (its PO's supplier), not invoiced yet, not in another live voucher. */
async function checkAssetReceipts(tx: Db, ids: number[], supplierId: number | null, selfId: number | null): Promise<void> {
  if (!ids.length) return;
  const json = JSON.stringify(ids);
  await tx.run(sql`SELECT receipt_id FROM asset_receipts WHERE receipt_id IN (SELECT jsonb_array_elements_text(${json}::jsonb)::int) ORDER BY receipt_id FOR UPDATE`);
  const rows = await tx.rows<{ receipt_id: number; receipt_no: string | null; ok: boolean }>(sql`
    SELECT x.receipt_id, r.receipt_no,
           r.receipt_id IS NOT NULL AND r.pv_id IS NULL AND p.supplier_id = ${supplierId ?? 0}
           AND NOT EXISTS (SELECT 1 FROM payable_voucher_asset_receipts pa JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = pa.payable_voucher_hdr_id
                           WHERE pa.receipt_id = r.receipt_id AND h.status <> 'cancelled' AND h.payable_voucher_hdr_id <> ${selfId ?? 0}) AS ok
    FROM (SELECT jsonb_array_elements_text(${json}::jsonb)::int AS receipt_id) x
    LEFT JOIN asset_receipts r ON r.receipt_id = x.receipt_id LEFT JOIN asset_purchase_orders p ON p.apo_id = r.apo_id`);
  const bad = rows.filter((r) => !r.ok).map((r) => M.assetReceiptNotOpen(r.receipt_no ?? String(r.receipt_id)));
  if (bad.length) refuse(bad, { asset_receipt_ids: bad });
}

async function checkAtcs(tx: Db, ewt: PvWrite['ewt']): Promise<void> {
  const given = ewt.map((e, n) => ({ n, atc: e.atc_code })).filter((e) => e.atc);
  if (!given.length) return;
  const bad = await tx.rows<{ n: number; atc: string }>(sql`
    SELECT l.n, l.atc FROM jsonb_to_recordset(${JSON.stringify(given)}::jsonb) AS l(n int, atc text)
    WHERE NOT EXISTS (SELECT 1 FROM atc_codes a WHERE a.atc_code = l.atc AND a.active) ORDER BY l.n`);
  if (!bad.length) return;
  const fields = Object.fromEntries(bad.map((b) => [`ewt.${b.n}.atc_code`, [M.atcUnknown(b.atc)]]));
  refuse(Object.values(fields).flat(), fields);
}

/**
 * Expanded withholding is on what the voucher pays: its tax bases together are at most the payment before VAT
 * (the lines, the receiving reports' net, the asset receipts), summed in SQL numeric. Checked on submitting
 * (a draft may be incomplete); refused on every tax base given.
 */
async function checkTaxBases(tx: Db, pvId: number, v: PvWrite): Promise<void> {
  const t = (await tx.one<{ bases: string; payment: string; over: boolean }>(sql`
    SELECT to_char(x.bases, 'FM999,999,999,999,990.00') AS bases, to_char(x.payment, 'FM999,999,999,999,990.00') AS payment, x.bases > x.payment AS over
    FROM (SELECT (SELECT COALESCE(SUM(tax_base), 0) FROM payable_voucher_ewt WHERE payable_voucher_hdr_id = ${pvId}) AS bases,
                 h.lines_amount + h.asset_receipts_amount
                   + (SELECT COALESCE(SUM(r.net), 0) FROM payable_voucher_receipts pr JOIN receiving_reports r ON r.rr_id = pr.rr_id WHERE pr.payable_voucher_hdr_id = ${pvId}) AS payment
          FROM payable_voucher_hdr h WHERE h.payable_voucher_hdr_id = ${pvId}) x`))!;
  if (!t.over) return;
  const message = M.taxBaseOverPayment(t.bases, t.payment);
  refuse([message], Object.fromEntries(v.ewt.map((e, n) => [e, n] as const).filter(([e]) => e.atc_code).map(([, n]) => [`ewt.${n}.tax_base`, [message]])));
}

/** Writes the voucher's rows and sums them into its header (SQL numeric). */
async function writeRows(tx: Db, pvId: number, v: PvWrite): Promise<void> {
  await tx.run(sql`DELETE FROM payable_voucher_lines WHERE payable_voucher_hdr_id = ${pvId}`);
  await tx.run(sql`DELETE FROM payable_voucher_ewt WHERE payable_voucher_hdr_id = ${pvId}`);
  await tx.run(sql`DELETE FROM payable_voucher_receipts WHERE payable_voucher_hdr_id = ${pvId}`);
  await tx.run(sql`DELETE FROM payable_voucher_asset_receipts WHERE payable_voucher_hdr_id = ${pvId}`);
  if (v.lines.length)
    await tx.run(sql`
      INSERT INTO payable_voucher_lines (payable_voucher_hdr_id, line_no, account_code, cost_center_id, program_id, division_id, description, debit, credit)
      SELECT ${pvId}, l.n + 1, l.account_code, l.cost_center_id, l.program_id, l.division_id, l.description, l.debit, l.credit
      FROM jsonb_to_recordset(${JSON.stringify(v.lines.map((l, n) => ({ n, ...l })))}::jsonb)
        AS l(n int, account_code text, cost_center_id int, program_id int, division_id int, description text, debit numeric(16, 2), credit numeric(16, 2))
      ORDER BY l.n`);
  const ewt = v.ewt.filter((e) => e.atc_code).map((e, n) => ({ n, atc: e.atc_code!, base: e.tax_base, account: ewtAccountOf(e.atc_code!) }));
  if (ewt.length)
    await tx.run(sql`
      INSERT INTO payable_voucher_ewt (payable_voucher_hdr_id, line_no, atc_code, rate, tax_base, tax_withheld, ewt_account)
      SELECT ${pvId}, l.n + 1, l.atc, a.rate, l.base, round(l.base * a.rate / 100, 2), l.account
      FROM jsonb_to_recordset(${JSON.stringify(ewt)}::jsonb) AS l(n int, atc text, base numeric(16, 2), account text)
      JOIN atc_codes a ON a.atc_code = l.atc
      WHERE l.base > 0
      ORDER BY l.n`);
  if (v.rr_ids.length)
    await tx.run(sql`
      INSERT INTO payable_voucher_receipts (payable_voucher_hdr_id, rr_id, amount)
      SELECT ${pvId}, r.rr_id, r.net + r.vat FROM receiving_reports r WHERE r.rr_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(v.rr_ids)}::jsonb)::bigint)`);
  if (v.asset_receipt_ids?.length)
    await tx.run(sql`
      INSERT INTO payable_voucher_asset_receipts (payable_voucher_hdr_id, receipt_id, amount)
      SELECT ${pvId}, r.receipt_id, r.amount FROM asset_receipts r WHERE r.receipt_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(v.asset_receipt_ids)}::jsonb)::int)`);
  await tx.run(sql`
    UPDATE payable_voucher_hdr h SET lines_amount = f.lines, receipts_amount = f.receipts, asset_receipts_amount = f.assets, input_vat = f.vat,
           gross_amount = f.lines + f.receipts + f.assets + f.vat, ewt_amount = f.ewt, net_payable = f.lines + f.receipts + f.assets + f.vat - f.ewt
    FROM (SELECT x.*, CASE WHEN x.vat_registered AND x.lines + x.assets > 0 THEN round((x.lines + x.assets) * ${VAT_RATE}::numeric / 100, 2) ELSE 0 END AS vat
          FROM (SELECT hh.vat_registered,
                       (SELECT COALESCE(SUM(debit - credit), 0) FROM payable_voucher_lines WHERE payable_voucher_hdr_id = ${pvId}) AS lines,
                       (SELECT COALESCE(SUM(amount), 0) FROM payable_voucher_receipts WHERE payable_voucher_hdr_id = ${pvId}) AS receipts,
                       (SELECT COALESCE(SUM(amount), 0) FROM payable_voucher_asset_receipts WHERE payable_voucher_hdr_id = ${pvId}) AS assets,
                       (SELECT COALESCE(SUM(tax_withheld), 0) FROM payable_voucher_ewt WHERE payable_voucher_hdr_id = ${pvId}) AS ewt
                FROM payable_voucher_hdr hh WHERE hh.payable_voucher_hdr_id = ${pvId}) x) f
    WHERE h.payable_voucher_hdr_id = ${pvId}`);
}

interface Locked {
  id: number;
  pv_no: string;
  status: PvStatus;
  created_by: number;
  pv_date: string;
  payee_name: string | null;
  particulars: string | null;
  net_payable: string;
}
export async function lockPv(tx: Db, id: number): Promise<Locked | undefined> {
  return tx.one<Locked>(sql`
    SELECT h.payable_voucher_hdr_id::int AS id, h.pv_no, h.status, h.created_by, h.pv_date::text, ${PAYEE_NAME} AS payee_name, h.particulars, h.net_payable::text
    FROM payable_voucher_hdr h ${PAYEE_JOIN} WHERE h.payable_voucher_hdr_id = ${id} FOR UPDATE OF h`);
}

const statusChange = (from: PvStatus | null, to: PvStatus) => ({ field: 'status', label: 'Status', old: from, new: to, old_text: from ? PV_STATUSES[from] : null, new_text: PV_STATUSES[to] });

/**
 * Saves a voucher: new (id null) or a draft / returned one again. `submit`
 * sends it for approval: then it must be complete and its net payable more
 * than zero. Answers the voucher's id.
 */
export async function savePv(tx: Db, v: PvWrite, opts: { id: number | null; submit: boolean }, actor: VoucherActor): Promise<number> {
  let before: Locked | undefined;
  if (opts.id !== null) {
    before = await lockPv(tx, opts.id);
    if (!before) throw new Refused({ status: 404, code: '00002', result: 'Payable voucher not found.' });
    if (before.status !== 'draft' && before.status !== 'returned') refuse([M.notEditable]);
    refuseOthersDraft(before, actor);
  }
  const payee = await payeeOf(tx, v.payee_type, v.payee_id);
  await checkAccounts(tx, v.lines, actor);
  await checkSetup(tx, v.lines);
  await checkAtcs(tx, v.ewt);
  await checkReceipts(tx, v.rr_ids, payee?.supplier_id ?? null, opts.id, v.pv_date);
  await checkAssetReceipts(tx, v.asset_receipt_ids ?? [], payee?.supplier_id ?? null, opts.id);

  const status: PvStatus = opts.submit ? 'for_approval' : before?.status === 'returned' ? 'returned' : 'draft';
  const head = sql`payee_type = ${v.payee_type}, supplier_id = ${payee?.supplier_id ?? null}, employee_id = ${payee?.employee_id ?? null},
    pv_date = ${v.pv_date}::date, due_date = ${v.due_date ?? null}::date, invoice_no = ${v.invoice_no}, invoice_date = ${v.invoice_date ?? null}::date,
    particulars = ${v.particulars}, vat_registered = ${payee?.vat_registered ?? false}, ap_account = ${AP_ACCOUNT_OF[v.payee_type]}, status = ${status},
    updated_by = ${actor.userId}, updated_at = ${actor.at}::timestamptz, submitted_at = ${opts.submit ? actor.at : null}::timestamptz`;
  let id = opts.id;
  let pvNo = before?.pv_no;
  if (id === null) {
    pvNo = await nextNumber(tx, 'PV', v.pv_date);
    const row = await tx.one<{ id: string }>(sql`
      INSERT INTO payable_voucher_hdr (pv_no, payee_type, ap_account, pv_date, status, created_by, created_at, updated_by, updated_at)
      VALUES (${pvNo}, ${v.payee_type}, ${AP_ACCOUNT_OF[v.payee_type]}, ${v.pv_date}::date, 'draft', ${actor.userId}, ${actor.at}::timestamptz, ${actor.userId}, ${actor.at}::timestamptz)
      RETURNING payable_voucher_hdr_id::text AS id`);
    id = Number(row!.id);
  }
  await tx.run(sql`UPDATE payable_voucher_hdr SET ${head} WHERE payable_voucher_hdr_id = ${id}`);
  await writeRows(tx, id, v);
  const sums = (await tx.one<{ net: string; gross: string; ewt: string; vat: string; positive: boolean }>(sql`
    SELECT net_payable::text AS net, gross_amount::text AS gross, ewt_amount::text AS ewt, input_vat::text AS vat, net_payable > 0 AS positive
    FROM payable_voucher_hdr WHERE payable_voucher_hdr_id = ${id}`))!;
  if (opts.submit && !sums.positive) refuseOn('lines', M.netNotPositive);
  if (opts.submit) await checkTaxBases(tx, id, v);
  await recordRevision(tx, {
    entity: 'payable_vouchers',
    entityId: id,
    action: opts.id === null ? 'created' : 'updated',
    maker: opts.id === null ? 'created' : 'edited',
    userId: actor.userId,
    at: actor.at,
    module: 'Payable Voucher',
    reference: pvNo!,
    changes: [
      statusChange(before?.status ?? null, status),
      { field: 'payee', label: 'Payee', old: before?.payee_name ?? null, new: payee?.name ?? null },
      { field: 'gross_amount', label: 'Gross Amount', old: null, new: sums.gross },
      { field: 'input_vat', label: 'Input VAT', old: null, new: sums.vat },
      { field: 'ewt_amount', label: 'EWT', old: null, new: sums.ewt },
      { field: 'net_payable', label: 'Net Payable', old: before?.net_payable ?? null, new: sums.net },
    ],
  });
  if (opts.submit) await recordMaker(tx, { entity: 'payable_vouchers', id }, actor.userId, 'submitted', actor.at);
  return id;
}

/** The entry a voucher posts (or would post), line by line in the order it is written. */
export function entryLines(tx: Db, id: number) {
  return tx.rows<{ account: string; debit: string; credit: string }>(sql`
    SELECT x.account, x.debit::numeric(16, 2)::text AS debit, x.credit::numeric(16, 2)::text AS credit FROM (
      SELECT l.account_code AS account, l.debit, l.credit, l.line_no AS n FROM payable_voucher_lines l
      WHERE l.payable_voucher_hdr_id = ${id} AND l.account_code IS NOT NULL
      UNION ALL SELECT ${INPUT_VAT_ACCOUNT}, h.input_vat, 0, 100000 FROM payable_voucher_hdr h WHERE h.payable_voucher_hdr_id = ${id}
      UNION ALL SELECT ${RR_CLEARING_ACCOUNT}, h.receipts_amount, 0, 100001 FROM payable_voucher_hdr h WHERE h.payable_voucher_hdr_id = ${id}
      UNION ALL SELECT ${ASSET_CLEARING_ACCOUNT}, h.asset_receipts_amount, 0, 100002 FROM payable_voucher_hdr h WHERE h.payable_voucher_hdr_id = ${id}
      UNION ALL SELECT e.ewt_account, 0, e.tax_withheld, 200000 + e.line_no FROM payable_voucher_ewt e WHERE e.payable_voucher_hdr_id = ${id}
      UNION ALL SELECT h.ap_account, 0, h.net_payable, 300000 FROM payable_voucher_hdr h WHERE h.payable_voucher_hdr_id = ${id}) x
    WHERE x.debit <> 0 OR x.credit <> 0
    ORDER BY x.n`);
}
