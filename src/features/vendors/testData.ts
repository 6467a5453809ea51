import type { VendorRow } from '../../../contract/vendors';

export const unilab: VendorRow = {
  vendor_id: 1, vendor_code: 'V-0001', company_name: 'United Laboratories, Inc.', trade_name: 'Unilab', is_supplier: true, is_vendor: false, is_payee: false,
  categories: 'Supplier', tin: '000-135-477-000', address: '66 United St., Brgy. Highway Hills', province_id: 805, city_id: 80500, zip_code: '1550',
  registered_address: '66 United St., Brgy. Highway Hills, City of Mandaluyong, 1550', contact_person: 'Ma. Teresa Lim', contact_number: '(02) 8858-1000',
  email: 'trade@unilab.demo.invalid', payment_terms_days: 30, lead_time_days: 14, vat_registration: 'vat', atc_code: 'WC158', ewt_rate: '1.00', bank_id: 1,
  bank_name: 'BDO Unibank, Inc.', bank_account_name: 'United Laboratories, Inc.', bank_account_no: '0011-2233-4401', products: 9, active: true,
  updated_at: '2026-03-02T01:00:00Z',
};
export const meralco: VendorRow = {
  ...unilab, vendor_id: 9, vendor_code: 'V-0009', company_name: 'Manila Electric Company', trade_name: 'Meralco', is_supplier: false, is_vendor: true, is_payee: true,
  categories: 'Vendor, Payee', atc_code: 'WC160', ewt_rate: '2.00', products: 0,
};
