import type { Db } from '../../db/db';
import { BOOKS_END, BOOKS_START, OPENING_DATE } from './documents';
import { exec, h, money, pick } from './sqlGen';

/**
 * Journal entries posted from the documents (one balanced entry per posted
 * document), so the general ledger and the sub-ledgers read the same story.
 * `source` is an SQL relation with columns id, no, d, ref, payee, particulars
 * (and the amount columns the lines use); zero lines are not written.
 */
interface Posting {
  module: string;
  source: string;
  /** [account, debit expression, credit expression] */
  lines: [string, string, string][];
  md?: string;
}

async function post(db: Db, p: Posting): Promise<void> {
  await exec(db, `INSERT INTO journal_entries (id, journal_entry, transaction_date, module, reference, payee, md, particulars, cost_center, accounting_code)
    SELECT id, no, d, '${p.module}', ref, payee, ${p.md ?? 'NULL'}, particulars, 'Main Warehouse', '${p.module}-01' FROM ${p.source} ORDER BY id`);
  await exec(db, `INSERT INTO journal_lines (je_id, account_code, transaction_date, debit, credit)
    SELECT id, acc, d, dr, cr FROM (${p.lines
      .map(([acc, dr, cr], n) => `SELECT id, '${acc}'::text, d, (${dr})::numeric, (${cr})::numeric, ${n} AS n FROM ${p.source} WHERE (${dr}) + (${cr}) <> 0`)
      .join(' UNION ALL ')}) x(id, acc, d, dr, cr, n)
    ORDER BY id, n`);
}

export async function postDocuments(db: Db, expenseCount: number): Promise<void> {
  // Opening balances: cash, and the opening stock at cost, against capital.
  await exec(db, `INSERT INTO journal_entries (id, journal_entry, transaction_date, module, reference, particulars)
    VALUES (1, 'JE-JV-2022-000001', DATE '${OPENING_DATE}', 'JV', 'OPENING', 'Opening balances')`);
  await exec(db, `INSERT INTO journal_lines (je_id, account_code, transaction_date, debit, credit)
    SELECT 1, acc, DATE '${OPENING_DATE}', dr, cr FROM (
      SELECT '1020' AS acc, 50000000::numeric AS dr, 0::numeric AS cr, 1 AS n
      UNION ALL SELECT '1030', 20000000, 0, 2
      UNION ALL SELECT '1200', (SELECT SUM(amount) FROM inventory_movements WHERE module = 'BEG'), 0, 3
      UNION ALL SELECT '3010', 0, 70000000 + (SELECT SUM(amount) FROM inventory_movements WHERE module = 'BEG'), 4) o ORDER BY n`);

  await post(db, {
    module: 'SI',
    md: 'booked_by',
    source: `(SELECT si.je_id AS id, 'SI-' || lpad(si.si_id::text, 7, '0') AS no, si.si_date AS d, si.dr_number AS ref, c.customer_name AS payee,
                     'Sales invoice ' || si.si_number || ' to ' || c.customer_name AS particulars, si.booked_by, si.total, si.vat_amount, si.cost
              FROM sales_invoices si JOIN customers c ON c.customer_id = si.customer_id) s`,
    lines: [
      ['1100', 'total', '0'],
      ['4010', '0', 'total - vat_amount'],
      ['2100', '0', 'vat_amount'],
      ['5010', 'cost', '0'],
      ['1200', '0', 'cost'],
    ],
  });
  await post(db, {
    module: 'CR',
    source: `(SELECT co.je_id AS id, co.cr_number AS no, co.collection_date AS d, si.si_number AS ref, c.customer_name AS payee,
                     'Collection from ' || c.customer_name || ' for ' || si.si_number AS particulars, co.amount, co.cwt
              FROM collections co JOIN sales_invoices si ON si.si_id = co.si_id JOIN customers c ON c.customer_id = co.customer_id) s`,
    lines: [
      ['1020', 'amount - cwt', '0'],
      ['1310', 'cwt', '0'],
      ['1100', '0', 'amount'],
    ],
  });
  await post(db, {
    module: 'RET',
    source: `(SELECT r.je_id AS id, r.return_no AS no, r.return_date AS d, si.si_number AS ref, c.customer_name AS payee,
                     'Sales return from ' || c.customer_name || ' on ' || si.si_number AS particulars, r.amount, r.vat, r.cost
              FROM sales_returns r JOIN sales_invoices si ON si.si_id = r.si_id JOIN customers c ON c.customer_id = si.customer_id) s`,
    lines: [
      ['4020', 'amount - vat', '0'],
      ['2100', 'vat', '0'],
      ['1100', '0', 'amount'],
      ['1200', 'cost', '0'],
      ['5010', '0', 'cost'],
    ],
  });
  await post(db, {
    module: 'RR',
    source: `(SELECT r.je_id AS id, r.rr_no AS no, r.rr_date AS d, r.po_no AS ref, s.company_name AS payee,
                     'Receipt from ' || s.company_name AS particulars, r.net, r.vat
              FROM receiving_reports r JOIN suppliers s ON s.vendor_id = r.supplier_id) s`,
    lines: [
      ['1200', 'net', '0'],
      ['1300', 'vat', '0'],
      ['2010', '0', 'net + vat'],
    ],
  });
  await post(db, {
    module: 'CV',
    source: `(SELECT p.je_id AS id, p.cv_number AS no, p.payment_date AS d, 'RR-' || lpad(p.rr_id::text, 7, '0') AS ref, s.company_name AS payee,
                     'Payment to ' || s.company_name AS particulars, p.amount, p.ewt
              FROM supplier_payments p JOIN suppliers s ON s.vendor_id = p.supplier_id) s`,
    lines: [
      ['2010', 'amount', '0'],
      ['1020', '0', 'amount - ewt'],
      ['2110', '0', 'ewt'],
    ],
  });
  await post(db, {
    module: 'JV',
    source: `(SELECT reversal_je_id AS id, 'JV-' || reversal_reference AS no, reversal_date AS d, reversal_reference AS ref,
                     'Bureau of Internal Revenue' AS payee, 'Remittance of EWT withheld in ' || to_char(MIN(setup_date), 'FMMonth YYYY') AS particulars,
                     SUM(amount) AS amount
              FROM ewt_setups WHERE reversal_je_id IS NOT NULL GROUP BY reversal_je_id, reversal_reference, reversal_date) s`,
    lines: [
      ['2110', 'amount', '0'],
      ['1020', '0', 'amount'],
    ],
  });
  await post(db, {
    module: 'IA',
    source: `(SELECT 80000000 + to_char(transaction_date, 'YYYYMM')::int AS id, 'JV-' || source_document AS no, transaction_date AS d,
                     source_document AS ref, NULL::text AS payee, 'Cycle count shrinkage' AS particulars, -SUM(amount) AS amount
              FROM inventory_movements WHERE module = 'IA' GROUP BY transaction_date, source_document) s`,
    lines: [
      ['6050', 'amount', '0'],
      ['1200', '0', 'amount'],
    ],
  });
  // Operating expenses paid from Metrobank.
  const days = `(DATE '${BOOKS_END}' - DATE '${BOOKS_START}')`;
  await post(db, {
    module: 'JV',
    source: `(SELECT 50000000 + k AS id, 'JV-' || lpad(k::text, 7, '0') AS no, DATE '${BOOKS_START}' + ((k - 1)::bigint * ${days} / ${expenseCount})::int AS d,
                     'EXP-' || lpad(k::text, 7, '0') AS ref, ${pick(['Payroll', 'Ayala Land Premier', 'Meralco', 'LBC Express'], 'k')} AS payee,
                     'Operating expense' AS particulars, ${pick(['6010', '6020', '6030', '6040'], 'k')} AS acct,
                     ${money(`1000 + ${h('k', 8)} % 12000 + (${h('k', 9)} % 100) / 100.0`)} AS amt
              FROM generate_series(1, ${expenseCount}) AS k) s`,
    lines: [
      ['6010', "CASE WHEN acct = '6010' THEN amt ELSE 0 END", '0'],
      ['6020', "CASE WHEN acct = '6020' THEN amt ELSE 0 END", '0'],
      ['6030', "CASE WHEN acct = '6030' THEN amt ELSE 0 END", '0'],
      ['6040', "CASE WHEN acct = '6040' THEN amt ELSE 0 END", '0'],
      ['1030', '0', 'amt'],
    ],
  });
}
