/**
 * Permission scopes, grouped by area. The spec names some (000 §6, 001 §6);
 * where it names none for a screen we define `view_<screen>` style scopes here,
 * and nowhere else. The SPA's route table and the server's routes both import
 * from this file, so a typo is a type error on both sides.
 */
export const scopeGroups = {
  admin: [
    'get_all_users',
    'add_user',
    'update_user',
    'view_roles',
    'manage_roles',
    'manage_permissions',
    'view_revision_history',
    'view_document_management',
    'upload_document',
    'move_document',
    'delete_document',
    'view_access_token',
    // Ours: drafts belong to their maker; this reads and changes other users' drafts (issue 24).
    'edit_others_drafts',
  ],
  products: [
    'view_products',
    'add_product',
    'add_products',
    'update_status',
    'update_product',
    'get_specific_product',
    'approve_product',
    'view_product_drafts',
  ],
  purchasing: [
    'view_pending_purchase_request_list',
    'view_approved_purchase_request_list',
    'view_cancelled_purchase_request_list',
    'view_editing_purchase_request_list',
    'can_create_purchase_request',
    'can_approve_purchase_request',
    'can_update_purchase_request',
    'can_decline_purchase_request',
    'can_cancel_purchase_request',
    // Ours: the spec names no scope for saving a forecast or logging a purchase (001 §6).
    'save_forecast',
    'add_purchase_log',
  ],
  inventory: [
    'receipt_list',
    'view_inventory_transfer_confirmation',
    'view_inventory_transfer_in_transit',
    'view_inventory_transfer_received',
    'view_inventory_transfer_cancelled',
  ],
  ledgers: [
    'view_sales_special_journal_list',
    'export_sales_special_journal_list',
    'view_receivable_sub_ledger_list',
    'export_receivable_sub_ledger_list',
    'view_inventory_sub_ledger_list',
    'export_inventory_sub_ledger_list',
    'view_sales_per_product_ledger_list',
    'export_sales_per_product_ledger_list',
    'view_vatable_sales_ledger_list',
    'export_vatable_sales_ledger_list',
    'view_product_ledger_list',
    'export_product_ledger_list',
    'view_ytd_sales_ledger_list',
  ],
  finance: [
    'get_general_ledger',
    'export_general_ledger',
    'get_trial_balance',
    'export_trial_balance',
    'get_income_statement',
    'get_ewt_payable_report',
    'get_ewt_all',
  ],
  /*
   * The scopes below are our definitions: the spec names no scope for these
   * screens (000 §6: "the per-scope mapping beyond the above is not shown").
   */
  customers: [
    // Named by spec 002 §6.
    'get_all_customers',
    'customer_list_export',
    'add_customer',
    'get_customer',
    'update_customer',
    'customer_set_status_active',
    'customer_set_status_deactivate',
    'get_collection_dashboard_totals',
    'get_customer_outstanding_balance',
    'get_list_of_chod',
    'get_customer_check',
    'get_customer_advances',
    'get_customer_returns',
    'get_customer_ewt',
    'get_customer_transactionhistory',
    'create_collection_footprint',
    'edit_customer_footprint',
    'delete_customer_footprint',
    // Ours: the spec names none for these.
    'update_customer_discounts',
    'view_deals_and_discounts',
    'create_deals_and_discounts',
    'approve_deals_and_discounts',
    'view_smpp_product_maintenance',
    'update_customer_product_code',
    'import_customer_product_code',
    'export_customer_product_code',
    'view_credit_assessment',
  ],
  credit: [
    'view_credit_and_collections',
    'view_collections',
    'view_memos',
    'view_srpf',
    'view_debit_memos',
    'view_statement_of_account',
    // Ours: the spec names none for recording and settling collections.
    'create_collection',
    'apply_collection',
    'clear_check',
    'bounce_check',
    'view_customer_advances',
    // Ours: credit and debit memos (the approver approves what credit writes), unidentified deposits,
    // who may collect for which customers, and invoices written outside the system.
    'create_memo',
    'approve_memo',
    'manage_unidentified_deposits',
    'manage_collections_access',
    'create_manual_sales_invoice',
    // Named by spec 002 §6: the stock returns (SRPF) tabs and buttons.
    'create_srpf',
    'srpf_onprocess_list',
    'srpf_approval_list',
    'srpf_approved_list',
    'srpf_declined_list',
    'srpf_returned_list',
    'view_not_yet_returned_srpf_list',
    'approval_Srpf',
    'approve_Srpf',
    'decline_Srpf',
    'split_srpf',
    'view_declined_srpf',
    'update_srpf',
    'srpf_list',
    // Ours: the warehouse receives the returned goods of an approved SRPF.
    'receive_srpf',
  ],
  stock: [
    'view_inventory_receipts',
    'view_inventory_adjustments',
    'view_inventory_reports',
    'view_inventory_movement',
    'import_inventory',
    // Ours: receiving a purchase order onto pallets, inspecting it and approving it (the approver approves).
    'create_inventory_receipt',
    'inspect_inventory_receipt',
    'approve_inventory_receipt',
    // Ours: stock adjustments (count, damage, expiry write-off) and their import; the approver approves.
    'create_inventory_adjustment',
    'approve_inventory_adjustment',
    // Ours: transfers between floors and pallets (request, approve, post, receive).
    'create_inventory_transfer',
    'approve_inventory_transfer',
    'post_inventory_transfer',
    'receive_inventory_transfer',
  ],
  warehouse: ['view_warehouses', 'view_zone_assignment', 'view_pallet_assignment', 'add_warehouse', 'update_warehouse', 'add_zone', 'update_zone', 'assign_pallet'],
  logistics: ['view_couriers', 'add_courier', 'update_courier', 'view_banks', 'add_bank', 'update_bank'],
  vendors: ['view_vendors', 'view_employees', 'view_accounting_code_profile', 'add_vendor', 'update_vendor', 'add_employee', 'update_employee'],
  procurement: [
    'view_purchase_orders',
    'view_payable_management',
    // Ours: writing purchase orders and approving them through their levels (the approver approves).
    'create_purchase_order',
    'approve_purchase_order',
  ],
  treasury: [
    'view_treasury',
    'view_treasury_approvals',
    'view_non_trade_collections',
    'approve_treasury_request',
    'decline_treasury_request',
    // Ours: scheduling and releasing payments to suppliers, vendors and employees, and recording non-trade collections.
    'release_payment',
    'create_non_trade_collection',
  ],
  accounting: [
    'view_chart_of_accounts',
    'add_chart_of_account',
    'update_chart_of_account',
    'approve_chart_of_account',
    'view_accounting_setup',
    'maintain_accounting_setup',
    'view_journal_vouchers',
    'view_payable_vouchers',
    'view_check_vouchers',
    'view_financial_statements',
    'view_finance_subledgers',
    'view_asset_management',
    'view_cash_advance',
    // Ours: writing, approving and paying vouchers, and closing periods (the approver approves what finance writes).
    'create_payable_voucher',
    'approve_payable_voucher',
    'create_journal_voucher',
    'approve_journal_voucher',
    'create_check_voucher',
    'release_check_voucher',
    'close_period',
    // Ours: fixed assets and their depreciation, allocated expenses, advances to suppliers and vendors,
    // the creditable withholding tax updates, and cash advances (an override is the approver's).
    'manage_assets',
    'manage_allocated_expenses',
    'manage_advances',
    'update_cwt',
    'manage_cash_advance',
    'override_cash_advance',
  ],
  // Ours (issue 28): licences and registrations, the gates they put on trade, dangerous drugs and recalls.
  regulatory: ['view_regulatory', 'manage_licences', 'override_trade_gates', 'manage_recalls'],
  // Ours (issue 27): the BIR's tax compliance — e-invoices sent to the EIS and the board of what it has not accepted,
  // the quarter's summary lists of sales and purchases with the 2550Q and their tie-out to the ledger, and the year's
  // books of accounts.
  tax: ['view_e_invoices', 'transmit_e_invoices', 'view_vat_returns', 'keep_books_of_accounts'],
  /** Scopes every signed-in user has: their own profile, notifications, sessions. */
  self: ['bypass'],
} as const;

type Groups = typeof scopeGroups;
export type Scope = Groups[keyof Groups][number];

export const ALL_SCOPES: readonly Scope[] = Object.values(scopeGroups).flat() as Scope[];

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as readonly string[]).includes(value);
}
