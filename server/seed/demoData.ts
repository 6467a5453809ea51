import { scopeGroups, type Scope } from '../../contract';

/**
 * The deterministic demo data: the same users, roles and notifications on
 * every fresh database, so the README, the e2e tests and the msw fixtures
 * (tests/msw/fixtures.ts) can name them. See README.md beside this file.
 */
export const DEMO_PASSWORD = 'Demo@12345';

export interface DemoRole {
  role: string;
  /** `superuser` stands for the configured SUPERUSER_ROLE_CODE. */
  slug: string | 'superuser';
  description: string;
  scopes: readonly Scope[];
  /**
   * Approval authority (migration 133): the amount limit up to which the role signs
   * purchase order levels; null: no limit; absent: no authority.
   */
  approvalLimit?: string | null;
}

/** Approvals: the maker never holds these (maker ≠ checker); the approver does. */
const CHECKER_SCOPES: readonly Scope[] = [
  'approve_deals_and_discounts',
  'approve_chart_of_account',
  'approve_memo',
  'approve_Srpf',
  'decline_Srpf',
  'split_srpf',
  'approve_payable_voucher',
  'approve_journal_voucher',
  'approve_treasury_request',
  'decline_treasury_request',
  'approve_inventory_receipt',
  'approve_inventory_adjustment',
  'approve_inventory_transfer',
  'approve_purchase_order',
  'override_cash_advance',
];

/** What a purchase order signer above the officer needs: the orders, their approval, the inbox's view of them. */
const PO_SIGNER_SCOPES: readonly Scope[] = ['view_purchase_orders', 'approve_purchase_order'];

export const DEMO_ROLES: readonly DemoRole[] = [
  {
    role: 'Administrator',
    slug: 'superuser',
    description: 'Passes every permission check (role slug = SUPERUSER_ROLE_CODE).',
    scopes: [],
  },
  {
    role: 'Finance',
    slug: 'finance',
    description: 'Finance and accounting reports, the ledgers, the customers (credit and collections), the banks the company deals with, the revision history and the document files.',
    scopes: [
      ...scopeGroups.finance,
      ...scopeGroups.ledgers,
      // Credit and collections sit in finance: they keep the customers (approving deals stays with the approver).
      ...scopeGroups.customers.filter((s) => !CHECKER_SCOPES.includes(s)),
      'view_banks',
      'add_bank',
      'update_bank',
      // Finance records and settles the collections beside the credit role; approvals stay with the approver
      // (maker ≠ checker) and receiving returned goods with the warehouse.
      ...scopeGroups.credit.filter((s) => !CHECKER_SCOPES.includes(s) && s !== 'receive_srpf'),
      // Finance keeps the payees (vendors, suppliers, employees) and the chart of accounts; it drafts account
      // changes and the approver approves them (maker ≠ checker).
      ...scopeGroups.vendors,
      ...scopeGroups.accounting.filter((s) => !CHECKER_SCOPES.includes(s)),
      // Finance pays: treasury schedules and releases payments and records non-trade collections; it follows the
      // purchase orders and payables it pays, and the stock value it carries.
      ...scopeGroups.treasury.filter((s) => !CHECKER_SCOPES.includes(s)),
      'view_purchase_orders',
      'view_payable_management',
      'view_inventory_reports',
      // Finance audits changes and files supporting documents; deleting a document stays with the administrator.
      'view_revision_history',
      'view_document_management',
      // Finance files the taxes: it follows the e-invoices sent to the BIR and resends the rejected ones.
      ...scopeGroups.tax,
      'upload_document',
      'move_document',
      // Finance keeps the licences of the company, the customers and the suppliers it keeps, and sees their alerts.
      'view_regulatory',
      'manage_licences',
    ],
  },
  {
    role: 'Approver',
    slug: 'approver',
    description: 'Approves products and purchase requests.',
    // The officer level of purchase orders (up to ₱100,000: the manager's threshold).
    approvalLimit: '100000.00',
    scopes: [
      'approve_product',
      'view_products',
      'get_specific_product',
      'can_approve_purchase_request',
      'can_decline_purchase_request',
      'view_pending_purchase_request_list',
      'view_approved_purchase_request_list',
      // Declined requests (status 2) can be approved and cancelled ones declined: the approver must see both lists.
      'view_editing_purchase_request_list',
      'view_cancelled_purchase_request_list',
      // The checker of the deals finance drafts (maker ≠ checker): sees the deal lists, approves or declines.
      'view_deals_and_discounts',
      'approve_deals_and_discounts',
      // The checker of the chart of accounts drafts finance makes.
      'view_chart_of_accounts',
      'approve_chart_of_account',
      // The checker of the memos and stock returns credit writes, and of the vouchers finance writes.
      'view_credit_and_collections',
      'view_memos',
      'view_debit_memos',
      'view_srpf',
      'srpf_approval_list',
      'srpf_approved_list',
      'srpf_declined_list',
      'srpf_returned_list',
      'view_payable_vouchers',
      'view_journal_vouchers',
      'view_treasury',
      'view_treasury_approvals',
      // The checker of the receipts, adjustments and transfers the warehouse makes, of the purchase orders
      // purchasing writes (stock and asset purchase orders), and of cash advance overrides.
      'receipt_list',
      'view_inventory_receipts',
      'view_inventory_adjustments',
      'view_inventory_transfer_confirmation',
      'view_inventory_transfer_in_transit',
      'view_inventory_transfer_received',
      'view_inventory_transfer_cancelled',
      'view_purchase_orders',
      'view_asset_management',
      'view_cash_advance',
      // The licences and registrations that stop what they approve, and their alerts.
      'view_regulatory',
      ...CHECKER_SCOPES.filter((s) => s !== 'approve_chart_of_account' && s !== 'approve_deals_and_discounts'),
    ],
  },
  {
    role: 'Purchaser',
    slug: 'purchaser',
    description: 'Creates and maintains purchase requests.',
    scopes: [
      'view_products',
      'get_specific_product',
      'add_product',
      'update_product',
      'update_status',
      'view_product_drafts',
      'can_create_purchase_request',
      'can_update_purchase_request',
      'can_cancel_purchase_request',
      'view_pending_purchase_request_list',
      'view_editing_purchase_request_list',
      'view_cancelled_purchase_request_list',
      'view_approved_purchase_request_list',
      'save_forecast',
      'add_purchase_log',
      // Purchasing deals with the suppliers: it sees the vendor master, and writes the purchase orders.
      'view_vendors',
      'view_purchase_orders',
      'create_purchase_order',
      'view_payable_management',
    ],
  },
  {
    role: 'Warehouse',
    slug: 'warehouse',
    description: 'Inventory receipts and transfers, and the couriers that deliver.',
    scopes: [
      'receipt_list',
      'view_inventory_transfer_confirmation',
      'view_inventory_transfer_in_transit',
      'view_inventory_transfer_received',
      'view_inventory_transfer_cancelled',
      // The warehouse books the deliveries: it keeps the couriers, where they serve and whom they deliver to.
      'view_couriers',
      'add_courier',
      'update_courier',
      // The warehouse keeps its own layout: warehouses, floors, zones and pallets.
      ...scopeGroups.warehouse,
      // It receives, inspects, adjusts, transfers and reports the stock (approvals stay with the approver).
      ...scopeGroups.stock.filter((s) => !CHECKER_SCOPES.includes(s)),
      // It follows the stock it moves in the books: the inventory sub-ledger and each product's ledger.
      'view_inventory_sub_ledger_list',
      'view_product_ledger_list',
      // It receives the goods of approved stock returns.
      'view_credit_and_collections',
      'view_srpf',
      'view_not_yet_returned_srpf_list',
      'receive_srpf',
      // It sees the licences and registrations that stop a receipt or a transfer, and runs the recalls (it pulls the stock back).
      'view_regulatory',
      'manage_recalls',
    ],
  },
  { role: 'Viewer', slug: 'viewer', description: 'Signs in; sees only their own profile and notifications.', scopes: ['bypass'] },
  // Last, so the other roles keep their ids.
  {
    role: 'Credit and Collections',
    slug: 'credit',
    description: 'Customers, collections, memos, stock returns, aging and statements of account.',
    scopes: [
      ...scopeGroups.customers.filter((s) => !CHECKER_SCOPES.includes(s)),
      ...scopeGroups.credit.filter((s) => !CHECKER_SCOPES.includes(s) && s !== 'receive_srpf'),
      // The receivable they collect, as the books show it.
      'view_receivable_sub_ledger_list',
      'export_receivable_sub_ledger_list',
      'view_document_management',
      'upload_document',
      // The customers' licences to operate and S-licences are part of their KYC; credit notifies the customers of a recall.
      'view_regulatory',
      'manage_licences',
      'manage_recalls',
    ],
  },
  // The signers of a purchase order's higher levels: each level by a different person who holds its authority.
  ...(
    [
      ['Purchasing Manager', 'manager', '500000.00', 'Signs purchase orders at the manager level (up to ₱500,000).'],
      ['Vice President', 'vp', '2000000.00', 'Signs purchase orders at the vice president level (up to ₱2,000,000).'],
      ['President', 'president', null, 'Signs purchase orders at the president level (no limit).'],
    ] as const
  ).map(([role, slug, approvalLimit, description]) => ({ role, slug, description, approvalLimit, scopes: PO_SIGNER_SCOPES })),
];

export interface DemoUser {
  employee_no: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  job_name: string | null;
  mobile: string;
  department: string;
  otp_enabled: boolean;
  active: boolean;
  roles: readonly string[];
}

/** Inserted in this order, so user ids are 1..12 on a fresh database. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    employee_no: 'EMP-0001', username: 'admin', first_name: 'Jose', last_name: 'Reyes',
    email: 'jose.reyes@demo.invalid', job_name: 'System Administrator', mobile: '+639171230001',
    department: 'Information Technology', otp_enabled: false, active: true, roles: ['superuser'],
  },
  {
    employee_no: 'EMP-0002', username: 'finance', first_name: 'Maria', last_name: 'Santos',
    email: 'maria.santos@demo.invalid', job_name: 'Finance Manager', mobile: '+639171230002',
    department: 'Finance and Accounting', otp_enabled: false, active: true, roles: ['finance'],
  },
  {
    employee_no: 'EMP-0003', username: 'approver', first_name: 'Antonio', last_name: 'Bautista',
    email: 'antonio.bautista@demo.invalid', job_name: 'Operations Manager', mobile: '+639171230003',
    department: 'Operations', otp_enabled: false, active: true, roles: ['approver'],
  },
  {
    employee_no: 'EMP-0004', username: 'purchaser', first_name: 'Cristina', last_name: 'Villanueva',
    email: 'cristina.villanueva@demo.invalid', job_name: 'Purchasing Officer', mobile: '+639171230004',
    department: 'Purchasing', otp_enabled: false, active: true, roles: ['purchaser'],
  },
  {
    employee_no: 'EMP-0005', username: 'warehouse', first_name: 'Ramon', last_name: 'Dela Cruz',
    email: 'ramon.delacruz@demo.invalid', job_name: 'Warehouse Supervisor', mobile: '+639171230005',
    department: 'Warehouse', otp_enabled: false, active: true, roles: ['warehouse'],
  },
  {
    employee_no: 'EMP-0006', username: 'viewer', first_name: 'Liza', last_name: 'Mendoza',
    email: 'liza.mendoza@demo.invalid', job_name: null, mobile: '+639171230006',
    department: 'Sales', otp_enabled: false, active: true, roles: ['viewer'],
  },
  {
    employee_no: 'EMP-0007', username: 'otpuser', first_name: 'Paolo', last_name: 'Garcia',
    email: 'paolo.garcia@demo.invalid', job_name: 'Senior Accountant', mobile: '+639171234567',
    department: 'Finance and Accounting', otp_enabled: true, active: true, roles: ['finance'],
  },
  {
    employee_no: 'EMP-0008', username: 'inactive', first_name: 'Roberto', last_name: 'Aquino',
    email: 'roberto.aquino@demo.invalid', job_name: 'Former Credit Analyst', mobile: '+639171230008',
    department: 'Credit and Collections', otp_enabled: false, active: false, roles: ['viewer'],
  },
  {
    employee_no: 'EMP-0009', username: 'credit', first_name: 'Angelica', last_name: 'Ramos',
    email: 'angelica.ramos@demo.invalid', job_name: 'Credit and Collections Officer', mobile: '+639171230009',
    department: 'Credit and Collections', otp_enabled: false, active: true, roles: ['credit'],
  },
  // One signer per higher level of a purchase order (the approver signs the officer level).
  {
    employee_no: 'EMP-0101', username: 'manager', first_name: 'Teresa', last_name: 'Navarro',
    email: 'teresa.navarro@demo.invalid', job_name: 'Purchasing Manager', mobile: '+639171230010',
    department: 'Purchasing', otp_enabled: false, active: true, roles: ['manager'],
  },
  {
    employee_no: 'EMP-0102', username: 'vp', first_name: 'Eduardo', last_name: 'Castillo',
    email: 'eduardo.castillo@demo.invalid', job_name: 'Vice President for Operations', mobile: '+639171230011',
    department: 'Executive Office', otp_enabled: false, active: true, roles: ['vp'],
  },
  {
    employee_no: 'EMP-0103', username: 'president', first_name: 'Carmela', last_name: 'Soriano',
    email: 'carmela.soriano@demo.invalid', job_name: 'President', mobile: '+639171230012',
    department: 'Executive Office', otp_enabled: false, active: true, roles: ['president'],
  },
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY = 86_400_000;

/** 25 notifications for finance (EMP-0002), every 14 days from 6 Jan 2026; 3 for admin; none for viewer. */
export function demoNotifications(): { employee_no: string; description: string; created_at: string }[] {
  const out: { employee_no: string; description: string; created_at: string }[] = [];
  for (let i = 0; i < 25; i++) {
    // 09:00-13:00 Manila time (UTC+8)
    const at = new Date(Date.UTC(2026, 0, 6) + i * 14 * DAY + (1 + (i % 5)) * 3_600_000);
    const n = String(i + 1).padStart(4, '0');
    const month = MONTHS[at.getUTCMonth()];
    const templates = [
      `Journal voucher JV-2026-${n} was approved.`,
      `Payable voucher PV-2026-${n} is waiting for your review.`,
      `Trial balance for ${month} 2026 is ready.`,
      `General ledger export for ${month} 2026 is ready for download.`,
      `Check voucher CV-2026-${n} was released.`,
    ];
    out.push({ employee_no: 'EMP-0002', description: templates[i % templates.length], created_at: at.toISOString() });
  }
  const admin = [
    [Date.UTC(2026, 1, 2, 1), 'New user account created: cristina.villanueva.'],
    [Date.UTC(2026, 5, 15, 2), 'Role Finance was updated: 2 permissions added.'],
    [Date.UTC(2026, 9, 20, 3), 'Password reset requested for liza.mendoza.'],
  ] as const;
  for (const [ms, description] of admin) out.push({ employee_no: 'EMP-0001', description, created_at: new Date(ms).toISOString() });
  return out.sort((a, b) => a.created_at.localeCompare(b.created_at));
}
