import { sql, type Db, type SQL } from '../../db/db';
import { NON_TRADE, TRADE } from '../../financeReports/public';

/**
 * THE BOOKS OF ACCOUNTS of a year (issue 27, CAS loose-leaf books): each book a list of rows read from the one set of
 * books in keyset pages, so a year of millions of lines streams through in constant memory. A row is its cells
 * (amounts as decimal strings, summed page by page and carried forward by the pack writer) or a heading (a general
 * ledger account, a customer, a product) that starts a group. Every book reads journal_lines or the documents that
 * posted them, so the books equal the trial balance.
 */
export interface BookColumn {
  label: string;
  /** Characters. */
  width: number;
  /** Summed per page and carried forward. */
  amount?: boolean;
  /** A running balance: right-aligned, not summed. */
  balance?: boolean;
}

export type BookRow = { cells: string[] } | { heading: string };

export interface Book {
  key: string;
  title: string;
  columns: BookColumn[];
  /** How many rows the book will have (progress). */
  count: (db: Db, year: number) => Promise<number>;
  rows: (db: Db, year: number) => AsyncGenerator<BookRow[]>;
}

const BATCH = 5000;
const yearOf = (year: number, col: SQL) => sql`${col} >= ${`${year}-01-01`}::date AND ${col} <= ${`${year}-12-31`}::date`;
const CASH = sql`(SELECT account_code FROM accounts WHERE account_sub_group = 'Cash and Cash Equivalents')`;

/** Keyset pages: `page(last)` answers the rows after the last one read (null first), in the book's order. */
async function* keyset<R>(page: (last: R | null) => Promise<R[]>, cells: (r: R) => BookRow): AsyncGenerator<BookRow[]> {
  let last: R | null = null;
  for (;;) {
    const rows = await page(last);
    if (rows.length === 0) return;
    yield rows.map(cells);
    last = rows[rows.length - 1];
    if (rows.length < BATCH) return;
  }
}

/**
 * One group of a ledger (an account, a customer, a payee): its heading and the balance brought in, its lines with the
 * running balance (`sign` 1: debit less credit; -1: credit less debit), and its closing balance. A group without a
 * line in the year and nothing brought in is left out, unless `always`.
 */
async function* ledgerGroup<R extends { debit: string; credit: string }>(
  g: { heading: string; opening: string; sign: 1 | -1; openingLabel?: string; always?: boolean },
  page: (last: R | null) => Promise<R[]>,
  cells: (r: R, balance: string) => string[],
): AsyncGenerator<BookRow[]> {
  let balance = Math.round(Number(g.opening) * 100);
  const head: BookRow[] = [{ heading: g.heading }, { cells: ['', '', '', g.openingLabel ?? 'Opening balance', '', '', money(balance)] }];
  let started = false;
  const lines = keyset(page, (r) => {
    balance += g.sign * (Math.round(Number(r.debit) * 100) - Math.round(Number(r.credit) * 100));
    return { cells: cells(r, money(balance)) };
  });
  for await (const batch of lines) {
    if (!started) yield head;
    started = true;
    yield batch;
  }
  if (!started && balance === 0 && !g.always) return;
  if (!started) yield head;
  yield [{ cells: ['', '', '', 'Closing balance', '', '', money(balance)] }];
}

/** Day by day through the year: one query a day over the entries of that day (journal_entries_date), in entry and line order. */
async function* byDay<R>(year: number, day: (date: string) => Promise<R[]>, cells: (r: R) => BookRow): AsyncGenerator<BookRow[]> {
  for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
    const rows = await day(d.toISOString().slice(0, 10));
    if (rows.length) yield rows.map(cells);
  }
}

/** A document row keyed by its date and id, its cells ready. */
type Keyed = { d: string; id: string; cells: string[] };

const count = (q: SQL) => async (db: Db) => Number((await db.one<{ n: number }>(q))!.n);

type LineRow = { date: string; id: string; journal_entry: string; module: string; reference: string; payee: string; account_code: string; account_name: string; debit: string; credit: string };
const LINE = sql`l.transaction_date::text AS date, l.id::text AS id, e.journal_entry, e.module, e.reference, COALESCE(e.payee, '') AS payee, l.account_code, a.account_name, l.debit::text AS debit, l.credit::text AS credit`;
/** A day's journal lines (those `where` keeps), by entry and line. */
const linesOfDay = (db: Db, where: SQL) => (day: string) =>
  db.rows<LineRow>(sql`
    SELECT ${LINE} FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id JOIN accounts a ON a.account_code = l.account_code
    WHERE e.transaction_date = ${day}::date AND ${where} ORDER BY e.id, l.id`);
/** An account's lines of the year after the last one read (journal_lines_ledger). */
const linesOfAccount = (db: Db, year: number, account: string) => (last: LineRow | null) =>
  db.rows<LineRow>(sql`
    SELECT ${LINE} FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id JOIN accounts a ON a.account_code = l.account_code
    WHERE l.account_code = ${account} AND ${yearOf(year, sql`l.transaction_date`)}
      AND ${last === null ? sql`true` : sql`(l.transaction_date, l.id) > (${last.date}::date, ${last.id}::bigint)`}
    ORDER BY l.transaction_date, l.id LIMIT ${BATCH}`);

const generalJournal: Book = {
  key: 'general-journal',
  title: 'General Journal',
  columns: [
    { label: 'Date', width: 11 },
    { label: 'Entry', width: 22 },
    { label: 'Reference', width: 20 },
    { label: 'Account', width: 44 },
    { label: 'Debit', width: 17, amount: true },
    { label: 'Credit', width: 17, amount: true },
  ],
  count: (db, year) => count(sql`SELECT COUNT(*)::int AS n FROM journal_lines l WHERE ${yearOf(year, sql`l.transaction_date`)}`)(db),
  rows: (db, year) => byDay(year, linesOfDay(db, sql`true`), (r) => ({ cells: [r.date, r.journal_entry, r.reference, `${r.account_code} ${r.account_name}`, r.debit, r.credit] })),
};

/** Cash receipts and disbursements: the lines that debit (or credit) a cash account. */
function cashBook(key: string, title: string, side: 'debit' | 'credit'): Book {
  const where = side === 'debit' ? sql`l.account_code IN ${CASH} AND l.debit > 0` : sql`l.account_code IN ${CASH} AND l.credit > 0`;
  return {
    key,
    title,
    columns: [
      { label: 'Date', width: 11 },
      { label: 'Entry', width: 22 },
      { label: 'Reference', width: 20 },
      { label: side === 'debit' ? 'Received From' : 'Paid To', width: 36 },
      { label: 'Cash Account', width: 30 },
      { label: 'Amount', width: 17, amount: true },
    ],
    count: (db, year) => count(sql`SELECT COUNT(*)::int AS n FROM journal_lines l WHERE ${yearOf(year, sql`l.transaction_date`)} AND ${where}`)(db),
    rows: (db, year) => byDay(year, linesOfDay(db, where), (r) => ({ cells: [r.date, r.journal_entry, r.reference, r.payee, `${r.account_code} ${r.account_name}`, side === 'debit' ? r.debit : r.credit] })),
  };
}

/** The general ledger: per account, its opening balance, the year's lines with the running balance, and its closing. */
const generalLedger: Book = {
  key: 'general-ledger',
  title: 'General Ledger',
  columns: [
    { label: 'Date', width: 11 },
    { label: 'Entry', width: 22 },
    { label: 'Reference', width: 20 },
    { label: 'Particulars', width: 40 },
    { label: 'Debit', width: 17, amount: true },
    { label: 'Credit', width: 17, amount: true },
    { label: 'Balance', width: 18, balance: true },
  ],
  count: (db, year) => count(sql`SELECT COUNT(*)::int AS n FROM journal_lines l WHERE ${yearOf(year, sql`l.transaction_date`)}`)(db),
  async *rows(db, year) {
    const accounts = await db.rows<{ account_code: string; account_name: string; opening: string }>(sql`
      SELECT a.account_code, a.account_name,
             COALESCE((SELECT SUM(debit - credit) FROM journal_lines o WHERE o.account_code = a.account_code AND o.transaction_date < ${`${year}-01-01`}::date), 0)::numeric(16, 2)::text AS opening
      FROM accounts a
      WHERE EXISTS (SELECT 1 FROM journal_lines x WHERE x.account_code = a.account_code AND x.transaction_date <= ${`${year}-12-31`}::date)
      ORDER BY a.account_code`);
    for (const acc of accounts) {
      yield* ledgerGroup({ heading: `${acc.account_code} ${acc.account_name}`, opening: acc.opening, sign: 1 }, linesOfAccount(db, year, acc.account_code), (r, balance) => [
        r.date, r.journal_entry, r.reference, r.payee, r.debit, r.credit, balance,
      ]);
    }
  },
};

const money = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const salesJournal: Book = {
  key: 'sales-journal',
  title: 'Sales Journal',
  columns: [
    { label: 'Date', width: 11 },
    { label: 'Invoice', width: 16 },
    { label: 'Customer', width: 34 },
    { label: 'TIN', width: 16 },
    { label: 'Exempt', width: 15, amount: true },
    { label: 'Zero-rated', width: 15, amount: true },
    { label: 'VATable', width: 16, amount: true },
    { label: 'Output VAT', width: 15, amount: true },
    { label: 'Total', width: 16, amount: true },
  ],
  count: (db, year) => count(sql`SELECT COUNT(*)::int AS n FROM sales_invoices si WHERE ${yearOf(year, sql`si.si_date`)}`)(db),
  rows: (db, year) =>
    keyset<Keyed>(
      (a) =>
        db.rows<Keyed>(sql`
          SELECT si.si_date::text AS d, si.si_id::text AS id,
                 ARRAY[si.si_date::text, si.si_number, COALESCE(NULLIF(c.registered_name, ''), c.customer_name), COALESCE(c.tin, ''),
                       si.vat_exempt::text, si.zero_rated::text, si.vatable_sales::text, si.vat_amount::text, si.total::text] AS cells
          FROM sales_invoices si JOIN customers c ON c.customer_id = si.customer_id
          WHERE ${yearOf(year, sql`si.si_date`)} AND ${a === null ? sql`true` : sql`(si.si_date, si.si_id) > (${a.d}::date, ${a.id}::bigint)`}
          ORDER BY si.si_date, si.si_id LIMIT ${BATCH}`),
      (r) => ({ cells: r.cells }),
    ),
};

const purchaseJournal: Book = {
  key: 'purchase-journal',
  title: 'Purchase Journal',
  columns: [
    { label: 'Date', width: 11 },
    { label: 'Receiving Report', width: 20 },
    { label: 'Purchase Order', width: 18 },
    { label: 'Supplier', width: 36 },
    { label: 'TIN', width: 16 },
    { label: 'Net of VAT', width: 17, amount: true },
    { label: 'Input VAT', width: 15, amount: true },
    { label: 'Total', width: 17, amount: true },
  ],
  count: (db, year) => count(sql`SELECT COUNT(*)::int AS n FROM receiving_reports rr WHERE ${yearOf(year, sql`rr.rr_date`)}`)(db),
  rows: (db, year) =>
    keyset<Keyed>(
      (a) =>
        db.rows<Keyed>(sql`
          SELECT rr.rr_date::text AS d, rr.rr_id::text AS id,
                 ARRAY[rr.rr_date::text, rr.rr_no, rr.po_no, s.company_name, COALESCE(s.tin, ''), rr.net::text, rr.vat::text, (rr.net + rr.vat)::text] AS cells
          FROM receiving_reports rr JOIN suppliers s ON s.vendor_id = rr.supplier_id
          WHERE ${yearOf(year, sql`rr.rr_date`)} AND ${a === null ? sql`true` : sql`(rr.rr_date, rr.rr_id) > (${a.d}::date, ${a.id}::bigint)`}
          ORDER BY rr.rr_date, rr.rr_id LIMIT ${BATCH}`),
      (r) => ({ cells: r.cells }),
    ),
};

/** The accounts receivable subsidiary ledger: per customer, the year's invoices, collections, returns and memos with the balance. */
const receivablesLedger: Book = {
  key: 'accounts-receivable',
  title: 'Accounts Receivable Subsidiary Ledger',
  columns: [
    { label: 'Date', width: 11 },
    { label: 'Type', width: 8 },
    { label: 'Reference', width: 22 },
    { label: 'Particulars', width: 50 },
    { label: 'Debit', width: 17, amount: true },
    { label: 'Credit', width: 17, amount: true },
    { label: 'Balance', width: 18, balance: true },
  ],
  count: (db, year) => count(sql`SELECT COUNT(*)::int AS n FROM receivable_entries r WHERE ${yearOf(year, sql`r.transaction_date`)}`)(db),
  async *rows(db, year) {
    const customers = await db.rows<{ customer_id: number; name: string; opening: string }>(sql`
      SELECT c.customer_id, c.customer_code || ' ' || c.customer_name AS name,
             COALESCE((SELECT SUM(debit - credit) FROM receivable_entries o WHERE o.customer_id = c.customer_id AND o.transaction_date < ${`${year}-01-01`}::date), 0)::numeric(16, 2)::text AS opening
      FROM customers c WHERE EXISTS (SELECT 1 FROM receivable_entries x WHERE x.customer_id = c.customer_id AND x.transaction_date <= ${`${year}-12-31`}::date)
      ORDER BY c.customer_code`);
    type Entry = { id: string; date: string; transaction: string; reference: string; particulars: string; debit: string; credit: string };
    for (const c of customers) {
      const page = (a: Entry | null) =>
        db.rows<Entry>(sql`
          SELECT r.id::text AS id, r.transaction_date::text AS date, r.transaction, r.reference,
                 COALESCE(r.particulars, '') AS particulars, r.debit::text AS debit, r.credit::text AS credit
          FROM receivable_entries r WHERE r.customer_id = ${c.customer_id} AND ${yearOf(year, sql`r.transaction_date`)}
            AND ${a === null ? sql`true` : sql`(r.transaction_date, r.id) > (${a.date}::date, ${a.id}::bigint)`}
          ORDER BY r.transaction_date, r.id LIMIT ${BATCH}`);
      // Every customer with a receivable so far is listed, even one with nothing this year.
      yield* ledgerGroup({ heading: c.name, opening: c.opening, sign: 1, always: true }, page, (r, balance) => [r.date, r.transaction, r.reference, r.particulars, r.debit, r.credit, balance]);
    }
  },
};

/**
 * The accounts payable subsidiary ledger: per payee (the name every posting to a payable carries), the year's lines
 * on the trade and non-trade payable accounts with the balance (credit less debit), from the balance brought forward.
 * Read by payee from the same lines as the control accounts, so the payees' closing balances add up to them.
 */
const PAYABLES = sql`(SELECT a.account_code FROM accounts a WHERE (${TRADE}) OR (${NON_TRADE}))`;
const payablesLedger: Book = {
  key: 'accounts-payable',
  title: 'Accounts Payable Subsidiary Ledger',
  columns: [
    { label: 'Date', width: 11 },
    { label: 'Entry', width: 22 },
    { label: 'Reference', width: 20 },
    { label: 'Account', width: 40 },
    { label: 'Debit', width: 17, amount: true },
    { label: 'Credit', width: 17, amount: true },
    { label: 'Balance', width: 18, balance: true },
  ],
  count: (db, year) => count(sql`SELECT COUNT(*)::int AS n FROM journal_lines l WHERE l.account_code IN ${PAYABLES} AND ${yearOf(year, sql`l.transaction_date`)}`)(db),
  async *rows(db, year) {
    const payees = await db.rows<{ payee: string; opening: string }>(sql`
      SELECT COALESCE(e.payee, '') AS payee,
             COALESCE(SUM(l.credit - l.debit) FILTER (WHERE l.transaction_date < ${`${year}-01-01`}::date), 0)::numeric(16, 2)::text AS opening
      FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
      WHERE l.account_code IN ${PAYABLES} AND l.transaction_date <= ${`${year}-12-31`}::date
      GROUP BY 1 ORDER BY 1`);
    for (const p of payees) {
      const page = (last: LineRow | null) =>
        db.rows<LineRow>(sql`
          SELECT ${LINE} FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id JOIN accounts a ON a.account_code = l.account_code
          WHERE l.account_code IN ${PAYABLES} AND COALESCE(e.payee, '') = ${p.payee} AND ${yearOf(year, sql`l.transaction_date`)}
            AND ${last === null ? sql`true` : sql`(l.transaction_date, l.id) > (${last.date}::date, ${last.id}::bigint)`}
          ORDER BY l.transaction_date, l.id LIMIT ${BATCH}`);
      yield* ledgerGroup({ heading: p.payee || '(no payee named)', opening: p.opening, sign: -1, openingLabel: 'Balance brought forward' }, page, (r, balance) => [
        r.date, r.journal_entry, r.reference, `${r.account_code} ${r.account_name}`, r.debit, r.credit, balance,
      ]);
    }
  },
};

/** The inventory book: per product, every stock movement of the year (quantities in and out and their cost). */
const inventoryBook: Book = {
  key: 'inventory',
  title: 'Inventory Book',
  columns: [
    { label: 'Date', width: 11 },
    { label: 'Movement', width: 10 },
    { label: 'Document', width: 24 },
    { label: 'Batch', width: 16 },
    { label: 'Qty In', width: 12, amount: true },
    { label: 'Qty Out', width: 12, amount: true },
    { label: 'Cost', width: 18, amount: true },
  ],
  count: (db, year) => count(sql`SELECT COUNT(*)::int AS n FROM inventory_movements m WHERE m.status = 1 AND ${yearOf(year, sql`m.transaction_date`)}`)(db),
  async *rows(db, year) {
    const products = await db.rows<{ product_id: number; name: string }>(sql`
      SELECT p.product_id, p.product_code || ' ' || p.product_name AS name FROM products p
      WHERE EXISTS (SELECT 1 FROM inventory_movements m WHERE m.product_id = p.product_id AND ${yearOf(year, sql`m.transaction_date`)})
      ORDER BY p.product_code`);
    type Movement = { date: string; id: string; cells: string[] };
    for (const p of products) {
      yield [{ heading: p.name }];
      const page = (a: Movement | null) =>
        db.rows<Movement>(sql`
          SELECT m.transaction_date::text AS date, m.movement_id::text AS id,
                 ARRAY[m.transaction_date::text, m.module, COALESCE(m.source_document, ''), COALESCE(b.batch_no, ''),
                       CASE WHEN m.quantity > 0 THEN m.quantity::text ELSE '0' END, CASE WHEN m.quantity < 0 THEN (-m.quantity)::text ELSE '0' END, m.amount::text] AS cells
          FROM inventory_movements m LEFT JOIN product_batches b ON b.batch_id = m.batch_id
          WHERE m.product_id = ${p.product_id} AND m.status = 1 AND ${yearOf(year, sql`m.transaction_date`)}
            AND ${a === null ? sql`true` : sql`(m.transaction_date, m.movement_id) > (${a.date}::date, ${a.id}::bigint)`}
          ORDER BY m.transaction_date, m.movement_id LIMIT ${BATCH}`);
      yield* keyset(page, (r) => ({ cells: r.cells }));
    }
  },
};

/** The books of the pack, in the order they are bound. */
export const BOOKS: readonly Book[] = [
  generalJournal,
  generalLedger,
  salesJournal,
  purchaseJournal,
  cashBook('cash-receipts', 'Cash Receipts Journal', 'debit'),
  cashBook('cash-disbursements', 'Cash Disbursements Journal', 'credit'),
  receivablesLedger,
  payablesLedger,
  inventoryBook,
];
