import { cprStatusSql } from '../regulatory/public';
import { manilaToday } from '../clock';
import type { Scope } from '../../contract';
import {
  listGroups,
  listPackaging,
  listProducts,
  listSegments,
  listUnits,
  listVendorOptions,
  showProduct,
  showProductByCode,
  type LookupOption,
  type ProductDetail,
  type ProductListRow,
  type productColumns,
  type SegmentOption,
  type VendorOption,
} from '../../contract/products';
import { sql, type Db } from '../db/db';
import { notFound } from '../http/answer';
import type { SortKey } from '../../contract/kit';
import { pagedList, route, type SortMap } from '../kit';
import { availableStock, pendingApprovals, PRODUCT_RECORD } from './productSql';

/** Who may read product master data and its dropdowns: anyone working with products. */
export const PRODUCT_READERS: [Scope, ...Scope[]] = ['view_products', 'get_specific_product', 'add_product', 'add_products', 'update_product', 'approve_product', 'view_product_drafts'];

// Qualified expressions: sorting by a bare output name would sort some as text.
const LIST_ORDER: SortMap<typeof productColumns> = {
  product_code: sql`p.product_code`,
  product_name: sql`p.product_name`,
  brand_name: sql`p.generic_name`,
  supplier: sql`v.vendor_code`,
  segment: sql`sg.name`,
  group: sql`gr.name`,
  packaging: sql`pk.name`,
  qty_per_pack: sql`p.qty_per_pack`,
  stock_level: sql`stock_level`,
  cpr_no: sql`p.cpr_no`,
  cpr_expiry: sql`p.cpr_expiry`,
  // The registration's standing follows its expiry (contract/regulatory.ts).
  cpr_status: sql`p.cpr_expiry`,
};

const LIST_FROM = sql`
  products p
  JOIN suppliers v ON v.vendor_id = p.supplier_id
  LEFT JOIN product_segments sg ON sg.id = p.product_segment_id
  LEFT JOIN product_groups gr ON gr.id = p.product_group_id
  LEFT JOIN product_packaging pk ON pk.id = p.packaging`;

export const productList = route(listProducts, {
  scopes: ['view_products'],
  summary: 'Product list (List of Product Stocks), paged, sorted, searched by code, name, brand or supplier',
  handler: async ({ query, deps, ok }) => {
    const today = manilaToday(deps.clock.now());
    const { rows, total } = await pagedList<ProductListRow, SortKey<typeof productColumns>>(deps.db, {
      select: sql`p.product_id, p.product_code, p.product_name, p.generic_name AS brand_name, p.supplier_id,
             v.vendor_code || ' - ' || v.company_name AS supplier, sg.name AS segment, gr.name AS "group", pk.name AS packaging,
             p.qty_per_pack, ${availableStock(sql`p.product_id`)} AS stock_level, p.cpr_no, p.cpr_expiry::text AS cpr_expiry,
             ${cprStatusSql(sql`p.cpr_expiry`, today)} AS cpr_status,
             p.active::int AS active, ${pendingApprovals(sql`p.product_id`)} AS has_pending_approval`,
      from: LIST_FROM,
      search: { text: query.search_param || query.search, in: [sql`p.product_code`, sql`p.product_name`, sql`p.generic_name`, sql`v.vendor_code`, sql`v.company_name`, sql`p.cpr_no`] },
      sort: LIST_ORDER,
      tiebreak: sql`p.product_id`,
      query,
      nulls: 'low',
    });
    return ok(rows, total);
  },
});

async function readProduct(db: Db, code: string) {
  return db.one<Omit<ProductDetail, 'upload' | 'available_stock' | 'has_pending_approval'>>(sql`
    SELECT ${PRODUCT_RECORD} FROM products p JOIN suppliers v ON v.vendor_id = p.supplier_id WHERE p.product_code = ${code}`);
}

export const productDetail = route(showProduct, {
  scopes: ['get_specific_product', 'view_products'],
  summary: 'One product for the detail page: its fields, available stock, uploads and pending approvals',
  handler: async ({ params, deps, ok }) => {
    const product = await readProduct(deps.db, params.product_code);
    if (!product) return notFound('Product not found.');
    const extra = await deps.db.one<Pick<ProductDetail, 'available_stock' | 'has_pending_approval' | 'upload'>>(sql`
      SELECT ${availableStock(sql`${product.product_id}::int`)} AS available_stock,
             ${pendingApprovals(sql`${product.product_id}::int`)} AS has_pending_approval,
             (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', f.id, 'doc_type', f.doc_type, 'file_name', f.file_name,
                       'file_url', '/products/uploads/' || f.id) ORDER BY f.id), '[]'::jsonb)
              FROM product_uploads f WHERE f.product_id = ${product.product_id}) AS upload`);
    // stock_level shows the available stock (spec 001 §3).
    return ok({ ...product, ...extra!, stock_level: extra!.available_stock });
  },
});

export const productByCode = route(showProductByCode, {
  scopes: PRODUCT_READERS,
  summary: 'One product by its code (form values)',
  handler: async ({ params, deps, ok }) => {
    const product = await readProduct(deps.db, params.product_code);
    if (!product) return notFound('Product not found.');
    // stock_level is the available stock here too (spec 001 §3), not the stored default of a new product's form.
    const stock = await deps.db.one<{ n: number }>(sql`SELECT ${availableStock(sql`${product.product_id}::int`)} AS n`);
    return ok({ ...product, stock_level: stock!.n });
  },
});

export const vendorDropdown = route(listVendorOptions, {
  scopes: PRODUCT_READERS,
  summary: 'Suppliers for the product form (optionally only active ones: status=1)',
  handler: async ({ query, deps, ok }) =>
    ok(
      await deps.db.rows<VendorOption>(sql`
        SELECT vendor_id, vendor_code, company_name FROM suppliers
        WHERE is_supplier AND ${query.status === undefined ? sql`true` : sql`status = ${query.status}`} ORDER BY vendor_code`),
    ),
});

/** A lookup list with its children (segments and sub-segments, groups and sub-groups). */
const withSubs = (parent: string, child: string, key: string) =>
  sql`SELECT t.id, t.name, COALESCE((SELECT jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name) ORDER BY c.name)
        FROM ${sql.identifier(child)} c WHERE c.${sql.identifier(key)} = t.id), '[]'::jsonb) AS subs
      FROM ${sql.identifier(parent)} t ORDER BY t.name`;

export const segmentList = route(listSegments, {
  scopes: PRODUCT_READERS,
  summary: 'Product segments with their sub-segments',
  handler: async ({ deps, ok }) => ok(await deps.db.rows<SegmentOption>(withSubs('product_segments', 'product_sub_segments', 'segment_id'))),
});

export const groupList = route(listGroups, {
  scopes: PRODUCT_READERS,
  summary: 'Product groups with their sub-groups',
  handler: async ({ deps, ok }) => ok(await deps.db.rows<SegmentOption>(withSubs('product_groups', 'product_sub_groups', 'group_id'))),
});

export const unitList = route(listUnits, {
  scopes: PRODUCT_READERS,
  summary: 'Units of measure',
  handler: async ({ deps, ok }) => ok(await deps.db.rows<LookupOption>(sql`SELECT unit_id AS id, unit_name AS name FROM product_units ORDER BY unit_name`)),
});

export const packagingList = route(listPackaging, {
  scopes: PRODUCT_READERS,
  summary: 'Packaging options (Box, Cans, Pouch, Others)',
  handler: async ({ deps, ok }) => ok(await deps.db.rows<LookupOption>(sql`SELECT id, name FROM product_packaging ORDER BY id`)),
});

export const productReadRoutes = [productList, productDetail, productByCode, vendorDropdown, segmentList, groupList, unitList, packagingList];
