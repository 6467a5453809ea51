import { agingColumns, agingTotalsEp, customerAgingReport, type AgingRow, type AgingTotals } from '../../contract/creditDesk';
import { sql, type Db, type SQL } from '../db/db';
import { orderBy } from '../db/orderBy';
import { reportRoutes, route, type SortMap } from '../kit';
import { agingByCustomer, bucketColumns } from './agingSql';

/** Customer Aging (report kit): one row per customer on the As of date, its totals, and the XLSX with a totals row. */
interface AgingFilters {
  as_of: string;
  search?: string;
  past_due_only?: boolean;
}

const SORT: SortMap<typeof agingColumns> = {
  customer_code: sql`c.customer_code`,
  customer_name: sql`c.customer_name`,
  current: sql`g.current`,
  days_30: sql`g.days_30`,
  days_60: sql`g.days_60`,
  days_90: sql`g.days_90`,
  over_90_days: sql`g.over_90_days`,
  total_ar: sql`g.total_ar`,
  past_due: sql`g.past_due`,
  advances: sql`g.advances`,
};

const fromAging = (f: AgingFilters): SQL => sql`${agingByCustomer(f.as_of, { search: f.search })}
  JOIN customers c ON c.customer_id = g.customer_id
  ${f.past_due_only ? sql`WHERE g.past_due > 0` : sql``}`;

const rowColumns = sql`g.customer_id::int AS customer_id, c.customer_code, c.customer_name, c.credit_term_days::int AS credit_term_days, ${bucketColumns()}`;

async function agingPage(db: Db, f: AgingFilters & { order_by: string; direction: 'asc' | 'desc'; page: number; page_size: number }) {
  const dir = f.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await db.rows<AgingRow & { total_rows: number }>(sql`
    SELECT ${rowColumns}, COUNT(*) OVER ()::int AS total_rows
    FROM ${fromAging(f)}
    ORDER BY ${orderBy(SORT, f.order_by, 'customer_name')} ${dir}, g.customer_id ${dir}
    LIMIT ${f.page_size} OFFSET ${f.page * f.page_size}`);
  const total = rows.length ? rows[0].total_rows : (await agingTotals(db, f)).customers;
  return { rows: rows.map(({ total_rows: _t, ...r }) => r), total };
}

export async function agingTotals(db: Db, f: AgingFilters): Promise<AgingTotals> {
  return (await db.one<AgingTotals>(sql`
    SELECT ${f.as_of}::text AS as_of, COUNT(*)::int AS customers, ${bucketColumns(true)} FROM ${fromAging(f)}`))!;
}

async function* agingBatches(db: Db, f: AgingFilters): AsyncIterable<AgingRow[]> {
  // The whole aging is one aggregation: read it once, hand it out in pieces, then its totals row.
  const rows = await db.rows<AgingRow>(sql`SELECT ${rowColumns} FROM ${fromAging(f)} ORDER BY c.customer_name, g.customer_id`);
  for (let i = 0; i < rows.length; i += 1000) yield rows.slice(i, i + 1000);
  const t = await agingTotals(db, f);
  const { as_of: _a, customers, ...sums } = t;
  yield [{ customer_id: 0, customer_code: '', customer_name: `Total (${customers} customers)`, credit_term_days: null as unknown as number, ...sums }];
}

export const agingRoutes = [
  ...reportRoutes<AgingRow, typeof customerAgingReport>(customerAgingReport, {
    summary: {
      page: 'Customer aging on a date: each customer receivable by days past due, with its advances, paged',
      export: 'Customer aging on a date with its totals row, as XLSX',
    },
    page: (body, db) => agingPage(db, body),
    export: {
      fileName: (body) => ['customer_aging', body.as_of],
      filters: async (body) => [
        { label: 'As of', value: body.as_of },
        { label: 'Customer', value: body.search || 'All' },
        { label: 'Past due only', value: body.past_due_only ? 'Yes' : 'No' },
      ],
      batches: (body, db) => agingBatches(db, body),
    },
  }),
  route(agingTotalsEp, {
    scopes: ['view_credit_and_collections'],
    reads: 'replica',
    summary: 'Customer aging totals on a date (all customers the filters keep)',
    handler: async ({ body, deps, ok }) => ok(await agingTotals(deps.read, body)),
  }),
];
