import { http } from 'msw';
import type { ProductDetail, ProductUpdateRow } from '../../../contract/products';
import { API, ok } from '../../../tests/msw/envelope';

/** Answers shaped as contract/products.ts says, for the product screens' tests. */
export const LOOKUPS = {
  vendors: [{ vendor_id: 1, vendor_code: 'V-0001', company_name: 'United Laboratories' }, { vendor_id: 2, vendor_code: 'V-0002', company_name: 'Pfizer' }],
  segments: [{ id: 1, name: 'OTC', subs: [{ id: 1, name: 'OTC - General' }] }],
  groups: [{ id: 1, name: 'Analgesics', subs: [{ id: 1, name: 'Analgesics - General' }] }],
  units: [{ id: 1, name: 'Tablet' }],
  packaging: [{ id: 1, name: 'Box' }, { id: 2, name: 'Cans' }, { id: 3, name: 'Pouch' }, { id: 4, name: 'Others' }],
};

export const lookupHandlers = [
  http.get(API('/vendor-db/vendor-dropdown'), () => ok(LOOKUPS.vendors)),
  http.get(API('/products/segment'), () => ok(LOOKUPS.segments)),
  http.get(API('/products/group'), () => ok(LOOKUPS.groups)),
  http.get(API('/products/unit'), () => ok(LOOKUPS.units)),
  http.get(API('/products/packaging'), () => ok(LOOKUPS.packaging)),
];

export function productDetail(patch: Partial<ProductDetail> = {}): ProductDetail {
  return {
    product_id: 1, product_code: 'UNI-BIO-500', product_code_old: null, product_name: 'Biogesic 500mg Tablet', generic_name: 'Paracetamol', brand_name: 'Paracetamol',
    manufacturer: 'United Laboratories', supplier_id: 1, vendor_code: 'V-0001', supplier_name: 'United Laboratories', product_segment_id: 1, product_sub_segment_id: 1,
    product_group_id: 1, product_sub_group_id: 1, inventory_id: 1, packaging: 1, specify_others: null, packaging_description: '100 tablets per box', unit_id: 1,
    qty_per_pack: 100, stock_level: 1500, shelf_life: 24, quantity: 50, safety_stock_level: 250, forecast: 2000, supplier_lead_time: 30, active: 1, vat_exemption: 0,
    cost: '347.20', cost_vat: '310.00', cost_unit: '3.4720', cost_unit_vat: '3.1000', selling_price: '450.00', selling_price_vat: '401.79',
    selling_price_unit: '4.5000', selling_price_unit_vat: '4.0179', cpr_no: 'DRP-1000-2000', cpr_expiry: '2027-06-30', min_temperature: '15.0', max_temperature: '30.0',
    temperature: '25.0', humidity: '60.0', storage_requirement: 'Store below 30°C', small_size: null, big_size: null, weight_net: null, weight_gross: null,
    percent_down_payment: '30.00', percent_intransit: '0.00', percent_upon_delivery: '70.00', payment_terms: [], available_stock: 1500, upload: [], has_pending_approval: [],
    ...patch,
  };
}

export function updateRow(patch: Partial<ProductUpdateRow> = {}): ProductUpdateRow {
  const p = productDetail();
  return {
    id: 7, product_update_no: 'PU-000007', product_id: 1, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', supplier_name: 'United Laboratories',
    vendor_code: 'V-0001', date_updated: '2026-03-02T01:00:00Z', updated_by: 'Cristina Villanueva', status: 1, approved_at: null, declined_at: null, user_reviewer: null,
    changes: {
      text: [{ field_name: 'Product Name', old_value: 'Biogesic 500mg Tablet', new_value: 'Biogesic 500mg Caplet' }],
      supplier: [{ field_name: 'Supplier', old_supplier: 'V-0001 - United Laboratories', new_supplier: 'V-0002 - Pfizer' }],
      vat_exemption: [],
    },
    proposed: { ...p, product_name: 'Biogesic 500mg Caplet', supplier_id: 2, product_segment: 'OTC', product_group: 'Analgesics', min_order_qty: 50, vat_exemption: 0 } as unknown as ProductUpdateRow['proposed'],
    ...patch,
  };
}
