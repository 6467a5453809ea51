import {
  PURCHASING_PATHS,
  supplierProductsParams,
  supplierProductsQuery,
  supplierSearchQuery,
  type SupplierOption,
  type SupplierProduct,
} from '../../contract/purchasing';
import { sql } from '../db/db';
import { ok } from '../http/answer';
import { defineRoute } from '../http/routeRegistry';
import { SUPPLIER_PRODUCT, SUPPLIER_PRODUCT_JOINS } from './prStore';
import { PR_EDITORS } from './scopes';
import { likePattern } from './like';

/** Pickers of the purchase request form: active suppliers, then the chosen supplier's active products. */

export const searchSuppliers = defineRoute({
  method: 'GET',
  url: PURCHASING_PATHS.supplierSearch,
  scopes: PR_EDITORS,
  summary: 'Active suppliers whose code or name contains the search text (at most 50)',
  query: supplierSearchQuery,
  handler: async ({ query, deps }) => {
    const like = query.search ? likePattern(query.search) : null;
    const rows = await deps.db.rows<SupplierOption>(sql`
      SELECT vendor_id, vendor_code, company_name, lead_time_days FROM suppliers
      WHERE status = 1 ${like ? sql`AND (vendor_code ILIKE ${like} OR company_name ILIKE ${like})` : sql``}
      ORDER BY company_name LIMIT 50`);
    return ok(rows);
  },
});

export const supplierProducts = defineRoute({
  method: 'GET',
  url: '/purchase-requests/suppliers/:vendor_id/products',
  scopes: PR_EDITORS,
  summary: "A supplier's active products with MOQ, cost, stock on hand and lead time (the Product List modal)",
  params: supplierProductsParams,
  query: supplierProductsQuery,
  handler: async ({ params, query, deps }) => {
    const like = query.search ? likePattern(query.search) : null;
    const rows = await deps.db.rows<SupplierProduct>(sql`
      SELECT ${SUPPLIER_PRODUCT} FROM products p ${SUPPLIER_PRODUCT_JOINS}
      WHERE p.supplier_id = ${params.vendor_id} AND p.active = 1
        ${like ? sql`AND (p.product_code ILIKE ${like} OR p.product_name ILIKE ${like})` : sql``}
      ORDER BY p.product_name LIMIT 500`);
    return ok(rows);
  },
});

export const supplierRoutes = [searchSuppliers, supplierProducts];
