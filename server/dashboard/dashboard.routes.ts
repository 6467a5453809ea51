import { dashboardSummaryEp, type DashboardSummary } from '../../contract/dashboard';
import { holdsAny, type AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import type { RouteDef } from '../http/routeRegistry';
import type { Deps } from '../deps';
import { pendingFor, sourceOf } from '../inbox/public';
import { route } from '../kit';
import { expiring } from '../regulatory';
import { ALERT_DAYS } from '../../contract/regulatory';
import { manilaToday } from '../clock';

/** Days ahead the warehouse watches expiries (near-expiry stock is returned or sold first). */
const EXPIRY_WINDOW_DAYS = 180;
const money = (v: string | null | undefined) => v ?? '0.00';

async function approvals(deps: Pick<Deps, 'db' | 'config' | 'clock'>, user: AuthUser, today: string): Promise<DashboardSummary['approvals']> {
  const union = await pendingFor(deps, user);
  if (!union) return { count: 0, oldest_days: 0, queues: [] };
  const queues = await deps.db.rows<{ source: string; count: number; oldest_days: number }>(sql`
    SELECT source, COUNT(*)::int AS count, GREATEST(0, ${today}::date - MIN((requested_at AT TIME ZONE 'Asia/Manila')::date))::int AS oldest_days
    FROM (${union}) pending GROUP BY source ORDER BY MIN(requested_at)`);
  const named = queues.map((q) => ({ queue: sourceOf(q.source)!.queue, count: q.count, oldest_days: q.oldest_days }));
  return { count: named.reduce((s, q) => s + q.count, 0), oldest_days: Math.max(0, ...named.map((q) => q.oldest_days)), queues: named };
}

/** Cash on hand and in banks (the 101x-104x accounts that take postings), and the receivable with what is past due. */
async function finance(db: Db, today: string): Promise<DashboardSummary['finance']> {
  const cash = await db.rows<{ account_code: string; account_name: string; balance: string; cash_total: string }>(sql`
    SELECT a.account_code, a.account_name, COALESCE(SUM(t.debit - t.credit), 0)::numeric(18, 2)::text AS balance,
           (SUM(COALESCE(SUM(t.debit - t.credit), 0)) OVER ())::numeric(18, 2)::text AS cash_total
    FROM accounts a LEFT JOIN account_day_totals t ON t.account_code = a.account_code AND t.day <= ${today}::date
    WHERE a.account_code >= '1010' AND a.account_code < '1050' AND NOT a.is_header AND a.active
    GROUP BY a.account_code, a.account_name HAVING COALESCE(SUM(t.debit - t.credit), 0) <> 0 ORDER BY a.account_code`);
  const ar = await db.one<{ total: string; past_due: string }>(sql`
    SELECT (SELECT COALESCE(SUM(debit - credit), 0) FROM account_day_totals WHERE account_code = '1100' AND day <= ${today}::date)::numeric(18, 2)::text AS total,
           ${pastDue(today)}`);
  return { cash_total: cash[0]?.cash_total ?? '0.00', cash: cash.map(({ cash_total: _t, ...c }) => c), receivables_total: ar!.total, receivables_past_due: ar!.past_due };
}

/** The open invoices' balances, past their due date (invoice date + the customer's terms). */
const openInvoices = (today: string) => sql`(SELECT re.si_id, SUM(re.debit - re.credit) AS balance FROM receivable_entries re
  WHERE re.si_id IS NOT NULL AND re.transaction_date <= ${today}::date GROUP BY re.si_id HAVING SUM(re.debit - re.credit) > 0) o
  JOIN sales_invoices si ON si.si_id = o.si_id JOIN customers c ON c.customer_id = si.customer_id`;
const pastDue = (today: string) => sql`(SELECT COALESCE(SUM(o.balance), 0)::numeric(18, 2)::text FROM ${openInvoices(today)} WHERE si.si_date + c.credit_term_days < ${today}::date) AS past_due`;

async function credit(db: Db, today: string): Promise<DashboardSummary['credit']> {
  const row = await db.one<{ pdc_count: number; pdc_amount: string; maturing_count: number; maturing_amount: string; due_count: number; due_amount: string; past_count: number; past_amount: string }>(sql`
    WITH pdc AS (SELECT check_date, amount_received FROM collection_receipts WHERE status = 'PDC'),
         open AS (SELECT si.si_date + c.credit_term_days AS due, o.balance FROM ${openInvoices(today)})
    SELECT (SELECT COUNT(*)::int FROM pdc) AS pdc_count, (SELECT COALESCE(SUM(amount_received), 0)::numeric(18, 2)::text FROM pdc) AS pdc_amount,
           (SELECT COUNT(*)::int FROM pdc WHERE check_date <= ${today}::date + 7) AS maturing_count,
           (SELECT COALESCE(SUM(amount_received), 0)::numeric(18, 2)::text FROM pdc WHERE check_date <= ${today}::date + 7) AS maturing_amount,
           (SELECT COUNT(*)::int FROM open WHERE due BETWEEN ${today}::date AND ${today}::date + 7) AS due_count,
           (SELECT COALESCE(SUM(balance), 0)::numeric(18, 2)::text FROM open WHERE due BETWEEN ${today}::date AND ${today}::date + 7) AS due_amount,
           (SELECT COUNT(*)::int FROM open WHERE due < ${today}::date) AS past_count,
           (SELECT COALESCE(SUM(balance), 0)::numeric(18, 2)::text FROM open WHERE due < ${today}::date) AS past_amount`);
  const r = row!;
  return {
    pdc_on_hand: { count: r.pdc_count, amount: money(r.pdc_amount) },
    pdc_maturing_7_days: { count: r.maturing_count, amount: money(r.maturing_amount) },
    invoices_due_7_days: { count: r.due_count, amount: money(r.due_amount) },
    invoices_past_due: { count: r.past_count, amount: money(r.past_amount) },
  };
}

const MONTH_COLUMNS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

async function purchasing(db: Db, today: string): Promise<DashboardSummary['purchasing']> {
  const month = sql.raw(`f.${MONTH_COLUMNS[Number(today.slice(5, 7)) - 1]}`);
  const rows = await db.rows<{ product_code: string; product_name: string; on_hand: number; forecast: number; total: number }>(sql`
    SELECT p.product_code, p.product_name, COALESCE(s.quantity, 0)::int AS on_hand, ${month}::int AS forecast, COUNT(*) OVER ()::int AS total
    FROM forecasts f JOIN products p ON p.product_id = f.product_id
    LEFT JOIN product_stock_totals s ON s.product_id = f.product_id
    WHERE f.forecast_year = ${Number(today.slice(0, 4))} AND ${month} > COALESCE(s.quantity, 0)
    ORDER BY ${month} - COALESCE(s.quantity, 0) DESC, p.product_code LIMIT 10`);
  const prs = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_requests WHERE status = 0`);
  return { requests_for_approval: prs!.n, below_reorder_count: rows[0]?.total ?? 0, below_reorder: rows.map(({ total: _t, ...r }) => r) };
}

async function warehouse(db: Db, today: string): Promise<DashboardSummary['warehouse']> {
  const rows = await db.rows<{ product_name: string; batch_no: string; expiry_date: string; quantity: number; batches: number; total: number }>(sql`
    SELECT p.product_name, b.batch_no, b.expiry_date::text, s.quantity::int, COUNT(*) OVER ()::int AS batches, SUM(s.quantity) OVER ()::int AS total
    FROM product_batches b JOIN products p ON p.product_id = b.product_id
    JOIN LATERAL (SELECT SUM(m.quantity) AS quantity FROM inventory_movements m WHERE m.batch_id = b.batch_id) s ON s.quantity > 0
    WHERE b.expiry_date BETWEEN ${today}::date AND ${today}::date + ${EXPIRY_WINDOW_DAYS}::int
    ORDER BY b.expiry_date, p.product_name LIMIT 10`);
  return { expiring_batches: rows[0]?.batches ?? 0, expiring_quantity: rows[0]?.total ?? 0, expiring: rows.map(({ batches: _b, total: _t, ...r }) => r) };
}

/** The licences and registrations expired or expiring within 90 days: the counts, and the five soonest. */
async function regulatory(db: Db, today: string): Promise<DashboardSummary['regulatory']> {
  const rows = await expiring(db, today, ALERT_DAYS);
  const expired = rows.filter((r) => r.days_left < 0).length;
  return { expired, expiring: rows.length - expired, soonest: rows.slice(0, 5).map(({ what, holder, valid_until, days_left }) => ({ what, holder, valid_until, days_left })) };
}

export const dashboardRoutes: RouteDef[] = [
  route(dashboardSummaryEp, {
    scopes: 'authenticated',
    summary: "The signed-in user's day: approvals waiting for them, and the figures of their areas (by their scopes)",
    handler: async ({ deps, user, ok }) => {
      const today = manilaToday(deps.clock.now());
      const may = (scopes: Parameters<typeof holdsAny>[1]) => holdsAny(user, scopes);
      const db = deps.db;
      return ok({
        as_of: today,
        approvals: await approvals(deps, user, today),
        finance: may(['get_trial_balance', 'view_finance_subledgers']) ? await finance(db, today) : null,
        credit: may(['view_collections']) ? await credit(db, today) : null,
        purchasing: may(['view_pending_purchase_request_list', 'can_create_purchase_request']) ? await purchasing(db, today) : null,
        warehouse: may(['view_warehouses', 'receipt_list']) ? await warehouse(db, today) : null,
        regulatory: may(['view_regulatory']) ? await regulatory(db, today) : null,
      } satisfies DashboardSummary);
    },
  }),
];
