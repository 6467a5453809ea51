import {
  creditCustomerColumns,
  creditCustomersEp,
  customerCenterEp,
  customerReceivableEp,
  CREDIT_DESK_MESSAGES as M,
  SECTION_LIMIT,
  type CreditCustomerRow,
  type CustomerCenter,
  type CustomerContact,
  type OpenInvoice,
  type ReceiptLine,
  type RecentPosting,
} from '../../contract/creditDesk';
import { sqlArray } from '../db/arrays';
import { sql, type Db, type SQL } from '../db/db';
import { invoiceBalancesOn } from '../ledgers/public';
import { orderBy } from '../db/orderBy';
import { notFound } from '../http/answer';
import { likePattern, route, type SortMap } from '../kit';
import { manilaToday } from '../clock';
import { agingByCustomer, money } from './agingSql';
import { agingOf, customerById } from './soa';

/** The credit views of customers: the list for credit, the customer center, and one customer's receivable. */

const SORT: SortMap<typeof creditCustomerColumns> = {
  customer_code: sql`c.customer_code`,
  customer_name: sql`c.customer_name`,
  credit_term_days: sql`c.credit_term_days`,
  credit_limit: sql`c.credit_limit`,
  balance: sql`COALESCE(b.outstanding, 0)`,
};

export const creditCustomers = route(creditCustomersEp, {
  scopes: ['view_credit_and_collections'],
  summary: 'Customers for credit: balance, past due today, credit limit, terms and last payment, paged',
  handler: async ({ body, deps, ok }) => {
    const where: SQL[] = [sql`true`];
    if (body.search) {
      const p = likePattern(body.search);
      where.push(sql`(c.customer_code ILIKE ${p} OR c.customer_name ILIKE ${p})`);
    }
    if (body.with_balance) where.push(sql`COALESCE(b.outstanding, 0) <> 0`);
    const dir = body.direction === 'desc' ? sql`DESC` : sql`ASC`;
    const rows = await deps.db.rows<CreditCustomerRow & { total_rows: number }>(sql`
      SELECT c.customer_id::int AS customer_id, c.customer_code, c.customer_name, c.credit_term_days::int AS credit_term_days,
        ${money(sql`c.credit_limit`)} AS credit_limit, ${money(sql`COALESCE(b.outstanding, 0)`)} AS balance, '0.00' AS past_due,
        lp.receipt_date::text AS last_payment_date, ${money(sql`lp.amount_received`)} AS last_payment_amount, COUNT(*) OVER ()::int AS total_rows
      FROM customers c LEFT JOIN customer_balances b ON b.customer_id = c.customer_id
      LEFT JOIN LATERAL (SELECT r.receipt_date, r.amount_received FROM collection_receipts r WHERE r.customer_id = c.customer_id AND r.status <> 'BOUNCED'
                         ORDER BY r.receipt_date DESC, r.receipt_id DESC LIMIT 1) lp ON true
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${orderBy(SORT, body.order_by, 'balance')} ${dir}, c.customer_id ${dir}
      LIMIT ${body.page_size} OFFSET ${body.page * body.page_size}`);
    // Past due needs each invoice aged: only for the page's customers.
    const ids = rows.map((r) => r.customer_id);
    const due = ids.length
      ? await deps.db.rows<{ customer_id: number; past_due: string }>(sql`
          SELECT g.customer_id::int AS customer_id, ${money(sql`g.past_due`)} AS past_due FROM ${agingByCustomer(manilaToday(deps.clock.now()), { ids })}`)
      : [];
    const pastDue = new Map(due.map((d) => [d.customer_id, d.past_due]));
    const total = rows[0]?.total_rows ?? 0;
    return ok(
      rows.map(({ total_rows: _t, ...r }) => ({ ...r, past_due: pastDue.get(r.customer_id) ?? '0.00' })),
      total,
    );
  },
});

const CONTACT_GROUPS: Record<string, string> = {
  accounting: 'Accounting',
  purchasing: 'Purchasing',
  pharmacy: 'Pharmacy',
  secretary: 'Secretary',
  authorized_purchase_person: 'Authorized Purchaser',
  authorized_receive_person: 'Authorized Receiver',
};

async function recentPostings(db: Db, customerId: number, kinds: string[] | null, limit: number): Promise<RecentPosting[]> {
  return db.rows<RecentPosting>(sql`
    SELECT re.id::int AS id, re.transaction_date::text AS transaction_date, re.transaction, re.reference, re.particulars,
      ${money(sql`re.debit`)} AS debit, ${money(sql`re.credit`)} AS credit
    FROM receivable_entries re WHERE re.customer_id = ${customerId} ${kinds ? sql`AND re.transaction = ANY(${sqlArray(kinds, 'text')})` : sql``}
    ORDER BY re.transaction_date DESC, re.id DESC LIMIT ${limit}`);
}

export const customerCenter = route(customerCenterEp, {
  scopes: ['view_credit_and_collections'],
  summary: "Customer center: a customer's credit limit against exposure, aging today, terms, contacts and recent activity",
  handler: async ({ params, deps, ok }) => {
    const customer = await customerById(deps.db, params.customer_id);
    if (!customer) return notFound(M.customerNotFound);
    const asOf = manilaToday(deps.clock.now());
    const aging = await agingOf(deps.db, [customer.customer_id], asOf);
    const more = (await deps.db.one<{ customer_type: string; channel: string; pdc: string; exposure: string; available: string; over_limit: boolean }>(sql`
      WITH p AS (SELECT COALESCE(SUM(r.amount_received), 0) AS v FROM collection_receipts r WHERE r.customer_id = ${customer.customer_id} AND r.status = 'PDC')
      SELECT c.customer_type, c.channel, ${money(sql`p.v`)} AS pdc, ${money(sql`${aging.total_ar}::numeric + p.v`)} AS exposure,
        ${money(sql`c.credit_limit - ${aging.total_ar}::numeric - p.v`)} AS available, ${aging.total_ar}::numeric + p.v > c.credit_limit AS over_limit
      FROM customers c, p WHERE c.customer_id = ${customer.customer_id}`))!;
    const contacts = await deps.db.rows<CustomerContact>(sql`
      SELECT contact_group AS group, contact_person AS person, COALESCE(contact_no, contact_no_1) AS phone, email
      FROM customer_contacts WHERE customer_id = ${customer.customer_id} AND (contact_person IS NOT NULL OR contact_no IS NOT NULL OR email IS NOT NULL)
      ORDER BY contact_group`);
    const last = await deps.db.one<{ receipt_no: string; receipt_date: string; amount: string }>(sql`
      SELECT r.receipt_no, r.receipt_date::text AS receipt_date, ${money(sql`r.amount_received`)} AS amount FROM collection_receipts r
      WHERE r.customer_id = ${customer.customer_id} AND r.status <> 'BOUNCED' ORDER BY r.receipt_date DESC, r.receipt_id DESC LIMIT 1`);
    const center: CustomerCenter = {
      as_of: asOf,
      customer: { ...customer, customer_type: more.customer_type, channel: more.channel },
      aging,
      pdc: more.pdc,
      exposure: more.exposure,
      available: more.available,
      over_limit: more.over_limit,
      contacts: contacts.map((c) => ({ ...c, group: CONTACT_GROUPS[c.group] ?? c.group })),
      recent: await recentPostings(deps.db, customer.customer_id, null, 10),
      last_payment: last ?? null,
    };
    return ok(center);
  },
});

/** A customer's open invoices on a date, oldest first, with days past due (negative: days to go). */
export async function openInvoicesOf(db: Db, customerId: number, asOf: string, onlyPastDue = false): Promise<OpenInvoice[]> {
  return db.rows<OpenInvoice>(sql`
    SELECT si.si_id::int AS si_id, si.si_number, si.dr_number, si.si_date::text AS invoice_date,
      (si.si_date + c.credit_term_days)::text AS due_date, (${asOf}::date - (si.si_date + c.credit_term_days))::int AS days_past_due,
      ${money(sql`si.total`)} AS amount, ${money(sql`b.balance`)} AS balance
    FROM (${invoiceBalancesOn(asOf, sql`AND si.customer_id = ${customerId}`)}) b
    JOIN sales_invoices si ON si.si_id = b.si_id JOIN customers c ON c.customer_id = si.customer_id
    ${onlyPastDue ? sql`WHERE ${asOf}::date > si.si_date + c.credit_term_days AND si.received_date <= ${asOf}::date` : sql``}
    ORDER BY si.si_date, si.si_id LIMIT ${SECTION_LIMIT}`);
}

const receiptsWhere = async (db: Db, customerId: number, where: SQL, order: SQL): Promise<ReceiptLine[]> =>
  db.rows<ReceiptLine>(sql`
    SELECT r.receipt_id::int AS receipt_id, r.receipt_no, r.receipt_date::text AS receipt_date, r.payment_mode, r.check_no, r.check_date::text AS check_date,
      ${money(sql`r.amount_received`)} AS amount_received, ${money(sql`r.cwt`)} AS cwt, ${money(sql`r.unapplied`)} AS unapplied, r.status
    FROM collection_receipts r WHERE r.customer_id = ${customerId} AND ${where} ORDER BY ${order} LIMIT ${SECTION_LIMIT}`);

export const customerReceivable = route(customerReceivableEp, {
  scopes: ['view_credit_and_collections'],
  summary: "One customer's receivable today: open invoices with their age, receipts, post-dated checks, advances and memos",
  handler: async ({ params, deps, ok }) => {
    const customer = await customerById(deps.db, params.customer_id);
    if (!customer) return notFound(M.customerNotFound);
    const asOf = manilaToday(deps.clock.now());
    const id = customer.customer_id;
    return ok({
      as_of: asOf,
      customer,
      aging: await agingOf(deps.db, [id], asOf),
      open_invoices: await openInvoicesOf(deps.db, id, asOf),
      receipts: await receiptsWhere(deps.db, id, sql`true`, sql`r.receipt_date DESC, r.receipt_id DESC`),
      pdcs: await receiptsWhere(deps.db, id, sql`r.status = 'PDC'`, sql`r.check_date, r.receipt_id`),
      advances: await receiptsWhere(deps.db, id, sql`r.unapplied > 0`, sql`r.receipt_date, r.receipt_id`),
      memos: await recentPostings(deps.db, id, ['CM', 'DM'], SECTION_LIMIT),
    });
  },
});
