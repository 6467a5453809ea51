import { PRODUCT_LEDGER_MODULE_NAMES, type ProductLedgerModule, type ProductLedgerRow } from '../../../contract/inventoryLedgers';
import { sql, type Db, type SQL } from '../../db/db';
import { balancesBeforeKey } from './inventorySubLedger';

/**
 * Product Ledger (spec 000 §2.15, §4) from inventory_movements.
 *
 * The summary has one row per module: Beg Balance, RR (purchases), SO (sold,
 * customer returns included: a return undoes a sale), IT (inventory
 * transfer: floor to floor, so it nets to zero for the product), IA
 * (adjustment), Ending Balance. Opening stock (module BEG, 2022-11-30) is
 * always part of the beginning balance. Each row fills only its module's
 * unit/cost/total triplet; the overall balance runs down the rows, so the
 * Ending Balance is Beg + RR + SO + IT + IA. Cost is the average unit cost
 * (total / unit). All sums in SQL numeric.
 */

export interface ProductLedgerFilters {
  product_id: number;
  batch_no: string;
  date_from: string;
  date_to: string;
}

const TRIPLETS: [string, ProductLedgerModule][] = [
  ['purchases', 'RR'],
  ['sold', 'SO'],
  ['inventory_transfer', 'IT'],
  ['adjustment', 'IA'],
];

export const averageCost = (amount: SQL, qty: SQL) => sql`(CASE WHEN ${qty} <> 0 THEN round(${amount} / ${qty}, 4) ELSE 0 END)::numeric(18,4)::text`;

/**
 * The ProductLedgerRow columns over a relation with g (module group), q
 * (quantity), a (amount), cost (unit cost, text), bq/ba (balance after the
 * row) and the other named columns.
 */
function rowColumns(r: { cost: SQL }): SQL {
  const triplets = TRIPLETS.map(
    ([name, g]) => sql`CASE WHEN g = ${g} THEN q::int END AS ${sql.identifier(`${name}_unit`)},
                       CASE WHEN g = ${g} THEN ${r.cost} END AS ${sql.identifier(`${name}_cost`)},
                       CASE WHEN g = ${g} THEN a::numeric(18,2)::text END AS ${sql.identifier(`${name}_total`)}`,
  );
  return sql`id, g AS module, particulars, batch_no, ${sql.join(triplets, sql`, `)},
             bq::int AS overall_balance_unit, ${averageCost(sql`ba`, sql`bq`)} AS overall_balance_cost,
             ba::numeric(18,2)::text AS overall_balance_total,
             transaction_date, "references", source,
             CASE WHEN g IN ('BEG', 'END') THEN q::int END AS beg_end_unit,
             CASE WHEN g IN ('BEG', 'END') THEN ${r.cost} END AS beg_end_cost,
             CASE WHEN g IN ('BEG', 'END') THEN a::numeric(18,2)::text END AS beg_end_total,
             status::int AS status`;
}

/** The batch's id, or null when the filter names every batch; undefined when the batch does not exist. */
async function batchIdOf(db: Db, f: ProductLedgerFilters): Promise<number | null | undefined> {
  if (!f.batch_no) return null;
  const row = await db.one<{ id: number }>(sql`SELECT batch_id AS id FROM product_batches WHERE product_id = ${f.product_id} AND batch_no = ${f.batch_no}`);
  return row ? row.id : undefined;
}

const particularsOf = sql`CASE g ${sql.join(
  Object.entries(PRODUCT_LEDGER_MODULE_NAMES).map(([g, name]) => sql`WHEN ${g} THEN ${name}`),
  sql` `,
)} END`;

/** Beginning balance: every movement before Date From, plus the opening stock. */
async function beginning(db: Db, f: ProductLedgerFilters, batchId: number | null): Promise<{ qty: string; amount: string }> {
  const opening = await db.one<{ q: string; a: string }>(sql`
    SELECT COALESCE(SUM(quantity), 0)::text AS q, COALESCE(SUM(amount), 0)::text AS a FROM inventory_movements
    WHERE product_id = ${f.product_id} ${batchId ? sql`AND batch_id = ${batchId}` : sql``}
      AND module = 'BEG' AND transaction_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date`);
  const before = batchId
    ? await db.one<{ qty: string; amount: string }>(sql`
        SELECT COALESCE(SUM(quantity), 0)::text AS qty, COALESCE(SUM(amount), 0)::text AS amount FROM inventory_movements
        WHERE batch_id = ${batchId} AND transaction_date < ${f.date_from}::date`)
    : await balancesBeforeKey(db, f.product_id, { date: f.date_from, id: 0 });
  const row = await db.one<{ qty: string; amount: string }>(sql`
    SELECT (${before?.qty ?? '0'}::bigint + ${opening?.q ?? '0'}::bigint)::text AS qty,
           (${before?.amount ?? '0'}::numeric + ${opening?.a ?? '0'}::numeric)::text AS amount`);
  return row ?? { qty: '0', amount: '0' };
}

/** The six summary rows, in module order (reversed when descending). */
export async function productLedgerSummary(db: Db, f: ProductLedgerFilters, direction: 'asc' | 'desc'): Promise<ProductLedgerRow[]> {
  const batchId = await batchIdOf(db, f);
  const beg = batchId === undefined ? { qty: '0', amount: '0' } : await beginning(db, f, batchId);
  const batchCond = batchId === undefined ? sql`false` : batchId === null ? sql`true` : sql`x.batch_id = ${batchId}`;
  const dir = direction === 'desc' ? sql`DESC` : sql`ASC`;
  return db.rows<ProductLedgerRow>(sql`
    WITH r AS (
      SELECT 'BEG'::text AS g, 0 AS ord, ${beg.qty}::bigint AS q, ${beg.amount}::numeric AS a, 1 AS status
      UNION ALL
      SELECT m.g, m.ord, COALESCE(SUM(x.quantity), 0), COALESCE(SUM(x.amount), 0), COALESCE(MIN(x.status), 1)
      FROM (VALUES ('RR', 1), ('SO', 2), ('IT', 3), ('IA', 4)) AS m(g, ord)
      LEFT JOIN inventory_movements x
        ON x.product_id = ${f.product_id} AND ${batchCond} AND x.module <> 'BEG'
       AND x.transaction_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date
       AND (CASE WHEN x.module = 'RET' THEN 'SO' ELSE x.module END) = m.g
      GROUP BY m.g, m.ord),
    b AS (SELECT *, SUM(q) OVER (ORDER BY ord) AS bq, SUM(a) OVER (ORDER BY ord) AS ba FROM r),
    s AS (SELECT g, ord, q, a, status, bq, ba FROM b
          UNION ALL SELECT 'END', 5, bq, ba, 1, bq, ba FROM b WHERE ord = 4),
    rows AS (
      SELECT g AS id, g, ord, q, a, status, bq, ba, ${particularsOf} AS particulars,
             ${f.batch_no || null}::text AS batch_no,
             CASE g WHEN 'BEG' THEN ${f.date_from}::text WHEN 'END' THEN ${f.date_to}::text END AS transaction_date,
             NULL::text AS "references", g AS source
      FROM s)
    SELECT ${rowColumns({ cost: averageCost(sql`a`, sql`q`) })} FROM rows ORDER BY ord ${dir}`);
}

export interface BatchPage {
  page: number;
  page_size: number;
  direction: 'asc' | 'desc';
}

/**
 * The batch modal ("Inventory Per Batch Number"): for RR/SO/IT/IA the
 * module's movements in the range, each with its batch's balance after it;
 * for Beg/Ending Balance each batch's balance at the start or end of the
 * range (batches holding stock then). Paged with OFFSET: a drill-down into
 * one module of one product.
 */
export async function productBatchRows(db: Db, f: ProductLedgerFilters & { module: ProductLedgerModule }, p: BatchPage): Promise<{ rows: ProductLedgerRow[]; total: number }> {
  const batchId = await batchIdOf(db, f);
  if (batchId === undefined) return { rows: [], total: 0 };
  const batchCond = batchId === null ? sql`true` : sql`m.batch_id = ${batchId}`;
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const offset = p.page * p.page_size;
  let rel: SQL;
  if (f.module === 'BEG' || f.module === 'END') {
    const inBalance = f.module === 'BEG' ? sql`m.transaction_date < ${f.date_from}::date OR m.module = 'BEG'` : sql`true`;
    rel = sql`
      SELECT 'B' || bt.batch_id AS id, ${f.module}::text AS g, x.q, x.a, 1 AS status, x.q AS bq, x.a AS ba,
             ${PRODUCT_LEDGER_MODULE_NAMES[f.module]}::text AS particulars, bt.batch_no,
             ${f.module === 'BEG' ? f.date_from : f.date_to}::text AS transaction_date, NULL::text AS "references", ${f.module}::text AS source,
             bt.batch_no AS k1, bt.batch_id::bigint AS k2
      FROM (SELECT m.batch_id, SUM(m.quantity) AS q, SUM(m.amount) AS a FROM inventory_movements m
            WHERE m.product_id = ${f.product_id} AND ${batchCond} AND m.transaction_date <= ${f.date_to}::date AND (${inBalance})
            GROUP BY m.batch_id) x
      JOIN product_batches bt ON bt.batch_id = x.batch_id
      WHERE x.q <> 0 OR x.a <> 0`;
  } else {
    rel = sql`
      SELECT 'M' || m.movement_id AS id, ${f.module}::text AS g, m.quantity AS q, m.amount AS a, m.status,
             bal.q AS bq, bal.a AS ba, COALESCE(m.particulars, '') AS particulars, bt.batch_no,
             m.transaction_date::text AS transaction_date, m.source_document AS "references", m.module AS source,
             m.transaction_date::text AS k1, m.movement_id AS k2, m.cost_unit
      FROM inventory_movements m
      JOIN product_batches bt ON bt.batch_id = m.batch_id
      CROSS JOIN LATERAL (
        SELECT SUM(o.quantity) AS q, SUM(o.amount) AS a FROM inventory_movements o
        WHERE o.batch_id = m.batch_id AND (o.transaction_date, o.movement_id) <= (m.transaction_date, m.movement_id)) bal
      WHERE m.product_id = ${f.product_id} AND ${batchCond}
        AND m.transaction_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date
        AND m.module <> 'BEG' AND (CASE WHEN m.module = 'RET' THEN 'SO' ELSE m.module END) = ${f.module}`;
  }
  const cost = f.module === 'BEG' || f.module === 'END' ? averageCost(sql`a`, sql`q`) : sql`cost_unit::numeric(18,4)::text`;
  const rows = await db.rows<ProductLedgerRow>(sql`
    WITH rows AS (${rel})
    SELECT ${rowColumns({ cost })} FROM rows ORDER BY k1 ${dir}, k2 ${dir} LIMIT ${p.page_size} OFFSET ${offset}`);
  const count = await db.one<{ n: number }>(sql`WITH rows AS (${rel}) SELECT COUNT(*)::int AS n FROM rows`);
  return { rows, total: Number(count?.n ?? 0) };
}
