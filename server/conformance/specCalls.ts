/**
 * THE CONFORMANCE TABLE (issue 26): every call the three seed documents name (../shared/spec, transcribed here so the
 * repository holds it), the route that serves it, and how its shape stands against the spec's. The spec is the
 * existing backend's contract: the app must send and read exactly these shapes. specCalls.test.ts proves, on a
 * real database, that every served call is registered and that the spec's own shapes are accepted where a sample
 * is given; when the seed documents are at hand it also proves that no call of theirs is missing from this table.
 *
 * - `call`: method and path as the spec writes them (a section's prefix, e.g. /collection/salesreturn, is part of
 *   `served`, not of `call`).
 * - `served`: our route for it, or null where nothing answers it yet (each with its reason in SHAPES).
 * - `said`: the spec's line about it, as written (fields, encodings, answers).
 * The calls whose shape was checked, extended or differs are in SHAPES below; a call not in SHAPES is served at its
 * path and has no known difference, but no sample proves its shape yet.
 */

import { PDF } from '../uploads/testFiles';
import { LEDGER_SAMPLES } from './samples/ledgers';
import { PRODUCT_SAMPLES } from './samples/products';
import { CUSTOMER_SAMPLES } from './samples/customers';
import { ACCESS_SAMPLES } from './samples/access';
import { DOCUMENT_SAMPLES } from './samples/documents';
import { MORE_UNPATHED_CALLS } from './samples/unpathed';
import type { Shape } from './shape';

export type { Fixture, Shape, ShapeStatus, SpecRequest } from './shape';

export interface SpecCall {
  doc: '000' | '001' | '002';
  section: string;
  call: string;
  served: string | null;
  said: string;
}

export const SPEC_CALLS: readonly SpecCall[] = [
  { doc: '000', section: '7. The calls it makes', call: 'POST /users/login', served: 'POST /api/users/login', said: '| POST /users/login | username, password | user and token, or none (triggers one-time password) |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /get-user-otp-via', served: 'POST /api/get-user-otp-via', said: '| POST /get-user-otp-via | username | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /resend-otp', served: 'POST /api/resend-otp', said: '| POST /resend-otp | username, password, otp | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /verify-otp', served: 'POST /api/verify-otp', said: '| POST /verify-otp | username, password, otp | |' },
  { doc: '000', section: '7. The calls it makes', call: 'GET /signin', served: 'GET /api/signin', said: '| GET /signin | euid, token | single sign-on |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /forgot-password/reset', served: 'POST /api/forgot-password/reset', said: '| POST /forgot-password/reset | password, password2, token, email | answer is an array: status string then message |' },
  { doc: '000', section: '7. The calls it makes', call: 'GET /notification/{employee_no}', served: 'GET /api/notification/:employee_no', said: '| GET /notification/{employee_no} | query page_size, order_by, direction, search, page (offset = page index times page_size) | |' },
  { doc: '000', section: '7. The calls it makes', call: 'GET /ecosystem_detail/{user_id}', served: 'GET /api/ecosystem_detail/:user_id', said: '| GET /ecosystem_detail/{user_id} | | result is a URL the browser is sent to |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /customer/credit/assessment', served: 'POST /api/customer/credit/assessment', said: '| POST /customer/credit/assessment | customer_code, date | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /customers/search', served: 'POST /api/customers/search', said: '| POST /customers/search | | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/customers/regular-nonregular', served: 'POST /api/ledger/transactions/customers/regular-nonregular', said: '| POST /ledger/transactions/customers/regular-nonregular | | lookup |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /products/all/active', served: 'POST /api/products/all/active', said: '| POST /products/all/active | | lookup |' },
  { doc: '000', section: '7. The calls it makes', call: 'GET /ledger/accounts/list', served: 'GET /api/ledger/accounts/list', said: '| GET /ledger/accounts/list, GET /ledger/accounts/groups/sub | keyword | lookups |' },
  { doc: '000', section: '7. The calls it makes', call: 'GET /ledger/accounts/groups/sub', served: 'GET /api/ledger/accounts/groups/sub', said: '| GET /ledger/accounts/list, GET /ledger/accounts/groups/sub | keyword | lookups |' },
  { doc: '000', section: '7. The calls it makes', call: 'GET /ledger/transactions/types', served: 'GET /api/ledger/transactions/types', said: '| GET /ledger/transactions/types | | lookup |' },
  { doc: '000', section: '7. The calls it makes', call: 'GET /ledger/accountcode-list', served: 'GET /api/ledger/accountcode-list', said: '| GET /ledger/accountcode-list | | account options for income statement |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/general', served: 'POST /api/ledger/general', said: '| POST /ledger/general | account_code, sub_group, date_from, date_to, page, page_size, order_by, direction, filter | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/general/export', served: 'POST /api/ledger/general/export', said: '| POST /ledger/general/export | account_code, date_from, date_to | result is a file URL |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/sales', served: 'POST /api/ledger/transactions/sales', said: '| POST /ledger/transactions/sales | id, customer_id, dates, paging | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/sales/export', served: 'POST /api/ledger/transactions/sales/export', said: '| POST /ledger/transactions/sales/export | id, customer_id, date_from, date_to, tab | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/recivables', served: 'POST /api/ledger/transactions/recivables', said: '| POST /ledger/transactions/recivables | customer_id, dr_si_number, date_from, date_to, page, page_size, order_by, direction, init | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/recivables/export/report', served: 'POST /api/ledger/transactions/recivables/export/report', said: '| POST /ledger/transactions/recivables/export/report | customer_id, dr_si_number, date_from, date_to (general ledger receivables export: id, date_from, date_to, tab) | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/inventory', served: 'POST /api/ledger/transactions/inventory', said: '| POST /ledger/transactions/inventory | supplier_id, product_id list, dates, paging | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/inventory/export', served: 'POST /api/ledger/transactions/inventory/export', said: '| POST /ledger/transactions/inventory/export | | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/search/batches', served: 'POST /api/ledger/transactions/search/batches', said: '| POST /ledger/transactions/search/batches, POST /ledger/transactions/product/batches | | batch lookups |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/product/batches', served: 'POST /api/ledger/transactions/product/batches', said: '| POST /ledger/transactions/search/batches, POST /ledger/transactions/product/batches | | batch lookups |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/product', served: 'POST /api/ledger/transactions/product', said: '| POST /ledger/transactions/product | product_id, batch_no, dates, paging | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/product/export', served: 'POST /api/ledger/transactions/product/export', said: '| POST /ledger/transactions/product/export | id, date_from, date_to, tab=inventory | result is download URL |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/sales-per-product', served: 'POST /api/ledger/transactions/sales-per-product', said: '| POST /ledger/transactions/sales-per-product | customer_id, products, dates, paging | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/sales-per-product/report', served: 'POST /api/ledger/transactions/sales-per-product/report', said: '| POST /ledger/transactions/sales-per-product/report | export | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/vatable-sales', served: 'POST /api/ledger/transactions/vatable-sales', said: '| POST /ledger/transactions/vatable-sales | customer_id, reg_or_nonreg, dates, paging | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/vatable-sales/report', served: 'POST /api/ledger/transactions/vatable-sales/report', said: '| POST /ledger/transactions/vatable-sales/report | export | |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/transactions/sales-per-channel-segment', served: 'POST /api/ledger/transactions/sales-per-channel-segment', said: '| POST /ledger/transactions/sales-per-channel-segment | date_year, type, page, page_size, order_by, direction | result rows: id, type_name, sales (month, total_sales) |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ledger/other-reports/income-statement', served: 'POST /api/ledger/other-reports/income-statement', said: '| POST /ledger/other-reports/income-statement | see 3 | code and result |' },
  { doc: '000', section: '7. The calls it makes', call: 'POST /ewt-payable/subledgers', served: 'POST /api/ewt-payable/subledgers', said: '| POST /ewt-payable/subledgers | customer_code, date_from, date_to, page, page_size, filter, direction, filterModel | |' },
  { doc: '001', section: 'Product', call: 'GET /products', served: 'GET /api/products', said: '- GET /products: product list. Parameters for search and paging: not shown.' },
  { doc: '001', section: 'Product', call: 'GET /products/id/{product_code}', served: 'GET /api/products/id/:product_code', said: '- GET /products/id/{product_code}: returns product fields, available_stock and upload.' },
  { doc: '001', section: 'Product', call: 'GET /products/code/{product_code}', served: 'GET /api/products/code/:product_code', said: '- GET /products/code/{product_code}: returns the product.' },
  { doc: '001', section: 'Product', call: 'GET /products/draft/list', served: 'GET /api/products/draft/list', said: '- GET /products/draft/list: list of drafts.' },
  { doc: '001', section: 'Product', call: 'GET /products/draft/{id}', served: 'GET /api/products/draft/:id', said: '- GET /products/draft/{id}: returns the draft with a with_image list.' },
  { doc: '001', section: 'Product', call: 'GET /products/approvals/list', served: 'GET /api/products/approvals/list', said: '- GET /products/approvals/list.' },
  { doc: '001', section: 'Product', call: 'POST /products/add', served: 'POST /api/products/add', said: '- POST /products/add (multipart): creates a product submission.' },
  { doc: '001', section: 'Product', call: 'POST /products/add/approved/{approval_code}', served: 'POST /api/products/add/approved/:approval_code', said: '- POST /products/add/approved/{approval_code}: approves a creation.' },
  { doc: '001', section: 'Product', call: 'POST /products/update/approved/{product_code}', served: 'POST /api/products/update/approved/:product_code', said: '- POST /products/update/approved/{product_code}: approves a change.' },
  { doc: '001', section: 'Product', call: 'POST /products/submit/updated', served: 'POST /api/products/submit/updated', said: '- POST /products/submit/updated (multipart):' },
  { doc: '001', section: 'Product', call: 'POST /product/active/status', served: 'POST /api/product/active/status', said: '- POST /product/active/status: body product_id, is_check.' },
  { doc: '001', section: 'Product', call: 'GET /vendor-db/vendor-dropdown', served: 'GET /api/vendor-db/vendor-dropdown', said: '- GET /vendor-db/vendor-dropdown (optionally with a status parameter).' },
  { doc: '001', section: 'Product', call: 'GET /products/segment', served: 'GET /api/products/segment', said: '- GET /products/segment, /products/group, /products/unit and /products/packaging: dropdown lists in result.' },
  { doc: '001', section: 'Product', call: 'GET /products/group', served: 'GET /api/products/group', said: '- GET /products/segment, /products/group, /products/unit and /products/packaging: dropdown lists in result.' },
  { doc: '001', section: 'Product', call: 'GET /products/unit', served: 'GET /api/products/unit', said: '- GET /products/segment, /products/group, /products/unit and /products/packaging: dropdown lists in result.' },
  { doc: '001', section: 'Product', call: 'GET /products/packaging', served: 'GET /api/products/packaging', said: '- GET /products/segment, /products/group, /products/unit and /products/packaging: dropdown lists in result.' },
  { doc: '001', section: 'Inventory report', call: 'GET /inventoryreport/dropdown/product', served: 'GET /api/inventoryreport/dropdown/product', said: '- GET /inventoryreport/dropdown/product.' },
  { doc: '001', section: 'Inventory report', call: 'GET /inventoryreport/dropdown/warehouse', served: 'GET /api/inventoryreport/dropdown/warehouse', said: '- GET /inventoryreport/dropdown/warehouse.' },
  { doc: '001', section: 'Inventory report', call: 'POST /inventoryreport/inventorysummarywarehouse', served: 'POST /api/inventoryreport/inventorysummarywarehouse', said: '- POST /inventoryreport/inventorysummarywarehouse.' },
  { doc: '001', section: 'Inventory report', call: 'POST /inventoryreport/inventorymovementsummary', served: 'POST /api/inventoryreport/inventorymovementsummary', said: '- POST /inventoryreport/inventorymovementsummary.' },
  { doc: '001', section: 'Inventory report', call: 'POST /inventoryreport/inventorysummary', served: 'POST /api/inventoryreport/inventorysummary', said: '- POST /inventoryreport/inventorysummary.' },
  { doc: '001', section: 'Warehouse', call: 'POST /warehouse/floor', served: 'POST /api/warehouse/floor', said: '- POST /warehouse/floor: body warehouse_id.' },
  { doc: '001', section: 'Warehouse', call: 'POST /warehouse/floor/zone', served: 'POST /api/warehouse/floor/zone', said: '- POST /warehouse/floor/zone: body warehouse_id, floor_id.' },
  { doc: '001', section: 'Warehouse', call: 'GET /v2/warehouse/zone/assignment', served: 'GET /api/v2/warehouse/zone/assignment', said: '- GET /v2/warehouse/zone/assignment: warehouse_id, floor_id.' },
  { doc: '001', section: 'Warehouse', call: 'POST /v2/warehouse/zone/assignment/usable', served: 'POST /api/v2/warehouse/zone/assignment/usable', said: '- POST /v2/warehouse/zone/assignment/usable.' },
  { doc: '001', section: 'Warehouse', call: 'POST /v2/warehouse/zone/assignment/remove', served: 'POST /api/v2/warehouse/zone/assignment/remove', said: '- POST /v2/warehouse/zone/assignment/remove.' },
  { doc: '001', section: 'Warehouse', call: 'POST /v2/warehouse/zone/assignment/post', served: 'POST /api/v2/warehouse/zone/assignment/post', said: '- POST /v2/warehouse/zone/assignment/post.' },
  { doc: '001', section: 'Warehouse', call: 'POST /v2/warehouse/zone/assignment/export', served: 'POST /api/v2/warehouse/zone/assignment/export', said: '- POST /v2/warehouse/zone/assignment/export.' },
  { doc: '001', section: 'Warehouse', call: 'GET /warehouse/zones/assignment/{id}', served: 'GET /api/warehouse/zones/assignment/:id', said: '- GET /warehouse/zones/assignment/{id}.' },
  { doc: '001', section: 'Warehouse', call: 'POST /v2/warehouse/zones/add', served: 'POST /api/v2/warehouse/zones/add', said: '- POST /v2/warehouse/zones/add and POST /v2/warehouse/zones/update: body is the zone fields.' },
  { doc: '001', section: 'Warehouse', call: 'POST /v2/warehouse/zones/update', served: 'POST /api/v2/warehouse/zones/update', said: '- POST /v2/warehouse/zones/add and POST /v2/warehouse/zones/update: body is the zone fields.' },
  { doc: '001', section: 'Customer product code maintenance', call: 'GET /product-legacy-maintenance/dropdown_customers', served: 'GET /api/product-legacy-maintenance/dropdown_customers', said: '- GET /product-legacy-maintenance/dropdown_customers: customer options.' },
  { doc: '001', section: 'Customer product code maintenance', call: 'GET /product-legacy-maintenance/list', served: 'GET /api/product-legacy-maintenance/list', said: '- GET /product-legacy-maintenance/list: query page, page_size, order_by, direction, customer_id. Result list and total_rows.' },
  { doc: '001', section: 'Customer product code maintenance', call: 'POST /product-legacy-maintenance/save', served: 'POST /api/product-legacy-maintenance/save', said: '- POST /product-legacy-maintenance/save: body internal_product_code, customer_code, field, value. Used on cell edit.' },
  { doc: '001', section: 'Customer product code maintenance', call: 'POST /product-legacy-maintenance/update', served: 'POST /api/product-legacy-maintenance/update', said: '- POST /product-legacy-maintenance/update: body id, customer_id, product_id, product_code, customer_code.' },
  { doc: '001', section: 'Customer product code maintenance', call: 'POST /product-legacy-maintenance/import', served: 'POST /api/product-legacy-maintenance/import', said: '- POST /product-legacy-maintenance/import: multipart with file.' },
  { doc: '001', section: 'Customer product code maintenance', call: 'GET /product-legacy-maintenance/export/{customer_id}', served: 'GET /api/product-legacy-maintenance/export/:customer_id', said: '- GET /product-legacy-maintenance/export/{customer_id}: result is a download URL.' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customer/create', served: 'POST /api/customer/create', said: '| POST /customer/create | multipart: customer form fields incl. the two attachments and checkbox list fields | 00003 success: success dialog with the server message, confirm goes to /customers. Otherwise an error dialog |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /list/customer-type', served: 'GET /api/list/customer-type', said: '| GET /list/customer-type, /list/customer-channel, /list/customer-regular-non-regular, /list/vat-type, /list/customer-return-policy, /list/customer-business-type | none | result lists of options |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /list/customer-channel', served: 'GET /api/list/customer-channel', said: '| GET /list/customer-type, /list/customer-channel, /list/customer-regular-non-regular, /list/vat-type, /list/customer-return-policy, /list/customer-business-type | none | result lists of options |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /list/customer-regular-non-regular', served: 'GET /api/list/customer-regular-non-regular', said: '| GET /list/customer-type, /list/customer-channel, /list/customer-regular-non-regular, /list/vat-type, /list/customer-return-policy, /list/customer-business-type | none | result lists of options |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /list/vat-type', served: 'GET /api/list/vat-type', said: '| GET /list/customer-type, /list/customer-channel, /list/customer-regular-non-regular, /list/vat-type, /list/customer-return-policy, /list/customer-business-type | none | result lists of options |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /list/customer-return-policy', served: 'GET /api/list/customer-return-policy', said: '| GET /list/customer-type, /list/customer-channel, /list/customer-regular-non-regular, /list/vat-type, /list/customer-return-policy, /list/customer-business-type | none | result lists of options |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /list/customer-business-type', served: 'GET /api/list/customer-business-type', said: '| GET /list/customer-type, /list/customer-channel, /list/customer-regular-non-regular, /list/vat-type, /list/customer-return-policy, /list/customer-business-type | none | result lists of options |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /customers/tagging', served: 'GET /api/customers/tagging', said: '| GET /customers/tagging | none | options (under data.result rather than response) |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /payments/mode', served: 'GET /api/payments/mode', said: '| GET /payments/mode, /payments/term, /initial_stocking/term, /couriers | none | option lists (payment terms is used for both terms and initial stocking) |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /payments/term', served: 'GET /api/payments/term', said: '| GET /payments/mode, /payments/term, /initial_stocking/term, /couriers | none | option lists (payment terms is used for both terms and initial stocking) |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /initial_stocking/term', served: 'GET /api/initial_stocking/term', said: '| GET /payments/mode, /payments/term, /initial_stocking/term, /couriers | none | option lists (payment terms is used for both terms and initial stocking) |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /couriers', served: 'GET /api/courier-lookups/couriers', said: '| GET /payments/mode, /payments/term, /initial_stocking/term, /couriers | none | option lists (payment terms is used for both terms and initial stocking) |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /customer/ao/all', served: 'GET /api/customer/ao/all', said: '| GET /customer/ao/all | none | result list of ao_id, ao_name |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customer/ao/save', served: 'POST /api/customer/ao/save', said: '| POST /customer/ao/save | ao_name, user_id, ao_id | 00000: result holds the saved AO; message Account officer has been saved. |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /customer/list', served: 'GET /api/customer/list', said: '| GET /customer/list | none | list |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /customer/{customer_code}', served: 'GET /api/customer/:customer_code', said: '| GET /customer/{customer_code} | none | returns billing, shipping, business_contacts, customer_documents, customer_documents_others, si_attachment, po_attachment, si_template, customer_mds, and others |' },
  { doc: '002', section: '7.1 Customers', call: 'PUT /customer/activate', served: 'PUT /api/customer/activate', said: '| PUT /customer/activate, PUT /customer/deactivate | customer_code | status change, then reload |' },
  { doc: '002', section: '7.1 Customers', call: 'PUT /customer/deactivate', served: 'PUT /api/customer/deactivate', said: '| PUT /customer/activate, PUT /customer/deactivate | customer_code | status change, then reload |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /search/customer/mds', served: 'GET /api/search/customer/mds', said: '| GET /search/customer/mds | none | list of md_code and md_profile |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customer/associate/md/get', served: 'POST /api/customer/associate/md/get', said: '| POST /customer/associate/md/get | md_code | list with md_profile |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customer/mds/store', served: 'POST /api/customer/mds/store', said: '| POST /customer/mds/store | customer_code, approval_code, md_code | then reloads customer |' },
  { doc: '002', section: '7.1 Customers', call: 'DELETE /customer/mds/soft-delete', served: 'DELETE /api/customer/mds/soft-delete', said: '| DELETE /customer/mds/soft-delete | customer_md_id (bearer token) | then reloads customer |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customers/branches/config/show', served: 'POST /api/customers/branches/config/show', said: '| POST /customers/branches/config/show | customer_code | branch settings |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customers/branches/config', served: 'POST /api/customers/branches/config', said: '| POST /customers/branches/config | customer_code, customer_type, so, shipping, billing, billing_account, soa_main, soa_branch | create config |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customers/branches/config/update', served: 'POST /api/customers/branches/config/update', said: '| POST /customers/branches/config/update | customer_code, customer_type, so, shipping, billing, soa, soa_main, soa_branch | update config |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customer/branches', served: 'POST /api/customer/branches', said: '| POST /customer/branches | customer_code, branch_type | linked list |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customers/branches/main', served: 'POST /api/customers/branches/main', said: '| POST /customers/branches/main | not shown | main offices list |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customers/branches/unassociate', served: 'POST /api/customers/branches/unassociate', said: '| POST /customers/branches/unassociate | not shown | unassociated customers |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /customer/branches/store', served: 'POST /api/customer/branches/store', said: '| POST /customer/branches/store | branch_type, main_customer_code, customer_branches[] | link branches |' },
  { doc: '002', section: '7.1 Customers', call: 'DELETE /customers/branches/remove', served: 'DELETE /api/customers/branches/remove', said: '| DELETE /customers/branches/remove | customer_code, customer_type | remove links |' },
  { doc: '002', section: '7.1 Customers', call: 'GET /addresses/provinces', served: 'GET /api/addresses/provinces', said: '| GET /addresses/provinces; POST /addresses/cities {province_id}; POST /addresses/barangays {city_id}; POST /addresses/zipcodes {city_id} | as shown | address lookups |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /addresses/cities', served: 'POST /api/addresses/cities', said: '| GET /addresses/provinces; POST /addresses/cities {province_id}; POST /addresses/barangays {city_id}; POST /addresses/zipcodes {city_id} | as shown | address lookups |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /addresses/barangays', served: 'POST /api/addresses/barangays', said: '| GET /addresses/provinces; POST /addresses/cities {province_id}; POST /addresses/barangays {city_id}; POST /addresses/zipcodes {city_id} | as shown | address lookups |' },
  { doc: '002', section: '7.1 Customers', call: 'POST /addresses/zipcodes', served: 'POST /api/addresses/zipcodes', said: '| GET /addresses/provinces; POST /addresses/cities {province_id}; POST /addresses/barangays {city_id}; POST /addresses/zipcodes {city_id} | as shown | address lookups |' },
  { doc: '002', section: '7.2 Authentication', call: 'PUT /users/change-password', served: 'PUT /api/users/change-password', said: '- PUT /users/change-password: user_id, current_password, new_password, confirm_new_password. Success 00000.' },
  { doc: '002', section: '7.3 Users, roles, permissions', call: 'GET /user/{id}/role', served: 'GET /api/user/:id/role', said: '- GET /user/{id}/role returns the user\'s role list.' },
  { doc: '002', section: '7.3 Users, roles, permissions', call: 'DELETE /user/role/delete', served: 'DELETE /api/user/role/delete', said: '- DELETE /user/role/delete: body userRoleId. Code 00006 shows the result text and goes to /user-control.' },
  { doc: '002', section: '7.3 Users, roles, permissions', call: 'GET /modules', served: 'GET /api/modules', said: '- GET /modules; GET /permission/module/{id}/all-permissions; GET /role; POST /permission/create: function_id, role_id, module_id, function_has_permission, label, tag, permitted_by (value 1).' },
  { doc: '002', section: '7.3 Users, roles, permissions', call: 'GET /permission/module/{id}/all-permissions', served: 'GET /api/permission/module/:module_id/all-permissions', said: '- GET /modules; GET /permission/module/{id}/all-permissions; GET /role; POST /permission/create: function_id, role_id, module_id, function_has_permission, label, tag, permitted_by (value 1).' },
  { doc: '002', section: '7.3 Users, roles, permissions', call: 'GET /role', served: 'GET /api/role', said: '- GET /modules; GET /permission/module/{id}/all-permissions; GET /role; POST /permission/create: function_id, role_id, module_id, function_has_permission, label, tag, permitted_by (value 1).' },
  { doc: '002', section: '7.3 Users, roles, permissions', call: 'POST /permission/create', served: 'POST /api/permission/create', said: '- GET /modules; GET /permission/module/{id}/all-permissions; GET /role; POST /permission/create: function_id, role_id, module_id, function_has_permission, label, tag, permitted_by (value 1).' },
  { doc: '002', section: '7.4 Documents', call: 'GET /file-system/custom/file-explorer', served: 'GET /api/file-system/custom/file-explorer', said: '- GET /file-system/custom/file-explorer.' },
  { doc: '002', section: '7.4 Documents', call: 'GET /file-system/folder/{id}/documents', served: 'GET /api/file-system/folder/:id/documents', said: '- GET /file-system/folder/{id}/documents.' },
  { doc: '002', section: '7.4 Documents', call: 'GET /file-system/folder/path/{id}', served: 'GET /api/file-system/folder/path/:id', said: '- GET /file-system/folder/path/{id}.' },
  { doc: '002', section: '7.4 Documents', call: 'DELETE /file-system/document/delete', served: 'DELETE /api/file-system/document/delete', said: '- DELETE /file-system/document/delete: document_id.' },
  { doc: '002', section: '7.4 Documents', call: 'POST /file-system/folder/create', served: 'POST /api/file-system/folder/create', said: '- POST /file-system/folder/create: folder_name, parent_id.' },
  { doc: '002', section: '7.4 Documents', call: 'POST /file-system/document/create', served: 'POST /api/file-system/document/create', said: '- POST /file-system/document/create (multipart): folder_id, file name, source, physical filing, received by, released to, latest_activity, attachment.' },
  { doc: '002', section: '7.4 Documents', call: 'PUT /file-system/document/move/folder', served: 'PUT /api/file-system/document/move/folder', said: '- PUT /file-system/document/move/folder: document_id, folder_id.' },
  { doc: '002', section: '7.5 Revision history and treasury', call: 'GET /revision/history', served: 'GET /api/revision/history', said: '- GET /revision/history: page, page_size, order_by, direction, revision_history_id. Answer has code, result, total_rows.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /onprocesslist', served: 'GET /api/collection/salesreturn/onprocesslist', said: '- GET /onprocesslist, /approvallist, /approvedlist, /declinedlist, /returnedlist, /not-yet-received.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /approvallist', served: 'GET /api/collection/salesreturn/approvallist', said: '- GET /onprocesslist, /approvallist, /approvedlist, /declinedlist, /returnedlist, /not-yet-received.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /approvedlist', served: 'GET /api/collection/salesreturn/approvedlist', said: '- GET /onprocesslist, /approvallist, /approvedlist, /declinedlist, /returnedlist, /not-yet-received.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /declinedlist', served: 'GET /api/collection/salesreturn/declinedlist', said: '- GET /onprocesslist, /approvallist, /approvedlist, /declinedlist, /returnedlist, /not-yet-received.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /returnedlist', served: 'GET /api/collection/salesreturn/returnedlist', said: '- GET /onprocesslist, /approvallist, /approvedlist, /declinedlist, /returnedlist, /not-yet-received.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /not-yet-received', served: 'GET /api/collection/salesreturn/not-yet-received', said: '- GET /onprocesslist, /approvallist, /approvedlist, /declinedlist, /returnedlist, /not-yet-received.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /view', served: 'GET /api/collection/salesreturn/view', said: '- GET /view (srpf_id); GET /approval/view (srpf_id).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /approval/view', served: 'GET /api/collection/salesreturn/approval/view', said: '- GET /view (srpf_id); GET /approval/view (srpf_id).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'POST /approval', served: 'POST /api/collection/salesreturn/approval', said: '- POST /approval: srpf_id, documents_new, requestor_signature (multipart).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'POST /declined', served: 'POST /api/collection/salesreturn/declined', said: '- POST /declined: srpf_no, reason.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'POST /approve', served: 'POST /api/collection/salesreturn/approve', said: '- POST /approve.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'POST /splitbatching', served: 'POST /api/collection/salesreturn/splitbatching', said: '- POST /splitbatching.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'POST /additional-attachment', served: 'POST /api/collection/salesreturn/additional-attachment', said: '- POST /additional-attachment: attachments, srpf_no.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /getrejectedreason', served: 'GET /api/collection/salesreturn/getrejectedreason', said: '- GET /getrejectedreason (srpf_no).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /export/srpf', served: 'GET /api/collection/salesreturn/export/srpf', said: '- GET /export/srpf and GET /export/srpf/pdf; list export uses srpf_id, location or filter (date_from, date_to, srpf_type, status).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /export/srpf/pdf', served: 'GET /api/collection/salesreturn/export/srpf/pdf', said: '- GET /export/srpf and GET /export/srpf/pdf; list export uses srpf_id, location or filter (date_from, date_to, srpf_type, status).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /getcustomerdeatils', served: 'GET /api/collection/salesreturn/getcustomerdeatils', said: '- GET /getcustomerdeatils (customer_code).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /getcustomer', served: 'GET /api/collection/salesreturn/getcustomer', said: '- GET /getcustomer (customer_id).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /getcustomerorders', served: 'GET /api/collection/salesreturn/getcustomerorders', said: '- GET /getcustomerorders (customer_id).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /getcustomerhistoricalorders', served: 'GET /api/collection/salesreturn/getcustomerhistoricalorders', said: '- GET /getcustomerhistoricalorders (customer_id, si_number, page, page_size, search). Answer has result and total_rows.' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /getcustomeraging', served: 'GET /api/collection/salesreturn/getcustomeraging', said: '- GET /getcustomeraging (customer_id).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'GET /searchcustomer', served: 'GET /api/collection/salesreturn/searchcustomer', said: '- GET /searchcustomer (search_param).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'POST /createreturn', served: 'POST /api/collection/salesreturn/createreturn', said: '- POST /createreturn (SRPF form body); POST /update (same body).' },
  { doc: '002', section: '7.6 SRPF (prefix /collection/salesreturn)', call: 'POST /update', served: 'POST /api/collection/salesreturn/update', said: '- POST /createreturn (SRPF form body); POST /update (same body).' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /or-lists', served: 'GET /api/accounting/payablevoucher/or-lists', said: '- GET (list); GET /or-lists; GET /draft-lists.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /draft-lists', served: 'GET /api/accounting/payablevoucher/draft-lists', said: '- GET (list); GET /or-lists; GET /draft-lists.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /create-voucher', served: 'POST /api/accounting/payablevoucher/create-voucher', said: '- POST /create-voucher; POST /draft-voucher.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /draft-voucher', served: 'POST /api/accounting/payablevoucher/draft-voucher', said: '- POST /create-voucher; POST /draft-voucher.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /update-voucher/{payable_voucher_hdr_id}', served: 'POST /api/accounting/payablevoucher/update-voucher/:payable_voucher_hdr_id', said: '- POST /update-voucher/{payable_voucher_hdr_id}; POST /approve-voucher/{id}; POST /return-to-maker-voucher/{payable_voucher_hdr_id}; POST /cancel-voucher/{payable_voucher_hdr_id}.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /approve-voucher/{id}', served: 'POST /api/accounting/payablevoucher/approve-voucher/:id', said: '- POST /update-voucher/{payable_voucher_hdr_id}; POST /approve-voucher/{id}; POST /return-to-maker-voucher/{payable_voucher_hdr_id}; POST /cancel-voucher/{payable_voucher_hdr_id}.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /return-to-maker-voucher/{payable_voucher_hdr_id}', served: 'POST /api/accounting/payablevoucher/return-to-maker-voucher/:payable_voucher_hdr_id', said: '- POST /update-voucher/{payable_voucher_hdr_id}; POST /approve-voucher/{id}; POST /return-to-maker-voucher/{payable_voucher_hdr_id}; POST /cancel-voucher/{payable_voucher_hdr_id}.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /cancel-voucher/{payable_voucher_hdr_id}', served: 'POST /api/accounting/payablevoucher/cancel-voucher/:payable_voucher_hdr_id', said: '- POST /update-voucher/{payable_voucher_hdr_id}; POST /approve-voucher/{id}; POST /return-to-maker-voucher/{payable_voucher_hdr_id}; POST /cancel-voucher/{payable_voucher_hdr_id}.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /show-voucher/{id}', served: 'GET /api/accounting/payablevoucher/show-voucher/:id', said: '- GET /show-voucher/{id}; GET /show-voucher-draft/{id}.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /show-voucher-draft/{id}', served: 'GET /api/accounting/payablevoucher/show-voucher-draft/:id', said: '- GET /show-voucher/{id}; GET /show-voucher-draft/{id}.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /print-payable-voucher/{id}', served: 'POST /api/accounting/payablevoucher/print-payable-voucher/:id', said: '- POST /print-payable-voucher/{id} (body payable_voucher_hdr_id); POST /print-ewt-form/{id}.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /print-ewt-form/{id}', served: 'POST /api/accounting/payablevoucher/print-ewt-form/:id', said: '- POST /print-payable-voucher/{id} (body payable_voucher_hdr_id); POST /print-ewt-form/{id}.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /po-non-stock-lists', served: 'GET /api/accounting/payablevoucher/po-non-stock-lists', said: '- GET /po-non-stock-lists; POST /ir-lists; GET /coa-tag-dropdown.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /ir-lists', served: 'POST /api/accounting/payablevoucher/ir-lists', said: '- GET /po-non-stock-lists; POST /ir-lists; GET /coa-tag-dropdown.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /coa-tag-dropdown', served: 'GET /api/accounting/payablevoucher/coa-tag-dropdown', said: '- GET /po-non-stock-lists; POST /ir-lists; GET /coa-tag-dropdown.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /export', served: 'GET /api/accounting/payablevoucher/export', said: '- GET /export; POST /export/or; POST /export-to-excel-pv-or.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /export/or', served: 'POST /api/accounting/payablevoucher/export/or', said: '- GET /export; POST /export/or; POST /export-to-excel-pv-or.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /export-to-excel-pv-or', served: 'POST /api/accounting/payablevoucher/export-to-excel-pv-or', said: '- GET /export; POST /export/or; POST /export-to-excel-pv-or.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /update/ewt-form', served: 'POST /api/accounting/payablevoucher/update/ewt-form', said: '- POST /update/ewt-form; GET /atc-lists; POST /multiple-print-ewt-form; POST /get-ewt-by-pv.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /atc-lists', served: 'GET /api/accounting/payablevoucher/atc-lists', said: '- POST /update/ewt-form; GET /atc-lists; POST /multiple-print-ewt-form; POST /get-ewt-by-pv.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /multiple-print-ewt-form', served: 'POST /api/accounting/payablevoucher/multiple-print-ewt-form', said: '- POST /update/ewt-form; GET /atc-lists; POST /multiple-print-ewt-form; POST /get-ewt-by-pv.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /get-ewt-by-pv', served: 'POST /api/accounting/payablevoucher/get-ewt-by-pv', said: '- POST /update/ewt-form; GET /atc-lists; POST /multiple-print-ewt-form; POST /get-ewt-by-pv.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /addresses/or', served: 'GET /api/accounting/payablevoucher/addresses/or', said: '- GET /addresses/or; GET /supplier/or; GET /tin/or.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /supplier/or', served: 'GET /api/accounting/payablevoucher/supplier/or', said: '- GET /addresses/or; GET /supplier/or; GET /tin/or.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /tin/or', served: 'GET /api/accounting/payablevoucher/tin/or', said: '- GET /addresses/or; GET /supplier/or; GET /tin/or.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /v3/purchase/order/lists', served: 'GET /api/v3/purchase/order/lists', said: '- Others: GET /v3/purchase/order/lists; POST /programDB/list; POST /search/customer/md; GET /vendor-db/vendor-dropdown; GET /jv/coa-tag-dropdown.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /programDB/list', served: 'POST /api/programDB/list', said: '- Others: GET /v3/purchase/order/lists; POST /programDB/list; POST /search/customer/md; GET /vendor-db/vendor-dropdown; GET /jv/coa-tag-dropdown.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'POST /search/customer/md', served: 'POST /api/search/customer/md', said: '- Others: GET /v3/purchase/order/lists; POST /programDB/list; POST /search/customer/md; GET /vendor-db/vendor-dropdown; GET /jv/coa-tag-dropdown.' },
  { doc: '002', section: '7.8 Payable vouchers (prefix /accounting/payablevoucher)', call: 'GET /jv/coa-tag-dropdown', served: 'GET /api/jv/coa-tag-dropdown', said: '- Others: GET /v3/purchase/order/lists; POST /programDB/list; POST /search/customer/md; GET /vendor-db/vendor-dropdown; GET /jv/coa-tag-dropdown.' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'POST /coa/list', served: 'POST /api/coa/list', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'POST /coa/store', served: 'POST /api/coa/store', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'POST /coa/chart-of-account-draft', served: 'POST /api/coa/chart-of-account-draft', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'POST /coa/update/status', served: 'POST /api/coa/update/status', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'PUT /coa/chart-of-account-draft/{id}', served: 'PUT /api/coa/chart-of-account-draft/:id', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'PUT /coa/chart-of-account-draft-reject/{id}', served: 'PUT /api/coa/chart-of-account-draft-reject/:id', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'POST /coa/soft-delete', served: 'POST /api/coa/soft-delete', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'GET /coa/show/{id}', served: 'GET /api/coa/show/:id', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'POST /coa/drop-down', served: 'POST /api/coa/drop-down', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'GET /coa/gerenate-export', served: 'GET /api/coa/gerenate-export', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.9 Chart of accounts', call: 'GET /coa/list/cash-in-bank/dropdown', served: 'GET /api/coa/list/cash-in-bank/dropdown', said: 'POST /coa/list; POST /coa/store; POST /coa/chart-of-account-draft; POST /coa/update/status; PUT /coa/chart-of-account-draft/{id}; PUT /coa/chart-of-account-draft-reject/{id}; POST /coa/soft-delete; GET /coa/show/{id}; POST /coa/drop-down; G' },
  { doc: '002', section: '7.10 Other shown calls', call: 'POST /advances-from-customers/export', served: 'POST /api/finance-reports/advances-from-customers/export', said: '- Advances: POST /advances-from-customers/export; POST /advances-from-customers/jv; POST /advances/customers. Bodies not shown.' },
  { doc: '002', section: '7.10 Other shown calls', call: 'POST /advances-from-customers/jv', served: 'POST /api/advances-from-customers/jv', said: '- Advances: POST /advances-from-customers/export; POST /advances-from-customers/jv; POST /advances/customers. Bodies not shown.' },
  { doc: '002', section: '7.10 Other shown calls', call: 'POST /advances/customers', served: 'POST /api/advances/customers', said: '- Advances: POST /advances-from-customers/export; POST /advances-from-customers/jv; POST /advances/customers. Bodies not shown.' },
];

export const SHAPES: Readonly<Record<string, Shape>> = {
  ...LEDGER_SAMPLES,
  ...PRODUCT_SAMPLES,
  ...CUSTOMER_SAMPLES,
  ...ACCESS_SAMPLES,
  ...DOCUMENT_SAMPLES,
  'POST /product-legacy-maintenance/update': {
    status: 'extended',
    note: 'Takes the spec\u2019s id, customer_id, product_id, product_code, customer_code (the codes must be the pickers\u2019). smpp_product_code and template_product_name are ours, optional: a change keeps the row\u2019s, a new mapping starts with our product code as the customer\u2019s.',
    sample: (f) => ({ body: { id: null, customer_id: f.customerId, product_id: f.productId, product_code: f.productCode, customer_code: f.customerCode } }),
  },
  'POST /customers/branches/config/update': {
    status: 'extended',
    note: 'Takes the spec\u2019s customer_code, customer_type, so, shipping, billing, soa, soa_main, soa_branch. billing_account (the create call\u2019s) is optional here and kept; soa carries nothing of its own (the SOA row is soa_main / soa_branch).',
    sample: (f) => ({
      body: { customer_code: f.branchCustomerCode, customer_type: f.branchType, so: 1, shipping: 1, billing: 1, soa: 1, soa_main: f.branchType === 'main_branch' ? 1 : 0, soa_branch: f.branchType === 'branch' ? 1 : 0 },
    }),
  },
  'DELETE /file-system/document/delete': {
    status: 'extended',
    note: 'document_id in the body, like the other deletes; the query string is accepted too.',
    sample: (f) => ({ body: { document_id: f.documentId } }),
  },
  'POST /approval': {
    status: 'extended',
    as: 'credit',
    note: 'Multipart srpf_id, documents_new (the files, attached in the same transaction) and requestor_signature (a PNG data URL); JSON without files is accepted too. No attachment is required by the server: the spec refuses only files chosen and not uploaded, which is the screen\u2019s rule.',
    sample: (f) => ({
      multipart: {
        fields: { srpf_id: String(f.srpfId), requestor_signature: SIGNATURE },
        files: { documents_new: { fileName: 'pull-out-slip.pdf', type: 'application/pdf', bytes: PDF } },
      },
    }),
  },
  'GET /export/srpf': {
    status: 'extended',
    note: 'srpf_id (one return), location and the filter (date_from, date_to, srpf_type, status); location is accepted and narrows nothing (the spec does not say what it holds). customer_id is ours.',
    sample: (f) => ({ query: { srpf_id: String(f.srpfId), location: 'main' } }),
  },
  'GET /export/srpf/pdf': {
    status: 'verified',
    note: 'Answers the download link of the return\u2019s PDF, drawn on the server (contract/srpfPdf.ts); the screen asks this call.',
    sample: (f) => ({ query: { srpf_id: String(f.srpfId) } }),
  },
  'GET /products/code/{product_code}': {
    status: 'verified',
    note: 'stock_level is the available stock, as on the detail.',
    sample: (f) => ({ params: { product_code: f.productCode } }),
  },
  'POST /ledger/transactions/product/export': {
    status: 'verified',
    note: 'id (the product), date_from, date_to, tab=inventory; batch_no is ours, optional. The screen keeps its button hidden ("Not Yet Working").',
    sample: (f) => ({ body: { id: f.productId, date_from: '2024-01-01', date_to: '2024-12-31', tab: 'inventory' } }),
  },
  'POST /search/customer/md': {
    status: 'answered',
    note: 'No body shown; ours: search (code or name). Answers the MD directory’s md_code and md_profile, as GET /search/customer/mds, at most 50.',
    answer: ['md_code', 'md_profile'],
    sample: () => ({ body: { search: 'a' } }),
  },
};

/** A small PNG signature (a data URL), for the sample that must send one. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * Calls the seed documents describe without a path ("path not shown"): the fields and answers they give are the
 * contract all the same. `served` is the path we chose.
 */
export interface UnpathedCall {
  doc: '000' | '001' | '002';
  said: string;
  served: string;
  shape: Shape;
}

const FIRST_UNPATHED_CALLS: readonly UnpathedCall[] = [
  {
    doc: '001',
    said: 'Product list search (search_param): path not shown.',
    served: 'GET /api/products',
    shape: { status: 'extended', note: 'search_param searches; search (ours, what the screens sent before) is read too; paging and sort are ours.', sample: () => ({ query: { search_param: 'bio' } }) },
  },
  {
    doc: '001',
    said: 'PO trail logs by po_hdr_id. Success is 00000. Path: not shown. (Trail log: log_trail_id, user_details.employee_name, remarks, date_time, po_hdr_id.)',
    served: 'GET /api/purchase-orders/:po_hdr_id/trail',
    shape: { status: 'verified', answer: ['log_trail_id', 'user_details.employee_name', 'remarks', 'date_time', 'po_hdr_id'], sample: (f) => ({ params: { po_hdr_id: f.poHdrId } }) },
  },
  {
    doc: '002',
    said: 'Treasury: ... status update with id, status (1 or 2), collection_type. Paths not shown. (Rows: date_approved / approved_by, date_disapproved / disapproved_by.)',
    served: 'POST /api/treasury/approvals/status',
    shape: {
      status: 'extended',
      as: 'approver',
      note: 'reason is ours and optional: the screen asks for one before disapproving, the server takes the spec\u2019s payload without it.',
      answer: ['detail_id', 'requestor_name', 'date_requested', 'reason', 'collection_type', 'customer_code', 'customer_name', 'bank', 'branch', 'check_no', 'amount', 'cr_no', 'pr_no', 'change_bank_reason', 'change_deposited_date_reason', 'date_approved', 'approved_by', 'date_disapproved', 'disapproved_by'],
      sample: (f) => ({ body: { id: f.treasuryDetailId, status: 2, collection_type: f.treasuryCollectionType } }),
    },
  },
  {
    doc: '002',
    said: 'create/get/update user ... paths not shown. OTP toggle: on sets is_otp to 1 and otp_via to email; off sets is_otp to 0 and clears otp_via.',
    served: 'POST /api/user',
    shape: {
      status: 'extended',
      note: 'is_otp is sent as 1 / 0 (true / false read too); the answer keeps is_otp as a boolean (ours: the screens read it so).',
      sample: (f) => ({
        body: {
          username: 'conformance', employee_no: 'EMP-9901', first_name: 'Conformance', last_name: 'Sample', email: 'conformance@demo.invalid', contact_no: '0917 555 0199',
          department_id: f.departmentId, job_id: f.jobId, is_otp: 1, otp_via: 'email', password: 'Kalamansi#Tree42',
        },
      }),
    },
  },
  {
    doc: '001',
    said: 'Customer list for the export modal: a customer search call with page_size, offset, search. Result data and total_rows. Path: not shown.',
    served: 'GET /api/product-legacy-maintenance/customers',
    shape: {
      status: 'extended',
      note: 'offset (with page_size) pages as the spec\u2019s call does and wins over our page; the rows come under data (the spec\u2019s) and result (ours). Sort and page are ours.',
      sample: () => ({ query: { page_size: '5', offset: '5', search: 'a' } }),
    },
  },
  {
    doc: '001',
    said: 'Zone: ... In lists it also carries warehouse.warehouse_name and floor.floor.',
    served: 'GET /api/v2/warehouse/zones',
    shape: {
      status: 'extended',
      note: 'Each zone carries warehouse.warehouse_name and floor.floor as the spec nests them, and the same names flat (warehouse_name, floor_name) for the grids to sort by.',
      answer: ['warehouse.warehouse_name', 'floor.floor'],
      sample: () => ({}),
    },
  },
];

export const UNPATHED_CALLS: readonly UnpathedCall[] = [...FIRST_UNPATHED_CALLS, ...MORE_UNPATHED_CALLS];
