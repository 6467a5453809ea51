import { sql } from '../../db/db';
import { DEMO_PASSWORD } from '../../seed/demoData';
import type { Shape } from '../shape';

/**
 * Samples of spec 000 §7 (sign-in, notifications, credit assessment, ledgers and finance reports), each sent in the
 * request fields the spec's table gives: "dates" are date_from and date_to, "paging" page, page_size, order_by and
 * direction (spec 000 §3, "Ledger filter").
 */
const DATES = { date_from: '2026-01-01', date_to: '2026-03-01' };
const PAGING = { page: 1, page_size: 10, order_by: 'transaction_date', direction: 'asc' };

export const LEDGER_SAMPLES: Readonly<Record<string, Shape>> = {
  'POST /users/login': { status: 'verified', as: 'none', answer: ['token', 'user'], sample: () => ({ body: { username: 'finance', password: DEMO_PASSWORD } }) },
  'POST /get-user-otp-via': { status: 'verified', as: 'none', sample: () => ({ body: { username: 'otpuser' } }) },
  'POST /resend-otp': { status: 'verified', as: 'none', sample: () => ({ body: { username: 'otpuser', password: DEMO_PASSWORD, otp: '' } }) },
  'POST /verify-otp': {
    status: 'verified',
    as: 'none',
    answer: ['token'],
    sample: async (f) => ({ body: { username: 'otpuser', password: DEMO_PASSWORD, otp: await f.lastOtp('otpuser') } }),
  },
  'GET /signin': { code: '00006', status: 'verified', as: 'none', sample: (f) => ({ query: { euid: 'EMP-0004', token: f.ssoToken('EMP-0004') } }) },
  'POST /forgot-password/reset': {
    status: 'verified',
    as: 'none',
    refusedWith: '00008',
    note: 'A reset token is mailed to the user; the sample cannot know one, so the spec\u2019s shape is refused with the answer the screen reads (an email error field).',
    sample: () => ({ body: { password: 'NewPass#2026', password2: 'NewPass#2026', token: 'x'.repeat(43), email: 'finance@demo.invalid' } }),
  },
  'GET /notification/{employee_no}': {
    status: 'verified',
    sample: () => ({ params: { employee_no: 'EMP-0001' }, query: { page_size: '10', order_by: 'created_at', direction: 'desc', search: '', page: '0' } }),
  },
  'GET /ecosystem_detail/{user_id}': { status: 'verified', sample: async (f) => ({ params: { user_id: await f.one(sql`SELECT id FROM users WHERE username = 'admin'`) } }) },
  'POST /customer/credit/assessment': { status: 'verified', as: 'none', sample: (f) => ({ body: { customer_code: f.customerCode, date: '2026-03-01' } }) },
  'POST /customers/search': { status: 'answered', note: 'No body shown; ours is the keyword the customer pickers type.', sample: () => ({ body: { keyword: 'a' } }) },
  'POST /ledger/transactions/customers/regular-nonregular': { status: 'verified', answer: ['customer_regular_nonregular_id', 'description'], sample: () => ({ body: {} }) },
  'POST /products/all/active': { status: 'answered', note: 'No body shown; ours is the keyword (and the supplier, optional) of the product pickers.', sample: () => ({ body: { keyword: 'a' } }) },
  'GET /ledger/accounts/list': { status: 'verified', answer: ['account_code', 'account_name'], sample: () => ({ query: { keyword: '1' } }) },
  'GET /ledger/accounts/groups/sub': { status: 'verified', answer: ['sub_group', 'name'], sample: () => ({ query: { keyword: '' } }) },
  'GET /ledger/transactions/types': { status: 'verified', answer: ['id', 'type'], sample: () => ({}) },
  'GET /ledger/accountcode-list': { status: 'verified', sample: () => ({}) },
  'POST /ledger/general': {
    status: 'verified',
    note: 'filter is read as the spec sends it and narrows nothing (the spec does not say what it holds).',
    sample: () => ({ body: { account_code: '1100', sub_group: '', ...DATES, ...PAGING, filter: '' } }),
  },
  'POST /ledger/general/export': { status: 'verified', sample: () => ({ body: { account_code: '1100', ...DATES } }) },
  'POST /ledger/transactions/sales': { status: 'verified', sample: (f) => ({ body: { id: '', customer_id: f.customerId, ...DATES, ...PAGING } }) },
  'POST /ledger/transactions/sales/export': { status: 'verified', sample: (f) => ({ body: { id: '', customer_id: f.customerId, ...DATES, tab: 'sales' } }) },
  'POST /ledger/transactions/recivables': {
    status: 'verified',
    sample: (f) => ({ body: { customer_id: f.customerId, dr_si_number: '', ...DATES, ...PAGING, init: 1 } }),
  },
  'POST /ledger/transactions/recivables/export/report': { status: 'verified', sample: (f) => ({ body: { customer_id: f.customerId, dr_si_number: '', ...DATES } }) },
  'POST /ledger/transactions/inventory': {
    status: 'verified',
    sample: (f) => ({ body: { supplier_id: '', product_id: [f.productId], ...DATES, ...PAGING } }),
  },
  'POST /ledger/transactions/inventory/export': {
    status: 'answered',
    note: 'No body shown; ours is the page\u2019s filter (supplier_id, product_id list, dates).',
    sample: (f) => ({ body: { product_id: [f.productId], ...DATES } }),
  },
  'POST /ledger/transactions/search/batches': {
    status: 'answered',
    note: 'No body shown; ours: product_id and the typed keyword.',
    sample: (f) => ({ body: { product_id: f.productId, keyword: '' } }),
  },
  'POST /ledger/transactions/product/batches': {
    status: 'answered',
    note: 'No body shown; ours: the product ledger filter plus the module picked in the modal.',
    sample: (f) => ({ body: { product_id: f.productId, batch_no: '', ...DATES, module: 'RR' } }),
  },
  'POST /ledger/transactions/product': {
    status: 'verified',
    sample: (f) => ({ body: { product_id: f.productId, batch_no: '', ...DATES, ...PAGING, order_by: 'module' } }),
  },
  'POST /ledger/transactions/sales-per-product': {
    status: 'verified',
    answer: ['overall_net_total'],
    sample: (f) => ({ body: { customer_id: f.customerId, products: [f.productId], ...DATES, ...PAGING, order_by: 'si_date' } }),
  },
  'POST /ledger/transactions/sales-per-product/report': {
    status: 'verified',
    note: '"export": the page\u2019s filter, no paging.',
    sample: (f) => ({ body: { customer_id: f.customerId, products: [f.productId], ...DATES } }),
  },
  'POST /ledger/transactions/vatable-sales': { status: 'verified', sample: (f) => ({ body: { customer_id: f.customerId, reg_or_nonreg: '', ...DATES, ...PAGING, order_by: 'si_date' } }) },
  'POST /ledger/transactions/vatable-sales/report': { status: 'verified', sample: (f) => ({ body: { customer_id: f.customerId, reg_or_nonreg: '', ...DATES } }) },
  'POST /ledger/transactions/sales-per-channel-segment': {
    status: 'verified',
    note: 'result is the rows (id, type_name, sales of month and total_sales, Grand_Total), the Grand Total row (id 0) last.',
    answer: ['id', 'type_name', 'sales'],
    sample: () => ({ body: { date_year: 2026, type: 'per_channel', page: 1, page_size: 10, order_by: 'type_name', direction: 'asc' } }),
  },
  'POST /ledger/other-reports/income-statement': {
    status: 'verified',
    answer: ['cols_ret'],
    sample: () => ({
      body: { ...DATES, year: 2026, period_breakdown: 'month', breakdown: ['type', 'group'], accounts_from: '', accounts_to: '' },
    }),
  },
  'POST /ewt-payable/subledgers': {
    status: 'verified',
    sample: () => ({ body: { customer_code: '', ...DATES, page: 1, page_size: 10, filter: '', direction: 'asc', filterModel: {} } }),
  },
};
