import { PAYOR } from '../../contract/payableVouchers';
import type { SlspDocument, SlspFile, SlspParty, TieOut, VatReturn } from '../../contract/vatReturn';
import { sql, type Db, type SQL } from '../db/db';
import { branch, quarterOf, quoted, tin9 } from './alphalist';

/**
 * THE QUARTER'S VAT FROM THE BOOKS (issue 27): the summary lists of sales and of purchases (SLSP) the BIR
 * cross-matches between sellers and buyers, the 2550Q worksheet, and the tie-out that proves SLSP = 2550Q = the
 * output and input VAT accounts, or lists every journal entry that makes a difference.
 *
 * Each list is made of documents, each document of one journal entry (its je_id), dated by that entry:
 * - sales: sales invoices (exempt, zero-rated, VATable sales and output VAT), returns and the credit memos of stock
 *   returns (sales_returns, negative), credit and debit memos that carry VAT, and non-trade collections with VAT;
 * - purchases: receiving reports (goods, their exempt products' lines apart), payable vouchers with input VAT (capital goods when they pay asset
 *   receipts, goods when they pay stock receipts, services otherwise).
 * The tie-out compares each entry's VAT in the documents with its lines on 2100 / 1300.
 */
const OUTPUT_VAT = '2100';
const INPUT_VAT = '1300';

const inQuarter = (from: string, col: SQL) => sql`${col} >= ${from}::date AND ${col} < (${from}::date + interval '3 months')`;
const customerAddress = sql`NULLIF(concat_ws(', ', NULLIF(c.billing_bldg_street_address, ''), COALESCE((SELECT pc.city FROM ph_cities pc WHERE pc.city_id = c.billing_city_id), c.city)), '')`;

/** Every sales document of the quarter: kind, number, date, entry, party, the three classes of sales and the VAT. */
function salesDocuments(from: string): SQL {
  const e = sql`journal_entries e`;
  return sql`
    SELECT 'SI' AS kind, si.si_number AS doc_no, e.transaction_date AS doc_date, si.je_id, c.tin, COALESCE(NULLIF(c.registered_name, ''), c.customer_name) AS name, ${customerAddress} AS address,
           si.vat_exempt AS exempt, si.zero_rated AS zero_rated, si.vatable_sales AS taxable, si.vat_amount AS vat
    FROM sales_invoices si JOIN ${e} ON e.id = si.je_id JOIN customers c ON c.customer_id = si.customer_id
    WHERE ${inQuarter(from, sql`si.si_date`)}
    UNION ALL
    SELECT 'RET', min(r.return_no), e.transaction_date, r.je_id, c.tin, COALESCE(NULLIF(c.registered_name, ''), c.customer_name), ${customerAddress},
           -SUM(r.amount) FILTER (WHERE r.vat = 0), 0, -SUM(r.amount - r.vat) FILTER (WHERE r.vat > 0), -SUM(r.vat)
    FROM sales_returns r JOIN ${e} ON e.id = r.je_id JOIN sales_invoices si ON si.si_id = r.si_id JOIN customers c ON c.customer_id = si.customer_id
    WHERE ${inQuarter(from, sql`r.return_date`)}
    GROUP BY r.je_id, e.transaction_date, c.customer_id
    UNION ALL
    SELECT CASE m.memo_type WHEN 'credit' THEN 'CM' ELSE 'DM' END, m.memo_no, e.transaction_date, m.je_id, c.tin, COALESCE(NULLIF(c.registered_name, ''), c.customer_name), ${customerAddress},
           0, 0, CASE m.memo_type WHEN 'credit' THEN -(m.amount - m.vat) ELSE m.amount - m.vat END, CASE m.memo_type WHEN 'credit' THEN -m.vat ELSE m.vat END
    FROM memos m JOIN ${e} ON e.id = m.je_id JOIN customers c ON c.customer_id = m.customer_id
    WHERE m.status = 2 AND m.vat > 0 AND ${inQuarter(from, sql`e.transaction_date`)}
    UNION ALL
    SELECT 'NTC', n.ntc_no, e.transaction_date, n.je_id, n.payor_tin, n.payor_name, NULL, 0, 0, n.amount - n.vat_amount, n.vat_amount
    FROM non_trade_collections n JOIN ${e} ON e.id = n.je_id
    WHERE n.vatable AND n.vat_amount > 0 AND n.status <> 'cancelled' AND ${inQuarter(from, sql`e.transaction_date`)}`;
}

/** Every purchase document of the quarter: the class of what was bought, its VAT-exclusive amount and the input VAT. */
function purchaseDocuments(from: string): SQL {
  return sql`
    SELECT 'RR' AS kind, rr.rr_no AS doc_no, e.transaction_date AS doc_date, rr.je_id, s.tin, s.company_name AS name, s.address,
           'goods' AS class, rr.net - COALESCE(x.exempt, 0) AS base, COALESCE(x.exempt, 0) AS exempt, rr.vat AS vat
    FROM receiving_reports rr JOIN journal_entries e ON e.id = rr.je_id JOIN suppliers s ON s.vendor_id = rr.supplier_id
    LEFT JOIN LATERAL (
      SELECT SUM(round(l.received_quantity * l.unit_price, 2)) AS exempt FROM receiving_lines l JOIN products p ON p.product_id = l.product_id
      WHERE l.rr_id = rr.rr_id AND p.vat_exemption = 1) x ON true
    WHERE ${inQuarter(from, sql`rr.rr_date`)}
    UNION ALL
    SELECT 'PV', h.pv_no, e.transaction_date, h.je_id, s.tin, s.company_name, s.address,
           CASE WHEN EXISTS (SELECT 1 FROM payable_voucher_asset_receipts a WHERE a.payable_voucher_hdr_id = h.payable_voucher_hdr_id) THEN 'capital'
                WHEN EXISTS (SELECT 1 FROM payable_voucher_receipts r WHERE r.payable_voucher_hdr_id = h.payable_voucher_hdr_id) THEN 'goods' ELSE 'services' END,
           round(h.input_vat * 100 / 12, 2), 0, h.input_vat
    FROM payable_voucher_hdr h JOIN journal_entries e ON e.id = h.je_id LEFT JOIN suppliers s ON s.vendor_id = h.supplier_id
    WHERE h.status = 'approved' AND h.input_vat > 0 AND ${inQuarter(from, sql`e.transaction_date`)}`;
}

const money = (col: string) => sql.raw(`COALESCE(SUM(${col}), 0)::numeric(16, 2)::text`);

async function salesParties(db: Db, from: string): Promise<SlspParty[]> {
  return db.rows<SlspParty>(sql`
    SELECT COALESCE(tin, '') AS tin, max(name) AS name, max(address) AS address, ${money('exempt')} AS exempt, ${money('zero_rated')} AS zero_rated,
           ${money('taxable')} AS taxable, '0.00' AS services, '0.00' AS capital, '0.00' AS goods, ${money('vat')} AS vat, COUNT(*)::int AS documents
    FROM (${salesDocuments(from)}) d GROUP BY COALESCE(tin, ''), CASE WHEN tin IS NULL THEN name END ORDER BY max(name), 1`);
}

async function purchaseParties(db: Db, from: string): Promise<SlspParty[]> {
  return db.rows<SlspParty>(sql`
    SELECT COALESCE(tin, '') AS tin, max(name) AS name, max(address) AS address, ${money('exempt')} AS exempt, '0.00' AS zero_rated, '0.00' AS taxable,
           COALESCE(SUM(base) FILTER (WHERE class = 'services'), 0)::numeric(16, 2)::text AS services,
           COALESCE(SUM(base) FILTER (WHERE class = 'capital'), 0)::numeric(16, 2)::text AS capital,
           COALESCE(SUM(base) FILTER (WHERE class = 'goods'), 0)::numeric(16, 2)::text AS goods,
           ${money('vat')} AS vat, COUNT(*)::int AS documents
    FROM (${purchaseDocuments(from)}) d GROUP BY COALESCE(tin, ''), CASE WHEN tin IS NULL THEN name END ORDER BY max(name), 1`);
}

/** Each entry whose VAT in the documents differs from its lines on the account, with the documents it carries. */
async function tieOut(db: Db, from: string, account: string, docs: SQL, sign: 1 | -1): Promise<TieOut> {
  const ledger = sql`
    SELECT je_id, SUM(${sign === 1 ? sql`credit - debit` : sql`debit - credit`}) AS vat FROM journal_lines
    WHERE account_code = ${account} AND ${inQuarter(from, sql`transaction_date`)} GROUP BY je_id`;
  const byEntry = sql`SELECT je_id, SUM(vat) AS vat, string_agg(kind || ' ' || doc_no, ', ' ORDER BY doc_no) AS documents FROM (${docs}) d GROUP BY je_id`;
  const [totals, differences] = await Promise.all([
    db.one<{ lists: string; ledger: string }>(sql`
      SELECT (SELECT COALESCE(SUM(vat), 0) FROM (${docs}) d)::numeric(16, 2)::text AS lists, (SELECT COALESCE(SUM(vat), 0) FROM (${ledger}) l)::numeric(16, 2)::text AS ledger`),
    db.rows<TieOut['differences'][number]>(sql`
      SELECT e.journal_entry, e.transaction_date::text AS date, e.module, e.reference, COALESCE(d.documents, '') AS documents,
             COALESCE(d.vat, 0)::numeric(16, 2)::text AS in_lists, COALESCE(l.vat, 0)::numeric(16, 2)::text AS in_ledger
      FROM (${byEntry}) d FULL JOIN (${ledger}) l ON l.je_id = d.je_id
      JOIN journal_entries e ON e.id = COALESCE(d.je_id, l.je_id)
      WHERE COALESCE(d.vat, 0) <> COALESCE(l.vat, 0)
      ORDER BY e.transaction_date, e.id LIMIT 500`),
  ]);
  return { account, in_lists: totals!.lists, in_ledger: totals!.ledger, difference: (Number(totals!.ledger) - Number(totals!.lists)).toFixed(2), differences };
}

const sum = (rows: SlspParty[], k: keyof SlspParty) => (rows.reduce((s, r) => s + Math.round(Number(r[k]) * 100), 0) / 100).toFixed(2);

/** The quarter's SLS, SLP, 2550Q worksheet and tie-outs. */
export async function vatReturnOf(db: Db, year: number, quarter: number): Promise<VatReturn> {
  const { from, period } = quarterOf(year, quarter);
  const [sales, purchases, output, input] = await Promise.all([
    salesParties(db, from),
    purchaseParties(db, from),
    tieOut(db, from, OUTPUT_VAT, salesDocuments(from), 1),
    tieOut(db, from, INPUT_VAT, purchaseDocuments(from), -1),
  ]);
  const outputTax = sum(sales, 'vat');
  const inputTax = sum(purchases, 'vat');
  return {
    year,
    quarter,
    period,
    sales,
    purchases,
    worksheet: {
      vatable_sales: sum(sales, 'taxable'),
      zero_rated_sales: sum(sales, 'zero_rated'),
      exempt_sales: sum(sales, 'exempt'),
      output_tax: outputTax,
      capital_goods: sum(purchases, 'capital'),
      goods: sum(purchases, 'goods'),
      services: sum(purchases, 'services'),
      exempt_purchases: sum(purchases, 'exempt'),
      input_tax: inputTax,
      vat_payable: ((Math.round(Number(outputTax) * 100) - Math.round(Number(inputTax) * 100)) / 100).toFixed(2),
    },
    tie_out: { output, input },
  };
}

/** The documents behind one line of a list (a party's TIN, or every one), for the drill-down. */
export async function slspDocuments(db: Db, year: number, quarter: number, list: 'sales' | 'purchases', tin: string | null): Promise<SlspDocument[]> {
  const { from } = quarterOf(year, quarter);
  const docs = list === 'sales' ? salesDocuments(from) : purchaseDocuments(from);
  const amount = list === 'sales' ? sql`COALESCE(exempt, 0) + COALESCE(zero_rated, 0) + COALESCE(taxable, 0)` : sql`base + exempt`;
  return db.rows<SlspDocument>(sql`
    SELECT kind, doc_no, doc_date::text AS doc_date, name, (${amount})::numeric(16, 2)::text AS amount, vat::numeric(16, 2)::text AS vat
    FROM (${docs}) d WHERE ${tin === null ? sql`true` : sql`COALESCE(tin, '') = ${tin}`} ORDER BY doc_date, doc_no LIMIT 5000`);
}

/**
 * The BIR's DAT files of the lists (RELIEF): a header line with our TIN, name, the totals and the period's last
 * day, then a line per party. Comma separated, names quoted and upper case, amounts with two decimals. The field
 * order follows the BIR's RELIEF data entry module as we know it: an assumption until it is checked against the
 * current module (README, "E-invoicing").
 */
export function slspFiles(r: VatReturn): { sales: SlspFile; purchases: SlspFile } {
  const last = new Date(Date.UTC(r.year, r.quarter * 3, 0)).toISOString().slice(0, 10);
  const periodEnd = `${last.slice(5, 7)}/${last.slice(8, 10)}/${last.slice(0, 4)}`;
  const owner = tin9(PAYOR.tin);
  const names = (p: SlspParty) => [quoted(p.name), '""', '""', '""', quoted(p.address)];
  const w = r.worksheet;
  const salesLines = [
    ['H', 'S', quoted(owner), quoted(PAYOR.name), '""', '""', '""', quoted(PAYOR.name), quoted(PAYOR.address), quoted(PAYOR.zip), w.exempt_sales, w.zero_rated_sales, w.vatable_sales, w.output_tax, PAYOR.rdo, periodEnd, 12].join(','),
    ...r.sales.map((p) => ['D', 'S', quoted(tin9(p.tin)), ...names(p), '""', p.exempt, p.zero_rated, p.taxable, p.vat, quoted(owner), periodEnd].join(',')),
  ];
  const purchaseLines = [
    ['H', 'P', quoted(owner), quoted(PAYOR.name), '""', '""', '""', quoted(PAYOR.name), quoted(PAYOR.address), quoted(PAYOR.zip), w.exempt_purchases, '0.00', w.services, w.capital_goods, w.goods, w.input_tax, w.input_tax, '0.00', PAYOR.rdo, periodEnd, 12].join(','),
    ...r.purchases.map((p) => ['D', 'P', quoted(tin9(p.tin)), ...names(p), '""', p.exempt, '0.00', p.services, p.capital, p.goods, p.vat, quoted(owner), periodEnd].join(',')),
  ];
  const stamp = `${last.slice(5, 7)}${last.slice(0, 4)}`;
  return {
    sales: { file_name: `${owner}${branch(PAYOR.tin)}S${stamp}.DAT`, content: `${salesLines.join('\r\n')}\r\n` },
    purchases: { file_name: `${owner}${branch(PAYOR.tin)}P${stamp}.DAT`, content: `${purchaseLines.join('\r\n')}\r\n` },
  };
}
