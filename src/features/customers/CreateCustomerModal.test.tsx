import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as dialogs from '../../components/dialogs';
import CreateCustomerModal from './CreateCustomerModal';
import { detail, serveLookups } from './testData';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { formBody } from '../../../tests/msw/formBody';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
/** The whole form filled and sent: seconds of rendering on a busy 2-core machine. */
const WHOLE_FORM = 40_000;
const close = vi.fn();

async function open() {
  serveLookups();
  const view = renderWithProviders(<CreateCustomerModal onClose={close} />, {
    route: '/customers/new',
    path: '/customers/new',
    routes: [{ path: '/customers', element: <div>Customers list</div> }],
    preloadedState: authed(financeUser, ['add_customer', 'get_all_customers']),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Create New Customers' });
  // The lists have arrived when a select holds their options.
  await within(dialog).findByRole('option', { name: 'Drugstore / Pharmacy' }, SLOW);
  return { dialog, view };
}
const tab = (dialog: HTMLElement, name: string) => userEvent.click(within(dialog).getByRole('tab', { name }));

afterEach(() => vi.restoreAllMocks());

/** Fills what a regular customer needs (fast: change events), ending on the Billing & Shipping tab. */
async function fillValidForm(dialog: HTMLElement) {
    const within$ = (region: string) => within(within(dialog).getByRole('region', { name: region }));
    const fill = (scope: ReturnType<typeof within>, label: RegExp, value: string) => fireEvent.change(scope.getByLabelText(label), { target: { value } });
    const d = within(dialog);
    fill(d, /Customer Account Name/, 'Generika Drugstore - Pasig');
    for (const [label, value] of [[/Customer Type/, '1'], [/^Channel/, '1'], [/^Tagging/, '2'], [/Regular Customer/, '2'], [/AO \(Account Officer\)/, '2'], [/VAT Type/, '1'], [/Return Policy/, '2'], [/Business Type/, '1']] as const)
      fill(d, label, value);
    fill(d, /Credit Limit/, '600,000');
    fill(d, /TIN Number/, '434-679-942-000');
    fill(d, /Business Style/, 'Retail Pharmacy');
    fill(d, /Owner Name/, 'Ramon Lim');
    fill(d, /Owner Email/, 'owner@generika.demo.invalid');
    fill(d, /Owner Contact Number/, '+63 917 399 1873');
    await tab(dialog, 'Business Contacts');
    for (const region of ['Account', 'Purchasing']) {
      fill(within$(region), /Contact Person/, `${region} Person`);
      fill(within$(region), /Contact Number/, '+63 2 8700 2000');
      fill(within$(region), /Designation/, 'Officer');
      fill(within$(region), /Email/, 'contact@generika.demo.invalid');
    }
    await userEvent.click(d.getByRole('checkbox', { name: 'Same with Purchase Info?' }));
    await userEvent.click(d.getByRole('checkbox', { name: 'Same with Account Info?' }));
    await tab(dialog, 'Billing & Shipping');
    fill(d, /Mode of Payment/, '1');
    fill(d, /Payment Terms/, '3');
    const billing = within$('Billing Address');
    fill(billing, /Bldg\./, '163 Shaw Boulevard');
    fill(billing, /Province/, '812');
    await within(billing.getByLabelText(/City\/Municipality/)).findByRole('option', { name: 'City of Pasig' });
    fill(billing, /City\/Municipality/, '81200');
    await within(billing.getByLabelText(/Barangay/)).findByRole('option', { name: 'Kapitolyo' });
    fill(billing, /Barangay/, '81200009');
    fill(billing, /Zip Code/, '1603');
    fill(billing, /LBA Code/, 'LBA-NCR-E2');
    fill(billing, /LBA Name/, 'Pasig-Kapitolyo');
    fill(billing, /District/, 'Metro Manila East');
}


describe('Create New Customers modal', () => {
  it('is not closed by Escape; its conditional fields follow their checkboxes (§4)', async () => {
    const { dialog } = await open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Create New Customers' })).toBeInTheDocument();

    expect(within(dialog).queryByLabelText(/Payor's Name/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'CWT' }));
    expect(within(dialog).getByLabelText(/Payor's Name/)).toBeInTheDocument();
    const retrieval = within(dialog).getByLabelText(/CWT Retrieval/);
    expect(within(retrieval).queryByRole('option', { name: 'Not Applicable' })).not.toBeInTheDocument();
    expect(within(retrieval).getByRole('option', { name: 'Monthly' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tagged/Owned' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Collection c/o Associate MD' })).toBeInTheDocument();
    expect(within(dialog).queryByText('PO Attachment')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'PO-Based' }));
    expect(within(dialog).getByText('PO Attachment')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'With Agreed Charges' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Distribution Allowance' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Other Charges')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Others' }));
    expect(within(dialog).getByLabelText('Other Charges')).toBeEnabled();
  });

  it('type 4 has a Secretary instead of the contact groups and no copy boxes; the copy boxes copy and clear', async () => {
    const { dialog } = await open();
    await tab(dialog, 'Business Contacts');
    expect(within(dialog).getByRole('region', { name: 'Account' })).toBeInTheDocument();
    const copy = within(dialog).getByRole('checkbox', { name: 'Same with Purchase Info?' });
    expect(copy).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Purchasing Contact Person/), 'Ben Reyes');
    const purchasing = within(dialog).getByRole('region', { name: 'Purchasing' });
    await userEvent.type(within(purchasing).getByLabelText(/Designation/), 'Purchasing Officer');
    expect(copy).toBeEnabled();
    await userEvent.click(copy);
    const purchaser = within(dialog).getByRole('region', { name: 'Authorized Person To Purchase' });
    expect(within(purchaser).getByLabelText(/Contact Person/)).toHaveValue('Ben Reyes');
    expect(within(purchaser).getByLabelText(/Designation/)).toHaveValue('Purchasing Officer');
    await userEvent.click(copy);
    expect(within(purchaser).getByLabelText(/Contact Person/)).toHaveValue('');

    await tab(dialog, 'Customer Information');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Customer Type/), '4');
    await tab(dialog, 'Business Contacts');
    expect(within(dialog).getByRole('region', { name: 'Secretary' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Same with Purchase Info?' })).not.toBeInTheDocument();
  });

  it('cascades the address: a new province clears city, barangay and zip (§4)', async () => {
    const { dialog } = await open();
    await tab(dialog, 'Billing & Shipping');
    const billing = within(dialog).getByRole('region', { name: 'Billing Address' });
    const city = within(billing).getByLabelText(/City\/Municipality/);
    expect(city).toBeDisabled();
    await userEvent.selectOptions(within(billing).getByLabelText(/Province/), '812');
    await within(city).findByRole('option', { name: 'City of Pasig' });
    await userEvent.selectOptions(city, '81200');
    const barangay = within(billing).getByLabelText(/Barangay/);
    await within(barangay).findByRole('option', { name: 'Kapitolyo' });
    await userEvent.selectOptions(barangay, '81200009');
    await userEvent.type(within(billing).getByLabelText(/Zip Code/), '1603');
    await userEvent.selectOptions(within(billing).getByLabelText(/Province/), '14');
    expect(within(billing).getByLabelText(/City\/Municipality/)).toHaveValue('');
    expect(within(billing).getByLabelText(/Barangay/)).toHaveValue('');
    expect(within(billing).getByLabelText(/Zip Code/)).toHaveValue('');
    // Initial stocking starts on its default term (§3.3).
    expect(within(dialog).getByLabelText(/Initial Stocking/)).toHaveValue('6');
  });

  it('checks in the browser first, then shows the server refusal on its field (opening its tab) with Oops..., keeping what was typed', async () => {
    const oops = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    const posted: Record<string, unknown>[] = [];
    mswServer.use(
      http.post(API('/customer/create'), async ({ request }) => {
        posted.push((await formBody(request)).fields);
        return HttpResponse.json({ code: '00001', result: ['Billing city is not valid.'], fields: { billing_city: ['Billing city is not valid.'] } }, { status: 422 });
      }),
    );
    const { dialog } = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Customer' }));
    expect(await within(dialog).findByText('Customer account name is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Customer Account Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    await fillValidForm(dialog);
    await tab(dialog, 'Customer Information');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    await waitFor(() => expect(oops).toHaveBeenCalledWith('Oops...', 'Billing city is not valid.'));
    expect(within(dialog).getByRole('tab', { name: 'Billing & Shipping' })).toHaveAttribute('aria-selected', 'true');
    const city = within(within(dialog).getByRole('region', { name: 'Billing Address' })).getByLabelText(/City\/Municipality/);
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('Billing city is not valid.');
    await tab(dialog, 'Customer Information');
    expect(within(dialog).getByLabelText(/Customer Account Name/)).toHaveValue('Generika Drugstore - Pasig');
  }, WHOLE_FORM);

  it('sends a valid form as multipart and, on 00003, shows the message and goes to /customers', async () => {
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const posted: Record<string, unknown>[] = [];
    mswServer.use(
      http.post(API('/customer/create'), async ({ request }) => {
        posted.push((await formBody(request)).fields);
        return ok({ ...detail, customer_code: 'C-00029' }, { code: '00003' });
      }),
    );
    const { dialog } = await open();
    await fillValidForm(dialog);
    await userEvent.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      customer_name: 'Generika Drugstore - Pasig',
      customer_type: '1',
      credit_limit: '600,000',
      tin_no: '434-679-942-000',
      initial_stocking_terms: '6',
      authorized_purchase_person_contact_person: 'Purchasing Person',
      authorized_receive_person_contact_person: 'Account Person',
      billing_barangay: '81200009',
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', 'Customer C-00029 Generika Drugstore - Pasig has been created.'));
    expect(await screen.findByText('Customers list')).toBeInTheDocument();
    expect(close).toHaveBeenCalled();
  }, WHOLE_FORM);

  it('adds an account officer from the + beside AO: asks first, refreshes the list and selects the new officer; a refusal stays on its field', async () => {
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const saved: unknown[] = [];
    const officers = [{ ao_id: 2, ao_name: 'Benjamin Cruz', user_id: null }];
    const { dialog } = await open();
    mswServer.use(
      http.get(API('/customer/ao/all'), () => ok(officers)),
      http.post(API('/customer/ao/save'), async ({ request }) => {
        const body = (await request.json()) as { ao_name: string };
        saved.push(body);
        if (body.ao_name === 'Benjamin Cruz') {
          const taken = 'An account officer with this name already exists.';
          return HttpResponse.json({ code: '00001', result: [taken], fields: { ao_name: [taken] } }, { status: 422 });
        }
        const ao = { ao_id: 9, ao_name: body.ao_name, user_id: null };
        officers.push(ao);
        return ok(ao);
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add account officer' }));
    const form = await screen.findByRole('dialog', { name: 'Account Officer Form' });
    const name = within(form).getByLabelText(/Account Officer Name/);
    await userEvent.type(name, 'Benjamin Cruz');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('An account officer with this name already exists.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('Account Officer', 'Are you sure you want to save this?', 'Yes');
    expect(name).toHaveValue('Benjamin Cruz');

    await userEvent.clear(name);
    await userEvent.type(name, 'Diana Soriano');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Account Officer', 'Account officer has been saved.', 1500));
    expect(saved.at(-1)).toEqual({ ao_name: 'Diana Soriano' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account Officer Form' })).not.toBeInTheDocument());
    const ao = within(dialog).getByLabelText(/AO \(Account Officer\)/);
    await within(ao).findByRole('option', { name: 'Diana Soriano' });
    await waitFor(() => expect(ao).toHaveValue('9'));
  });
});
