import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SI_TEMPLATE_DEFAULTS, type SiTemplate } from '../../../../contract/customerDocuments';
import { authed, renderWithProviders } from '../../../../tests/render';
import { mswServer } from '../../../../tests/msw/server';
import { API, ok } from '../../../../tests/msw/envelope';
import { financeUser } from '../../../../tests/msw/fixtures';
import SalesInvoiceTemplatePage from './SalesInvoiceTemplatePage';

/** Sales Invoice Template Setup: a customer's Printed SI Settings beside a preview of how its invoices print. */

const SLOW = { timeout: 30_000 };
const stored: SiTemplate = { ...SI_TEMPLATE_DEFAULTS, product_code: '1', display_po: '1', display_expiry_date: '1', maximum_line: '12', quantity: 'in_pieces', si_template_id: 7, customer_code: 'C-00004' };

const render = (route: string) =>
  renderWithProviders(<SalesInvoiceTemplatePage />, { route, path: '/view/customer/salesInvoice/templateSetup', preloadedState: authed(financeUser, ['get_all_customers', 'update_customer']) });

describe('Sales Invoice Template Setup', () => {
  it('asks for a customer first, then finds one by name and keeps it in the URL', async () => {
    mswServer.use(
      http.post(API('/customers/search'), () => ok([{ customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug Ortigas' }])),
      http.get(API('/customer/si-template/:code'), ({ params }) => ok({ ...stored, customer_code: String(params.code) })),
    );
    const { router } = render('/view/customer/salesInvoice/templateSetup');
    expect(screen.getByText('Choose a customer to set how its sales invoices print.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'Mercury');
    await userEvent.click(await screen.findByRole('option', { name: 'C-00004 - Mercury Drug Ortigas' }, SLOW));
    expect(await screen.findByRole('checkbox', { name: 'Product Code' }, SLOW)).toBeChecked();
    expect(router.state.location.search).toBe('?customer_code=C-00004');
  });

  it('opens the stored settings for editing, and the preview prints what they say', async () => {
    mswServer.use(http.get(API('/customer/si-template/:code'), () => ok(stored)));
    render('/view/customer/salesInvoice/templateSetup?customer_code=C-00004');
    const box = await screen.findByRole('checkbox', { name: 'Product Code' }, SLOW);
    expect(box).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save SI Template' })).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Printed SI preview' });
    expect(within(preview).getByText('PO No.: PO-2026-00418')).toBeInTheDocument();
    expect(within(preview).getByText('UNI-BIO-500')).toBeInTheDocument();
    expect(within(preview).getByText('Exp 2028-01-11')).toBeInTheDocument();
    expect(within(preview).getByText('200 PCS')).toBeInTheDocument();
    expect(within(preview).getByText(/At most 12 lines per invoice/)).toBeInTheDocument();
    // Off flags print nothing: no manufacturing dates, no gross column values.
    expect(within(preview).queryByText('Mfg 2026-01-12')).not.toBeInTheDocument();
    expect(within(preview).queryByText('1,520.00')).not.toBeInTheDocument();
  });

  it('an unknown customer is a failure that can be told from an empty template', async () => {
    mswServer.use(http.get(API('/customer/si-template/:code'), () => HttpResponse.json({ code: '00003', result: 'Customer not found' }, { status: 404 })));
    render('/view/customer/salesInvoice/templateSetup?customer_code=NOPE');
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Product Code' })).not.toBeInTheDocument();
  });
});
