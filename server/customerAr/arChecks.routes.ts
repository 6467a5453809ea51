import { AR_MESSAGES } from '../../contract/customerAr';
import {
  customerAdvancesSectionEp,
  customerChecksEp,
  customerChodEp,
  type AdvanceRow,
  type CheckRow,
  type ChodRow,
  type SectionTotals,
} from '../../contract/customerArChecks';
import { sql, type Db, type SQL } from '../db/db';
import { orderBy } from '../db/orderBy';
import { notFound } from '../http/answer';
import { route } from '../kit';
import { customerOf, money, pageOf } from './arBooks';

/**
 * CHOD Details, Check Details and Advances of AR Information: a customer's
 * official receipts (collection_receipts) seen three ways. Each section is the
 * receipts matching its condition, paged, with the count and sum of all of
 * them; the partial indexes of migration 099 find the checks on hand and the
 * advances among years of receipts.
 */
async function section<Row>(
  db: Db,
  customerId: number,
  where: SQL,
  amount: SQL,
  select: SQL,
  order: SQL,
  page: { direction: 'asc' | 'desc'; page: number; page_size: number },
): Promise<{ rows: Row[]; totals: SectionTotals }> {
  const from = sql`collection_receipts r LEFT JOIN bank_accounts ba ON ba.bank_account_id = r.bank_account_id LEFT JOIN banks bk ON bk.bank_id = ba.bank_id
    WHERE r.customer_id = ${customerId} AND ${where}`;
  const totals = (await db.one<SectionTotals>(sql`SELECT COUNT(*)::int AS count, ${money(sql`COALESCE(SUM(${amount}), 0)`)} AS amount FROM ${from}`))!;
  const rows = await db.rows<Row>(sql`SELECT ${select} FROM ${from} ${pageOf(order, sql`r.receipt_id`, page)}`);
  return { rows, totals };
}

export const customerChod = route(customerChodEp, {
  scopes: ['get_list_of_chod'],
  reads: 'replica',
  summary: "AR Information: a customer's checks on hand (post-dated checks not yet deposited), paged, with their total",
  handler: async ({ body, deps, ok }) => {
    const customer = await customerOf(deps.read, body.customer_code);
    if (!customer) return notFound(AR_MESSAGES.customerNotFound);
    const sort = { check_date: sql`r.check_date`, check_no: sql`r.check_no`, check_amount: sql`r.amount_received` };
    const result = await section<ChodRow>(deps.read, customer.customer_id, sql`r.status = 'PDC'`, sql`r.amount_received`,
      sql`r.receipt_id::int, r.check_no, r.check_date::text, r.check_bank AS bank, r.receipt_no, r.receipt_date::text, ${money(sql`r.amount_received`)} AS check_amount`,
      orderBy(sort, body.order_by, 'check_date'), body);
    return ok(result, result.totals.count);
  },
});

export const customerChecks = route(customerChecksEp, {
  scopes: ['get_customer_check'],
  reads: 'replica',
  summary: 'AR Information: every check a customer gave (dated and post-dated) with its status, paged, with their total',
  handler: async ({ body, deps, ok }) => {
    const customer = await customerOf(deps.read, body.customer_code);
    if (!customer) return notFound(AR_MESSAGES.customerNotFound);
    const sort = { check_date: sql`r.check_date`, check_no: sql`r.check_no`, check_amount: sql`r.amount_received` };
    const result = await section<CheckRow>(deps.read, customer.customer_id, sql`r.payment_mode IN ('CHECK', 'PDC')`, sql`r.amount_received`,
      sql`r.receipt_id::int, r.check_no, r.check_date::text, r.check_bank AS bank, bk.bank_name || ' ' || ba.account_number AS deposit_to, r.status,
          ${money(sql`r.amount_received`)} AS check_amount, r.payment_mode AS payment_type`,
      orderBy(sort, body.order_by, 'check_date'), body);
    return ok(result, result.totals.count);
  },
});

export const customerAdvancesSection = route(customerAdvancesSectionEp, {
  scopes: ['get_customer_advances'],
  reads: 'replica',
  summary: "AR Information: a customer's receipts with an unapplied part (its advances), paged, with their total",
  handler: async ({ body, deps, ok }) => {
    const customer = await customerOf(deps.read, body.customer_code);
    if (!customer) return notFound(AR_MESSAGES.customerNotFound);
    const sort = { transaction_date: sql`r.receipt_date`, reference_code: sql`r.receipt_no`, amount: sql`r.unapplied` };
    const result = await section<AdvanceRow>(deps.read, customer.customer_id, sql`r.unapplied > 0`, sql`r.unapplied`,
      sql`r.receipt_id::int AS advances_id, r.receipt_date::text AS transaction_date, r.receipt_no AS reference_code, ${money(sql`r.unapplied`)} AS amount, r.remarks`,
      orderBy(sort, body.order_by, 'transaction_date'), body);
    return ok(result, result.totals.count);
  },
});
