import { MEMO_MESSAGES as M, type MemoInputOut } from '../../contract/memos';
import { sql, type Db } from '../db/db';

export interface Resolved {
  customerId: number;
  siNumber: string;
  balance: string;
}

/**
 * The checks a valid form still has to pass against the database, by field:
 * the customer exists, the invoice is the customer's, the date is between the
 * invoice's and today, and a credit memo stays within the invoice's open
 * balance. `lock` takes the invoice's row lock first (the approval's check:
 * two memos or receipts on one invoice wait for each other).
 */
export async function memoProblems(
  db: Db,
  v: Pick<MemoInputOut, 'memo_type' | 'customer_code' | 'si_id' | 'memo_date' | 'amount'>,
  today: string,
  lock = false,
): Promise<{ fields: Record<string, string[]> } | Resolved> {
  const fields: Record<string, string[]> = {};
  const customer = await db.one<{ customer_id: number }>(sql`SELECT customer_id FROM customers WHERE customer_code = ${v.customer_code}`);
  if (!customer) return { fields: { customer_code: [M.customerNotFound] } };
  if (lock) await db.run(sql`SELECT si_id FROM sales_invoices WHERE si_id = ${v.si_id} FOR UPDATE`);
  const inv = await db.one<{ customer_id: number; si_number: string; si_date: string; balance: string; over: boolean }>(sql`
    SELECT si.customer_id, si.si_number, si.si_date::text AS si_date, b.balance::numeric(16, 2)::text AS balance, ${v.amount}::numeric > b.balance AS over
    FROM sales_invoices si, LATERAL (SELECT COALESCE(SUM(debit - credit), 0) AS balance FROM receivable_entries re WHERE re.si_id = si.si_id) b
    WHERE si.si_id = ${v.si_id}`);
  if (!inv || Number(inv.customer_id) !== Number(customer.customer_id)) return { fields: { si_id: [M.invoiceNotCustomers] } };
  if (v.memo_date > today) fields.memo_date = [M.futureDate];
  else if (v.memo_date < inv.si_date) fields.memo_date = [M.beforeInvoice(inv.si_date)];
  if (v.memo_type === 'credit' && inv.over) fields.amount = [M.overBalance(inv.si_number, inv.balance)];
  if (Object.keys(fields).length) return { fields };
  return { customerId: Number(customer.customer_id), siNumber: inv.si_number, balance: inv.balance };
}

