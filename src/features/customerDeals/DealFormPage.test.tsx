import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DealDetail } from '../../../contract/customerDeals';
import * as dialogs from '../../components/dialogs';
import DealFormPage from './DealFormPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { biogesic, neozep, promoDeal, watsons } from './testData';

const SLOW = { timeout: 30_000 };
const MAKER = ['view_deals_and_discounts', 'create_deals_and_discounts'];
const CHECKER = ['view_deals_and_discounts', 'approve_deals_and_discounts'];

/** The pickers' answers and what the writes sent. */
function serve() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const saved = (body: Record<string, unknown>, status: number): DealDetail => ({ ...promoDeal, customer_discount_batch_hdr_id: 7, batch_no: 'DD-000007', status: status as DealDetail['status'], kind: body.kind as DealDetail['kind'] });
  mswServer.use(
    http.get(API('/customers/deals/customer-options'), () => ok([watsons])),
    http.get(API('/customers/deals/product-options'), () => ok([biogesic, neozep])),
    http.post(API('/customers/deals/create'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path: 'create', body });
      return ok(saved(body, body.submit === 1 ? 3 : 0), { code: '00003' });
    }),
    http.get(API('/customers/deals/show/2'), () => ok(promoDeal)),
    http.post(API('/customers/deals/decline'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path: 'decline', body });
      return ok({ ...promoDeal, status: 2, decline_reason: body.reason }, { code: '00004' });
    }),
  );
  return sent;
}

const renderAt = (route: string, scopes: string[], path = route.split('?')[0]) =>
  renderWithProviders(<DealFormPage />, { route, path, preloadedState: authed(financeUser, scopes) });

async function pick(label: string, typed: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }, SLOW));
}

afterEach(() => vi.restoreAllMocks());

describe('the deal form', () => {
  it('checks the form with the contract before sending: each message on its field, nothing sent', async () => {
    const sent = serve();
    renderAt('/customers/create/deals-and-discounts/regular', MAKER);
    expect(screen.getByRole('heading', { name: 'Create Regular Deal' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Deal name is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one customer.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one product.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Deal Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('a promotional deal needs its end date', async () => {
    serve();
    renderAt('/customers/create/deals-and-discounts?kind=promotional', MAKER);
    expect(screen.getByRole('heading', { name: 'Create Promotional Deal' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Valid until is required for a promotional deal.')).toBeInTheDocument();
  });

  it('new lines start at zero with SRP from the special price, else the unit price; a bad value is refused on its cell; the draft is saved', async () => {
    const sent = serve();
    const { router } = renderAt('/customers/create/deals-and-discounts/regular', MAKER);
    await userEvent.type(screen.getByRole('textbox', { name: /Deal Name/ }), 'Watsons 2026 terms');
    await pick('Customers', 'wat', 'C-00003 - Watsons - SM Megamall');
    await pick('Add product', 'neo', 'UNI-NEO-TAB - Neozep Forte Tablet');
    await pick('Add product', 'bio', 'UNI-BIO-500 - Biogesic 500mg Tablet');
    expect(screen.getByRole('textbox', { name: 'SRP of Neozep Forte Tablet' })).toHaveValue('575.00');
    expect(screen.getByRole('textbox', { name: 'SRP of Biogesic 500mg Tablet' })).toHaveValue('450.00');
    expect(screen.getByRole('textbox', { name: 'Quantity (MOQ) of Biogesic 500mg Tablet' })).toHaveValue('0');
    expect(screen.getByRole('textbox', { name: 'Discount % of Biogesic 500mg Tablet' })).toHaveValue('0.00');
    // A product already on a line is not offered again.
    await userEvent.type(screen.getByRole('combobox', { name: 'Add product' }), 'bio');
    expect(await screen.findByText(/No matches|No results|Nothing found/i, {}, SLOW)).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('combobox', { name: 'Add product' }));

    const discount = screen.getByRole('textbox', { name: 'Discount % of Neozep Forte Tablet' });
    await userEvent.clear(discount);
    await userEvent.type(discount, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Discount % must be a percentage from 0 to 100.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(discount);
    await userEvent.type(discount, '7.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      kind: 'regular',
      title: 'Watsons 2026 terms',
      valid_to: null,
      customer_ids: [3],
      submit: 0,
      lines: [
        { product_id: 2, srp: '575.00', moq: 0, free: 0, discount: '7.50', rebate: '0.00' },
        { product_id: 1, srp: '450.00', moq: 0, free: 0, discount: '0.00', rebate: '0.00' },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/update/deals-and-discounts/7'));
  });

  it('starts with the customer of the link from the customer view; Submit for Approval asks first', async () => {
    const sent = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(false);
    renderAt('/customers/create/deals-and-discounts/regular?customer=C-00003', MAKER);
    expect(await screen.findByText('C-00003 - Watsons - SM Megamall', {}, SLOW)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Deal Name/ }), 'Watsons 2026 terms');
    await pick('Add product', 'bio', 'UNI-BIO-500 - Biogesic 500mg Tablet');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Approval' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Submit deal for approval?', 'Are you sure you want to submit this deal for approval?', 'Yes, submit'));
    expect(sent).toEqual([]);
  });

  it('a refusal from the server lands on its field', async () => {
    serve();
    mswServer.use(
      http.post(API('/customers/deals/create'), () =>
        HttpResponse.json({ code: '00001', result: ['Line 1: Biogesic 500mg Tablet is inactive.'], fields: { 'lines.0.product_id': ['Line 1: Biogesic 500mg Tablet is inactive.'] } }, { status: 422 }),
      ),
    );
    renderAt('/customers/create/deals-and-discounts/regular?customer=C-00003', MAKER);
    await screen.findByText('C-00003 - Watsons - SM Megamall', {}, SLOW);
    await userEvent.type(screen.getByRole('textbox', { name: /Deal Name/ }), 'Watsons 2026 terms');
    await pick('Add product', 'bio', 'UNI-BIO-500 - Biogesic 500mg Tablet');
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    const row = (await screen.findByText('Line 1: Biogesic 500mg Tablet is inactive.', {}, SLOW)).closest('tr')!;
    expect(within(row).getByText('Biogesic 500mg Tablet')).toBeInTheDocument();
  });
});

describe('a deal waiting for approval', () => {
  it('is read-only for the checker, who approves or declines it with a reason', async () => {
    const sent = serve();
    renderAt('/customers/update/deals-and-discounts/new/2', CHECKER, '/customers/update/deals-and-discounts/new/:customer_discount_batch_hdr_id');
    expect(await screen.findByRole('heading', { name: /Deal DD-000002/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('For Approval')).toBeInTheDocument();
    expect(screen.getByText(/Maria Santos, 2026-02-20 11:00/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Deal Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/customers/deals-and-discounts/new');

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const modal = await screen.findByRole('dialog', { name: 'Decline deal DD-000002' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Decline' }));
    expect(await within(modal).findByText('Please give the reason for declining.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(modal).getByRole('textbox', { name: /Reason for declining/ }), 'Discount above the channel ceiling.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'decline', body: { customer_discount_batch_hdr_id: 2, reason: 'Discount above the channel ceiling.' } }]));
  });

  it('the maker sees it read-only, without the decisions', async () => {
    serve();
    renderAt('/customers/update/deals-and-discounts/2', MAKER, '/customers/update/deals-and-discounts/:customer_discount_batch_hdr_id');
    expect(await screen.findByRole('heading', { name: /Deal DD-000002/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for Approval' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SRP of Ceelin Plus Syrup 120ml' })).toBeDisabled();
  });
});
