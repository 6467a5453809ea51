import {
  AR_MESSAGES,
  customerEwtEp,
  customerReturnsEp,
  type customerEwtColumns,
  type customerReturnColumns,
  type CustomerEwtRow,
  type CustomerEwtTotals,
  type CustomerReturnRow,
  type CustomerReturnTotals,
} from '../../contract/customerAr';
import { sql } from '../db/db';
import { orderBy } from '../db/orderBy';
import { notFound } from '../http/answer';
import { route, type SortMap } from '../kit';
import { customerOf, money, pageOf } from './arBooks';

/**
 * The Stock Returns and Outstanding EWT sections of AR Information (spec 002
 * §2.4): the customer's posted returns and the tax it withheld on its
 * collections, each paged with the totals of the whole list (not the page).
 */

const RETURN_SORT: SortMap<typeof customerReturnColumns> = {
  return_date: sql`r.return_date`,
  return_no: sql`r.return_no`,
  amount: sql`r.amount`,
};

export const customerReturns = route(customerReturnsEp, {
  scopes: ['get_customer_returns'],
  reads: 'replica',
  summary: "AR Information: a customer's posted stock returns (VAT-inclusive credits), paged, with their totals",
  handler: async ({ body, deps, ok }) => {
    const customer = await customerOf(deps.read, body.customer_code);
    if (!customer) return notFound(AR_MESSAGES.customerNotFound);
    // The customer's invoices (its index) lead to their returns; the page alone reaches lines and products.
    const mine = sql`sales_returns r JOIN sales_invoices si ON si.si_id = r.si_id AND si.customer_id = ${customer.customer_id}`;
    const totals = (await deps.read.one<CustomerReturnTotals>(sql`
      SELECT COUNT(*)::int AS returns, COALESCE(SUM(r.qty), 0)::int AS qty, ${money(sql`COALESCE(SUM(r.amount), 0)`)} AS amount
      FROM ${mine}`))!;
    const rows = await deps.read.rows<CustomerReturnRow>(sql`
      SELECT r.return_id::int AS return_id, r.return_no, r.return_date::text AS return_date, si.si_number, si.dr_number,
        p.product_code, p.product_name, r.qty, ${money(sql`r.amount`)} AS amount
      FROM ${mine}
      JOIN sales_invoice_lines l ON l.line_id = r.line_id
      JOIN products p ON p.product_id = l.product_id
      ${pageOf(orderBy(RETURN_SORT, body.order_by, 'return_date'), sql`r.return_id`, body)}`);
    return ok({ rows, totals }, totals.returns);
  },
});

const EWT_SORT: SortMap<typeof customerEwtColumns> = {
  collection_date: sql`c.collection_date`,
  cr_number: sql`c.cr_number`,
  // Due = invoice date + the customer's one credit term: the invoice date orders the same.
  due_date: sql`si.si_date`,
  ledger_applied_ewt: sql`c.cwt`,
};

export const customerEwt = route(customerEwtEp, {
  scopes: ['get_customer_ewt'],
  reads: 'replica',
  summary: "AR Information: the creditable withholding tax a customer kept on its collections, without its 2307 yet, paged, with the total",
  handler: async ({ body, deps, ok }) => {
    const customer = await customerOf(deps.read, body.customer_code);
    if (!customer) return notFound(AR_MESSAGES.customerNotFound);
    // Every withholding is outstanding until its 2307 is recorded (the CWT module of the accounting issue).
    const withheld = sql`c.customer_id = ${customer.customer_id} AND c.cwt > 0`;
    const totals = (await deps.read.one<CustomerEwtTotals>(sql`
      SELECT COUNT(*)::int AS collections, ${money(sql`COALESCE(SUM(c.cwt), 0)`)} AS ledger_applied_ewt FROM collections c WHERE ${withheld}`))!;
    const rows = await deps.read.rows<CustomerEwtRow>(sql`
      SELECT c.collection_id::int AS collection_id, si.dr_number AS dr_no, si.si_number, c.cr_number,
        c.collection_date::text AS collection_date, ${money(sql`c.cwt`)} AS ledger_applied_ewt,
        (si.si_date + ${customer.credit_term_days}::int)::text AS due_date, NULL::int AS ledger_attachment_2307_id
      FROM collections c JOIN sales_invoices si ON si.si_id = c.si_id
      WHERE ${withheld}
      ${pageOf(orderBy(EWT_SORT, body.order_by, 'collection_date'), sql`c.collection_id`, body)}`);
    return ok({ rows, totals }, totals.collections);
  },
});
