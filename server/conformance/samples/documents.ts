import { sql } from '../../db/db';
import { PDF } from '../../uploads/testFiles';
import type { Fixture, Shape } from '../shape';

/**
 * Samples of spec 002 §7.6 and §7.8-7.10 (returns, payable vouchers, chart of accounts, advances). Most of these
 * the spec names without a body ("Request and response bodies of these: not shown"): their samples are ours and
 * prove the call answers at the spec's path.
 */
const SR = '/collection/salesreturn';
const srpfNo = (f: Fixture, status: number) => f.one<string>(sql`SELECT srpf_no FROM srpf_headers WHERE status = ${status} ORDER BY srpf_id LIMIT 1`);
const latestReturn = (f: Fixture) => f.one(sql`SELECT MAX(srpf_id) FROM srpf_headers WHERE status = 0`);

/** The return form of a customer's first order line not yet returned (what the SRPF screen sends). */
async function returnForm(f: Fixture) {
  const customerId = await f.one(sql`
    SELECT si.customer_id FROM sales_invoices si JOIN sales_invoice_lines l ON l.si_id = si.si_id
    WHERE si.si_date BETWEEN DATE '2025-06-01' AND DATE '2026-02-28' AND NOT EXISTS (SELECT 1 FROM sales_returns r WHERE r.line_id = l.line_id)
    ORDER BY si.customer_id LIMIT 1`);
  const orders = (await f.call('credit', 'GET', `${SR}/getcustomerorders?customer_id=${customerId}`)).result as { transaction_id: number; remaining_qty: number }[];
  const line = orders.find((o) => o.remaining_qty >= 1)!;
  return {
    customer_id: customerId,
    srpf_date: '2026-03-01',
    srpf_type: 'SRPF',
    remarks: 'Conformance sample',
    disposition: 'apply_aging',
    disposition_reference: [],
    lines: [{ transaction_id: line.transaction_id, quantity: 1, is_loose: false, reason: 'Near Expiry' }],
  };
}

const PV = '/accounting/payablevoucher';
const vendorId = (f: Fixture) => f.one(sql`SELECT vendor_id FROM suppliers WHERE vendor_code = 'V-0011'`);
const voucher = async (f: Fixture) => ({
  payee_type: 'vendor',
  payee_id: await vendorId(f),
  pv_date: '2026-03-02',
  due_date: '2026-04-01',
  invoice_no: `CONF-${Math.random().toString(36).slice(2, 8)}`,
  invoice_date: '2026-03-01',
  particulars: 'Conformance sample: telephone and internet',
  lines: [{ account_code: '6031', description: 'Leased line', debit: '1000.00', credit: '0' }],
  ewt: [{ atc_code: 'WC160', tax_base: '1000.00' }],
});
const pvOf = (f: Fixture, status: string) => f.one(sql`SELECT MAX(payable_voucher_hdr_id) FROM payable_voucher_hdr WHERE status = ${status}`);
/** An approved voucher with an EWT line (the 2307 calls). */
const approvedWithEwt = (f: Fixture) =>
  f.one(sql`SELECT MAX(h.payable_voucher_hdr_id) FROM payable_voucher_hdr h JOIN payable_voucher_ewt e USING (payable_voucher_hdr_id) WHERE h.status = 'approved' AND h.paid_cv_id IS NULL`);
const NO_BODY = 'No body shown, and none is needed: the path names what the call acts on.';
/** 002 §8: "00013 for SRPF create and update". */
const withCode = (code: string, shape: Shape): Shape => ({ ...shape, code });
const answered = (note: string, sample: Shape['sample'], as?: Shape['as']): Shape => ({ status: 'answered', note: note === NO_BODY ? note : `No body shown. ${note}`, sample, as });

const account = (code: string, over: object = {}) => ({
  account_code: code,
  account_name: `Conformance Expense ${code}`,
  account_type: 'Expenses',
  account_group: 'Operating Expenses',
  account_sub_group: 'Selling Expenses',
  account_line_item: 'Promotions',
  account_sub_line_item: '',
  normal_side: 'D',
  is_header: false,
  parent_code: '6000',
  description: 'Conformance sample',
  active: true,
  remarks: '',
  ...over,
});
const draftOf = (f: Fixture, code: string) => f.one(sql`SELECT MAX(draft_id) FROM account_drafts WHERE account_code = ${code}`);

export const DOCUMENT_SAMPLES: Readonly<Record<string, Shape>> = {
  // ---- Returns (002 §7.6) ----
  ...Object.fromEntries(
    ['onprocesslist', 'approvallist', 'approvedlist', 'declinedlist', 'returnedlist', 'not-yet-received'].map((l) => [`GET /${l}`, { status: 'verified', sample: () => ({}) } satisfies Shape]),
  ),
  'GET /view': { status: 'verified', as: 'credit', sample: (f) => ({ query: { srpf_id: String(f.srpfId) } }) },
  'GET /approval/view': { status: 'verified', as: 'approver', sample: (f) => ({ query: { srpf_id: String(f.srpfId) } }) },
  'POST /declined': { status: 'verified', as: 'approver', sample: async (f) => ({ body: { srpf_no: await srpfNo(f, 3), reason: 'Wrong batch.' } }) },
  'POST /approve': answered('No body shown; ours: srpf_no, as the decline\u2019s.', async (f) => ({ body: { srpf_no: await srpfNo(f, 3) } }), 'approver'),
  'POST /splitbatching': answered('No body shown; ours: srpf_no and the reason, as a return to maker.', async (f) => ({ body: { srpf_no: await srpfNo(f, 0), reason: 'Two batches: one return each.' } }), 'approver'),
  'POST /additional-attachment': {
    status: 'verified',
    as: 'credit',
    note: 'Multipart: srpf_no and the attachments (files).',
    sample: async (f) => ({
      multipart: { fields: { srpf_no: await srpfNo(f, 4) }, files: { attachments: { fileName: 'pull-out-slip.pdf', type: 'application/pdf', bytes: PDF } } },
    }),
  },
  'GET /getrejectedreason': { status: 'verified', sample: async (f) => ({ query: { srpf_no: await srpfNo(f, 2) } }) },
  'GET /getcustomerdeatils': { status: 'verified', as: 'credit', sample: (f) => ({ query: { customer_code: f.customerCode } }) },
  'GET /getcustomer': { status: 'verified', as: 'credit', sample: (f) => ({ query: { customer_id: String(f.customerId) } }) },
  'GET /getcustomerorders': { status: 'verified', as: 'credit', sample: (f) => ({ query: { customer_id: String(f.customerId) } }) },
  'GET /getcustomerhistoricalorders': {
    status: 'verified',
    as: 'credit',
    sample: (f) => ({ query: { customer_id: String(f.customerId), si_number: '', page: '0', page_size: '10', search: '' } }),
  },
  'GET /getcustomeraging': { status: 'verified', as: 'credit', sample: (f) => ({ query: { customer_id: String(f.customerId) } }) },
  'GET /searchcustomer': { status: 'verified', as: 'credit', sample: () => ({ query: { search_param: 'a' } }) },
  'POST /createreturn': withCode('00013', answered('"SRPF form body": the header\u2019s content fields (002 §3.16) and its product lines (§3.17) by transaction_id; the list\u2019s name is not given (ours: lines).', async (f) => ({ body: await returnForm(f) }), 'credit')),
  'POST /update': withCode('00013', answered('The create\u2019s body and the return\u2019s srpf_id.', async (f) => ({ body: { ...(await returnForm(f)), srpf_id: await latestReturn(f) } }), 'credit')),

  // ---- Payable vouchers (002 §7.8) ----
  'GET /or-lists': answered('Paging and filters are ours.', () => ({})),
  'GET /draft-lists': answered('Paging and filters are ours.', () => ({})),
  'POST /create-voucher': answered('Ours: payee, dates, invoice, particulars, the distribution lines and the EWT lines.', async (f) => ({ body: await voucher(f) }), 'finance'),
  'POST /draft-voucher': answered('The create\u2019s body, kept as a draft.', async (f) => ({ body: await voucher(f) }), 'finance'),
  'POST /update-voucher/{payable_voucher_hdr_id}': answered(
    'The create\u2019s body (submit: true sends it for approval).',
    async (f) => ({ params: { payable_voucher_hdr_id: await pvOf(f, 'draft') }, body: { ...(await voucher(f)), submit: false } }),
    'finance',
  ),
  'POST /approve-voucher/{id}': answered(NO_BODY, async (f) => ({ params: { id: await pvOf(f, 'for_approval') } }), 'approver'),
  'POST /return-to-maker-voucher/{payable_voucher_hdr_id}': answered(
    'Ours: the reason.',
    async (f) => {
      await f.call('finance', 'POST', `${PV}/create-voucher`, await voucher(f));
      return { params: { payable_voucher_hdr_id: await pvOf(f, 'for_approval') }, body: { reason: 'Attach the receipts.' } };
    },
    'approver',
  ),
  'POST /cancel-voucher/{payable_voucher_hdr_id}': answered('Ours: the reason.', async (f) => ({ params: { payable_voucher_hdr_id: await pvOf(f, 'draft') }, body: { reason: 'Paid from petty cash.' } }), 'finance'),
  'GET /show-voucher/{id}': answered(NO_BODY, async (f) => ({ params: { id: await pvOf(f, 'approved') } })),
  'GET /show-voucher-draft/{id}': answered(
    'No body.',
    async (f) => {
      await f.call('finance', 'POST', `${PV}/draft-voucher`, await voucher(f));
      return { params: { id: await pvOf(f, 'draft') } };
    },
    'finance',
  ),
  'POST /print-payable-voucher/{id}': { status: 'verified', sample: async (f) => ({ params: { id: await pvOf(f, 'approved') }, body: { payable_voucher_hdr_id: await pvOf(f, 'approved') } }) },
  'POST /print-ewt-form/{id}': answered(NO_BODY, async (f) => ({ params: { id: await approvedWithEwt(f) } })),
  'GET /po-non-stock-lists': answered('Ours: the supplier.', async (f) => ({ query: { supplier_id: String(await vendorId(f)) } }), 'finance'),
  'POST /ir-lists': answered('Ours: the supplier.', async (f) => ({ body: { supplier_id: await vendorId(f) } }), 'finance'),
  'GET /coa-tag-dropdown': answered(NO_BODY, () => ({}), 'finance'),
  'GET /export': answered('The list\u2019s filters, ours.', () => ({})),
  'POST /export/or': answered('The list\u2019s filters, ours.', () => ({ body: {} })),
  'POST /export-to-excel-pv-or': answered('The list\u2019s filters, ours.', () => ({ body: {} })),
  'POST /update/ewt-form': answered(
    'Ours: the voucher, its EWT line, the ATC, the tax base and the date of the adjustment.',
    async (f) => {
      const id = await approvedWithEwt(f);
      const line = await f.one<{ line_no: number; atc_code: string }>(sql`SELECT json_build_object('line_no', line_no, 'atc_code', atc_code) FROM payable_voucher_ewt WHERE payable_voucher_hdr_id = ${id} ORDER BY line_no LIMIT 1`);
      return { body: { payable_voucher_hdr_id: id, line_no: line.line_no, atc_code: line.atc_code, tax_base: '1000.00', adjust_on: '2026-03-02' } };
    },
    'finance',
  ),
  'GET /atc-lists': answered(NO_BODY, () => ({})),
  'POST /multiple-print-ewt-form': answered('Ours: the vouchers\u2019 ids.', async (f) => ({ body: { ids: [await approvedWithEwt(f)] } })),
  'POST /get-ewt-by-pv': answered('Ours: the voucher.', async (f) => ({ body: { payable_voucher_hdr_id: await approvedWithEwt(f) } })),
  'GET /addresses/or': answered('Ours: the payee.', async (f) => ({ query: { payee_type: 'vendor', payee_id: String(await vendorId(f)) } })),
  'GET /supplier/or': answered('Ours: the payee type and a search.', () => ({ query: { payee_type: 'vendor' } }), 'finance'),
  'GET /tin/or': answered('Ours: the payee.', async (f) => ({ query: { payee_type: 'vendor', payee_id: String(await vendorId(f)) } })),
  'GET /v3/purchase/order/lists': answered('Paging and the supplier, ours.', () => ({})),
  'POST /programDB/list': answered('Ours: a search.', () => ({ body: {} })),
  'GET /jv/coa-tag-dropdown': answered(NO_BODY, () => ({})),

  // ---- Chart of accounts (002 §7.9) ----
  'POST /coa/list': answered('Paging and filters, ours.', () => ({ body: {} })),
  'POST /coa/store': answered('Ours: the account\u2019s fields (a draft; submit sends it for approval).', () => ({ body: account('6093', { submit: true }) }), 'finance'),
  'POST /coa/chart-of-account-draft': answered('Paging and the tab, ours.', () => ({ body: {} })),
  'POST /coa/update/status': answered('Ours: the draft and the action.', async (f) => ({ body: { draft_id: await draftOf(f, '6093'), action: 'approve' } }), 'approver'),
  'PUT /coa/chart-of-account-draft/{id}': answered(
    'The store\u2019s body.',
    async (f) => {
      await f.call('finance', 'POST', '/coa/store', account('6094'));
      return { params: { id: await draftOf(f, '6094') }, body: account('6094', { submit: true }) };
    },
    'finance',
  ),
  'PUT /coa/chart-of-account-draft-reject/{id}': answered('Ours: the reason.', async (f) => ({ params: { id: await draftOf(f, '6094') }, body: { reason: 'Use 6093.' } }), 'approver'),
  'POST /coa/soft-delete': answered('Ours: the account.', async (f) => ({ body: { account_id: await f.one(sql`SELECT account_id FROM accounts WHERE account_code = '6093'`) } }), 'finance'),
  'GET /coa/show/{id}': answered(NO_BODY, async (f) => ({ params: { id: await f.one(sql`SELECT account_id FROM accounts WHERE account_code = '1100'`) } })),
  'POST /coa/drop-down': answered('Ours: a search.', () => ({ body: {} })),
  'GET /coa/gerenate-export': answered('The list\u2019s filters, ours.', () => ({})),
  'GET /coa/list/cash-in-bank/dropdown': answered(NO_BODY, () => ({})),

  // ---- Advances (002 §7.10) ----
  'POST /advances-from-customers/export': answered('Ours: the dates (and a customer).', () => ({ body: { date_from: '2026-01-01', date_to: '2026-03-01' } })),
  'POST /advances-from-customers/jv': answered(
    'Ours: the journal_entry of a line of the ledger; answers every line of that entry (the JV behind it).',
    async (f) => ({ body: { journal_entry: await f.one<string>(sql`SELECT MIN(e.journal_entry) FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id WHERE l.account_code = '2050'`) } }),
    'finance',
  ),
  'POST /advances/customers': answered('Paging and a search, ours.', () => ({ body: {} })),
};
