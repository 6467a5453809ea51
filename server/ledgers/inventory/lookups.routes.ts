import {
  searchActiveProductsEp,
  searchBatchesEp,
  searchSuppliersLookupEp,
  type BatchOption,
  type ProductOption,
  type SupplierOption,
} from '../../../contract/inventoryLedgers';
import { sql } from '../../db/db';
import { route } from '../../kit';
import { likePattern } from '../../kit/like';

/** Pickers of the inventory-side ledger filters (spec 000 §3 lookups; the supplier path is ours: the spec does not show it). */
const LOOKUP_LIMIT = 100;

export const supplierLookup = route(searchSuppliersLookupEp, {
  scopes: ['view_inventory_sub_ledger_list', 'export_inventory_sub_ledger_list'],
  summary: 'Active suppliers matching a keyword (code or name)',
  handler: async ({ query, deps, ok }) =>
    ok(
      await deps.db.rows<SupplierOption>(sql`
        SELECT vendor_id, company_name FROM suppliers
        WHERE status = 1 AND is_supplier ${query.keyword ? sql`AND (company_name ILIKE ${likePattern(query.keyword)} OR vendor_code ILIKE ${likePattern(query.keyword)})` : sql``}
        ORDER BY company_name LIMIT ${LOOKUP_LIMIT}`),
    ),
});

export const activeProducts = route(searchActiveProductsEp, {
  scopes: ['view_inventory_sub_ledger_list', 'export_inventory_sub_ledger_list', 'view_sales_per_product_ledger_list', 'view_product_ledger_list'],
  summary: 'Active products matching a keyword (code or name), of one supplier when given',
  handler: async ({ body, deps, ok }) =>
    ok(
      await deps.db.rows<ProductOption>(sql`
        SELECT product_id, product_code, product_name FROM products
        WHERE active = 1
          ${body.supplier_id ? sql`AND supplier_id = ${body.supplier_id}` : sql``}
          ${body.keyword ? sql`AND (product_code ILIKE ${likePattern(body.keyword)} OR product_name ILIKE ${likePattern(body.keyword)})` : sql``}
        ORDER BY product_name LIMIT ${LOOKUP_LIMIT}`),
    ),
});

export const batchSearch = route(searchBatchesEp, {
  scopes: ['view_product_ledger_list'],
  summary: 'Batch numbers of a product matching a keyword, latest first',
  handler: async ({ body, deps, ok }) =>
    ok(
      await deps.db.rows<BatchOption>(sql`
        SELECT batch_no, expiry_date::text AS expiry_date FROM product_batches
        WHERE product_id = ${body.product_id} ${body.keyword ? sql`AND batch_no ILIKE ${likePattern(body.keyword)}` : sql``}
        ORDER BY batch_id DESC LIMIT ${LOOKUP_LIMIT}`),
    ),
});

export const inventoryLookupRoutes = [supplierLookup, activeProducts, batchSearch];
