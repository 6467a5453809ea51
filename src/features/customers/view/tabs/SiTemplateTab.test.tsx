import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SI_TEMPLATE_DEFAULTS, type SiTemplate } from '../../../../../contract/customerDocuments';
import type { CustomerDetail } from '../../../../../contract/customers';
import * as dialogs from '../../../../components/dialogs';
import { authed, renderWithProviders } from '../../../../../tests/render';
import { mswServer } from '../../../../../tests/msw/server';
import { API, ok } from '../../../../../tests/msw/envelope';
import { financeUser } from '../../../../../tests/msw/fixtures';
import SiTemplateTab from './SiTemplateTab';

/** The SI Template tab (Printed SI Settings, spec 002 §3.9, §4, §5). */

const SLOW = { timeout: 30_000 };
const saved: SiTemplate = { ...SI_TEMPLATE_DEFAULTS, customer_name: '1', large_font: '1', maximum_line: '18', display_vat: 'exclusive', si_template_id: 3, customer_code: 'C-00004' };

function serve(template: SiTemplate = saved) {
  const puts: unknown[] = [];
  mswServer.use(
    http.get(API('/customer/si-template/:code'), () => ok(template)),
    http.put(API('/customer/si-template/:code'), async ({ request }) => {
      puts.push(await request.json());
      return ok(template, { code: '00004' });
    }),
  );
  return puts;
}

const customer = { customer_code: 'C-00004' } as CustomerDetail;
const render = (editing: boolean, scopes = ['get_customer', 'update_customer']) =>
  renderWithProviders(<SiTemplateTab customer={customer} editing={editing} reload={() => {}} />, { preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('SI Template tab', () => {
  it('read-only until Edit: the stored settings, labelled as people read them, and no Save', async () => {
    serve();
    render(false);
    const name = await screen.findByRole('checkbox', { name: 'Customer Name' }, SLOW);
    expect(name).toBeChecked();
    expect(name).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Display Brackets' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Large Font' })).toBeChecked();
    expect(screen.getByLabelText('Maximum Lines')).toHaveValue('18');
    expect(screen.getByLabelText(/^Display VAT/)).toHaveDisplayValue('Amounts VAT-exclusive, VAT on its own line');
    expect(screen.getByLabelText(/^Free Goods Position/)).toHaveDisplayValue('Bottom of the product');
    expect(screen.queryByRole('button', { name: 'Save SI Template' })).not.toBeInTheDocument();
  });

  it('says when nothing is saved yet, and stays read-only without update_customer', async () => {
    serve({ ...SI_TEMPLATE_DEFAULTS, si_template_id: null, customer_code: 'C-00004' });
    render(true, ['get_customer']);
    expect(await screen.findByText('No settings saved for this customer yet: these are the defaults.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Customer Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save SI Template' })).not.toBeInTheDocument();
  });

  it('refuses maximum lines that are not digits before asking, then saves after confirming, with "1"/"0" flags', async () => {
    const puts = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render(true);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Display Brackets' }, SLOW));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Customer Name' }));
    const lines = screen.getByLabelText('Maximum Lines');
    await userEvent.clear(lines);
    await userEvent.type(lines, '1a');
    await userEvent.click(screen.getByRole('button', { name: 'Save SI Template' }));
    expect(await screen.findByText('Maximum Lines must be digits only, at most 2.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.clear(lines);
    await userEvent.type(lines, '123');
    // Two characters at most can be typed.
    expect(lines).toHaveValue('12');
    await userEvent.selectOptions(screen.getByLabelText(/^Quantity/), 'In pieces (e.g. 200 PCS)');
    await userEvent.click(screen.getByRole('button', { name: 'Save SI Template' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your work has been saved'));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to save this?', 'Yes');
    expect(puts[0]).toMatchObject({ customer_name: '0', remove_brackets: '1', large_font: '1', product_code: '0', maximum_line: '12', quantity: 'in_pieces', display_vat: 'exclusive' });
  });

  it('puts the server refusal on its field and says Oops...', async () => {
    serve();
    mswServer.use(
      http.put(API('/customer/si-template/:code'), () =>
        HttpResponse.json({ code: '00001', result: ['Free Goods Position must be one of: Top, before the product; Bottom of the product; Bottom of all products.'], fields: { free_goods_position: ['Free Goods Position must be one of: Top, before the product; Bottom of the product; Bottom of all products.'] } }, { status: 422 }),
      ),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const oops = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    render(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Save SI Template' }, SLOW));
    await waitFor(() => expect(oops).toHaveBeenCalledWith('Oops...', expect.stringContaining('Free Goods Position must be one of')));
    expect(screen.getByLabelText(/^Free Goods Position/)).toHaveAttribute('aria-invalid', 'true');
  });
});
