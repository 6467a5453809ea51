import type { CustomerOption, CustomerProductCodeRow } from '../../../contract/customerProductCodes';

/** Rows as the contract (and the demo seed) has them, for this screen's tests. */
export const biogesic: CustomerProductCodeRow = {
  id: 7,
  customer_id: 1,
  customer_code: 'C-00001',
  customer_name: 'Mercury Drug - Quezon Ave',
  product_id: 1,
  product_code: 'UNI-BIO-500',
  product_name: 'Biogesic 500mg Tablet',
  smpp_product_code: 'MDQ-100231',
  template_product_name: 'BIOGESIC 500MG TAB',
};
export const mercury: CustomerOption = { customer_id: 1, customer_code: 'C-00001', customer_name: 'Mercury Drug - Quezon Ave' };
export const watsons: CustomerOption = { customer_id: 3, customer_code: 'C-00003', customer_name: 'Watsons - SM Megamall' };
export const biogesicProduct = { product_id: 1, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet' };
export const neozepProduct = { product_id: 2, product_code: 'UNI-NEO-TAB', product_name: 'Neozep Forte Tablet' };
