import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { routeTable, SRPF_ROUTE_SCOPES } from './routeTable';
import { SRPF_PAGE_SCOPES } from '../../contract/srpf';
import { isScope } from '../../contract/scopes';
import { buildRoutes } from './router';

/** Paths of spec 000 §2.5 and 002 §2.9, in react-router form (a sample from every area). */
const SPEC_PATHS = [
  '/user-control', '/add/user', '/edit/user/:id', '/user/:id/change-password', '/add/roles', '/edit/roles/:id', '/user/:id/role',
  '/user/:id/add/role', '/history', '/docmanagement', '/preview/:erp_uploads_id', '/permissions/fields/create',
  '/products', '/draft/list/products', '/draft/products/:id', '/approval/list/products', '/add/products', '/update/products/:product_code',
  '/view/products/list/:product_code', '/products/update-approval',
  '/customers', '/view/customer/:customer_code', '/view/customer/salesInvoice/templateSetup', '/customers/smpp-product-maintenance',
  '/customers/credit-assessment', '/customers/deals-and-discounts/regular', '/customers/deals-and-discounts/promotional', '/customers/deals-and-discounts/new',
  '/customers/deals-and-discounts/create', '/customers/create/deals-and-discounts/regular', '/customers/create/deals-and-discounts',
  '/customers/update/deals-and-discounts/:customer_discount_batch_hdr_id', '/customers/update/deals-and-discounts/new/:customer_discount_batch_hdr_id', '/customers/deals-logs',
  '/inventory/receipts', '/inventory/receipts/:tab/:id?', '/inventoryreceipt', '/inventoryreceiptinspection', '/inventoryreceiptapproval/:type?',
  '/inventory/adjustment', '/inventory/adjustment/approval', '/inventory/adjustment/approved', '/inventory/adjustment/import', '/inventory/adjustment/import/approved',
  '/inventory/transfer', '/v2/inventory/transfer/:tab', '/:version/inventory/transfer/approval', '/inventoryreport', '/view/summary/inventoryreport',
  '/view/summary_warehouse/inventoryreport', '/view/summary_warehouse/inventoryreport/movement', '/inventory/report/generator', '/inventory/movement',
  '/inventory/movement-transaction-log/transaction-log', '/inventory/import',
  '/warehouse', '/warehouse/create', '/warehouse/view/:warehouse_id', '/warehouse/zone-assignment', '/warehouse/zone-assignment/create1',
  '/warehouse/zone-assignment/create', '/warehouse/zone-assignment/edit/:id', '/warehouse/zone-type', '/warehouse/pallet/assignment',
  '/couriers', '/couriers/locations', '/couriers/customers', '/banks-maintenance', '/banks-maintenance/:id', '/banks-maintenance/branches/:id', '/banks-maintenance/accounts/:id',
  '/credit-and-collections', '/credit-and-collections/customer/:id', '/credit-and-collections/customer-advances-report',
  '/credit-and-collections/management/customers', '/credit-and-collections/management/collections', '/credit-and-collections/management/collections-access',
  '/credit-and-collections/management/customer-center/:id?', '/credit-and-collections/management/payment-application/:id?',
  '/credit-and-collections/management/memo/:memoType', '/credit-and-collections/management/memo/:memoType/form/:customer_code?/:id?',
  '/credit-and-collections/management/memo/:memoType/edit-form/:id?', '/credit-and-collections/management/memo/:memoType/srpf/approval-form/:customer_code',
  '/credit-and-collections/management/unidentified-deposits', '/credit-and-collections/management/customer-aging',
  '/credit-and-collections/management/memo-credit/credit-memo-subledger', '/credit-and-collections/management/statement-of-account/:tab?',
  '/collection/srpf/:customer_code?', '/collection/edit/srpf/:srpf_no', '/collection/OnProcessSRPF', '/collection/ForApproval', '/collection/ApprovedSRPF',
  '/collection/DeclinedSRPF', '/collection/ReturnedSRPF', '/collection/NotYetReceivedSRPF',
  '/debit-memo/:status?', '/debit-memo/creation-of-dm', '/sales-invoice/manual/entry', '/notification/:customer_code',
  '/vsp/vendors', '/vsp/supplier', '/vsp/payee', '/vsp/:id', '/vendors/:vendor_id/:category', '/employee/employee-master-list', '/employee/payroll-master-list',
  '/accounting-code-profile',
  '/purchasing/purchaseRequest/approval', '/purchasing/purchaseRequest/approved', '/purchasing/purchaseRequest/edit', '/purchasing/purchaseRequest/cancelled',
  '/purchasing/purchaseRequest/create', '/purchasing/purchaseRequest/show/:id', '/purchase-order', '/purchase-order-non-asset/:status?',
  '/payable-management/:status?', '/payable-management/stock-po-report',
  '/treasury/trade/:status?', '/treasury/trade/pending', '/treasury/list-of-approvals', '/treasury/payable-to-employees', '/treasury/payable-to-vendors',
  '/finance-and-accounting/non-trade-collection/:tab?', '/finance-and-accounting/non-trade-collection/dated-check',
  '/finance-and-accounting/chart-of-account/:id?', '/finance-and-accounting/coa-tagging', '/finance-and-accounting/cost-center', '/finance-and-accounting/divisions',
  '/finance-and-accounting/program-project', '/finance-and-accounting/payable-voucher/:id?', '/finance-and-accounting/payable-voucher/all',
  '/finance-and-accounting/journal-voucher/:status?', '/finance-and-accounting/journal-voucher/all', '/finance-and-accounting/check-voucher/:status?',
  '/finance-and-accounting/check-voucher/pending-payment-vouchers', '/finance-and-accounting/general-ledger', '/finance-and-accounting/trial-balance/:tab?',
  '/finance-and-accounting/simplified', '/finance-and-accounting/income-statement', '/finance-and-accounting/balance-sheet',
  '/finance-and-accounting/balance-sheet-v2', '/finance-and-accounting/balance-sheet/table', '/finance-and-accounting/capitalized-assets',
  '/finance-and-accounting/current-liabilities', '/finance-and-accounting/allocated-expenses', '/finance-and-accounting/separation-of-trade-non-trade-payables',
  '/finance-and-accounting/cash-in/bank/subledgder', '/finance-and-accounting/inventory-invoiced-subledger', '/finance-and-accounting/transaction-listing',
  '/finance-and-accounting/advances-to-suppliers', '/finance-and-accounting/advances-to-supplier-non-trade', '/finance-and-accounting/advances-to-vendors',
  '/finance-and-accounting/advances-from-customers', '/finance-and-accounting/cwt', '/finance-and-accounting/cwt-subledger',
  '/finance-and-accounting/cwt-report-and-updating-module', '/finance-and-accounting/ewt', '/finance-and-accounting/ir-not-yet-invoice',
  '/finance-and-accounting/output-vat', '/finance-and-accounting/input-vat', '/finance-and-accounting/asset-received-but-not-yet-invoiced',
  '/finance-and-accounting/asset-management/purchase-order-non-stock/:status?', '/finance-and-accounting/asset-management/:page_slug/:id?',
  '/finance-and-accounting/asset-management/list', '/finance-and-accounting/cash-advance/setup', '/finance-and-accounting/cash-advance/override',
  '/finance-and-accounting/cash-advance/non-working-holidays', '/finance-and-accounting/cash-advance/reports',
  '/finance-and-accounting/undefined/deposit/subledger', '/finance-and-accounting/undefined-deposit-subledger-v2',
  '/ledgers/sales', '/ledgers/receivables', '/ledgers/inventories', '/ledgers/sales-per-products', '/ledgers/vatable-sales', '/ledgers/products', '/ledgers/ytd-sales',
];

describe('route table', () => {
  const paths = routeTable.map((r) => r.path);

  it('registers every route of the spec', () => {
    expect(SPEC_PATHS.length).toBeGreaterThan(150);
    expect(SPEC_PATHS.filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('gives every route its screen: none falls back to "not available yet"', () => {
    expect(routeTable.filter((r) => !r.page).map((r) => r.path)).toEqual([]);
  });

  it('opens the SRPF pages to any SRPF tab permission (002 §6), not to a scope of their own', () => {
    expect([...SRPF_ROUTE_SCOPES].sort()).toEqual(['view_srpf', ...SRPF_PAGE_SCOPES].sort());
    for (const r of routeTable.filter((x) => x.title === 'Stock Returns Pull-Out')) expect(r.scopes, r.path).toEqual(SRPF_ROUTE_SCOPES);
  });

  it('has no duplicate paths', () => {
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('gives every path with a required parameter an example that matches it', () => {
    for (const r of routeTable) {
      const required = /\/:[A-Za-z_]+(?!\?)(\/|$)/.test(r.path);
      if (!required) continue;
      expect(r.example, r.path).toBeDefined();
      expect(matchPath(r.path, r.example!), `${r.example} matches ${r.path}`).not.toBeNull();
    }
  });

  it('uses only scopes of the contract and gives every route at least one', () => {
    for (const r of routeTable) {
      expect(r.scopes.length, r.path).toBeGreaterThan(0);
      for (const s of r.scopes) expect(isScope(s), `${r.path}: ${s}`).toBe(true);
    }
  });

  it('puts no screen where a public route with parameters matches (the router loads the table only for paths of the signed-in group)', () => {
    const publicWithParams = (buildRoutes()[0].children ?? []).map((r) => r.path).filter((p): p is string => Boolean(p?.includes(':')));
    expect(publicWithParams.length).toBeGreaterThan(0);
    for (const pattern of publicWithParams) {
      const url = pattern.replace(/:[A-Za-z_]+\??/g, 'x');
      expect(routeTable.filter((r) => matchPath(r.path, url)).map((r) => r.path), url).toEqual([]);
    }
  });

  it('puts the spec scopes on the finance and ledger screens', () => {
    const scopesOf = (p: string) => routeTable.find((r) => r.path === p)?.scopes;
    expect(scopesOf('/finance-and-accounting/general-ledger')).toEqual(['get_general_ledger']);
    expect(scopesOf('/finance-and-accounting/trial-balance/:tab?')).toEqual(['get_trial_balance']);
    expect(scopesOf('/finance-and-accounting/ewt')).toEqual(['get_ewt_payable_report', 'get_ewt_all']);
    expect(scopesOf('/ledgers/ytd-sales')).toEqual(['view_ytd_sales_ledger_list']);
    expect(scopesOf('/products')).toEqual(['view_products']);
  });
});
