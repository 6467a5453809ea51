import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OpenInvoiceRow } from '../../../contract/collections';
import type { AccessRow, AdvanceLineRow, AdvanceSummary, DepositRow, ManualSiRow } from '../../../contract/creditOps';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';
import AdvancesFromCustomersPage from './AdvancesFromCustomersPage';
import { seriousViolations } from '../../../tests/axe';
import CollectionsAccessPage from './CollectionsAccessPage';
import ManualSalesInvoicePage from './ManualSalesInvoicePage';
import * as invoicePdf from '../../components/invoicePrint/invoicePdf';
import UndefinedDepositSubledgerPage from './UndefinedDepositSubledgerPage';
import UnidentifiedDepositsPage from './UnidentifiedDepositsPage';

type Body = Record<string, unknown>;
const refusal = (fields: Record<string, string[]>) => HttpResponse.json({ code: '00001', result: Object.values(fields).flat(), fields }, { status: 422 });
const deposit: DepositRow = {
  deposit_id: 5, deposit_no: 'UD-2026-000005', deposit_date: '2026-11-20', bank_account: 'BDO 0012-3456-78 (Operating)', amount: '20000.00', reference: 'IBFT 777',
  remarks: null, status: 'UNIDENTIFIED', customer_code: null, customer_name: null, receipt_no: null, identified_on: null, journal_entry: 'JE-CR-2026-000090',
};
const invoices: OpenInvoiceRow[] = [
  { si_id: 11, si_number: 'SI-000011', dr_number: 'DR-000011', invoice_date: '2026-08-01', due_date: '2026-08-31', days_past_due: 80, total: '11200.00', balance: '11200.00', suggested_cwt: '0.00' },
  { si_id: 12, si_number: 'SI-000012', dr_number: 'DR-000012', invoice_date: '2026-09-01', due_date: '2026-10-01', days_past_due: 50, total: '5600.00', balance: '5600.00', suggested_cwt: '0.00' },
];
const customers = () => http.post(API('/customers/search'), () => ok([{ customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug - Cubao' }]));
const render = (ui: React.ReactElement, route: string, scopes: string[]) => renderWithProviders(withToasts(ui), { route, path: route.split('?')[0], preloadedState: authed(financeUser, scopes) });
async function pickCustomer(scope: HTMLElement, name = /Customer/) {
  await userEvent.type(within(scope).getByRole('combobox', { name }), 'Mercury');
  await userEvent.click(await within(scope).findByRole('option', { name: 'C-00004 - Mercury Drug - Cubao' }, SLOW));
}

afterEach(() => vi.restoreAllMocks());

describe('Unidentified Deposits', () => {
  it('records a deposit: the missing fields are named before anything is asked, then it is confirmed and posted', async () => {
    const sent: Body[] = [];
    mswServer.use(
      http.post(API('/unidentified-deposits/list'), () => ok([deposit], { total_rows: 1 })),
      http.get(API('/collections/deposit-accounts'), () => ok([{ bank_account_id: 3, label: 'BDO 0012-3456-78 (Operating)', account_code: '1020' }])),
      http.post(API('/unidentified-deposits'), async ({ request }) => (sent.push((await request.json()) as Body), ok(deposit, { code: '00003' }))),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render(<UnidentifiedDepositsPage />, '/credit-and-collections/management/unidentified-deposits', ['view_collections', 'manage_unidentified_deposits']);
    expect(await screen.findByText('UD-2026-000005', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Unidentified').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Record Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Unidentified Deposit' });
    expect(await seriousViolations(document.body)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Deposit' }));
    expect(await within(dialog).findByText('Bank Account is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'BDO 0012-3456-78 (Operating)' })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByLabelText(/Bank Account/), '3');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '20,000');
    await userEvent.type(within(dialog).getByLabelText(/Bank Reference/), 'IBFT 777');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Deposit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(confirm.mock.calls[0][1]).toMatch(/^20,000\.00 will be posted/);
    expect(sent[0]).toMatchObject({ bank_account_id: 3, amount: '20000.00', reference: 'IBFT 777' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 40_000);

  it('identifies a waiting deposit: oldest first pays the invoices up to the deposit, the rest shows as the advance, a refusal lands on its invoice', async () => {
    const sent: Body[] = [];
    mswServer.use(
      http.post(API('/unidentified-deposits/list'), () => ok([deposit], { total_rows: 1 })),
      customers(),
      http.get(API('/collections/open-invoices'), () => ok(invoices)),
      http.post(API('/unidentified-deposits/5/identify'), async ({ request }) => {
        sent.push((await request.json()) as Body);
        return refusal({ 'applications.1.amount': ['SI SI-000012 has an open balance of 5000.00 only.'] });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render(<UnidentifiedDepositsPage />, '/credit-and-collections/management/unidentified-deposits', ['view_collections', 'manage_unidentified_deposits', 'create_collection']);
    await userEvent.click(await screen.findByText('UD-2026-000005', {}, SLOW));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Identify Deposit UD-2026-000005' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Identify and Post' }));
    expect(await within(dialog).findByText('Customer is required.')).toBeInTheDocument();
    await pickCustomer(dialog);
    expect(await within(dialog).findByText('SI-000011', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply oldest first' }));
    expect(within(dialog).getByLabelText('Amount applied to SI SI-000011')).toHaveValue('11200.00');
    expect(within(dialog).getByLabelText('Amount applied to SI SI-000012')).toHaveValue('5600.00');
    // 20,000 less 16,800 applied.
    expect(within(dialog).getByText('3,200.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Identify and Post' }));
    expect(confirm.mock.calls[0][1]).toMatch(/3,200\.00 will be kept as the customer's advance/);
    expect(await within(dialog).findByText('SI SI-000012 has an open balance of 5000.00 only.', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount applied to SI SI-000012')).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]).toMatchObject({ customer_code: 'C-00004', applications: [{ si_id: 11, amount: '11200.00', cwt: '0.00' }, { si_id: 12, amount: '5600.00', cwt: '0.00' }] });
  }, 40_000);
});

describe('Collections Access', () => {
  it('shows a collector\u2019s list, adds a customer, and removes an entry after confirming', async () => {
    let rows: AccessRow[] = [{ access_id: 1, kind: 'OFFICER', code: null, name: 'Benjamin Cruz', customers: 14 }];
    const added: Body[] = [];
    mswServer.use(
      http.get(API('/collections-access/collectors'), () => ok([{ user_id: 9, label: 'Angelica Ramos (credit)', entries: rows.length }, { user_id: 2, label: 'Maria Santos (finance)', entries: 0 }])),
      http.get(API('/collections-access/account-officers'), () => ok([{ ao_id: 2, ao_name: 'Benjamin Cruz' }])),
      http.post(API('/collections-access/list'), () => ok(rows, { total_rows: rows.length })),
      customers(),
      http.post(API('/collections-access/customers'), async ({ request }) => {
        added.push((await request.json()) as Body);
        rows = [...rows, { access_id: 2, kind: 'CUSTOMER', code: 'C-00004', name: 'Mercury Drug - Cubao', customers: 1 }];
        return ok(rows[1], { code: '00003' });
      }),
      http.delete(API('/collections-access/1'), () => ((rows = rows.filter((r) => r.access_id !== 1)), ok(null, { code: '00006' }))),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render(<CollectionsAccessPage />, '/credit-and-collections/management/collections-access', ['view_collections', 'manage_collections_access']);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Angelica Ramos (credit)' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Collector'), '9');
    expect(await screen.findByText('Benjamin Cruz', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('Account Officer', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('This collector may collect only for the customers below.')).toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);
    // Add with nothing chosen says so without a call.
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a customer.');
    await pickCustomer(screen.getByRole('form', { name: 'Add to the list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Mercury Drug - Cubao', { selector: 'td' })).toBeInTheDocument();
    expect(added).toEqual([{ user_id: 9, customer_code: 'C-00004' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Benjamin Cruz' }));
    expect(confirm).toHaveBeenCalledWith('Remove Benjamin Cruz?', 'The collector will no longer collect for it.', 'Remove');
    await waitFor(() => expect(screen.queryByText('Benjamin Cruz', { selector: 'td' })).not.toBeInTheDocument());
  }, 40_000);

  it('without manage_collections_access the screen says access denied', () => {
    render(<CollectionsAccessPage />, '/credit-and-collections/management/collections-access', ['view_collections']);
    expect(screen.getByText(/permission to access the collections access lists/)).toBeInTheDocument();
  });
});

describe('Manual Sales Invoice Entry', () => {
  it('names what is missing, shows the VAT of VAT-exclusive prices, and puts the server\u2019s refusals on their fields', async () => {
    const sent: Body[] = [];
    mswServer.use(
      http.post(API('/sales-invoices/manual/list'), () => ok([] as ManualSiRow[], { total_rows: 0 })),
      customers(),
      http.get(API('/sales-invoices/manual/products'), () => ok([{ product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg', selling_price: '112.00', vat_exempt: false, on_hand: 40 }])),
      http.get(API('/courier-lookups/couriers'), () => ok([{ courier_id: 2, label: 'LBC — LBC Express, Inc.', active: true }, { courier_id: 5, label: 'OLD — Old Courier (inactive)', active: false }])),
      http.post(API('/sales-invoices/manual'), async ({ request }) => {
        sent.push((await request.json()) as Body);
        return refusal({ si_number: ['SI No. 12345 exists already.'], 'lines.0.quantity': ['Not enough stock of UNI-BIO-500: 40 on hand (unexpired), 50 invoiced.'] });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render(<ManualSalesInvoicePage />, '/sales-invoice/manual/entry', ['create_manual_sales_invoice']);
    expect(await screen.findByText('No manual sales invoice has been entered yet.', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post Invoice' }));
    expect(await screen.findByText('Customer is required.')).toBeInTheDocument();
    expect(screen.getByText('SI No. is required.')).toBeInTheDocument();
    expect(screen.getByText('Product is required.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    const form = screen.getByRole('form', { name: 'Manual sales invoice' });
    await pickCustomer(form, /^Customer/);
    await userEvent.type(screen.getByLabelText(/SI No\./), '12345');
    await userEvent.selectOptions(screen.getByLabelText(/Unit Prices Are/), 'EXCLUSIVE');
    // The carrier: active couriers only (issue 28: the S-Register names it).
    expect(within(screen.getByLabelText('Carrier')).queryByText(/Old Courier/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Carrier'), 'LBC — LBC Express, Inc.');
    await userEvent.type(screen.getByRole('combobox', { name: 'Product of line 1' }), 'Bio');
    await userEvent.click(await screen.findByRole('option', { name: 'UNI-BIO-500 - Biogesic 500mg (40 on hand)' }, SLOW));
    // The VAT-inclusive selling price 112.00 is 100.00 before VAT.
    expect(screen.getByLabelText('Unit price of line 1')).toHaveValue('100.00');
    await userEvent.type(screen.getByLabelText('Quantity of line 1'), '50');
    await userEvent.type(screen.getByLabelText('Discount % of line 1'), '10');
    // 50 x 112.00 = 5,600.00 less 10% = 5,040.00: vatable 4,500.00, VAT 540.00.
    const totals = screen.getByLabelText('Invoice totals');
    expect(within(totals).getByText('4,500.00')).toBeInTheDocument();
    expect(within(totals).getByText('540.00')).toBeInTheDocument();
    expect(within(totals).getByText('5,040.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post Invoice' }));
    expect(confirm).toHaveBeenCalledWith('Post SI 12345?', expect.stringMatching(/^5,040\.00 will be posted/));
    expect(await screen.findByText('SI No. 12345 exists already.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Not enough stock of UNI-BIO-500: 40 on hand (unexpired), 50 invoiced.')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of line 1')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(document.body)).toEqual([]);
    expect(sent[0]).toMatchObject({ customer_code: 'C-00004', si_number: '12345', price_basis: 'EXCLUSIVE', terms: null, courier_id: 2, lines: [{ product_code: 'UNI-BIO-500', quantity: 50, unit_price: '100.00', discount: '10.00' }] });
  }, 40_000);
});

describe('Manual Sales Invoice Entry: printing', () => {
  it('prints an entered invoice when its row is opened (the server counts the copy)', async () => {
    const row: ManualSiRow = {
      si_id: 77, si_number: 'MAN-1001', si_date: '2026-11-24', due_date: '2026-12-24', customer_code: 'C-00001', customer_name: 'Mercury Drug - Quezon Ave',
      vatable_sales: '270.00', vat_amount: '32.40', zero_rated: '0.00', vat_exempt: '0.00', discount: '33.60', total: '302.40', cost: '150.00', journal_entry: 'JE-SI-1', created_by: 'Credit Officer',
    };
    let printed = 0;
    mswServer.use(
      http.post(API('/sales-invoices/manual/list'), () => ok([row], { total_rows: 1 })),
      customers(),
      http.get(API('/courier-lookups/couriers'), () => ok([])),
      http.post(API('/bir/invoices/:si_id/print'), ({ params }) => {
        printed = Number(params.si_id);
        return ok({ si_id: 77, reprint: false, copy_no: 1 });
      }),
    );
    const draw = vi.spyOn(invoicePdf, 'printInvoice').mockResolvedValue();
    render(<ManualSalesInvoicePage />, '/sales-invoice/manual/entry', ['create_manual_sales_invoice']);
    await userEvent.dblClick(await screen.findByText('MAN-1001', {}, SLOW));
    await vi.waitFor(() => expect(draw).toHaveBeenCalledWith({ si_id: 77, reprint: false, copy_no: 1 }));
    expect(printed).toBe(77);
    expect(screen.getByText(/every print after the first is marked REPRINT/)).toBeInTheDocument();
    draw.mockRestore();
  });
});

describe('Advances from Customers', () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());
  it('shows the lines with their customer, the totals per customer and the account beside them', async () => {
    const line: AdvanceLineRow = {
      id: 1, transaction_date: '2025-06-02', journal_entry: 'JE-CR-2025-000001', module: 'CR', reference: 'OR-2025-000001', customer_code: 'C-00004', customer_name: 'Mercury Drug - Cubao',
      particulars: 'Collection OR-2025-000001', debit: '0.00', credit: '1500.00', running_balance: '1500.00',
    };
    const summary: AdvanceSummary = {
      customers: [{ customer_code: 'C-00004', customer_name: 'Mercury Drug - Cubao', opening: '0.00', debit: '0.00', credit: '1500.00', closing: '1500.00' }],
      total: { opening: '0.00', debit: '0.00', credit: '1500.00', closing: '1500.00' },
      control_closing: '1500.00',
    };
    const pages: Body[] = [];
    mswServer.use(
      http.post(API('/finance-reports/advances-from-customers'), async ({ request }) => (pages.push((await request.json()) as Body), ok([line], { total_rows: 1 }))),
      http.post(API('/finance-reports/advances-from-customers/summary'), () => ok(summary)),
    );
    render(<AdvancesFromCustomersPage />, '/finance-and-accounting/advances-from-customers', ['view_finance_subledgers']);
    expect(await screen.findByText('OR-2025-000001', {}, SLOW)).toBeInTheDocument();
    expect(pages[0]).toMatchObject({ date_from: '2025-06-01', date_to: '2025-06-15' });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(await within(totals).findByText('C-00004 Mercury Drug - Cubao')).toBeInTheDocument();
    expect(within(totals).getByRole('status')).toHaveTextContent('Advances from Customers (2050) in the trial balance at the end of the range: 1500.00 — equal to the sub-ledger.');

    // The journal entry opens the JV behind the line (002 §7.10 POST /advances-from-customers/jv), keeping the filters.
    const asked: unknown[] = [];
    mswServer.use(
      http.post(API('/advances-from-customers/jv'), async ({ request }) => {
        asked.push(await request.json());
        return ok([
          { journal_entry: 'JE-CR-2025-000001', transaction_date: '2025-06-02', module: 'CR', reference: 'OR-2025-000001', particulars: 'Collection OR-2025-000001', account_code: '1020', account_name: 'Cash in Bank - BDO', debit: '1500.00', credit: '0.00' },
          { journal_entry: 'JE-CR-2025-000001', transaction_date: '2025-06-02', module: 'CR', reference: 'OR-2025-000001', particulars: 'Collection OR-2025-000001', account_code: '2050', account_name: 'Advances from Customers', debit: '0.00', credit: '1500.00' },
        ]);
      }),
    );
    const entry = screen.getByRole('link', { name: 'JE-CR-2025-000001' });
    expect(entry).toHaveAttribute('href', '/finance-and-accounting/advances-from-customers?journal_entry=JE-CR-2025-000001');
    await userEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: /Journal Entry JE-CR-2025-000001/ }, SLOW);
    const lines = await within(dialog).findByRole('table', { name: 'Lines of journal entry JE-CR-2025-000001' }, SLOW);
    expect(within(lines).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['1020 - Cash in Bank - BDO1,500.00', '2050 - Advances from Customers1,500.00']);
    expect(asked).toEqual([{ journal_entry: 'JE-CR-2025-000001' }]);
    expect(await seriousViolations(document.body)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 40_000);
});

describe('Undefined Deposit Subledger', () => {
  beforeEach(freezeToday);
  afterEach(() => vi.useRealTimers());
  it('v2 shows the account\u2019s lines and totals with the deposits, identified ones included, under them', async () => {
    const line = {
      id: 3, journal_entry: 'JE-CR-2025-000003', transaction_date: '2025-06-03', account_code: '2055', account_name: 'Unidentified Deposits', module: 'CR', reference: 'UD-2025-000001',
      document_no: 'UD-2025-000001', party_code: null, party_name: null, tin: null, base_amount: null, particulars: 'Unidentified deposit UD-2025-000001', debit: '0.00', credit: '20000.00', running_balance: '20000.00',
    };
    const lists: Body[] = [];
    mswServer.use(
      http.post(API('/finance-reports/undefined-deposits'), () => ok([line], { total_rows: 1 })),
      http.post(API('/finance-reports/undefined-deposits/summary'), () =>
        ok({ accounts: [{ account_code: '2055', account_name: 'Unidentified Deposits', opening: '0.00', debit: '0.00', credit: '20000.00', closing: '20000.00' }], total: { opening: '0.00', debit: '0.00', credit: '20000.00', closing: '20000.00' } })),
      http.post(API('/unidentified-deposits/list'), async ({ request }) => (lists.push((await request.json()) as Body), ok([{ ...deposit, status: 'IDENTIFIED', customer_name: 'Mercury Drug - Cubao', receipt_no: 'OR-2025-000009' }], { total_rows: 1 }))),
    );
    render(<UndefinedDepositSubledgerPage />, '/finance-and-accounting/undefined-deposit-subledger-v2', ['view_finance_subledgers', 'view_collections']);
    expect(screen.getByRole('heading', { name: 'Undefined Deposit Subledger (v2)' })).toBeInTheDocument();
    expect((await screen.findAllByText('UD-2025-000001', {}, SLOW)).length).toBeGreaterThan(0);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(await within(totals).findByText('2055 Unidentified Deposits')).toBeInTheDocument();
    expect(await screen.findByText('OR-2025-000009', {}, SLOW)).toBeInTheDocument();
    // The register asks for every status.
    expect(lists[0]).not.toHaveProperty('status');
  }, 40_000);
});
