import { sql, type Db } from '../db/db';
import { ACCOUNTS, CUSTOMERS, SUPPLIERS } from './chartOfAccounts';

/**
 * Deterministic demo books, generated set-based in SQL (INSERT ... SELECT over
 * generate_series) so the benchmark scale loads millions of lines in seconds.
 * "Random" numbers come from integer hashing of the row number, never
 * random(), so every run produces the same books. Every entry balances:
 * each credit is computed from the same rounded amounts as its debits.
 *
 * The business: an opening entry on 2022-11-30; purchases (Inventory + Input
 * VAT / AP), supplier payments (AP / Cash in Bank - BDO), sales invoices (AR /
 * Sales + Output VAT 12%; Cost of Sales / Inventory), collections (Cash in
 * Bank - BDO + CWT 1% / AR), sales returns, and operating expenses.
 */
export const BOOKS_START = '2022-12-01';
export const BOOKS_END = '2026-11-22';
const DAYS = 1452; // BOOKS_START .. BOOKS_END

export type FinanceScale = 'test' | 'demo' | 'bench';
/** Sales invoices per scale; every other document count follows from it. */
const INVOICES: Record<FinanceScale, number> = { test: 1500, demo: 6000, bench: 640_000 };

/** SQL expression: a deterministic pseudo-random integer in [0, 1000003) for row i and salt s. */
const h = (i: string, s: number) => `((${i}::bigint * 2654435761 + ${s * 97531}) % 1000003)`;
const pick = (list: string[], expr: string) => `(ARRAY[${list.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}])[1 + (${expr}) % ${list.length}]`;
const money = (expr: string) => `round((${expr})::numeric, 2)`;

async function exec(db: Db, text: string) {
  await db.run(sql.raw(text));
}

export async function seedFinance(db: Db, scale: FinanceScale = 'demo'): Promise<{ lines: number }> {
  const existing = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM accounts`);
  if ((existing?.n ?? 0) > 0) return { lines: 0 };
  const ns = INVOICES[scale];
  const np = Math.ceil(ns / 6);
  const ne = Math.ceil(ns / 3);

  for (const acc of ACCOUNTS) {
    await db.run(sql`
      INSERT INTO accounts (account_code, account_name, account_type, account_fs_group, account_group, account_sub_group, account_line_item, normal_side)
      VALUES (${acc.code}, ${acc.name}, ${acc.type}, ${['Assets', 'Liabilities', 'Equity'].includes(acc.type) ? 'Balance Sheet' : 'Income Statement'},
              ${acc.group}, ${acc.subGroup}, ${acc.lineItem}, ${acc.normal})`);
  }

  // Documents, as temporary tables the entries and lines are derived from.
  await exec(db, `DROP TABLE IF EXISTS gen_si, gen_rr`);
  await exec(db, `CREATE TEMP TABLE gen_si AS
    SELECT i, d, customer, net, vat, net + vat AS gross, ${money('net * 0.68')} AS cost,
           ${money('net * 0.01')} AS cwt, d + (30 + ${h('i', 4)} % 60)::int AS paid_on
    FROM (SELECT i, DATE '${BOOKS_START}' + ((i - 1)::bigint * ${DAYS} / ${ns})::int AS d,
                 ${pick(CUSTOMERS, h('i', 3))} AS customer,
                 ${money(`1000 + ${h('i', 1)} % 80000 + (${h('i', 2)} % 100) / 100.0`)} AS net
          FROM generate_series(1, ${ns}) AS i) s,
         LATERAL (SELECT ${money('s.net * 0.12')} AS vat) v`);
  await exec(db, `CREATE TEMP TABLE gen_rr AS
    SELECT j, d, supplier, net, vat, net + vat AS gross, d + 45 AS paid_on
    FROM (SELECT j, DATE '${BOOKS_START}' + ((j - 1)::bigint * ${DAYS} / ${np})::int AS d,
                 ${pick(SUPPLIERS, h('j', 6))} AS supplier,
                 ${money(`20000 + ${h('j', 5)} % 400000 + (${h('j', 7)} % 100) / 100.0`)} AS net
          FROM generate_series(1, ${np}) AS j) s,
         LATERAL (SELECT ${money('s.net * 0.12')} AS vat) v`);

  const entry = (id: string, no: string, date: string, module: string, ref: string, payee: string, particulars: string, from: string) =>
    `INSERT INTO journal_entries (id, journal_entry, transaction_date, module, reference, payee, particulars, cost_center, accounting_code)
     SELECT ${id}, ${no}, ${date}, '${module}', ${ref}, ${payee}, ${particulars}, 'Main Warehouse', '${module}-01' FROM ${from}`;
  const lines = (id: string, date: string, from: string, parts: [account: string, debit: string, credit: string][]) =>
    `INSERT INTO journal_lines (je_id, account_code, transaction_date, debit, credit)
     ${parts.map(([acc, dr, cr]) => `SELECT ${id}, '${acc}', ${date}, ${dr}, ${cr} FROM ${from}`).join(' UNION ALL ')}`;

  // Opening balances.
  await exec(db, `INSERT INTO journal_entries (id, journal_entry, transaction_date, module, reference, particulars)
    VALUES (1, 'JV-2022-000001', DATE '2022-11-30', 'JV', 'OPENING', 'Opening balances')`);
  await exec(db, lines('1', `DATE '2022-11-30'`, '(SELECT 1) o', [
    ['1020', '50000000', '0'],
    ['1030', '20000000', '0'],
    ['1200', '30000000', '0'],
    ['3010', '0', '100000000'],
  ]));

  // Sales invoices.
  await exec(db, entry(`10000000 + i`, `'SI-' || lpad(i::text, 7, '0')`, 'd', 'SI', `'DR-' || lpad(i::text, 7, '0')`, 'customer', `'Sales invoice to ' || customer`, 'gen_si'));
  await exec(db, lines('10000000 + i', 'd', 'gen_si', [
    ['1100', 'gross', '0'],
    ['4010', '0', 'net'],
    ['2100', '0', 'vat'],
    ['5010', 'cost', '0'],
    ['1200', '0', 'cost'],
  ]));
  // Collections of nine in ten invoices, when already due by the end of the books.
  const collected = `gen_si WHERE i % 10 <> 0 AND paid_on <= DATE '${BOOKS_END}'`;
  await exec(db, entry(`20000000 + i`, `'CR-' || lpad(i::text, 7, '0')`, 'paid_on', 'CR', `'SI-' || lpad(i::text, 7, '0')`, 'customer', `'Collection from ' || customer`, collected));
  await exec(db, lines('20000000 + i', 'paid_on', collected, [
    ['1020', 'gross - cwt', '0'],
    ['1310', 'cwt', '0'],
    ['1100', '0', 'gross'],
  ]));
  // Sales returns: one invoice in fifty returns a tenth of its goods a week later.
  const returned = `(SELECT i, d + 7 AS rd, customer, ${money('net * 0.1')} AS amt, ${money('net * 0.1 * 0.12')} AS rvat, ${money('net * 0.1 * 0.68')} AS rcost
                      FROM gen_si WHERE i % 50 = 0 AND d + 7 <= DATE '${BOOKS_END}') r`;
  await exec(db, entry(`60000000 + i`, `'RET-' || lpad(i::text, 7, '0')`, 'rd', 'RET', `'SI-' || lpad(i::text, 7, '0')`, 'customer', `'Sales return from ' || customer`, returned));
  await exec(db, lines('60000000 + i', 'rd', returned, [
    ['4020', 'amt', '0'],
    ['2100', 'rvat', '0'],
    ['1100', '0', 'amt + rvat'],
    ['1200', 'rcost', '0'],
    ['5010', '0', 'rcost'],
  ]));
  // Purchases and their payments.
  await exec(db, entry(`30000000 + j`, `'RR-' || lpad(j::text, 7, '0')`, 'd', 'RR', `'PO-' || lpad(j::text, 7, '0')`, 'supplier', `'Receipt from ' || supplier`, 'gen_rr'));
  await exec(db, lines('30000000 + j', 'd', 'gen_rr', [
    ['1200', 'net', '0'],
    ['1300', 'vat', '0'],
    ['2010', '0', 'gross'],
  ]));
  const paid = `gen_rr WHERE paid_on <= DATE '${BOOKS_END}'`;
  await exec(db, entry(`40000000 + j`, `'CV-' || lpad(j::text, 7, '0')`, 'paid_on', 'CV', `'RR-' || lpad(j::text, 7, '0')`, 'supplier', `'Payment to ' || supplier`, paid));
  await exec(db, lines('40000000 + j', 'paid_on', paid, [
    ['2010', 'gross', '0'],
    ['1020', '0', 'gross'],
  ]));
  // Operating expenses paid from Metrobank.
  const expenses = `(SELECT k, DATE '${BOOKS_START}' + ((k - 1)::bigint * ${DAYS} / ${ne})::int AS d,
                            ${pick(['6010', '6020', '6030', '6040'], 'k')} AS acct,
                            ${money(`5000 + ${h('k', 8)} % 150000 + (${h('k', 9)} % 100) / 100.0`)} AS amt
                     FROM generate_series(1, ${ne}) AS k) e`;
  await exec(db, `CREATE TEMP TABLE gen_ex AS SELECT * FROM ${expenses}`);
  await exec(db, entry(`50000000 + k`, `'JV-' || lpad(k::text, 7, '0')`, 'd', 'JV', `'EXP-' || lpad(k::text, 7, '0')`, `'Various payees'`, `'Operating expense'`, 'gen_ex'));
  await exec(db, `INSERT INTO journal_lines (je_id, account_code, transaction_date, debit, credit)
    SELECT 50000000 + k, acct, d, amt, 0 FROM gen_ex UNION ALL SELECT 50000000 + k, '1030', d, 0, amt FROM gen_ex`);

  await exec(db, `DROP TABLE gen_si, gen_rr, gen_ex`);
  await refreshMonthTotals(db);
  // Fresh statistics and visibility map: the planner picks the ledger index and
  // index-only scans skip the heap (without this a bulk load reads every row).
  await exec(db, 'VACUUM ANALYZE journal_lines');
  await exec(db, 'VACUUM ANALYZE account_month_totals');
  const count = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_lines`);
  return { lines: count?.n ?? 0 };
}

/** Rebuild the per-account monthly totals from the lines (one statement). */
export async function refreshMonthTotals(db: Db): Promise<void> {
  await db.run(sql`DELETE FROM account_month_totals`);
  await db.run(sql`
    INSERT INTO account_month_totals (account_code, month, debit, credit, line_count)
    SELECT account_code, date_trunc('month', transaction_date)::date, SUM(debit), SUM(credit), COUNT(*)
    FROM journal_lines GROUP BY 1, 2`);
}
