import type { Scope } from '../../contract/scopes';
import type { MenuGroup, RouteDef } from './routeTypes';
import { SRPF_PAGE_SCOPES } from '../../contract/srpfScopes';
import { CUSTOMER_LIST_DEFAULT_SORT, listCustomersEp } from '../../contract/customerList';
import { gridSource, prefetchFirstPage } from '../components/grid/useGridData';
import { prefetchResourceList } from '../components/resource/resourceList';
import { banks } from '../../contract/banks';

/** The SRPF pages open to any of its tab permissions (002 §6), the create permission, or view_srpf. */
export const SRPF_ROUTE_SCOPES: readonly Scope[] = ['view_srpf', ...SRPF_PAGE_SCOPES];

/*
 * Every authenticated route of the spec (000 §2.5, 001 §2, 002 §2.9/§2.11):
 * path, title, scopes (any one), menu entry, and an example URL for
 * parameterised paths. A screen that is not built yet leaves `page` out and
 * shows "not available yet". Scopes the spec does not name are defined in
 * contract/scopes.ts.
 */
type Opts = { menu?: string; to?: string; example?: string; page?: RouteDef['page']; redirectsTo?: string; prefetch?: RouteDef['prefetch'] };

function area(group: MenuGroup, defaultScopes: readonly Scope[]) {
  return (path: string, title: string, opts: Opts = {}, scopes: readonly Scope[] = defaultScopes): RouteDef => ({
    path,
    title,
    scopes,
    page: opts.page,
    example: opts.example,
    redirectsTo: opts.redirectsTo,
    prefetch: opts.prefetch,
    menu: opts.menu ? { group, label: opts.menu, to: opts.to } : undefined,
  });
}

const admin = area('Master Databases', ['get_all_users']);
const master = area('Master Databases', ['get_all_customers']);
const inv = area('Inventory', ['view_inventory_reports']);
const credit = area('Credit and Collections', ['view_credit_and_collections']);
const purch = area('Purchasing', ['view_purchase_orders']);
const fin = area('Finance and Accounting', ['view_accounting_setup']);
const treas = area('Treasury', ['view_treasury']);

const PR_VIEW: Scope[] = ['view_pending_purchase_request_list', 'view_approved_purchase_request_list', 'view_editing_purchase_request_list', 'view_cancelled_purchase_request_list'];
const TRANSFER_VIEW: Scope[] = ['view_inventory_transfer_confirmation', 'view_inventory_transfer_in_transit', 'view_inventory_transfer_received', 'view_inventory_transfer_cancelled'];
const FA = '/finance-and-accounting';
const CCM = '/credit-and-collections/management';

const adminRoutes: RouteDef[] = [
  admin('/user-control', 'User Control', { menu: 'User Control', page: () => import('./pages/UserControlScreen') }),
  admin('/add/user', 'Add User', { page: () => import('../features/users/UserFormPage') }, ['add_user']),
  admin('/edit/user/:id', 'Edit User', { example: '/edit/user/2', page: () => import('../features/users/UserFormPage') }, ['update_user']),
  admin('/user/:id/change-password', 'Change Password', { example: '/user/2/change-password', page: () => import('../features/auth/ChangePasswordPage') }, ['update_user']),
  admin('/add/roles', 'Add Role', { page: () => import('../features/users/RoleFormPage') }, ['manage_roles']),
  admin('/edit/roles/:id', 'Edit Role', { example: '/edit/roles/2', page: () => import('../features/users/RoleFormPage') }, ['manage_roles']),
  admin('/user/:id/role', 'User Management', { example: '/user/2/role', page: () => import('../features/users/UserRolesPage') }, ['manage_roles']),
  admin('/user/:id/add/role', 'Assign Role', { example: '/user/2/add/role', page: () => import('../features/users/AssignRolePage') }, ['manage_roles']),
  admin('/history', 'Revision History', { menu: 'Revision History', page: () => import('../features/revisions/RevisionHistoryPage') }, ['view_revision_history']),
  admin('/docmanagement', 'Document Management System', { menu: 'Document Management', page: () => import('../features/documents/DocumentManagementPage') }, ['view_document_management']),
  admin('/preview/:erp_uploads_id', 'Document Preview', { example: '/preview/1', page: () => import('../features/documents/DocumentPreviewPage') }, ['view_document_management']),
  admin('/permissions/fields/create', 'Add Permission', { page: () => import('../features/permissions/PermissionMatrixPage') }, ['manage_permissions']),
  // 002 §2.5: "Add Permission (route add/permission, page id in the path)": the module opened.
  admin('/add/permission/:moduleId?', 'Add Permission', { example: '/add/permission/11', page: () => import('../features/permissions/PermissionMatrixPage') }, ['manage_permissions']),
];

const productRoutes: RouteDef[] = [
  master('/products', 'List of Product Stocks', { menu: 'Products', page: () => import('../features/products/ProductListPage') }, ['view_products']),
  master('/draft/list/products', 'Product Drafts', { page: () => import('../features/products/DraftListPage') }, ['view_product_drafts', 'add_product', 'add_products']),
  master('/draft/products/:id', 'Product Draft', { example: '/draft/products/1', page: () => import('../features/products/DraftProductPage') }, ['view_product_drafts', 'add_product', 'add_products']),
  master('/approval/list/products', 'Product Approvals', { page: () => import('../features/products/ApprovalListPage') }, ['approve_product']),
  master('/add/products', 'Add Product', { page: () => import('../features/products/AddProductPage') }, ['add_product', 'add_products']),
  master('/update/products/:product_code', 'Update Product', { example: '/update/products/UNI-BIO-500', page: () => import('../features/products/UpdateProductPage') }, ['update_product']),
  master('/view/products/list/:product_code', 'Product Detail', { example: '/view/products/list/UNI-BIO-500', page: () => import('../features/products/ProductDetailPage') }, ['view_products']),
  master('/products/update-approval', 'Product Update Approval', { menu: 'Product Update Approval', page: () => import('../features/products/UpdateApprovalPage') }, ['approve_product']),
];

const customerRoutes: RouteDef[] = [
  master('/customers', 'Customers Center', {
    menu: 'Customers',
    page: () => import('../features/customers/CustomersCenterPage'),
    prefetch: (dispatch) => prefetchFirstPage(dispatch, gridSource(listCustomersEp), CUSTOMER_LIST_DEFAULT_SORT),
  }),
  master('/view/customer/:customer_code', 'Customer', { example: '/view/customer/C-00001', page: () => import('../features/customers/view/CustomerViewPage') }, ['get_customer']),
  master('/view/customer/salesInvoice/templateSetup', 'Sales Invoice Template Setup', { page: () => import('../features/customers/siTemplate/SalesInvoiceTemplatePage') }, ['update_customer']),
  master('/customers/smpp-product-maintenance', 'Product Maintenance', { menu: 'SMPP Product Maintenance', page: () => import('../features/customerProductCodes/ProductMaintenancePage') }, ['view_smpp_product_maintenance']),
  master('/customers/credit-assessment', 'Credit Assessment', { menu: 'Credit Assessment', page: () => import('../features/customers/CreditAssessmentPage') }, ['view_credit_assessment']),
  master('/customers/deals-and-discounts/regular', 'Deals and Discounts - Regular', { menu: 'Deals and Discounts - Regular', page: () => import('../features/customerDeals/DealsListPage') }, ['view_deals_and_discounts']),
  master('/customers/deals-and-discounts/promotional', 'Deals and Discounts - Promotional', { menu: 'Deals and Discounts - Promotional', page: () => import('../features/customerDeals/DealsListPage') }, ['view_deals_and_discounts']),
  master('/customers/deals-and-discounts/new', 'Deals and Discounts - New', { menu: 'Deals and Discounts - New', page: () => import('../features/customerDeals/DealsListPage') }, ['view_deals_and_discounts']),
  master('/customers/deals-and-discounts/create', 'Create Deals and Discounts', { page: () => import('../features/customerDeals/DealFormPage') }, ['view_deals_and_discounts']),
  master('/customers/create/deals-and-discounts/regular', 'Create Regular Deal', { page: () => import('../features/customerDeals/DealFormPage') }, ['view_deals_and_discounts']),
  master('/customers/create/deals-and-discounts', 'Create Deal', { page: () => import('../features/customerDeals/DealFormPage') }, ['view_deals_and_discounts']),
  master('/customers/update/deals-and-discounts/:customer_discount_batch_hdr_id', 'Update Deal', { example: '/customers/update/deals-and-discounts/1', page: () => import('../features/customerDeals/DealFormPage') }, ['view_deals_and_discounts']),
  master('/customers/update/deals-and-discounts/new/:customer_discount_batch_hdr_id', 'Update New Deal', { example: '/customers/update/deals-and-discounts/new/1', page: () => import('../features/customerDeals/DealFormPage') }, ['view_deals_and_discounts']),
  master('/customers/deals-logs', 'Deals Logs', { menu: 'Deals Logs', page: () => import('../features/customerDeals/DealsLogsPage') }, ['view_deals_and_discounts']),
];

const inventoryRoutes: RouteDef[] = [
  inv('/inventory/receipts', 'Inventory Receipts', { menu: 'Inventory Receipts', page: () => import('../features/inventoryReceipts/ReceiptListPage') }, ['receipt_list', 'view_inventory_receipts']),
  inv('/inventory/receipts/:tab/:id?', 'Inventory Receipts', { example: '/inventory/receipts/pending', page: () => import('../features/inventoryReceipts/ReceiptListPage') }, ['receipt_list', 'view_inventory_receipts']),
  inv('/inventoryreceipt', 'Inventory Receipt', { page: () => import('../features/inventoryReceipts/ReceiptFormPage') }, ['receipt_list', 'view_inventory_receipts']),
  inv('/inventoryreceiptinspection', 'Inventory Receipt Inspection', { menu: 'Receipt Inspection', page: () => import('../features/inventoryReceipts/ReceiptInspectionPage') }, ['receipt_list', 'view_inventory_receipts']),
  inv('/inventoryreceiptapproval/:type?', 'Inventory Receipt Approval', { menu: 'Receipt Approval', to: '/inventoryreceiptapproval', page: () => import('../features/inventoryReceipts/ReceiptApprovalPage') }, ['receipt_list', 'view_inventory_receipts']),
  inv('/inventory/adjustment', 'Inventory Adjustment', { menu: 'Inventory Adjustment', page: () => import('../features/inventoryAdjustments/AdjustmentPage') }, ['view_inventory_adjustments']),
  inv('/inventory/adjustment/approval', 'Inventory Adjustment Approval', { page: () => import('../features/inventoryAdjustments/AdjustmentApprovalPage') }, ['view_inventory_adjustments']),
  inv('/inventory/adjustment/approved', 'Approved Inventory Adjustments', { page: () => import('../features/inventoryAdjustments/ApprovedAdjustmentsPage') }, ['view_inventory_adjustments']),
  inv('/inventory/adjustment/import', 'Import Inventory Adjustments', { page: () => import('../features/inventoryAdjustments/AdjustmentImportPage') }, ['view_inventory_adjustments']),
  inv('/inventory/adjustment/import/approved', 'Approved Imported Adjustments', { page: () => import('../features/inventoryAdjustments/ApprovedImportsPage') }, ['view_inventory_adjustments']),
  inv('/inventory/transfer', 'Inventory Transfer (Floor to Floor)', { menu: 'Inventory Transfer - Floor to Floor', page: () => import('../features/inventoryTransfers/FloorTransferPage') }, TRANSFER_VIEW),
  inv('/v2/inventory/transfer/:tab', 'Inventory Transfer (Replenishment)', { menu: 'Inventory Transfer - Replenishment', to: '/v2/inventory/transfer/confirmation', example: '/v2/inventory/transfer/confirmation', page: () => import('../features/inventoryTransfers/ReplenishmentPage') }, TRANSFER_VIEW),
  inv('/:version/inventory/transfer/approval', 'Inventory Transfer Approval', { example: '/v2/inventory/transfer/approval', page: () => import('../features/inventoryTransfers/TransferApprovalPage') }, TRANSFER_VIEW),
  inv('/inventoryreport', 'Inventory Report', { menu: 'Inventory Report', page: () => import('../features/inventoryReports/InventoryReportPage') }),
  inv('/view/summary/inventoryreport', 'Inventory Summary', { page: () => import('../features/inventoryReports/InventorySummaryPage') }),
  inv('/view/summary_warehouse/inventoryreport', 'Inventory Summary by Warehouse', { page: () => import('../features/inventoryReports/WarehouseSummaryPage') }),
  inv('/view/summary_warehouse/inventoryreport/movement', 'Inventory Movement Summary', { page: () => import('../features/inventoryReports/MovementSummaryPage') }),
  inv('/inventory/report/generator', 'Inventory Report Generator', { menu: 'Report Generator', page: () => import('../features/inventoryReports/ReportGeneratorPage') }),
  inv('/inventory/movement', 'Inventory Movement', { menu: 'Inventory Movement', page: () => import('../features/inventoryReports/InventoryMovementPage') }, ['view_inventory_movement']),
  inv('/inventory/movement-transaction-log/transaction-log', 'Movement Transaction Log', { menu: 'Movement Transaction Log', page: () => import('../features/inventoryReports/TransactionLogPage') }, ['view_inventory_movement']),
  inv('/inventory/import', 'Inventory Import', { menu: 'Inventory Import', page: () => import('../features/inventoryAdjustments/InventoryImportPage') }, ['import_inventory']),
  inv('/warehouse/pallet/assignment', 'Pallet Assignment', { menu: 'Pallet Assignment', page: () => import('../features/warehouse/PalletAssignmentPage') }, ['view_pallet_assignment']),
];

const warehouseRoutes: RouteDef[] = [
  master('/warehouse', 'Warehouse', { menu: 'Warehouse', page: () => import('../features/warehouse/WarehouseListPage') }, ['view_warehouses']),
  master('/warehouse/create', 'Create Warehouse', { page: () => import('../features/warehouse/WarehouseCreatePage') }, ['view_warehouses']),
  master('/warehouse/view/:warehouse_id', 'Warehouse', { example: '/warehouse/view/1', page: () => import('../features/warehouse/WarehouseViewPage') }, ['view_warehouses']),
  master('/warehouse/zone-assignment', 'Zone Assignment', { menu: 'Zone Assignment', page: () => import('../features/warehouse/ZoneAssignmentPage') }, ['view_zone_assignment']),
  master('/warehouse/zone-assignment/create1', 'Create Zone Assignment', { page: () => import('../features/warehouse/ZoneAssignmentFormPage') }, ['view_zone_assignment']),
  master('/warehouse/zone-assignment/create', 'Create Zone', { page: () => import('../features/warehouse/ZoneAssignmentFormPage') }, ['view_zone_assignment']),
  master('/warehouse/zone-assignment/edit/:id', 'Edit Zone', { example: '/warehouse/zone-assignment/edit/1', page: () => import('../features/warehouse/ZoneAssignmentFormPage') }, ['view_zone_assignment']),
  master('/warehouse/zone-type', 'Zone Type', { menu: 'Zone Type', page: () => import('../features/warehouse/ZoneTypePage') }, ['view_zone_assignment']),
];

const logisticsRoutes: RouteDef[] = [
  master('/couriers', 'Couriers', { menu: 'Couriers', page: () => import('../features/couriers/CouriersPage') }, ['view_couriers']),
  master('/couriers/locations', 'Courier Locations', { menu: 'Courier Locations', page: () => import('../features/couriers/CourierLocationsPage') }, ['view_couriers']),
  master('/couriers/customers', 'Courier Customers', { menu: 'Courier Customers', page: () => import('../features/couriers/CourierCustomersPage') }, ['view_couriers']),
  master('/banks-maintenance', 'Banks Maintenance', { menu: 'Banks Maintenance', page: () => import('../features/banks/BanksPage'), prefetch: prefetchResourceList(banks) }, ['view_banks']),
  master('/banks-maintenance/:id', 'Bank', { example: '/banks-maintenance/1', page: () => import('../features/bankAccounts/BankPage') }, ['view_banks']),
  master('/banks-maintenance/branches/:id', 'Bank Branches', { example: '/banks-maintenance/branches/1', page: () => import('../features/bankAccounts/BankBranchesPage') }, ['view_banks']),
  master('/banks-maintenance/accounts/:id', 'Bank Accounts', { example: '/banks-maintenance/accounts/1', page: () => import('../features/bankAccounts/BankAccountsPage') }, ['view_banks']),
];

const vendorRoutes: RouteDef[] = [
  master('/vsp/vendors', 'Vendors', { menu: 'Vendors', page: () => import('../features/vendors/VendorListPage') }, ['view_vendors']),
  master('/vsp/supplier', 'Supplier', { menu: 'Supplier', page: () => import('../features/vendors/VendorListPage') }, ['view_vendors']),
  master('/vsp/payee', 'Payee', { menu: 'Payee', page: () => import('../features/vendors/VendorListPage') }, ['view_vendors']),
  master('/vsp/:id', 'Vendor', { example: '/vsp/1', page: () => import('../features/vendors/VendorPage') }, ['view_vendors']),
  master('/vsp/:id/licences', 'Supplier Licences', { example: '/vsp/1/licences', page: () => import('../features/vendors/VendorLicencesPage') }, ['view_regulatory']),
  // Issue 28: the company's licences, what expires, and the gates' overrides (a customer's licences are on its page).
  master('/regulatory/recalls/:recall_id', 'Recall', { example: '/regulatory/recalls/1', page: () => import('../features/regulatory/RecallPage') }, ['view_regulatory']),
  master('/regulatory/:tab?', 'Licences and Registrations', { menu: 'Licences and Registrations', to: '/regulatory/licences', example: '/regulatory/expiring', page: () => import('../features/regulatory/RegulatoryPage') }, ['view_regulatory']),
  master('/vendors/:vendor_id/:category', 'Vendor', { example: '/vendors/1/supplier', page: () => import('../features/vendors/VendorCategoryPage') }, ['view_vendors']),
  master('/employee/employee-master-list', 'Employee Master List', { menu: 'Employee Master List', page: () => import('../features/vendors/EmployeeMasterListPage') }, ['view_employees']),
  master('/employee/payroll-master-list', 'Payroll Master List', { menu: 'Payroll Master List', page: () => import('../features/vendors/PayrollMasterListPage') }, ['view_employees']),
  master('/accounting-code-profile', 'Accounting Code Profile', { menu: 'Accounting Code Profile', page: () => import('../features/accountingSetup/AccountingCodeProfilePage') }, ['view_accounting_code_profile']),
];

const ledgerRoutes: RouteDef[] = [
  master('/ledgers/sales', 'SUB LEDGERS', { menu: 'Sales Special Journal', page: () => import('../features/ledgers/SalesJournalPage') }, ['view_sales_special_journal_list']),
  master('/ledgers/receivables', 'SUB LEDGERS', { menu: 'Receivable Sub Ledger', page: () => import('../features/ledgers/ReceivablesPage') }, ['view_receivable_sub_ledger_list']),
  master('/ledgers/inventories', 'SUB LEDGERS', { menu: 'Inventory Sub Ledger', page: () => import('../features/ledgers/InventorySubLedgerPage') }, ['view_inventory_sub_ledger_list']),
  master('/ledgers/sales-per-products', 'SUB LEDGERS', { menu: 'Sales Per Product Ledger', page: () => import('../features/ledgers/SalesPerProductPage') }, ['view_sales_per_product_ledger_list']),
  master('/ledgers/vatable-sales', 'SUB LEDGERS', { menu: 'Vatable Sales Ledger', page: () => import('../features/ledgers/VatableSalesPage') }, ['view_vatable_sales_ledger_list']),
  master('/ledgers/products', 'SUB LEDGERS', { menu: 'Product Ledger', page: () => import('../features/ledgers/ProductLedgerPage') }, ['view_product_ledger_list']),
  master('/ledgers/ytd-sales', 'SUB LEDGERS', { menu: 'YTD Sales Ledger', page: () => import('../features/ledgers/YtdSalesPage') }, ['view_ytd_sales_ledger_list']),
];

const creditRoutes: RouteDef[] = [
  credit('/credit-and-collections', 'Credit and Collections', { menu: 'Credit and Collections', page: () => import('../features/creditDesk/CreditHomePage') }),
  credit('/credit-and-collections/customer/:id', 'Customer Collections', { example: '/credit-and-collections/customer/1', page: () => import('../features/creditDesk/CustomerCollectionsPage') }),
  credit('/credit-and-collections/customer-advances-report', 'Customer Advances Report', { menu: 'Customer Advances Report', page: () => import('../features/collections/CustomerAdvancesPage') }, ['view_customer_advances', 'get_customer_advances']),
  credit(`${CCM}/customers`, 'Customers', { menu: 'Customer Management', page: () => import('../features/creditDesk/CreditCustomersPage') }),
  credit(`${CCM}/collections`, 'Collections', { menu: 'Collections', page: () => import('../features/collections/CollectionsPage') }, ['view_collections']),
  credit(`${CCM}/collections-access`, 'Collections Access', { page: () => import('../features/creditOps/CollectionsAccessPage') }, ['view_collections']),
  credit(`${CCM}/customer-center/:id?`, 'Customer Center', { menu: 'Customer Center', to: `${CCM}/customer-center`, page: () => import('../features/creditDesk/CustomerCenterPage') }),
  credit(`${CCM}/payment-application/:id?`, 'Payment Application', { menu: 'Payment Application', to: `${CCM}/payment-application`, page: () => import('../features/collections/PaymentApplicationPage') }, ['view_collections']),
  credit(`${CCM}/memo/:memoType`, 'Memo', { menu: 'Credit Memo', to: `${CCM}/memo/credit`, example: `${CCM}/memo/credit`, page: () => import('../features/memos/MemoListPage') }, ['view_memos']),
  credit(`${CCM}/memo/:memoType/form/:customer_code?/:id?`, 'Memo Form', { example: `${CCM}/memo/credit/form`, page: () => import('../features/memos/MemoFormPage') }, ['view_memos']),
  credit(`${CCM}/memo/:memoType/edit-form/:id?`, 'Edit Memo', { example: `${CCM}/memo/credit/edit-form/1`, page: () => import('../features/memos/MemoFormPage') }, ['view_memos']),
  credit(`${CCM}/memo/:memoType/srpf/approval-form/:customer_code`, 'SRPF Approval Form', { example: `${CCM}/memo/credit/srpf/approval-form/C-00001`, page: () => import('../features/srpf/SrpfApprovalFormPage') }, ['view_memos']),
  credit(`${CCM}/unidentified-deposits`, 'Unidentified Deposits', { menu: 'Unidentified Deposits', page: () => import('../features/creditOps/UnidentifiedDepositsPage') }, ['view_collections']),
  credit(`${CCM}/customer-aging`, 'Customer Aging', { menu: 'Customer Aging', page: () => import('../features/creditDesk/CustomerAgingPage') }),
  credit(`${CCM}/memo-credit/credit-memo-subledger`, 'Credit Memo Subledger', { menu: 'Credit Memo Subledger', page: () => import('../features/memos/CreditMemoSubledgerPage') }, ['view_memos']),
  credit(`${CCM}/statement-of-account/:tab?`, 'Statement of Account', { menu: 'Statement of Account', to: `${CCM}/statement-of-account`, page: () => import('../features/creditDesk/StatementOfAccountPage') }, ['view_statement_of_account']),
  credit('/collection/srpf/:customer_code?', 'Stock Returns Pull-Out', { menu: 'Stock Returns Pull-Out', to: '/collection/srpf', page: () => import('../features/srpf/SrpfPage') }, SRPF_ROUTE_SCOPES),
  credit('/collection/edit/srpf/:srpf_no', 'Stock Returns Pull-Out', { example: '/collection/edit/srpf/SRPF-0001', page: () => import('../features/srpf/SrpfPage') }, SRPF_ROUTE_SCOPES),
  credit('/collection/OnProcessSRPF', 'Stock Returns Pull-Out', { page: () => import('../features/srpf/SrpfPage') }, SRPF_ROUTE_SCOPES),
  credit('/collection/ForApproval', 'Stock Returns Pull-Out', { page: () => import('../features/srpf/SrpfPage') }, SRPF_ROUTE_SCOPES),
  credit('/collection/ApprovedSRPF', 'Stock Returns Pull-Out', { page: () => import('../features/srpf/SrpfPage') }, SRPF_ROUTE_SCOPES),
  credit('/collection/DeclinedSRPF', 'Stock Returns Pull-Out', { page: () => import('../features/srpf/SrpfPage') }, SRPF_ROUTE_SCOPES),
  credit('/collection/ReturnedSRPF', 'Stock Returns Pull-Out', { page: () => import('../features/srpf/SrpfPage') }, SRPF_ROUTE_SCOPES),
  credit('/collection/NotYetReceivedSRPF', 'Stock Returns Pull-Out', { page: () => import('../features/srpf/SrpfPage') }, SRPF_ROUTE_SCOPES),
  credit('/debit-memo/creation-of-dm', 'Creation of Debit Memo', { page: () => import('../features/memos/DebitMemoCreationPage') }, ['view_debit_memos']),
  credit('/debit-memo/:status?', 'Debit Memo', { menu: 'Debit Memo', to: '/debit-memo', page: () => import('../features/memos/DebitMemoListPage') }, ['view_debit_memos']),
  credit('/sales-invoice/manual/entry', 'Manual Sales Invoice Entry', { menu: 'Manual Sales Invoice Entry', page: () => import('../features/creditOps/ManualSalesInvoicePage') }, ['create_manual_sales_invoice']),
  credit('/notification/:customer_code', 'Customer Notification', { example: '/notification/C-00001', page: () => import('../features/creditDesk/CustomerNotificationPage') }),
];

const PR_LIST = () => import('../features/purchasing/PurchaseRequestListPage');
const PR_FORM = () => import('../features/purchasing/PurchaseRequestFormPage');
const purchasingRoutes: RouteDef[] = [
  purch('/purchasing/purchaseRequest/approval', 'Purchase Request', { menu: 'Purchase Request', page: PR_LIST }, ['view_pending_purchase_request_list']),
  purch('/purchasing/purchaseRequest/approved', 'Purchase Request', { page: PR_LIST }, ['view_approved_purchase_request_list']),
  purch('/purchasing/purchaseRequest/edit', 'Purchase Request', { page: PR_LIST }, ['view_editing_purchase_request_list']),
  purch('/purchasing/purchaseRequest/cancelled', 'Purchase Request', { page: PR_LIST }, ['view_cancelled_purchase_request_list']),
  purch('/purchasing/purchaseRequest/create', 'Purchase Request (Stocks)', { page: PR_FORM }, ['can_create_purchase_request']),
  purch('/purchasing/purchaseRequest/show/:id', 'Purchase Request (Stocks)', { example: '/purchasing/purchaseRequest/show/1', page: PR_FORM }, PR_VIEW),
  purch('/purchase-order', 'Purchase Order', { menu: 'Purchase Order', page: () => import('../features/purchaseOrders/PurchaseOrderPage') }),
  purch('/purchase-order-non-asset/:status?', 'Purchase Order (Non-Asset)', { menu: 'Purchase Order (Non-Asset)', to: '/purchase-order-non-asset', page: () => import('../features/purchaseOrders/NonAssetPurchaseOrderPage') }),
  purch('/payable-management/stock-po-report', 'Stock PO Report', { page: () => import('../features/purchaseOrders/StockPoReportPage') }, ['view_payable_management']),
  purch('/payable-management/:status?', 'Payable Management', { menu: 'Payable Management', to: '/payable-management', page: () => import('../features/purchaseOrders/PayableManagementPage') }, ['view_payable_management']),
];

const treasuryRoutes: RouteDef[] = [
  treas('/treasury/trade/pending', 'Trade (Pending)', { page: () => import('../features/treasuryPayments/TradePage') }),
  treas('/treasury/trade/:status?', 'Trade', { menu: 'Trade', to: '/treasury/trade', page: () => import('../features/treasuryPayments/TradePage') }),
  treas('/treasury/list-of-approvals', 'Treasury List of Approvals', { menu: 'List of Approvals', page: () => import('../features/treasury/TreasuryApprovalsPage') }, ['view_treasury_approvals']),
  treas('/treasury/payable-to-employees', 'Payable to Employees', { menu: 'Payable to Employees', page: () => import('../features/treasuryPayments/PayableToEmployeesPage') }),
  treas('/treasury/payable-to-vendors', 'Payable to Vendors', { menu: 'Payable to Vendors', page: () => import('../features/treasuryPayments/PayableToVendorsPage') }),
  treas(`${FA}/non-trade-collection/dated-check`, 'Non-Trade Collection - Dated Check', { page: () => import('../features/treasuryPayments/DatedCheckPage') }, ['view_non_trade_collections']),
  treas(`${FA}/non-trade-collection/:tab?`, 'Non-Trade Collection', { menu: 'Non-Trade Collection', to: `${FA}/non-trade-collection`, page: () => import('../features/treasuryPayments/NonTradeCollectionPage') }, ['view_non_trade_collections']),
];

const REPORTS: Scope[] = ['view_financial_statements'];
const SUBS: Scope[] = ['view_finance_subledgers'];
const financeRoutes: RouteDef[] = [
  fin(`${FA}/chart-of-account/:id?`, 'Chart of Accounts', { menu: 'Chart of Accounts', to: `${FA}/chart-of-account`, page: () => import('../features/accountingSetup/ChartOfAccountsPage') }, ['view_chart_of_accounts']),
  fin(`${FA}/coa-tagging`, 'COA Tagging', { menu: 'COA Tagging', page: () => import('../features/accountingSetup/CoaTaggingPage') }, ['view_chart_of_accounts']),
  fin(`${FA}/cost-center`, 'Cost Center', { menu: 'Cost Center', page: () => import('../features/accountingSetup/CostCenterPage') }),
  fin(`${FA}/divisions`, 'Divisions', { menu: 'Divisions', page: () => import('../features/accountingSetup/DivisionsPage') }),
  fin(`${FA}/program-project`, 'Program / Project', { menu: 'Program / Project', page: () => import('../features/accountingSetup/ProgramProjectPage') }),
  fin(`${FA}/payable-voucher/all`, 'All Payable Vouchers', { page: () => import('../features/payableVouchers/PayableVoucherListPage') }, ['view_payable_vouchers']),
  fin(`${FA}/payable-voucher/:id?`, 'Payable Voucher', { menu: 'Payable Voucher', to: `${FA}/payable-voucher`, page: () => import('../features/payableVouchers/PayableVoucherPage') }, ['view_payable_vouchers']),
  fin(`${FA}/journal-voucher/all`, 'All Journal Vouchers', { page: () => import('../features/journalVouchers/JournalVoucherListPage') }, ['view_journal_vouchers']),
  fin(`${FA}/journal-voucher/:status?`, 'Journal Voucher', { menu: 'Journal Voucher', to: `${FA}/journal-voucher`, page: () => import('../features/journalVouchers/JournalVoucherPage') }, ['view_journal_vouchers']),
  fin(`${FA}/period-close`, 'Period Close', { menu: 'Period Close', page: () => import('../features/journalVouchers/PeriodClosePage') }, ['close_period']),
  fin(`${FA}/check-voucher/pending-payment-vouchers`, 'Pending Payment Vouchers', { page: () => import('../features/payableVouchers/PendingPaymentVouchersPage') }, ['view_check_vouchers']),
  fin(`${FA}/check-voucher/:status?`, 'Check Voucher', { menu: 'Check Voucher', to: `${FA}/check-voucher`, page: () => import('../features/payableVouchers/CheckVoucherPage') }, ['view_check_vouchers']),
  fin(`${FA}/e-invoices/:tab?`, 'E-Invoices (BIR EIS)', { menu: 'E-Invoices (BIR EIS)', to: `${FA}/e-invoices`, example: `${FA}/e-invoices/rejected`, page: () => import('../features/eInvoices/EInvoicesPage') }, ['view_e_invoices']),
  fin(`${FA}/vat-return`, 'VAT Return (SLSP and 2550Q)', { menu: 'VAT Return (SLSP, 2550Q)', page: () => import('../features/vatReturn/VatReturnPage') }, ['view_vat_returns']),
  fin(`${FA}/books-of-accounts`, 'Books of Accounts', { menu: 'Books of Accounts (CAS)', page: () => import('../features/booksOfAccounts/BooksOfAccountsPage') }, ['keep_books_of_accounts']),
  fin(`${FA}/general-ledger`, 'General Ledger', { menu: 'General Ledger', page: () => import('../features/finance/GeneralLedgerPage') }, ['get_general_ledger']),
  // The spec's "trial-balance, /{tab?} (trial balance v2)": one page, the §2.18 view its first tab.
  fin(`${FA}/trial-balance/:tab?`, 'Trial Balance', { menu: 'Trial Balance', to: `${FA}/trial-balance`, page: () => import('./pages/TrialBalanceScreen') }, ['get_trial_balance']),
  fin(`${FA}/trial-balance-v2/:tab?`, 'Trial Balance (v2)', { page: () => import('./pages/TrialBalanceV2Redirect'), redirectsTo: `${FA}/trial-balance/period` }, ['get_trial_balance']),
  fin(`${FA}/simplified`, 'Simplified Trial Balance', { page: () => import('../features/financeReports/SimplifiedTrialBalancePage') }, ['get_trial_balance']),
  fin(`${FA}/income-statement`, 'Income Statement', { menu: 'Income Statement', page: () => import('../features/finance/IncomeStatementPage') }, ['get_income_statement']),
  fin(`${FA}/balance-sheet`, 'Balance Sheet', { menu: 'Balance Sheet', page: () => import('../features/financeReports/BalanceSheetPage') }, REPORTS),
  fin(`${FA}/balance-sheet-v2`, 'Balance Sheet (v2)', { page: () => import('../features/financeReports/BalanceSheetPage') }, REPORTS),
  fin(`${FA}/balance-sheet/table`, 'Balance Sheet Table', { page: () => import('../features/financeReports/BalanceSheetPage') }, REPORTS),
  fin(`${FA}/capitalized-assets`, 'Capitalized Assets', { menu: 'Capitalized Assets', page: () => import('../features/assets/CapitalizedAssetsPage') }, SUBS),
  fin(`${FA}/current-liabilities`, 'Current Liabilities', { menu: 'Current Liabilities', page: () => import('../features/financeReports/CurrentLiabilitiesPage') }, SUBS),
  fin(`${FA}/allocated-expenses`, 'Allocated Expenses', { menu: 'Allocated Expenses', page: () => import('../features/assets/AllocatedExpensesPage') }, SUBS),
  fin(`${FA}/separation-of-trade-non-trade-payables`, 'Separation of Trade and Non-Trade Payables', { menu: 'Trade / Non-Trade Payables', page: () => import('../features/financeReports/TradeNonTradePayablesPage') }, SUBS),
  fin(`${FA}/cash-in/bank/subledgder`, 'Cash in Bank Subledger', { menu: 'Cash in Bank Subledger', page: () => import('../features/financeReports/CashInBankPage') }, SUBS),
  fin(`${FA}/inventory-invoiced-subledger`, 'Inventory Invoiced Subledger', { menu: 'Inventory Invoiced Subledger', page: () => import('../features/financeReports/InventoryInvoicedPage') }, SUBS),
  fin(`${FA}/transaction-listing`, 'Transaction Listing', { menu: 'Transaction Listing', page: () => import('../features/financeReports/TransactionListingPage') }, SUBS),
  fin(`${FA}/advances-to-suppliers`, 'Advances to Suppliers', { menu: 'Advances to Suppliers', page: () => import('../features/advances/AdvancesToSuppliersPage') }, SUBS),
  fin(`${FA}/advances-to-supplier-non-trade`, 'Advances to Supplier (Non-Trade)', { page: () => import('../features/advances/AdvancesToSupplierNonTradePage') }, SUBS),
  fin(`${FA}/advances-to-vendors`, 'Advances to Vendors', { menu: 'Advances to Vendors', page: () => import('../features/advances/AdvancesToVendorsPage') }, SUBS),
  fin(`${FA}/advances-from-customers`, 'Advances from Customers', { menu: 'Advances from Customers', page: () => import('../features/creditOps/AdvancesFromCustomersPage') }, SUBS),
  fin(`${FA}/cwt`, 'CWT', { menu: 'CWT', page: () => import('../features/financeReports/CwtPage') }, SUBS),
  fin(`${FA}/cwt-subledger`, 'CWT Subledger', { page: () => import('../features/financeReports/CwtPage') }, SUBS),
  fin(`${FA}/cwt-report-and-updating-module`, 'CWT Report and Updating', { page: () => import('../features/advances/CwtReportPage') }, SUBS),
  fin(`${FA}/ewt`, 'EWT Payable Report', { menu: 'EWT Payable Report', page: () => import('../features/finance/ewt/EwtPayablePage') }, ['get_ewt_payable_report', 'get_ewt_all']),
  fin(`${FA}/ir-not-yet-invoice`, 'IR Not Yet Invoiced', { menu: 'IR Not Yet Invoiced', page: () => import('../features/financeReports/IrNotYetInvoicedPage') }, SUBS),
  fin(`${FA}/output-vat`, 'Output VAT', { menu: 'Output VAT', page: () => import('../features/financeReports/OutputVatPage') }, SUBS),
  fin(`${FA}/input-vat`, 'Input VAT', { menu: 'Input VAT', page: () => import('../features/financeReports/InputVatPage') }, SUBS),
  fin(`${FA}/asset-received-but-not-yet-invoiced`, 'Asset Received but Not Yet Invoiced', { page: () => import('../features/assets/AssetReceivedNotInvoicedPage') }, SUBS),
  fin(`${FA}/asset-management/purchase-order-non-stock/:status?`, 'Purchase Order (Non-Stock)', { menu: 'Asset Purchase Orders', to: `${FA}/asset-management/purchase-order-non-stock`, page: () => import('../features/assets/NonStockPurchaseOrderPage') }, ['view_asset_management']),
  fin(`${FA}/asset-management/list`, 'Asset List', { menu: 'Asset Management', page: () => import('../features/assets/AssetListPage') }, ['view_asset_management']),
  fin(`${FA}/asset-management/:page_slug/:id?`, 'Asset Management', { example: `${FA}/asset-management/register`, page: () => import('../features/assets/AssetManagementPage') }, ['view_asset_management']),
  fin(`${FA}/cash-advance/setup`, 'Cash Advance Setup', { menu: 'Cash Advance', page: () => import('../features/advances/CashAdvanceSetupPage') }, ['view_cash_advance']),
  fin(`${FA}/cash-advance/override`, 'Cash Advance Override', { page: () => import('../features/advances/CashAdvanceOverridePage') }, ['view_cash_advance']),
  fin(`${FA}/cash-advance/non-working-holidays`, 'Non-Working Holidays', { page: () => import('../features/advances/NonWorkingHolidaysPage') }, ['view_cash_advance']),
  fin(`${FA}/cash-advance/reports`, 'Cash Advance Reports', { page: () => import('../features/advances/CashAdvanceReportsPage') }, ['view_cash_advance']),
  fin(`${FA}/undefined/deposit/subledger`, 'Undefined Deposit Subledger', { menu: 'Undefined Deposit Subledger', page: () => import('../features/creditOps/UndefinedDepositSubledgerPage') }, SUBS),
  fin(`${FA}/undefined-deposit-subledger-v2`, 'Undefined Deposit Subledger (v2)', { page: () => import('../features/creditOps/UndefinedDepositSubledgerPage') }, SUBS),
];

export const routeTable: RouteDef[] = [
  ...adminRoutes,
  ...productRoutes,
  ...customerRoutes,
  ...warehouseRoutes,
  ...logisticsRoutes,
  ...vendorRoutes,
  ...ledgerRoutes,
  ...inventoryRoutes,
  ...creditRoutes,
  ...purchasingRoutes,
  ...treasuryRoutes,
  ...financeRoutes,
];
