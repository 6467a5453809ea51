import type { DealDetail, DealListRow, ProductForDiscount } from '../../../contract/customerDeals';

/** Deals as the contract (and the demo seed) has them, for this feature's tests. */
export const regularRow: DealListRow = {
  customer_discount_batch_hdr_id: 1,
  batch_no: 'DD-000001',
  kind: 'regular',
  title: 'Mercury Drug 2026 standing terms',
  customer_names: 'Mercury Drug - Quezon Ave, Mercury Drug - Cebu Colon',
  product_count: 3,
  valid_from: '2026-01-15',
  valid_to: null,
  status: 1,
  created_by: 'Maria Santos',
  updated_at: '2026-01-05T01:00:00Z',
};

export const promoRow: DealListRow = {
  customer_discount_batch_hdr_id: 2,
  batch_no: 'DD-000002',
  kind: 'promotional',
  title: 'Watsons Ceelin back-to-school promo',
  customer_names: 'Watsons - SM Megamall',
  product_count: 2,
  valid_from: '2026-05-01',
  valid_to: '2026-06-30',
  status: 3,
  created_by: 'Maria Santos',
  updated_at: '2026-02-20T02:00:00Z',
};

export const promoDeal: DealDetail = {
  customer_discount_batch_hdr_id: 2,
  batch_no: 'DD-000002',
  kind: 'promotional',
  title: 'Watsons Ceelin back-to-school promo',
  valid_from: '2026-05-01',
  valid_to: '2026-06-30',
  remarks: null,
  status: 3,
  customers: [{ customer_id: 3, customer_code: 'C-00003', customer_name: 'Watsons - SM Megamall' }],
  lines: [{ product_id: 6, product_code: 'UNI-CEE-500', product_name: 'Ceelin Plus Syrup 120ml', srp: '3850.00', moq: 12, free: 1, discount: '6.00', rebate: '0.00' }],
  created: { by: 'Maria Santos', at: '2026-02-20T02:00:00Z' },
  updated: { by: 'Maria Santos', at: '2026-02-20T02:00:00Z' },
  submitted: { by: 'Maria Santos', at: '2026-02-20T03:00:00Z' },
  approved: null,
  declined: null,
  decline_reason: null,
};

/** Neozep has a special price (575.00 under its 600.00 unit price); Biogesic has none. */
export const neozep: ProductForDiscount = { product_id: 2, product_code: 'UNI-NEO-TAB', product_name: 'Neozep Forte Tablet', special_price: '575.00', unit_price: '600.00' };
export const biogesic: ProductForDiscount = { product_id: 1, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', special_price: '0.00', unit_price: '450.00' };
export const watsons = { customer_id: 3, customer_code: 'C-00003', customer_name: 'Watsons - SM Megamall' };
