import { EWT_VIEW_SCOPES, ewtColumns, ewtPayableReport, type EwtSubledgerRow } from '../../contract/ewt';
import { sql, type Db, type SQL } from '../db/db';
import { exportToXlsx, keysetBatches } from '../export';
import { exportColumnsOf, route, type SortMap } from '../kit';
import { likePattern } from '../kit/like';
import { totalRow } from '../kit/report';
import { amountOfCentavos, centavosOf } from '../../contract/kit/centavos';
import { GL_SUMMARY_LABELS } from '../../contract/finance';

/*
 * EWT Payable Report (spec 000 §2.20) over ewt_setups. The running balance is
 * per set-up (set-up row = amount, reversal row = 0), so a page needs no
 * opening balance: each row carries its own. A reversal row is shown only when
 * the reversal happened on or before date_to, so the report is the state of
 * EWT Payable as of date_to (ewt.test.ts proves it equals GL 2110).
 *
 * A page reads at most (page + 1) x page_size set-ups in (setup_date, ewt_id)
 * index order and skips to its rows: it costs its offset in index entries,
 * not a sort of the range. There are few set-ups (one per supplier payment),
 * so no monthly counts table like the general ledger's is needed; the count
 * is one pass over the range's index entries.
 *
 * The report is declared in contract/ewt.ts (columns, calls, scopes). Its
 * routes are written over the declared endpoints with route(), not made by
 * reportRoutes: the page is for either of two scopes (EWT_VIEW_SCOPES), and a
 * report declaration names one view scope.
 */

export interface EwtFilters {
  /** A vendor code; blank or absent means every supplier. */
  customer_code?: string;
  date_from: string;
  date_to: string;
  /** Search text; blank or absent means none. */
  filter?: string;
}

/**
 * Rows come only in (setup_date, ewt_id) order, a reversal right under its
 * set-up (`direction` flips it): the set-up date is the declaration's one
 * sortable column, and this map is its check rather than a choice (the
 * queries below read no map): declaring another is a type error here.
 */
export const EWT_ORDER: SortMap<typeof ewtColumns> = { setup_date: sql`e.setup_date` };


/**
 * The set-ups of the filters (alias e). Supplier conditions are subqueries,
 * not a join, so the set-ups can come straight from the (setup_date, ewt_id)
 * index in order.
 */
function setupWhere(f: EwtFilters): SQL {
  const parts: SQL[] = [sql`e.setup_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date`];
  if (f.customer_code) parts.push(sql`e.supplier_id IN (SELECT vendor_id FROM suppliers WHERE vendor_code = ${f.customer_code})`);
  if (f.filter) {
    const p = likePattern(f.filter);
    parts.push(sql`(e.supplier_id IN (SELECT vendor_id FROM suppliers WHERE vendor_code ILIKE ${p} OR company_name ILIKE ${p})
                    OR e.setup_reference ILIKE ${p} OR e.reversal_reference ILIKE ${p} OR e.particulars ILIKE ${p})`);
  }
  return sql.join(parts, sql` AND `);
}

/** Whether the set-up's reversal row belongs to the report (reversed by date_to). */
const reversedBy = (to: string) => sql`(e.reversal_date IS NOT NULL AND e.reversal_date <= ${to}::date)`;

/**
 * Rows of the set-ups `setups` (a subquery of ewt_setups rows aliased e,
 * suppliers s, in the wanted order): the set-up row, then its reversal row.
 */
function rowsOf(setups: SQL, dir: SQL): SQL {
  return sql`
    SELECT x.ewt_id::int AS ewt_id, r.entry, x.vendor_code AS customer_code, x.company_name AS name,
           x.setup_date::text AS setup_date, x.setup_reference,
           CASE WHEN r.entry = 'reversal' THEN x.reversal_date::text END AS transaction_date,
           CASE WHEN r.entry = 'reversal' THEN x.reversal_reference END AS reversal_reference,
           x.particulars,
           (CASE WHEN r.entry = 'reversal' THEN x.amount ELSE 0 END)::numeric(16,2)::text AS debit,
           (CASE WHEN r.entry = 'setup' THEN x.amount ELSE 0 END)::numeric(16,2)::text AS credit,
           (CASE WHEN r.entry = 'setup' THEN x.amount ELSE 0 END)::numeric(16,2)::text AS running_balance
    FROM (${setups}) x
    CROSS JOIN LATERAL (VALUES (0, 'setup'), (1, 'reversal')) r(k, entry)
    WHERE r.k = 0 OR x.reversed
    ORDER BY x.setup_date ${dir}, x.ewt_id ${dir}, r.k`;
}

/** The set-ups of the filters in order, with their supplier (joined after ordering, row by row). */
function setupsQuery(f: EwtFilters, dir: SQL, after: SQL = sql`true`, limit?: number): SQL {
  return sql`
    SELECT e.ewt_id, e.setup_date, e.setup_reference, e.amount, e.particulars, e.reversal_date, e.reversal_reference,
           ${reversedBy(f.date_to)} AS reversed, s.vendor_code, s.company_name
    FROM (SELECT * FROM ewt_setups e WHERE ${setupWhere(f)} AND ${after}
          ORDER BY e.setup_date ${dir}, e.ewt_id ${dir} ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}) e
    CROSS JOIN LATERAL (SELECT vendor_code, company_name FROM suppliers WHERE vendor_id = e.supplier_id) s`;
}

/** Rows of the filters: set-ups plus those reversed by date_to. */
async function countRows(db: Db, f: EwtFilters): Promise<number> {
  const row = await db.one<{ n: number }>(sql`
    SELECT (COUNT(*) + COUNT(*) FILTER (WHERE ${reversedBy(f.date_to)}))::int AS n
    FROM ewt_setups e WHERE ${setupWhere(f)}`);
  return row?.n ?? 0;
}

export const ewtSubledger = route(ewtPayableReport.page, {
  scopes: EWT_VIEW_SCOPES,
  summary: 'EWT payable sub-ledger: set-ups in a date range and their reversals, paged, running balance per set-up',
  handler: async ({ body, deps, ok }) => {
    const dir = body.direction === 'desc' ? sql`DESC` : sql`ASC`;
    const total = await countRows(deps.db, body);
    // Every set-up gives at least one row, so the page lies within the first (page + 1) x size set-ups.
    const rows = await deps.db.rows<EwtSubledgerRow>(sql`
      ${rowsOf(setupsQuery(body, dir, sql`true`, (body.page + 1) * body.page_size), dir)}
      LIMIT ${body.page_size} OFFSET ${body.page * body.page_size}`);
    return ok(rows, total);
  },
});

/** Every row of the filters in set-up date order, in keyset batches of whole set-ups. */
export function ewtBatches(db: Db, f: EwtFilters, batchSize?: number): AsyncIterable<EwtSubledgerRow[]> {
  const asc = sql`ASC`;
  return keysetBatches<EwtSubledgerRow, { date: string; id: number }>(
    (after, limit) => {
      const start = after ? sql`(e.setup_date, e.ewt_id) > (${after.date}::date, ${after.id}::bigint)` : sql`true`;
      // A batch is `limit` set-ups (up to twice as many rows): a set-up's two rows never straddle batches.
      return db.rows<EwtSubledgerRow>(rowsOf(setupsQuery(f, asc, start, limit), asc));
    },
    (last) => ({ date: last.setup_date, id: last.ewt_id }),
    batchSize,
  );
}

export const ewtExport = route(ewtPayableReport.export, {
  scopes: [ewtPayableReport.scopes.export],
  summary: 'EWT payable sub-ledger of a date range as XLSX',
  handler: async (ctx) => {
    const { body, deps } = ctx;
    return exportToXlsx(ctx, {
      title: ewtPayableReport.title,
      fileName: ['ewt_payable', body.customer_code ?? '', body.date_from, body.date_to],
      filters: [
        ...(body.customer_code ? [{ label: 'Customer Code', value: body.customer_code }] : []),
        { label: 'Date From', value: body.date_from },
        { label: 'Date To', value: body.date_to },
        ...(body.filter ? [{ label: 'Search', value: body.filter }] : []),
      ],
      columns: exportColumnsOf(ewtColumns),
      batches: ewtBatches(deps.db, body),
      // No opening row: the balance runs per set-up. The set-ups of the range still open on date_to are their
      // credits less their reversals' debits.
      sum: ['debit', 'credit'],
      after: (sums) => [
        totalRow(ewtColumns, GL_SUMMARY_LABELS.totals, sums),
        totalRow(ewtColumns, `Open on ${body.date_to}`, { running_balance: amountOfCentavos(centavosOf(sums.credit ?? '0') - centavosOf(sums.debit ?? '0')) }),
      ],
    });
  },
});

export const ewtRoutes = [ewtSubledger, ewtExport];
