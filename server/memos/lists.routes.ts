import {
  MEMO_SCOPES,
  MEMO_TYPES,
  creditMemoLedgerReport,
  creditMemoLedgerTotalsEp,
  memoCustomersEp,
  memoInvoicesEp,
  memoListEps,
  memoWorkflows,
  type CreditMemoLedgerRow,
  type CreditMemoLedgerTotals,
  type MemoInvoiceOption,
  type MemoListRow,
  type memoColumns,
} from '../../contract/memos';
import type { SortKey } from '../../contract/kit';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';
import { customerLookupQuery } from '../customers/public';
import { keysetBatches } from '../export';
import { invalid } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { isoText, pagedList, queueListRoutes, reportRoutes, route, userName, type SortMap } from '../kit';

/** The memo lists of each type (a tab per status), the form's invoices, and the Credit Memo Subledger. */

const MEMO_SORT: SortMap<typeof memoColumns> = {
  memo_no: sql`m.memo_id`,
  memo_date: sql`m.memo_date`,
  customer_code: sql`c.customer_code`,
  customer_name: sql`lower(c.customer_name)`,
  si_number: sql`si.si_number`,
  memo_kind: sql`m.memo_kind`,
  amount: sql`m.amount`,
  status: sql`m.status`,
  created_by: sql`lower(${userName('u')})`,
  updated_at: sql`m.updated_at`,
};

const lists = MEMO_TYPES.flatMap((type) =>
  queueListRoutes(memoWorkflows[type], memoListEps[type], {
    summary: (tab) => `${memoWorkflows[type].noun}s of the ${tab.label} list, paged, searched by memo number, customer or SI number`,
    list: (tab, { query, deps }) =>
      pagedList<MemoListRow, SortKey<typeof memoColumns>>(deps.db, {
        select: sql`m.memo_id, m.memo_no, m.memo_date::text AS memo_date, c.customer_code, c.customer_name, si.si_number, m.memo_kind,
                    m.amount::numeric(16, 2)::text AS amount, m.status::int AS status, ${userName('u')} AS created_by, ${isoText('m.updated_at')} AS updated_at`,
        from: sql`memos m JOIN customers c ON c.customer_id = m.customer_id JOIN sales_invoices si ON si.si_id = m.si_id JOIN users u ON u.id = m.created_by`,
        where: [sql`m.memo_type = ${type}`, sql`m.status = ANY(${sqlArray(tab.statuses, 'int')})`],
        search: { text: query.search, in: [sql`m.memo_no`, sql`c.customer_code`, sql`c.customer_name`, sql`si.si_number`] },
        sort: MEMO_SORT,
        tiebreak: sql`m.memo_id`,
        query,
      }),
  }),
);

const invoices = route(memoInvoicesEp, {
  scopes: [MEMO_SCOPES.create],
  summary: "A customer's invoices a memo can name, newest first: a credit memo's those with an open balance, a debit memo's any",
  handler: async ({ query, deps, ok }) => {
    const customer = await deps.db.one<{ customer_id: number }>(sql`SELECT customer_id FROM customers WHERE customer_code = ${query.customer_code}`);
    if (!customer) return invalid(['Customer not found.'], { customer_code: ['Customer not found.'] });
    const rows = await deps.db.rows<MemoInvoiceOption>(sql`
      SELECT si.si_id::int AS si_id, si.si_number, si.dr_number, si.si_date::text AS invoice_date, si.total::numeric(16, 2)::text AS total,
             b.balance::numeric(16, 2)::text AS balance
      FROM (SELECT si_id, SUM(debit - credit) AS balance FROM receivable_entries WHERE customer_id = ${customer.customer_id} GROUP BY si_id
            ${query.memo_type === 'credit' ? sql`HAVING SUM(debit - credit) > 0` : sql``}) b
      JOIN sales_invoices si ON si.si_id = b.si_id
      ORDER BY si.si_date DESC, si.si_id DESC LIMIT 200`);
    return ok(rows);
  },
});

const customers = route(memoCustomersEp, {
  scopes: [MEMO_SCOPES.create, MEMO_SCOPES.view.credit, MEMO_SCOPES.view.debit],
  summary: 'Active customers for a memo or the sub-ledger filter, searched by code or name (50 at most)',
  handler: async ({ query, deps, ok }) => {
    return ok(await deps.db.rows(customerLookupQuery({ search: query.search, activeOnly: true, orderBy: 'code', limit: 50, columns: sql`c.customer_code, c.customer_name` })));
  },
});

// ---- Credit Memo Subledger ------------------------------------------------------------------

interface LedgerFilters {
  customer_code?: string;
  date_from: string;
  date_to: string;
}

/** The approved credit memos of the filters, each with the period's running total up to it (date order). */
const ledgerRows = (f: LedgerFilters) => sql`
  SELECT m.memo_id, m.memo_date, m.memo_date::text AS memo_date_text, m.memo_no, c.customer_code, c.customer_name, si.si_number, m.memo_kind, m.reason,
         (m.amount - m.vat)::numeric(16, 2)::text AS net, m.vat::numeric(16, 2)::text AS vat, m.amount::numeric(16, 2)::text AS amount,
         (SUM(m.amount) OVER (ORDER BY m.memo_date, m.memo_id))::numeric(16, 2)::text AS running_balance, je.journal_entry
  FROM memos m JOIN customers c ON c.customer_id = m.customer_id JOIN sales_invoices si ON si.si_id = m.si_id JOIN journal_entries je ON je.id = m.je_id
  WHERE m.memo_type = 'credit' AND m.status = 2 AND m.memo_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date
    ${f.customer_code ? sql`AND c.customer_code = ${f.customer_code}` : sql``}`;

const OUT = sql`x.memo_id, x.memo_date_text AS memo_date, x.memo_no, x.customer_code, x.customer_name, x.si_number, x.memo_kind, x.reason,
                x.net, x.vat, x.amount, x.running_balance, x.journal_entry`;

async function ledgerPage(db: Db, f: LedgerFilters & { page: number; page_size: number; direction: 'asc' | 'desc' }) {
  const dir = f.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await db.rows<CreditMemoLedgerRow>(sql`
    SELECT ${OUT} FROM (${ledgerRows(f)}) x ORDER BY x.memo_date ${dir}, x.memo_id ${dir} LIMIT ${f.page_size} OFFSET ${f.page * f.page_size}`);
  const count = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM (${ledgerRows(f)}) x`);
  return { rows: rows.map((r) => ({ ...r, memo_id: Number(r.memo_id) })), total: Number(count?.n ?? 0) };
}

const ledger = reportRoutes<CreditMemoLedgerRow, typeof creditMemoLedgerReport>(creditMemoLedgerReport, {
  summary: {
    page: 'Credit Memo Subledger: approved credit memos of a period (and customer), with the running total, paged',
    export: 'Credit Memo Subledger of the filters, as XLSX',
  },
  page: (body, db) => ledgerPage(db, body),
  export: {
    fileName: (b) => ['credit_memo_subledger', b.customer_code ?? '', b.date_from, b.date_to],
    filters: async (b) => [
      { label: 'Customer', value: b.customer_code || 'All' },
      { label: 'Date From', value: b.date_from },
      { label: 'Date To', value: b.date_to },
    ],
    batches: (b, db) =>
      keysetBatches<CreditMemoLedgerRow, { date: string; id: number }>(
        (after, limit) =>
          db.rows<CreditMemoLedgerRow>(sql`
            SELECT ${OUT} FROM (${ledgerRows(b)}) x
            WHERE (x.memo_date, x.memo_id) > (${after?.date ?? '0001-01-01'}::date, ${after?.id ?? 0})
            ORDER BY x.memo_date, x.memo_id LIMIT ${limit}`),
        (last) => ({ date: last.memo_date, id: Number(last.memo_id) }),
      ),
  },
});

const ledgerTotals = route(creditMemoLedgerTotalsEp, {
  scopes: ['view_memos'],
  reads: 'replica',
  summary: 'Credit Memo Subledger totals of the filters (all pages): count, net of VAT, output VAT, amount',
  handler: async ({ body, deps, ok }) => {
    const t = await deps.read.one<CreditMemoLedgerTotals>(sql`
      SELECT COUNT(*)::int AS memos, COALESCE(SUM(x.net::numeric), 0)::numeric(16, 2)::text AS net,
             COALESCE(SUM(x.vat::numeric), 0)::numeric(16, 2)::text AS vat, COALESCE(SUM(x.amount::numeric), 0)::numeric(16, 2)::text AS amount
      FROM (${ledgerRows(body)}) x`);
    return ok(t!);
  },
});

export const memoListRoutes: RouteDef[] = [...lists, customers, invoices, ...ledger, ledgerTotals];
