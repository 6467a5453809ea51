import { Codes } from '../../contract';
import {
  applyAdvanceEp,
  bounceCheckEp,
  clearCheckEp,
  createReceiptEp,
  customerAdvancesEp,
  depositAccountsEp,
  openInvoicesEp,
  receiptListEp,
  receiptShowEp,
  type CustomerAdvanceRow,
  type DepositAccountOption,
  type OpenInvoiceRow,
  type ReceiptDetail,
  type ReceiptRow,
} from '../../contract/collections';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { keptRowCount, pagedList, route } from '../kit';
import { manilaToday } from '../clock';
import { customerOf, money } from '../customerAr/public';
import { applyAdvance, bounceCheck, clearCheck, createReceipt, type Actor } from './receipts';

const RECEIPT_SELECT = sql`r.receipt_id::int, r.receipt_no, r.receipt_date::text, c.customer_code, c.customer_name, r.payment_mode,
  r.check_no, r.check_bank, r.check_date::text, COALESCE(bk.bank_name || ' ' || ba.account_number, a.account_name) AS deposit_to,
  ${money(sql`r.amount_received`)} AS amount_received, ${money(sql`r.cwt`)} AS cwt,
  ${money(sql`r.amount_received + r.cwt - r.unapplied`)} AS applied, ${money(sql`r.unapplied`)} AS unapplied, r.status`;
const RECEIPT_FROM = sql`collection_receipts r JOIN customers c ON c.customer_id = r.customer_id
  LEFT JOIN bank_accounts ba ON ba.bank_account_id = r.bank_account_id LEFT JOIN banks bk ON bk.bank_id = ba.bank_id
  JOIN accounts a ON a.account_code = r.debit_account`;

async function receiptDetail(db: Db, receiptId: number): Promise<ReceiptDetail | null> {
  const head = await db.one<Omit<ReceiptDetail, 'applications'>>(sql`
    SELECT ${RECEIPT_SELECT}, r.cwt_2307_received, r.remarks, r.bank_account_id, je.journal_entry, r.settled_on::text, r.bounce_reason,
           u.username AS created_by, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
    FROM ${RECEIPT_FROM} LEFT JOIN journal_entries je ON je.id = r.je_id LEFT JOIN users u ON u.id = r.created_by
    WHERE r.receipt_id = ${receiptId}`);
  if (!head) return null;
  const applications = await db.rows<ReceiptDetail['applications'][number]>(sql`
    SELECT co.collection_id::int, co.collection_date::text AS applied_on, co.si_id::int, si.si_number, si.dr_number, si.si_date::text AS invoice_date,
           ${money(sql`co.amount`)} AS amount, ${money(sql`co.cwt`)} AS cwt
    FROM collections co JOIN sales_invoices si ON si.si_id = co.si_id WHERE co.receipt_id = ${receiptId} ORDER BY co.collection_id`);
  return { ...head, applications };
}

const actorOf = (user: { id: number }, now: number): Actor => ({ userId: user.id, at: new Date(now).toISOString() });

/** Runs a write in one transaction and answers the receipt as it then stands. */
async function writeThenShow(db: Db, code: string, write: (tx: Db) => Promise<number | true | null | Answer>, receiptId?: number): Promise<Answer> {
  const done = await db.transaction(write);
  if (done === null) return notFound('Receipt not found.');
  if (typeof done === 'object') return done;
  return answer(code, await receiptDetail(db, typeof done === 'number' ? done : receiptId!));
}

/**
 * The customers' advances (Advances from Customers, 2050): what receipts have unapplied, and what customer
 * returns' credit memos could not take off the customers' invoices and is not applied yet (srpf_headers.advance_left).
 */
const CUSTOMER_ADVANCES = sql`
  SELECT customer_id, receipt_date AS on_date, unapplied AS amount FROM collection_receipts WHERE unapplied > 0
  UNION ALL
  SELECT h.customer_id, e.transaction_date, h.advance_left FROM srpf_headers h JOIN journal_entries e ON e.id = h.cm_je_id WHERE h.advance_left > 0`;

export const collectionRoutes = [
  route(receiptListEp, {
    scopes: ['view_collections'],
    summary: 'Official receipts: search, filter by customer, status, mode and date, sort and page',
    handler: async ({ body, deps, ok }) => {
      const { rows, total } = await pagedList<ReceiptRow, typeof body.order_by>(deps.db, {
        select: RECEIPT_SELECT,
        from: RECEIPT_FROM,
        // The bank and account joins only name the deposit account (debit_account is a foreign key).
        countFrom: sql`collection_receipts r JOIN customers c ON c.customer_id = r.customer_id`,
        countUnfiltered: keptRowCount('collection_receipts'),
        where: [
          body.customer_code && sql`c.customer_code = ${body.customer_code}`,
          body.status && sql`r.status = ${body.status}`,
          body.payment_mode && sql`r.payment_mode = ${body.payment_mode}`,
          body.with_advance && sql`r.unapplied > 0`,
          body.date_from && sql`r.receipt_date >= ${body.date_from}::date`,
          body.date_to && sql`r.receipt_date <= ${body.date_to}::date`,
        ],
        search: { text: body.search, in: [sql`r.receipt_no`, sql`r.check_no`, sql`c.customer_code`, sql`c.customer_name`] },
        sort: {
          receipt_date: sql`r.receipt_date`,
          receipt_no: sql`r.receipt_no`,
          customer_code: sql`c.customer_code`,
          customer_name: sql`lower(c.customer_name)`,
          check_date: sql`r.check_date`,
          amount_received: sql`r.amount_received`,
          unapplied: sql`r.unapplied`,
        },
        tiebreak: sql`r.receipt_id`,
        query: body,
      });
      return ok(rows, total);
    },
  }),
  route(openInvoicesEp, {
    scopes: ['create_collection', 'apply_collection'],
    summary: "A customer's invoices with an open balance, oldest first, with the CWT usually withheld on them",
    handler: async ({ query, deps, ok }) => {
      const customer = await customerOf(deps.db, query.customer_code);
      if (!customer) return invalid(['Customer not found.'], { customer_code: ['Customer not found.'] });
      const today = manilaToday(deps.clock.now());
      const rows = await deps.db.rows<OpenInvoiceRow>(sql`
        SELECT si.si_id::int, si.si_number, si.dr_number, si.si_date::text AS invoice_date, (si.si_date + ${customer.credit_term_days}::int)::text AS due_date,
               GREATEST(0, ${today}::date - (si.si_date + ${customer.credit_term_days}::int)) AS days_past_due,
               ${money(sql`si.total`)} AS total, ${money(sql`b.balance`)} AS balance,
               ${money(sql`CASE WHEN c.customer_type IN ('Hospital', 'Government') THEN round(b.balance / 1.12 * 0.01, 2) ELSE 0 END`)} AS suggested_cwt
        FROM (SELECT si_id, SUM(debit - credit) AS balance FROM receivable_entries WHERE customer_id = ${customer.customer_id}
              GROUP BY si_id HAVING SUM(debit - credit) > 0) b
        JOIN sales_invoices si ON si.si_id = b.si_id JOIN customers c ON c.customer_id = si.customer_id
        ORDER BY si.si_date, si.si_id LIMIT 500`);
      return ok(rows);
    },
  }),
  route(depositAccountsEp, {
    scopes: ['create_collection', 'view_collections'],
    summary: "The company's active bank accounts a collection can be deposited to",
    handler: async ({ deps, ok }) =>
      ok(
        await deps.db.rows<DepositAccountOption>(sql`
          SELECT ba.bank_account_id, bk.bank_name || ' ' || ba.account_number || ' (' || ba.account_name || ')' AS label, ba.account_code
          FROM bank_accounts ba JOIN banks bk ON bk.bank_id = ba.bank_id WHERE ba.active AND ba.currency = 'PHP' ORDER BY bk.bank_name, ba.account_number`),
      ),
  }),
  route(receiptShowEp, {
    scopes: ['view_collections'],
    summary: 'One official receipt with its applications and journal entry',
    handler: async ({ params, deps, ok }) => {
      const detail = await receiptDetail(deps.db, params.receipt_id);
      return detail ? ok(detail) : notFound('Receipt not found.');
    },
  }),
  route(createReceiptEp, {
    scopes: ['create_collection'],
    summary: 'Record an official receipt: applied to invoices, the rest an advance; posted to the books',
    handler: async ({ body, deps, user }) =>
      writeThenShow(deps.db, Codes.CREATED, (tx) => createReceipt(tx, body, actorOf(user, deps.clock.now()))),
  }),
  route(clearCheckEp, {
    scopes: ['clear_check'],
    summary: 'Clear a check: a post-dated check is deposited on or after its date',
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, Codes.UPDATED, (tx) => clearCheck(tx, params.receipt_id, body.settle_date, actorOf(user, deps.clock.now())), params.receipt_id),
  }),
  route(bounceCheckEp, {
    scopes: ['bounce_check'],
    summary: 'Mark a check bounced: its applications are reversed and the invoices are open again',
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, Codes.UPDATED, (tx) => bounceCheck(tx, params.receipt_id, body.settle_date, body.reason, actorOf(user, deps.clock.now())), params.receipt_id),
  }),
  route(applyAdvanceEp, {
    scopes: ['apply_collection'],
    summary: "Apply a receipt's advance to open invoices",
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, Codes.UPDATED, (tx) => applyAdvance(tx, params.receipt_id, body.applied_on, body.applications, actorOf(user, deps.clock.now())), params.receipt_id),
  }),
  route(customerAdvancesEp, {
    scopes: ['view_customer_advances', 'get_customer_advances'],
    summary: "Customers' unapplied advances (the Advances from Customers sub-ledger)",
    handler: async ({ body, deps, ok }) => {
      const from = sql`(SELECT customer_id, COUNT(*)::int AS receipts, MIN(on_date) AS oldest, SUM(amount) AS advances
                        FROM (${CUSTOMER_ADVANCES}) a GROUP BY customer_id) t JOIN customers c ON c.customer_id = t.customer_id`;
      const { rows, total } = await pagedList<CustomerAdvanceRow, typeof body.order_by>(deps.db, {
        select: sql`c.customer_code, c.customer_name, t.receipts, t.oldest::text AS oldest_date, ${money(sql`t.advances`)} AS advances`,
        from,
        search: { text: body.search, in: [sql`c.customer_code`, sql`c.customer_name`] },
        sort: { customer_code: sql`c.customer_code`, customer_name: sql`lower(c.customer_name)`, oldest_date: sql`t.oldest`, advances: sql`t.advances` },
        tiebreak: sql`c.customer_id`,
        query: body,
      });
      const sum = await deps.db.one<{ total: string }>(sql`SELECT ${money(sql`COALESCE(SUM(amount), 0)`)} AS total FROM (${CUSTOMER_ADVANCES}) a`);
      return ok({ rows, total: sum!.total }, total);
    },
  }),
];
