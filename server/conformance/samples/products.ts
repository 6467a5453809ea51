import { formFields, type FormValue } from '../../../contract/uploads';
import { workbook, HEADERS } from '../../customerProductCodes/testing';
import { sql } from '../../db/db';
import type { Fixture, Shape, SpecRequest } from '../shape';

/**
 * Samples of spec 001 §7 (products, inventory report, warehouse, customer product codes). The product form is the
 * entity of §3 sent as multipart, as the spec says.
 */
const multipart = (body: Record<string, FormValue>, files?: NonNullable<SpecRequest['multipart']>['files']): SpecRequest => ({
  multipart: { fields: Object.fromEntries(formFields(body)), files },
});

/** The product form's fields (spec 001 §3), a new product of the demo supplier. */
const productForm = async (f: Fixture, code: string): Promise<Record<string, FormValue>> => ({
  product_code: code,
  product_code_old: '',
  product_name: `Conformance ${code} 500mg Tablet`,
  generic_name: 'Paracetamol',
  manufacturer: 'Conformance Labs',
  supplier_id: await f.one(sql`SELECT MIN(vendor_id) FROM suppliers`),
  packaging: 1,
  qty_per_pack: 100,
  inventory_id: 1,
  stock_level: 20000,
  shelf_life: 24,
  quantity: 10,
  cost: '1120.00',
  selling_price: '1500.50',
  active: 1,
  vat_exemption: 0,
  cpr_no: '1234-5678-9012',
  percent_down_payment: 0,
  percent_intransit: 0,
  percent_upon_delivery: 100,
  payment_terms: [{ percent_amount: 100, days_remaining: 30 }],
});

/** A creation submitted by the purchaser (maker), for the approver's sample. */
const submittedCreation = async (f: Fixture, code: string) =>
  (await f.call('purchaser', 'POST', '/products/add', { ...(await productForm(f, code)), is_submit: 1, category: 'CREATED' })).result as { approval_code: string };

const REPORT_FILTER = { product_name: [], product_group: [], product_segment: [], warehouse: [], table_col: [], report_date_from: '2026-02-01', report_date_to: '2026-03-01' };
const zoneOf = (f: Fixture) => f.one<{ zone_id: number; warehouse_id: number; floor_id: number }>(sql`SELECT json_build_object('zone_id', zone_id, 'warehouse_id', warehouse_id, 'floor_id', floor_id) FROM warehouse_zones ORDER BY zone_id LIMIT 1`);

export const PRODUCT_SAMPLES: Readonly<Record<string, Shape>> = {
  'GET /products': {
    status: 'extended',
    note: 'Parameters not shown: the list answers without any; search_param searches (the path-less call below), paging and sort are ours.',
    sample: () => ({}),
  },
  'GET /products/id/{product_code}': { status: 'verified', answer: ['available_stock', 'upload'], sample: (f) => ({ params: { product_code: f.productCode } }) },
  'GET /products/draft/list': { status: 'verified', sample: () => ({}) },
  'GET /products/draft/{id}': {
    status: 'verified',
    answer: ['with_image'],
    sample: async (f) => {
      const draft = await f.call('admin', 'POST', '/products/add', { ...(await productForm(f, 'CONF-DRAFT-1')), is_submit: 0, category: 'CREATED' });
      return { params: { id: draft.result.id } };
    },
  },
  'GET /products/approvals/list': { status: 'verified', as: 'approver', sample: () => ({}) },
  'POST /products/add': { status: 'verified', as: 'purchaser', sample: async (f) => multipart({ ...(await productForm(f, 'CONF-ADD-1')), is_submit: 1, category: 'CREATED' }) },
  'POST /products/add/approved/{approval_code}': {
    status: 'verified',
    as: 'approver',
    sample: async (f) => ({ params: { approval_code: (await submittedCreation(f, 'CONF-APPROVE-1')).approval_code } }),
  },
  'POST /products/update/approved/{product_code}': {
    status: 'verified',
    as: 'approver',
    sample: async (f) => {
      await f.call('purchaser', 'POST', '/products/submit/updated', { ...(await productForm(f, f.productCode)), product_id: f.productId, is_submit: 1, category: 'UPDATED', product_name: 'Renamed by the conformance sample' });
      return { params: { product_code: f.productCode } };
    },
  },
  'POST /products/submit/updated': {
    code: '00013', status: 'verified',
    as: 'purchaser',
    note: 'Form fields plus product_id, product_code, is_submit, vat_exemption and category UPDATED (multipart).',
    sample: async (f) => {
      const product = await f.one<{ id: number; code: string }>(sql`SELECT json_build_object('id', product_id, 'code', product_code) FROM products WHERE product_id <> ${f.productId} AND product_code NOT LIKE 'CONF-%' ORDER BY product_id DESC LIMIT 1`);
      return multipart({ ...(await productForm(f, product.code)), product_id: product.id, is_submit: 1, vat_exemption: 0, category: 'UPDATED' });
    },
  },
  'POST /product/active/status': { status: 'verified', sample: (f) => ({ body: { product_id: f.productId, is_check: 1 } }) },
  'GET /vendor-db/vendor-dropdown': { status: 'verified', answer: ['vendor_id', 'vendor_code', 'company_name'], sample: () => ({ query: { status: '1' } }) },
  'GET /products/segment': { status: 'verified', sample: () => ({}) },
  'GET /products/group': { status: 'verified', sample: () => ({}) },
  'GET /products/unit': { status: 'verified', sample: () => ({}) },
  'GET /products/packaging': { status: 'verified', sample: () => ({}) },
  'GET /inventoryreport/dropdown/product': { status: 'verified', answer: ['product_name', 'product_code'], sample: () => ({}) },
  'GET /inventoryreport/dropdown/warehouse': { status: 'verified', answer: ['warehouse_name', 'warehouse_code'], sample: () => ({}) },
  'POST /inventoryreport/inventorysummarywarehouse': { status: 'verified', sample: () => ({ body: REPORT_FILTER }) },
  'POST /inventoryreport/inventorymovementsummary': { status: 'verified', sample: () => ({ body: REPORT_FILTER }) },
  'POST /inventoryreport/inventorysummary': { status: 'verified', sample: () => ({ body: REPORT_FILTER }) },
  'POST /warehouse/floor': { status: 'verified', sample: async (f) => ({ body: { warehouse_id: (await zoneOf(f)).warehouse_id } }) },
  'POST /warehouse/floor/zone': { status: 'verified', sample: async (f) => ({ body: { warehouse_id: (await zoneOf(f)).warehouse_id, floor_id: (await zoneOf(f)).floor_id } }) },
  'GET /v2/warehouse/zone/assignment': {
    status: 'verified',
    sample: async (f) => {
      const z = await zoneOf(f);
      return { query: { warehouse_id: String(z.warehouse_id), floor_id: String(z.floor_id) } };
    },
  },
  'POST /v2/warehouse/zone/assignment/usable': { status: 'answered', note: 'No body shown; ours: the zone whose usable pallets are listed.', sample: async (f) => ({ body: { zone_id: (await zoneOf(f)).zone_id } }) },
  'POST /v2/warehouse/zone/assignment/remove': {
    status: 'answered',
    note: 'No body shown; ours: the zone and the pallets taken out of it.',
    sample: async (f) => {
      const z = await zoneOf(f);
      return { body: { zone_id: z.zone_id, pallet_ids: [await f.one(sql`SELECT MIN(pallet_id) FROM warehouse_pallets WHERE zone_id = ${z.zone_id}`)] } };
    },
  },
  'POST /v2/warehouse/zone/assignment/post': {
    status: 'answered',
    note: 'No body shown; ours: the zone and the pallets put in it.',
    sample: async (f) => {
      const z = await zoneOf(f);
      return { body: { zone_id: z.zone_id, pallet_ids: [await f.one(sql`SELECT MIN(pallet_id) FROM warehouse_pallets WHERE zone_id IS NULL AND floor_id = ${z.floor_id}`)] } };
    },
  },
  'POST /v2/warehouse/zone/assignment/export': {
    status: 'answered',
    note: 'No body shown; ours: the warehouse and floor of the assignment screen.',
    sample: async (f) => {
      const z = await zoneOf(f);
      return { body: { warehouse_id: z.warehouse_id, floor_id: z.floor_id } };
    },
  },
  'GET /warehouse/zones/assignment/{id}': { status: 'verified', sample: async (f) => ({ params: { id: (await zoneOf(f)).zone_id } }) },
  'POST /v2/warehouse/zones/add': {
    status: 'verified',
    note: 'The zone fields of spec 001 §3 (zone_id aside).',
    sample: async (f) => {
      const z = await zoneOf(f);
      return { body: { warehouse_id: z.warehouse_id, floor_id: z.floor_id, zone_name: 'Conformance Zone', color_code: '#000000', is_active: 1, zone_type: 0 } };
    },
  },
  'POST /v2/warehouse/zones/update': {
    status: 'verified',
    sample: async (f) => {
      const z = await zoneOf(f);
      return { body: { zone_id: z.zone_id, warehouse_id: z.warehouse_id, floor_id: z.floor_id, zone_name: 'Conformance Zone A', color_code: '#000000', is_active: 1, zone_type: 0 } };
    },
  },
  'GET /product-legacy-maintenance/dropdown_customers': { status: 'verified', sample: () => ({}) },
  'GET /product-legacy-maintenance/list': {
    status: 'verified',
    sample: (f) => ({ query: { page: '0', page_size: '10', order_by: 'product_code', direction: 'asc', customer_id: String(f.customerId) } }),
  },
  'POST /product-legacy-maintenance/save': {
    status: 'verified',
    note: 'A cell edit of a mapping that exists (the sample makes one first with the update call).',
    sample: async (f) => {
      const product = await f.one<{ id: number; code: string }>(sql`
        SELECT json_build_object('id', product_id, 'code', product_code) FROM products p WHERE product_id > ${f.productId}
        AND NOT EXISTS (SELECT 1 FROM customer_product_codes m WHERE m.customer_id = ${f.customerId} AND m.product_id = p.product_id) ORDER BY product_id LIMIT 1`);
      await f.call('admin', 'POST', '/product-legacy-maintenance/update', { id: null, customer_id: f.customerId, product_id: product.id, product_code: product.code, customer_code: f.customerCode });
      return { body: { internal_product_code: product.code, customer_code: f.customerCode, field: 'smpp_product_code', value: 'CONF-CPC-1' } };
    },
  },
  'POST /product-legacy-maintenance/import': {
    status: 'verified',
    sample: async (f) => ({
      multipart: {
        fields: {},
        files: {
          file: {
            fileName: 'codes.xlsx',
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            bytes: await workbook([HEADERS, [f.customerCode, f.productCode, 'CONF-CPC-2', null]]),
          },
        },
      },
    }),
  },
  'GET /product-legacy-maintenance/export/{customer_id}': { status: 'verified', sample: (f) => ({ params: { customer_id: f.customerId } }) },
};

