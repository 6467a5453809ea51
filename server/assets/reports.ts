import {
  ASSET_CLEARING_ACCOUNT,
  assetReceivedNotInvoiced,
  capitalizedAssets,
  capitalizedColumns,
  capitalizedSummaryEp,
  receiptColumns,
  receiptSummaryEp,
  type AssetReceiptRow,
  type CapitalizedAssetRow,
  type CapitalizedSummary,
  type ReceiptSummary,
} from '../../contract/assets';
import { sql, type Db } from '../db/db';
import { jsonBatch, keysetBatches } from '../export';
import { pagedList, reportRoutes, route, type SortMap } from '../kit';
import { accumulatedAsOf } from './reading';

/*
 * Capitalized assets as of a date: each asset held on the date at cost, the
 * depreciation posted to the date and its net book value; the summary sets
 * each category beside its asset and accumulated depreciation accounts in the
 * books (they agree while only this module posts to them). Assets received
 * but not yet invoiced: the receipts of asset POs no approved payable voucher
 * had invoiced on the date, beside the clearing account's balance.
 */

interface AsOf {
  as_of: string;
  category_code?: string;
}

function held(f: AsOf) {
  const acc = accumulatedAsOf(sql`${f.as_of}::date`);
  return sql`(
    SELECT a.asset_id, a.asset_no, a.description, c.category_name, a.acquisition_date, a.cost, ${acc} AS accumulated, a.cost - ${acc} AS nbv,
           cc.cost_center_code || ' - ' || cc.cost_center_name AS cost_center_name
    FROM assets a JOIN asset_categories c ON c.category_code = a.category_code LEFT JOIN cost_centers cc ON cc.cost_center_id = a.cost_center_id
    WHERE a.acquisition_date <= ${f.as_of}::date AND (a.disposal_date IS NULL OR a.disposal_date > ${f.as_of}::date)
      ${f.category_code ? sql`AND a.category_code = ${f.category_code}` : sql``}) t`;
}
const CAP_SELECT = sql`t.asset_no, t.description, t.category_name, t.acquisition_date::text, t.cost::numeric(16,2)::text AS cost,
  t.accumulated::numeric(16,2)::text AS accumulated_depreciation, t.nbv::numeric(16,2)::text AS net_book_value, t.cost_center_name`;
const CAP_SORT: SortMap<typeof capitalizedColumns> = {
  asset_no: sql`t.asset_no`,
  category_name: sql`t.category_name`,
  acquisition_date: sql`t.acquisition_date`,
  cost: sql`t.cost`,
  net_book_value: sql`t.nbv`,
};

export async function capitalizedSummary(db: Db, f: AsOf): Promise<CapitalizedSummary> {
  const categories = await db.rows<CapitalizedSummary['categories'][number]>(sql`
    WITH reg AS (SELECT t.category_name, SUM(t.cost) AS cost, SUM(t.accumulated) AS acc FROM ${held(f)} GROUP BY 1),
         books AS (SELECT account_code, SUM(debit - credit) AS bal FROM journal_lines WHERE transaction_date <= ${f.as_of}::date
                   AND account_code IN (SELECT asset_account FROM asset_categories UNION ALL SELECT accumulated_account FROM asset_categories) GROUP BY 1)
    SELECT c.category_name, c.asset_account, c.accumulated_account,
           COALESCE(r.cost, 0)::numeric(16,2)::text AS cost, COALESCE(r.acc, 0)::numeric(16,2)::text AS accumulated_depreciation,
           (COALESCE(r.cost, 0) - COALESCE(r.acc, 0))::numeric(16,2)::text AS net_book_value,
           COALESCE(ba.bal, 0)::numeric(16,2)::text AS books_cost, (-COALESCE(bd.bal, 0))::numeric(16,2)::text AS books_accumulated,
           (COALESCE(ba.bal, 0) + COALESCE(bd.bal, 0))::numeric(16,2)::text AS books_net
    FROM asset_categories c LEFT JOIN reg r ON r.category_name = c.category_name
    LEFT JOIN books ba ON ba.account_code = c.asset_account LEFT JOIN books bd ON bd.account_code = c.accumulated_account
    WHERE ${f.category_code ? sql`c.category_code = ${f.category_code}` : sql`true`}
      AND (r.cost IS NOT NULL OR COALESCE(ba.bal, 0) <> 0 OR COALESCE(bd.bal, 0) <> 0)
    ORDER BY c.asset_account`);
  const total = await db.one<CapitalizedSummary['total']>(sql`
    SELECT COALESCE(SUM(x.cost), 0)::numeric(16,2)::text AS cost, COALESCE(SUM(x.accumulated_depreciation), 0)::numeric(16,2)::text AS accumulated_depreciation,
           COALESCE(SUM(x.net_book_value), 0)::numeric(16,2)::text AS net_book_value, COALESCE(SUM(x.books_cost), 0)::numeric(16,2)::text AS books_cost,
           COALESCE(SUM(x.books_accumulated), 0)::numeric(16,2)::text AS books_accumulated, COALESCE(SUM(x.books_net), 0)::numeric(16,2)::text AS books_net
    FROM jsonb_to_recordset(${JSON.stringify(categories)}::jsonb) AS x(cost numeric, accumulated_depreciation numeric, net_book_value numeric, books_cost numeric, books_accumulated numeric, books_net numeric)`);
  return { categories, total: total! };
}

function open(f: { as_of: string }) {
  return sql`(
    SELECT r.receipt_id, r.receipt_no, r.receipt_date, p.apo_no, s.company_name AS supplier_name, r.amount, (${f.as_of}::date - r.receipt_date)::int AS age_days
    FROM asset_receipts r JOIN asset_purchase_orders p ON p.apo_id = r.apo_id JOIN suppliers s ON s.vendor_id = p.supplier_id
    LEFT JOIN payable_voucher_hdr pv ON pv.payable_voucher_hdr_id = r.pv_id
    WHERE r.receipt_date <= ${f.as_of}::date AND (r.pv_id IS NULL OR pv.pv_date > ${f.as_of}::date)) t`;
}
const REC_SELECT = sql`t.receipt_id, t.receipt_no, t.receipt_date::text, t.apo_no, t.supplier_name, t.amount::text, t.age_days`;
const REC_SORT: SortMap<typeof receiptColumns> = {
  receipt_no: sql`t.receipt_no`,
  receipt_date: sql`t.receipt_date`,
  apo_no: sql`t.apo_no`,
  supplier_name: sql`lower(t.supplier_name)`,
  amount: sql`t.amount`,
};

export async function receiptSummary(db: Db, f: { as_of: string }): Promise<ReceiptSummary> {
  const row = await db.one<ReceiptSummary>(sql`
    SELECT (SELECT COALESCE(SUM(t.amount), 0)::numeric(16,2)::text FROM ${open(f)}) AS total, (SELECT COUNT(*)::int FROM ${open(f)}) AS receipts,
           (SELECT COALESCE(SUM(credit - debit), 0)::numeric(16,2)::text FROM journal_lines WHERE account_code = ${ASSET_CLEARING_ACCOUNT} AND transaction_date <= ${f.as_of}::date) AS books`);
  return row!;
}

export const assetReportRoutes = [
  ...reportRoutes<CapitalizedAssetRow, typeof capitalizedAssets>(capitalizedAssets, {
    summary: { page: 'Capitalized assets held as of a date: cost, accumulated depreciation, net book value' },
    page: (body, db) => pagedList<CapitalizedAssetRow, keyof typeof CAP_SORT>(db, { select: CAP_SELECT, from: held(body), sort: CAP_SORT, tiebreak: sql`t.asset_id`, query: body }),
    export: {
      fileName: (b) => ['capitalized_assets', b.category_code, b.as_of],
      filters: async (b) => [{ label: 'As of', value: b.as_of }, ...(b.category_code ? [{ label: 'Category', value: b.category_code }] : [])],
      batches: (b, db) =>
        keysetBatches<CapitalizedAssetRow & { asset_id: number }, number>(
          (after, limit) => jsonBatch(db, sql`SELECT t.asset_id, ${CAP_SELECT} FROM ${held(b)} WHERE t.asset_id > ${after ?? 0} ORDER BY t.asset_id LIMIT ${limit}`, sql`b.asset_id`),
          (last) => last.asset_id,
        ),
    },
  }),
  route(capitalizedSummaryEp, {
    scopes: ['view_finance_subledgers', 'view_asset_management'],
    reads: 'replica',
    summary: "Capitalized assets by category beside their accounts' balances in the books",
    handler: async ({ body, deps, ok }) => ok(await capitalizedSummary(deps.read, body)),
  }),
  ...reportRoutes<AssetReceiptRow, typeof assetReceivedNotInvoiced>(assetReceivedNotInvoiced, {
    summary: { page: 'Asset receipts not yet invoiced by an approved payable voucher as of a date' },
    page: (body, db) => pagedList<AssetReceiptRow, keyof typeof REC_SORT>(db, { select: REC_SELECT, from: open(body), sort: REC_SORT, tiebreak: sql`t.receipt_id`, query: body }),
    export: {
      fileName: (b) => ['asset_received_not_invoiced', b.as_of],
      filters: async (b) => [{ label: 'As of', value: b.as_of }],
      batches: (b, db) =>
        keysetBatches<AssetReceiptRow, number>(
          (after, limit) => jsonBatch(db, sql`SELECT ${REC_SELECT} FROM ${open(b)} WHERE t.receipt_id > ${after ?? 0} ORDER BY t.receipt_id LIMIT ${limit}`, sql`b.receipt_id`),
          (last) => last.receipt_id,
        ),
    },
  }),
  route(receiptSummaryEp, {
    scopes: ['view_finance_subledgers'],
    reads: 'replica',
    summary: 'Assets received but not yet invoiced in total, beside the clearing account in the books',
    handler: async ({ body, deps, ok }) => ok(await receiptSummary(deps.read, body)),
  }),
];
