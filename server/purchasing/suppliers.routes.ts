import { searchSuppliersEp, supplierProductsEp, type SupplierOption, type SupplierProduct } from '../../contract/purchasing';
import { sql } from '../db/db';
import { route } from '../kit';
import { SUPPLIER_PRODUCT, SUPPLIER_PRODUCT_JOINS } from './prStore';
import { PR_EDITORS } from './scopes';
import { likePattern } from '../kit/like';

/** Pickers of the purchase request form: active suppliers, then the chosen supplier's active products. */

// A purchase order raised directly (without a request) picks them the same way.
const PICKERS = [...PR_EDITORS, 'create_purchase_order'] as const;

export const searchSuppliers = route(searchSuppliersEp, {
  scopes: PICKERS,
  summary: 'Active suppliers whose code or name contains the search text (at most 50)',
  handler: async ({ query, deps, ok }) => {
    const like = query.search ? likePattern(query.search) : null;
    const rows = await deps.db.rows<SupplierOption>(sql`
      SELECT vendor_id, vendor_code, company_name, lead_time_days FROM suppliers
      WHERE status = 1 AND is_supplier ${like ? sql`AND (vendor_code ILIKE ${like} OR company_name ILIKE ${like})` : sql``}
      ORDER BY company_name LIMIT 50`);
    return ok(rows);
  },
});

export const supplierProducts = route(supplierProductsEp, {
  scopes: PICKERS,
  summary: "A supplier's active products with MOQ, cost, stock on hand and lead time (the Product List modal)",
  handler: async ({ params, query, deps, ok }) => {
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
