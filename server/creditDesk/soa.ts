import { CREDIT_DESK_MESSAGES as M, SOA_MAX_LINES, type Buckets, type Soa, type SoaCustomer, type SoaLine, type SoaTab } from '../../contract/creditDesk';
import { sqlArray } from '../db/arrays';
import { sql, type Db, type SQL } from '../db/db';
import { agingByCustomer, bucketColumns, money, NO_BUCKETS } from './agingSql';

/**
 * A statement of account: the receivable sub-ledger of one customer (or of a
 * main office and all its branches) over a period. Opening is every posting
 * before the period, each line carries the balance after it, and closing is
 * opening plus the period's postings, aged on the last day, so the statement
 * is the customer's sub-ledger and its closing its balance on that day.
 */
export interface SoaInput {
  customer_code: string;
  date_from: string;
  date_to: string;
  by: SoaTab;
}

const CUSTOMER_COLUMNS = sql`c.customer_id::int AS customer_id, c.customer_code, c.customer_name, c.city, c.tin,
  c.credit_term_days::int AS credit_term_days, ${money(sql`c.credit_limit`)} AS credit_limit`;

export async function customerByCode(db: Db, code: string): Promise<SoaCustomer | undefined> {
  return db.one<SoaCustomer>(sql`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.customer_code = ${code}`);
}
export async function customerById(db: Db, id: number): Promise<SoaCustomer | undefined> {
  return db.one<SoaCustomer>(sql`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.customer_id = ${id}`);
}

/** The customers a statement covers (the main office first), or the refusal's message. */
async function coveredBy(db: Db, customer: SoaCustomer, by: SoaTab): Promise<{ customer_id: number; customer_code: string; customer_name: string }[] | string> {
  if (by === 'customer') return [customer];
  const rows = await db.rows<{ customer_id: number; customer_code: string; customer_name: string }>(sql`
    SELECT c.customer_id::int AS customer_id, c.customer_code, c.customer_name
    FROM customer_branch_links l JOIN customers c ON c.customer_id = l.branch_customer_id
    WHERE l.main_customer_id = ${customer.customer_id} ORDER BY c.customer_code`);
  if (!rows.length) return M.noBranches;
  return [customer, ...rows];
}

/** The aging of several customers summed on a date (NO_BUCKETS when nothing was owed). */
export async function agingOf(db: Db, ids: number[], asOf: string): Promise<Buckets> {
  const row = await db.one<Buckets>(sql`SELECT ${bucketColumns(true)} FROM ${agingByCustomer(asOf, { ids })}`);
  const { past_due: _p, ...buckets } = (row ?? NO_BUCKETS) as Buckets & { past_due?: string };
  return buckets;
}

const lineColumns = (opening: string) => sql`
  re.id::int AS id, re.transaction_date::text AS transaction_date, c.customer_code, c.customer_name, re.transaction, re.reference,
  si.si_number, re.particulars, ${money(sql`re.debit`)} AS debit, ${money(sql`re.credit`)} AS credit,
  ${money(sql`${opening}::numeric + SUM(re.debit - re.credit) OVER (ORDER BY re.transaction_date, re.id)`)} AS balance`;

const linesFrom = (ids: number[], from: string, to: string): SQL => sql`
  receivable_entries re JOIN customers c ON c.customer_id = re.customer_id JOIN sales_invoices si ON si.si_id = re.si_id
  WHERE re.customer_id = ANY(${sqlArray(ids, 'int')}) AND re.transaction_date BETWEEN ${from}::date AND ${to}::date`;

export interface SoaParts {
  soa: Soa;
  ids: number[];
}

/** The statement with at most SOA_MAX_LINES lines, or the refusal's message. */
export async function statementOf(db: Db, input: SoaInput, maxLines = SOA_MAX_LINES): Promise<SoaParts | string> {
  const customer = await customerByCode(db, input.customer_code);
  if (!customer) return M.customerNotFound;
  const covered = await coveredBy(db, customer, input.by);
  if (typeof covered === 'string') return covered;
  const ids = covered.map((c) => c.customer_id);
  const sums = (await db.one<{ opening: string; debits: string; credits: string; closing: string; line_count: number }>(sql`
    WITH o AS (SELECT COALESCE(SUM(re.debit - re.credit), 0) AS v FROM receivable_entries re
               WHERE re.customer_id = ANY(${sqlArray(ids, 'int')}) AND re.transaction_date < ${input.date_from}::date),
         p AS (SELECT COALESCE(SUM(re.debit), 0) AS d, COALESCE(SUM(re.credit), 0) AS c, COUNT(*)::int AS n FROM receivable_entries re
               WHERE re.customer_id = ANY(${sqlArray(ids, 'int')}) AND re.transaction_date BETWEEN ${input.date_from}::date AND ${input.date_to}::date)
    SELECT ${money(sql`o.v`)} AS opening, ${money(sql`p.d`)} AS debits, ${money(sql`p.c`)} AS credits, ${money(sql`o.v + p.d - p.c`)} AS closing, p.n AS line_count
    FROM o, p`))!;
  const lines = await db.rows<SoaLine>(sql`
    SELECT ${lineColumns(sums.opening)} FROM ${linesFrom(ids, input.date_from, input.date_to)}
    ORDER BY re.transaction_date, re.id LIMIT ${maxLines}`);
  const aging = await agingOf(db, ids, input.date_to);
  return {
    ids,
    soa: {
      by: input.by,
      customer,
      branches: covered.map(({ customer_code, customer_name }) => ({ customer_code, customer_name })),
      date_from: input.date_from,
      date_to: input.date_to,
      ...sums,
      aging,
      lines,
      truncated: sums.line_count > lines.length,
    },
  };
}

/** Every line of the period (the export), in pieces. */
export async function* allLines(db: Db, ids: number[], from: string, to: string, opening: string): AsyncIterable<SoaLine[]> {
  const rows = await db.rows<SoaLine>(sql`SELECT ${lineColumns(opening)} FROM ${linesFrom(ids, from, to)} ORDER BY re.transaction_date, re.id`);
  for (let i = 0; i < rows.length; i += 1000) yield rows.slice(i, i + 1000);
}
