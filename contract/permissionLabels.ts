import { scopeGroups, type Scope } from './scopes';

/**
 * The permission matrix's words (spec 002 §2.5, §3.12): every scope a
 * function of a module, with a label people read and a tag saying what kind
 * of function it is. syncPermissions (server/permissions/catalogue.ts) writes
 * them to `modules` and `permissions` at every start, so the matrix shows
 * exactly what the contract checks.
 *
 * The map is partial on purpose: a scope added by another area must not break
 * the type check of the whole tree; server/permissions/catalogue.test.ts fails
 * instead, until the scope has its label here (the server meanwhile shows the
 * scope name in words).
 */

/** One module of the matrix per scope group, with a stable id (ids 98 and 99 are the COA permission modules). */
export interface PermissionModule {
  module_id: number;
  /** The key: a scopeGroups key, or payable_voucher / journal_voucher. */
  module: string;
  label: string;
}

export const PERMISSION_MODULES = [
  { module_id: 1, module: 'admin', label: 'Administration' },
  { module_id: 2, module: 'products', label: 'Products' },
  { module_id: 3, module: 'purchasing', label: 'Purchasing' },
  { module_id: 4, module: 'inventory', label: 'Inventory Transfers and Receipts' },
  { module_id: 5, module: 'ledgers', label: 'Sub-Ledgers' },
  { module_id: 6, module: 'finance', label: 'Finance Reports' },
  { module_id: 7, module: 'customers', label: 'Customers' },
  { module_id: 8, module: 'credit', label: 'Credit and Collections' },
  { module_id: 9, module: 'stock', label: 'Inventory Management' },
  { module_id: 10, module: 'warehouse', label: 'Warehouse' },
  { module_id: 11, module: 'logistics', label: 'Couriers and Banks' },
  { module_id: 12, module: 'vendors', label: 'Vendors and Employees' },
  { module_id: 13, module: 'procurement', label: 'Procurement' },
  { module_id: 14, module: 'treasury', label: 'Treasury' },
  { module_id: 15, module: 'accounting', label: 'Accounting' },
  { module_id: 16, module: 'self', label: 'Every Signed-in User' },
  { module_id: 17, module: 'regulatory', label: 'Regulatory Compliance' },
  { module_id: 18, module: 'tax', label: 'Tax Compliance (BIR)' },
  // Spec 002 §9: module ids 98 and 99 select the COA account source; a later voucher scope group keyed so lands here.
  { module_id: 98, module: 'payable_voucher', label: 'Payable Voucher' },
  { module_id: 99, module: 'journal_voucher', label: 'Journal Voucher' },
] as const satisfies readonly PermissionModule[];

/** Scope groups whose scopes every signed-in user holds (server/auth/users.ts scopeSetOf): shown, never granted or revoked. */
export const EVERYONE_MODULES: readonly string[] = ['self'];

export const permissionLabels: { readonly [K in Scope]?: string } = {
  // admin
  get_all_users: 'View users and roles',
  add_user: 'Add user',
  update_user: 'Edit user and change passwords',
  view_roles: 'View roles',
  manage_roles: 'Add, edit and assign roles',
  manage_permissions: 'Grant and revoke permissions',
  view_revision_history: 'View revision history',
  view_document_management: 'View document management',
  upload_document: 'Upload document',
  move_document: 'Move document',
  delete_document: 'Delete document',
  view_access_token: 'View access token',
  // products
  view_products: 'View product list',
  add_product: 'Create product',
  add_products: 'Create products (bulk)',
  update_status: 'Activate or deactivate product',
  update_product: 'Update product',
  get_specific_product: 'View product details',
  approve_product: 'Approve product creation and update',
  view_product_drafts: 'View product drafts of others',
  // purchasing
  view_pending_purchase_request_list: 'View pending purchase requests',
  view_approved_purchase_request_list: 'View approved purchase requests',
  view_cancelled_purchase_request_list: 'View cancelled purchase requests',
  view_editing_purchase_request_list: 'View declined purchase requests',
  can_create_purchase_request: 'Create purchase request',
  can_approve_purchase_request: 'Approve purchase request',
  can_update_purchase_request: 'Update purchase request',
  can_decline_purchase_request: 'Decline purchase request',
  can_cancel_purchase_request: 'Cancel purchase request',
  save_forecast: 'Save product forecast',
  add_purchase_log: 'Add purchase log',
  // inventory
  receipt_list: 'View inventory receipts list',
  view_inventory_transfer_confirmation: 'View transfers for confirmation',
  view_inventory_transfer_in_transit: 'View transfers in transit',
  view_inventory_transfer_received: 'View received transfers',
  view_inventory_transfer_cancelled: 'View cancelled transfers',
  // ledgers
  view_sales_special_journal_list: 'View sales special journal',
  export_sales_special_journal_list: 'Export sales special journal',
  view_receivable_sub_ledger_list: 'View receivable sub-ledger',
  export_receivable_sub_ledger_list: 'Export receivable sub-ledger',
  view_inventory_sub_ledger_list: 'View inventory sub-ledger',
  export_inventory_sub_ledger_list: 'Export inventory sub-ledger',
  view_sales_per_product_ledger_list: 'View sales per product ledger',
  export_sales_per_product_ledger_list: 'Export sales per product ledger',
  view_vatable_sales_ledger_list: 'View vatable sales ledger',
  export_vatable_sales_ledger_list: 'Export vatable sales ledger',
  view_product_ledger_list: 'View product ledger',
  export_product_ledger_list: 'Export product ledger',
  view_ytd_sales_ledger_list: 'View year-to-date sales',
  // finance
  get_general_ledger: 'View general ledger',
  export_general_ledger: 'Export general ledger',
  get_trial_balance: 'View trial balance',
  export_trial_balance: 'Export trial balance',
  get_income_statement: 'View income statement',
  get_ewt_payable_report: 'View EWT payable report',
  get_ewt_all: 'View all EWT entries',
  // customers
  get_all_customers: 'View the customer list',
  customer_list_export: 'Export the customer list',
  add_customer: 'Create customers',
  get_customer: 'View a customer',
  update_customer: 'Edit customers',
  customer_set_status_active: 'Activate customers',
  customer_set_status_deactivate: 'Deactivate customers',
  get_collection_dashboard_totals: 'View a customer\'s collection totals',
  get_customer_outstanding_balance: 'View a customer\'s outstanding balance',
  get_list_of_chod: 'View a customer\'s CHOD details',
  get_customer_check: 'View a customer\'s checks',
  get_customer_advances: 'View a customer\'s advances',
  get_customer_returns: 'View a customer\'s stock returns',
  get_customer_ewt: 'View a customer\'s outstanding EWT',
  get_customer_transactionhistory: 'View a customer\'s transaction history',
  create_collection_footprint: 'Add footprints',
  edit_customer_footprint: 'View and edit footprints',
  delete_customer_footprint: 'Delete footprints',
  update_customer_discounts: 'Edit a customer\'s products and discounts',
  view_deals_and_discounts: 'View deals and discounts',
  create_deals_and_discounts: 'Create and submit deals',
  approve_deals_and_discounts: 'Approve or decline deals',
  view_smpp_product_maintenance: 'View customer product codes',
  update_customer_product_code: 'Edit customer product codes',
  import_customer_product_code: 'Import customer product codes',
  export_customer_product_code: 'Export customer product codes',
  view_credit_assessment: 'View credit assessment',
  // credit
  view_credit_and_collections: 'View credit and collections',
  view_collections: 'View collections',
  view_memos: 'View credit memos',
  view_srpf: 'View stock returns (SRPF)',
  view_debit_memos: 'View debit memos',
  view_statement_of_account: 'View statement of account',
  create_collection: 'Record collections (official receipts)',
  apply_collection: 'Apply advances to invoices',
  clear_check: 'Clear checks (deposit post-dated checks)',
  bounce_check: 'Mark checks bounced',
  view_customer_advances: 'View the customer advances report',
  create_memo: 'Write credit and debit memos',
  approve_memo: 'Approve credit and debit memos',
  manage_unidentified_deposits: 'Record and identify unidentified deposits',
  manage_collections_access: 'Assign collectors to customers',
  create_manual_sales_invoice: 'Enter manual sales invoices',
  create_srpf: 'Add new stock returns (SRPF)',
  srpf_onprocess_list: 'View on-process SRPF',
  srpf_approval_list: 'View SRPF for approval',
  srpf_approved_list: 'View approved SRPF',
  srpf_declined_list: 'View declined SRPF',
  srpf_returned_list: 'View SRPF returned to maker',
  view_not_yet_returned_srpf_list: 'View SRPF not yet received',
  approval_Srpf: 'Submit SRPF for approval',
  approve_Srpf: 'Approve SRPF',
  decline_Srpf: 'Decline or return SRPF',
  split_srpf: 'Return SRPF to maker for split batching',
  view_declined_srpf: 'View declined SRPF details',
  update_srpf: 'Edit SRPF',
  srpf_list: 'Export SRPF lists',
  receive_srpf: 'Receive returned goods of an SRPF',
  // stock
  view_inventory_receipts: 'View inventory receipts',
  view_inventory_adjustments: 'View inventory adjustments',
  view_inventory_reports: 'View inventory reports',
  view_inventory_movement: 'View inventory movement',
  import_inventory: 'Import inventory',
  create_inventory_receipt: 'Receive purchase orders into stock',
  inspect_inventory_receipt: 'Inspect inventory receipts',
  approve_inventory_receipt: 'Approve inventory receipts',
  create_inventory_adjustment: 'Write and import inventory adjustments',
  approve_inventory_adjustment: 'Approve inventory adjustments',
  create_inventory_transfer: 'Request inventory transfers',
  approve_inventory_transfer: 'Approve inventory transfers',
  post_inventory_transfer: 'Post inventory transfers',
  receive_inventory_transfer: 'Receive inventory transfers',
  // warehouse
  view_warehouses: 'View warehouses',
  view_zone_assignment: 'View zone assignment',
  view_pallet_assignment: 'View pallet assignment',
  add_warehouse: 'Add warehouse',
  update_warehouse: 'Update warehouse and its floors',
  add_zone: 'Add zone',
  update_zone: 'Update zone',
  assign_pallet: 'Assign pallets',
  // logistics
  view_couriers: 'View couriers',
  add_courier: 'Add courier',
  update_courier: 'Update courier',
  view_banks: 'View banks',
  add_bank: 'Add bank',
  update_bank: 'Update bank',
  // vendors
  view_vendors: 'View vendors',
  view_employees: 'View employees',
  view_accounting_code_profile: 'View accounting code profile',
  add_vendor: 'Add vendor',
  update_vendor: 'Update vendor',
  add_employee: 'Add employee',
  update_employee: 'Update employee',
  // procurement
  view_purchase_orders: 'View purchase orders',
  view_payable_management: 'View payable management',
  create_purchase_order: 'Write purchase orders',
  approve_purchase_order: 'Approve purchase orders',
  // treasury
  view_treasury: 'View treasury',
  view_treasury_approvals: 'View treasury approvals',
  view_non_trade_collections: 'View non-trade collections',
  approve_treasury_request: 'Approve treasury requests',
  decline_treasury_request: 'Decline treasury requests',
  release_payment: 'Schedule and release payments',
  create_non_trade_collection: 'Record non-trade collections',
  // accounting
  view_chart_of_accounts: 'View chart of accounts',
  add_chart_of_account: 'Draft a new account',
  update_chart_of_account: 'Draft an account change',
  approve_chart_of_account: 'Approve chart of accounts drafts',
  maintain_accounting_setup: 'Maintain cost centers, divisions, programs and tagging',
  view_accounting_setup: 'View accounting setup',
  view_journal_vouchers: 'View journal vouchers',
  view_payable_vouchers: 'View payable vouchers',
  view_check_vouchers: 'View check vouchers',
  view_financial_statements: 'View financial statements',
  view_finance_subledgers: 'View finance sub-ledgers',
  create_payable_voucher: 'Write payable vouchers',
  edit_others_drafts: "Open and change other users' drafts",
  approve_payable_voucher: 'Approve payable vouchers',
  create_journal_voucher: 'Write journal vouchers',
  approve_journal_voucher: 'Approve journal vouchers',
  create_check_voucher: 'Write check vouchers',
  release_check_voucher: 'Release and void checks',
  close_period: 'Close and reopen accounting periods',
  view_asset_management: 'View asset management',
  view_cash_advance: 'View cash advance',
  manage_assets: 'Maintain fixed assets and depreciation',
  manage_allocated_expenses: 'Maintain allocated expenses',
  manage_advances: 'Record and apply advances to suppliers and vendors',
  update_cwt: 'Update creditable withholding tax',
  manage_cash_advance: 'Maintain cash advances and their setup',
  override_cash_advance: 'Override cash advance limits',
  // regulatory
  view_regulatory: 'View licences, registrations, their alerts and the gate overrides',
  manage_licences: 'Keep the licences of the company, the customers and the suppliers',
  override_trade_gates: 'Let a trade through a licence or registration gate (recorded)',
  manage_recalls: 'Start recalls, log their notifications and close them',
  // tax
  view_e_invoices: 'View e-invoices sent to the BIR and what it has not accepted',
  transmit_e_invoices: 'Send e-invoices to the BIR now and resend rejected ones',
  keep_books_of_accounts: "Build the year's books of accounts (CAS loose-leaf books) and download them",
  view_vat_returns: "View the quarter's SLSP, 2550Q worksheet and tie-out to the ledger, and download the DAT files",
  // self
  bypass: 'Own profile, notifications and sessions',
};

/** "can_approve_purchase_request" -> "Can approve purchase request": the fallback while a scope has no label. */
export const scopeInWords = (scope: string): string => {
  const words = scope.replace(/_/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const labelOfScope = (scope: string): string => (permissionLabels as Record<string, string | undefined>)[scope] ?? scopeInWords(scope);

/** What kind of function a scope is (the matrix's tag): read from its verb. */
export type FunctionTag = 'view' | 'create' | 'update' | 'approve' | 'decline' | 'cancel' | 'export' | 'import' | 'delete' | 'manage';
const TAG_VERBS: readonly [RegExp, FunctionTag][] = [
  [/(^|_)approve(_|$)/i, 'approve'],
  [/(^|_)decline(_|$)/i, 'decline'],
  [/(^|_)cancel_/, 'cancel'],
  [/^export_/, 'export'],
  [/^import_/, 'import'],
  [/(^|_)delete_/, 'delete'],
  [/(^|_)(add|create|save|upload)_/, 'create'],
  [/(^|_)(update|move|split)_/, 'update'],
  [/^manage_/, 'manage'],
];
export function tagOfScope(scope: string): FunctionTag {
  return TAG_VERBS.find(([re]) => re.test(scope))?.[1] ?? 'view';
}

/** The module key of a scope: its scope group. */
export function moduleKeyOfScope(scope: string): string | undefined {
  return Object.entries(scopeGroups).find(([, scopes]) => (scopes as readonly string[]).includes(scope))?.[0];
}
