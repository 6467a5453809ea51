import { PAYOR, type Bir2307, type PvDetail } from '../../contract/payableVouchers';
import { sql, type Db } from '../db/db';
import { isoText, userName } from '../kit';
import { entryLines, PAYEE_JOIN, PAYEE_NAME } from './vouchers';

/** The list's row of a voucher (alias h for payable_voucher_hdr). */
export const PV_SELECT = sql`h.payable_voucher_hdr_id::int, h.pv_no, h.pv_date::text, h.due_date::text, h.payee_type,
  CASE WHEN h.payee_type = 'employee' THEN e.employee_no ELSE s.vendor_code END AS payee_code, ${PAYEE_NAME} AS payee_name,
  h.invoice_no, h.particulars, h.gross_amount::text, h.ewt_amount::text, h.net_payable::text, h.status, cv.cv_no,
  ${userName('mk')} AS maker, ${isoText('h.updated_at')} AS updated_at`;
export const PV_FROM = sql`payable_voucher_hdr h ${PAYEE_JOIN} LEFT JOIN check_vouchers cv ON cv.cv_id = h.paid_cv_id LEFT JOIN users mk ON mk.id = h.created_by`;

export async function pvDetail(db: Db, id: number): Promise<PvDetail | null> {
  const head = await db.one<Omit<PvDetail, 'lines' | 'ewt' | 'receipts' | 'asset_receipts' | 'entry'>>(sql`
    SELECT ${PV_SELECT}, COALESCE(h.supplier_id, h.employee_id) AS payee_id, COALESCE(s.tin, e.tin) AS payee_tin, s.address AS payee_address,
           h.vat_registered, h.invoice_date::text, h.lines_amount::text, h.receipts_amount::text, h.asset_receipts_amount::text, h.input_vat::text, h.ap_account, h.reason, h.created_by,
           CASE WHEN h.checked_by IS NULL THEN NULL ELSE ${userName('ck')} END AS checked_by_name,
           CASE WHEN h.checked_at IS NULL THEN NULL ELSE ${isoText('h.checked_at')} END AS checked_at, je.journal_entry
    FROM ${PV_FROM} LEFT JOIN users ck ON ck.id = h.checked_by LEFT JOIN journal_entries je ON je.id = h.je_id
    WHERE h.payable_voucher_hdr_id = ${id}`);
  if (!head) return null;
  const [lines, ewt, receipts, assetReceipts, entry] = await Promise.all([
    db.rows<PvDetail['lines'][number]>(sql`
      SELECT l.line_no, l.account_code, a.account_name, l.cost_center_id, cc.cost_center_code || ' - ' || cc.cost_center_name AS cost_center,
             l.program_id, p.program_code || ' - ' || p.program_name AS program, l.division_id, d.division_code || ' - ' || d.division_name AS division,
             l.description, l.debit::text, l.credit::text
      FROM payable_voucher_lines l LEFT JOIN accounts a ON a.account_code = l.account_code
      LEFT JOIN cost_centers cc ON cc.cost_center_id = l.cost_center_id LEFT JOIN programs p ON p.program_id = l.program_id
      LEFT JOIN divisions d ON d.division_id = l.division_id
      WHERE l.payable_voucher_hdr_id = ${id} ORDER BY l.line_no`),
    db.rows<PvDetail['ewt'][number]>(sql`
      SELECT e.line_no, e.atc_code, a.description, e.rate::text, e.tax_base::text, e.tax_withheld::text, e.ewt_account
      FROM payable_voucher_ewt e JOIN atc_codes a ON a.atc_code = e.atc_code WHERE e.payable_voucher_hdr_id = ${id} ORDER BY e.line_no`),
    db.rows<PvDetail['receipts'][number]>(sql`
      SELECT r.rr_id::int, r.rr_no, r.rr_date::text, r.po_no, pr.amount::text
      FROM payable_voucher_receipts pr JOIN receiving_reports r ON r.rr_id = pr.rr_id WHERE pr.payable_voucher_hdr_id = ${id} ORDER BY r.rr_date, r.rr_id`),
    db.rows<PvDetail['asset_receipts'][number]>(sql`
      SELECT r.receipt_id, r.receipt_no, r.receipt_date::text, p.apo_no, pa.amount::text
      FROM payable_voucher_asset_receipts pa JOIN asset_receipts r ON r.receipt_id = pa.receipt_id JOIN asset_purchase_orders p ON p.apo_id = r.apo_id
      WHERE pa.payable_voucher_hdr_id = ${id} ORDER BY r.receipt_date, r.receipt_id`),
    entryLines(db, id),
  ]);
  const names = await db.rows<{ account_code: string; account_name: string }>(sql`
    SELECT account_code, account_name FROM accounts WHERE account_code IN (SELECT jsonb_array_elements_text(${JSON.stringify(entry.map((l) => l.account))}::jsonb))`);
  const nameOf = new Map(names.map((n) => [n.account_code, n.account_name]));
  return { ...head, lines, ewt, receipts, asset_receipts: assetReceipts, entry: entry.map((l) => ({ account_code: l.account, account_name: nameOf.get(l.account) ?? l.account, debit: l.debit, credit: l.credit })) };
}

/**
 * BIR Form 2307 certificates: the approved vouchers chosen, grouped by payee
 * and calendar quarter; each ATC's income payments (the tax base) by month of
 * the quarter and the tax withheld, summed in SQL numeric.
 */
export async function certificates(db: Db, ids: number[]): Promise<Bir2307[]> {
  const rows = await db.rows<{
    payee_key: string;
    quarter: string;
    payee_name: string;
    payee_tin: string | null;
    payee_address: string | null;
    payee_zip: string | null;
    atc_code: string;
    description: string;
    m: number;
    base: string;
    withheld: string;
    pv_nos: string[];
  }>(sql`
    SELECT h.payee_type || ':' || COALESCE(h.supplier_id, h.employee_id) AS payee_key, date_trunc('quarter', h.pv_date)::date::text AS quarter,
           ${PAYEE_NAME} AS payee_name, COALESCE(s.tin, e.tin) AS payee_tin, s.address AS payee_address, s.zip_code AS payee_zip,
           x.atc_code, a.description, (EXTRACT(month FROM h.pv_date)::int - 1) % 3 AS m,
           SUM(x.tax_base)::numeric(16, 2)::text AS base, SUM(x.tax_withheld)::numeric(16, 2)::text AS withheld,
           array_agg(DISTINCT h.pv_no ORDER BY h.pv_no) AS pv_nos
    FROM payable_voucher_hdr h ${PAYEE_JOIN}
    JOIN payable_voucher_ewt x ON x.payable_voucher_hdr_id = h.payable_voucher_hdr_id JOIN atc_codes a ON a.atc_code = x.atc_code
    WHERE h.payable_voucher_hdr_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint) AND h.status = 'approved'
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ORDER BY 3, 2, 7, 9`);
  const byKey = new Map<string, Bir2307>();
  const cents = (s: string) => Math.round(Number(s) * 100);
  const text = (c: number) => (c / 100).toFixed(2);
  for (const r of rows) {
    const key = `${r.payee_key}|${r.quarter}`;
    let cert = byKey.get(key);
    if (!cert) {
      const [y, mo] = r.quarter.split('-').map(Number);
      const months = [0, 1, 2].map((k) => `${y}-${String(mo + k).padStart(2, '0')}`) as [string, string, string];
      const end = new Date(Date.UTC(y, mo + 2, 0)).toISOString().slice(0, 10);
      cert = {
        payee_name: r.payee_name,
        payee_tin: r.payee_tin,
        payee_address: r.payee_address,
        payee_zip: r.payee_zip,
        payor_name: PAYOR.name,
        payor_tin: PAYOR.tin,
        payor_address: PAYOR.address,
        payor_zip: PAYOR.zip,
        period_from: r.quarter,
        period_to: end,
        months,
        pv_nos: [],
        rows: [],
        total_income: '0.00',
        total_withheld: '0.00',
      };
      byKey.set(key, cert);
    }
    cert.pv_nos = [...new Set([...cert.pv_nos, ...r.pv_nos])].sort();
    let row = cert.rows.find((x) => x.atc_code === r.atc_code);
    if (!row) {
      row = { atc_code: r.atc_code, description: r.description, month1: '0.00', month2: '0.00', month3: '0.00', total: '0.00', tax_withheld: '0.00' };
      cert.rows.push(row);
    }
    const month = (['month1', 'month2', 'month3'] as const)[r.m];
    // Decimal strings from SQL, added in whole centavos: exact.
    row[month] = text(cents(row[month]) + cents(r.base));
    row.total = text(cents(row.total) + cents(r.base));
    row.tax_withheld = text(cents(row.tax_withheld) + cents(r.withheld));
    cert.total_income = text(cents(cert.total_income) + cents(r.base));
    cert.total_withheld = text(cents(cert.total_withheld) + cents(r.withheld));
  }
  return [...byKey.values()];
}
