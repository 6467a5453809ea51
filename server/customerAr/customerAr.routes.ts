import {
  AR_MESSAGES,
  customerOutstandingEp,
  customerOutstandingTotalsEp,
  customerTransactionsEp,
  outstandingColumns,
  AR_TRANSACTION_TYPES,
  type ArTransactionRow,
  type OutstandingInvoiceRow,
  type OutstandingTotals,
} from '../../contract/customerAr';
import { sql, type SQL } from '../db/db';
import { notFound } from '../http/answer';
import { route, type SortMap } from '../kit';
import { manilaToday } from '../clock';
import { customerOf, money, openInvoices } from './arBooks';
import { customerEwt, customerReturns } from './arSections.routes';
import { customerAdvancesSection, customerChecks, customerChod } from './arChecks.routes';
import { customerArSummary, customerCollectionTotals } from './arSummary.routes';

/**
 * AR Information of one customer (spec 002 §2.4), from the receivable
 * sub-ledger's own rows (receivable_entries): what the customer owes per
 * invoice on a date, aged, and every posting with the running balance. No
 * second copy of the books: the sums here are the sub-ledger's sums.
 */

/** The transaction type of a receivable posting, from the contract's one mapping (SI, CR, RET, CM, DM, BC, AP). */
const typeOfPosting = (transaction: SQL) =>
  sql`CASE ${transaction} ${sql.join(
    Object.entries(AR_TRANSACTION_TYPES).map(([code, type]) => sql`WHEN ${code} THEN ${type}::text`),
    sql` `,
  )} END`;

/** The sortable columns of the outstanding list, in SQL over `o`: typed by the contract's columns, so a sortable column cannot lack its SQL. */
const OUTSTANDING_SORT: SortMap<typeof outstandingColumns> = {
  invoice_date: sql`o.invoice_date`,
  delivered_date: sql`o.delivered_date`,
  due_date: sql`o.due_date`,
  dr_number: sql`o.dr_number`,
  si_number: sql`o.si_number`,
  total_ar: sql`o.balance`,
};

/**
 * What checks (dated, deposited, or post-dated, on hand) applied to invoice
 * `o` on or before `asOf` had not cleared by then: the receipt credited the
 * invoice when it was recorded, so the balance already counts them as paid.
 * A check cleared or bounced after `asOf` was still uncleared on it.
 */
const checksNotCleared = (asOf: string) => sql`LEFT JOIN LATERAL (
    SELECT SUM(ca.amount) AS amount FROM collections ca JOIN collection_receipts cr ON cr.receipt_id = ca.receipt_id
    WHERE ca.si_id = o.si_id AND ca.collection_date <= ${asOf}::date AND cr.payment_mode IN ('CHECK', 'PDC')
      AND (cr.status IN ('PDC', 'DEPOSITED') OR cr.settled_on > ${asOf}::date)) ck ON true`;

export const customerOutstanding = route(customerOutstandingEp, {
  scopes: ['get_customer_outstanding_balance'],
  reads: 'replica',
  summary: "AR Information: a customer's invoices with a balance on a date (default today), aged by days past due, paged",
  handler: async ({ body, deps, ok }) => {
    const customer = await customerOf(deps.read, body.customer_code);
    if (!customer) return notFound(AR_MESSAGES.customerNotFound);
    const asOf = body.as_of ?? manilaToday(deps.clock.now());
    const order = Object.hasOwn(OUTSTANDING_SORT, body.order_by) ? OUTSTANDING_SORT[body.order_by] : sql`o.invoice_date`;
    const dir = body.direction === 'desc' ? sql`DESC` : sql`ASC`;
    // One aggregation for the page and the total (COUNT over the open invoices, before LIMIT).
    const rows = await deps.read.rows<OutstandingInvoiceRow & { total_rows: number }>(sql`
      SELECT o.si_id::int AS si_id, o.invoice_date::text AS invoice_date, o.delivered_date::text AS delivered_date, o.due_date::text AS due_date,
        o.dr_number, o.si_number, ${money(sql`o.in_transit`)} AS in_transit, ${money(sql`o.current`)} AS current,
        ${money(sql`o.days_30`)} AS days_30, ${money(sql`o.days_60`)} AS days_60, ${money(sql`o.days_90`)} AS days_90,
        ${money(sql`o.over_90_days`)} AS over_90_days, ${money(sql`o.balance`)} AS total_ar,
        ${money(sql`COALESCE(ck.amount, 0)`)} AS check_not_clear, ${money(sql`o.balance`)} AS ar_net, COUNT(*) OVER ()::int AS total_rows
      FROM ${openInvoices(customer.customer_id, customer.credit_term_days, asOf)} ${checksNotCleared(asOf)}
      ORDER BY ${order} ${dir}, o.si_id ${dir}
      LIMIT ${body.page_size} OFFSET ${body.page * body.page_size}`);
    // Past the last page there is no row to carry the total: count again (rare: a stale page number).
    const total = rows.length
      ? rows[0].total_rows
      : Number((await deps.read.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM ${openInvoices(customer.customer_id, customer.credit_term_days, asOf)}`))?.n ?? 0);
    return ok(
      rows.map(({ total_rows: _total, ...row }) => row),
      total,
    );
  },
});

export const customerOutstandingTotals = route(customerOutstandingTotalsEp, {
  scopes: ['get_customer_outstanding_balance'],
  reads: 'replica',
  summary: "AR Information: the totals of a customer's outstanding invoices on a date, by aging bucket",
  handler: async ({ body, deps, ok }) => {
    const customer = await customerOf(deps.read, body.customer_code);
    if (!customer) return notFound(AR_MESSAGES.customerNotFound);
    const asOf = body.as_of ?? manilaToday(deps.clock.now());
    const sum = (c: string) => money(sql`COALESCE(SUM(${sql.identifier(c)}), 0)`);
    const totals = await deps.read.one<OutstandingTotals>(sql`
      SELECT ${asOf}::text AS as_of, COUNT(*)::int AS invoices,
        ${sum('in_transit')} AS in_transit, ${sum('current')} AS current, ${sum('days_30')} AS days_30, ${sum('days_60')} AS days_60,
        ${sum('days_90')} AS days_90, ${sum('over_90_days')} AS over_90_days, ${sum('balance')} AS total_ar
      FROM ${openInvoices(customer.customer_id, customer.credit_term_days, asOf)}`);
    return ok(totals!);
  },
});

export const customerTransactions = route(customerTransactionsEp, {
  scopes: ['get_customer_transactionhistory'],
  reads: 'replica',
  summary: "AR Information: a customer's receivable postings with the running balance, paged, between two dates",
  handler: async ({ body, deps, ok }) => {
    const customer = await customerOf(deps.read, body.customer_code);
    if (!customer) return notFound(AR_MESSAGES.customerNotFound);
    const id = customer.customer_id;
    const inRange = sql`re.customer_id = ${id}
      ${body.date_from ? sql`AND re.transaction_date >= ${body.date_from}::date` : sql``}
      ${body.date_to ? sql`AND re.transaction_date <= ${body.date_to}::date` : sql``}`;
    const dir = body.direction === 'desc' ? sql`DESC` : sql`ASC`;
    // The page from the (customer_id, transaction_date, id) index; each row's balance is what came before the
    // page's oldest row (one index-only sum) plus the page's own postings up to it: no window over years of rows.
    const rows = await deps.read.rows<ArTransactionRow>(sql`
      WITH page AS (
        SELECT re.id, re.transaction_date, re.transaction, re.reference, re.particulars, re.debit, re.credit
        FROM receivable_entries re WHERE ${inRange}
        ORDER BY re.transaction_date ${dir}, re.id ${dir}
        LIMIT ${body.page_size} OFFSET ${body.page * body.page_size}
      ),
      oldest AS (SELECT transaction_date, id FROM page ORDER BY transaction_date, id LIMIT 1),
      before AS (
        SELECT COALESCE(SUM(re.debit - re.credit), 0) AS s FROM receivable_entries re, oldest
        WHERE re.customer_id = ${id} AND (re.transaction_date, re.id) < (oldest.transaction_date, oldest.id)
      )
      SELECT p.id::int AS id, p.transaction_date::text AS transaction_date,
        ${typeOfPosting(sql`p.transaction`)} AS type,
        p.reference, p.particulars, ${money(sql`p.debit`)} AS debit, ${money(sql`p.credit`)} AS credit,
        ${money(sql`before.s + SUM(p.debit - p.credit) OVER (ORDER BY p.transaction_date, p.id)`)} AS balance
      FROM page p, before
      ORDER BY p.transaction_date ${dir}, p.id ${dir}`);
    const count = await deps.read.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM receivable_entries re WHERE ${inRange}`);
    return ok(rows, Number(count?.n ?? 0));
  },
});

export const customerArRoutes = [
  customerOutstanding,
  customerOutstandingTotals,
  customerTransactions,
  customerArSummary,
  customerCollectionTotals,
  customerReturns,
  customerEwt,
  customerChod,
  customerChecks,
  customerAdvancesSection,
];
