import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MdOption } from '../../../../../contract/customerLists';
import type { AttachedMd } from '../../../../../contract/customerMds';
import type { CustomerDetail } from '../../../../../contract/customers';
import * as dialogs from '../../../../components/dialogs';
import AssociateMds from './AssociateMds';
import { authed, renderWithProviders } from '../../../../../tests/render';
import { mswServer } from '../../../../../tests/msw/server';
import { API, ok } from '../../../../../tests/msw/envelope';
import { financeUser } from '../../../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const customer = { customer_id: 7, customer_code: 'C-00007', customer_account_code: 'C-00007', status: 1 } as CustomerDetail;
const profile = (first: string, last: string) => ({ first_name: first, last_name: last, contact_no: '+639171110001', email: `${first.toLowerCase()}@clinic.demo.invalid`, contact_person_name: 'Liza Reyes', contact_person_contact_no: '+639181110001', address: 'Makati City' });
const directory: MdOption[] = [
  { md_code: 'MD-0081234', md_profile: profile('Josefina', 'Aguilar') },
  { md_code: 'MD-0092345', md_profile: profile('Rodolfo', 'Buenaventura') },
];
const attachedOf = (md: MdOption, id: number): AttachedMd => ({
  customer_md_id: id, md_code: md.md_code, md_profile: md.md_profile, contact_person_email: 'l.reyes@clinic.demo.invalid', building_street: 'Unit 1203 Medical Plaza Makati',
  barangay: 'San Lorenzo', city: 'Makati City', province: 'Metro Manila', zip_code: '1223', lba_code: 'LBA-NCR-S1', lba_name: 'Makati Central', district: 'Metro Manila South', approval_code: null,
});

/** The section's calls, answering as the server does. */
function serve(start: AttachedMd[] = []) {
  const state = { attached: start };
  const writes: { path: string; body: Record<string, unknown> }[] = [];
  mswServer.use(
    http.get(API('/customer/C-00007/mds'), () => ok(state.attached)),
    http.get(API('/search/customer/mds'), () => ok(directory)),
    http.post(API('/customer/associate/md/get'), async ({ request }) => {
      const { md_code } = (await request.json()) as { md_code: string };
      return ok(directory.filter((d) => d.md_code === md_code));
    }),
    http.post(API('/customer/mds/store'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      writes.push({ path: 'store', body });
      if (state.attached.some((m) => m.md_code === body.md_code)) {
        const msg = 'This MD is already associated with this customer.';
        return HttpResponse.json({ code: '00001', result: [msg], fields: { md_code: [msg] } }, { status: 422 });
      }
      const md = attachedOf(directory.find((d) => d.md_code === body.md_code)!, 40 + state.attached.length);
      state.attached = [...state.attached, md];
      return ok(md, { code: '00003' });
    }),
    http.delete(API('/customer/mds/soft-delete'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      writes.push({ path: 'soft-delete', body });
      state.attached = state.attached.filter((m) => m.customer_md_id !== body.customer_md_id);
      return ok('MD has been removed.', { code: '00006' });
    }),
  );
  return { state, writes };
}

const render = (editing = true, reload = vi.fn()) => ({
  reload,
  ...renderWithProviders(<AssociateMds customer={customer} editing={editing} reload={reload} />, { route: '/view/customer/C-00007', preloadedState: authed(financeUser, ['get_customer', 'update_customer']) }),
});

afterEach(() => vi.restoreAllMocks());

describe('Associate MDs', () => {
  it('picks an MD by name, previews it, Remove MD clears the preview only, then associates it and reloads the customer', async () => {
    const { writes } = serve();
    const { reload } = render();
    expect(await screen.findByText('No associate MDs yet.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Indicated in 2303 BIR Certificate of Registration.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'MD' });
    expect(picker).toHaveAttribute('placeholder', 'Search MD Code or Md Name');
    expect(screen.getByRole('button', { name: 'Associate MD' })).toBeDisabled();

    await userEvent.type(picker, 'aguilar');
    await userEvent.click(await screen.findByRole('option', { name: 'MD-0081234 - Josefina' }));
    expect(await screen.findByRole('button', { name: 'Selected MD: MD-0081234 - Josefina Aguilar' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('josefina@clinic.demo.invalid')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Remove MD' }));
    expect(screen.queryByText(/Selected MD/)).not.toBeInTheDocument();
    expect(picker).toHaveValue('');
    expect(writes).toEqual([]);

    await userEvent.type(picker, 'MD-0081');
    await userEvent.click(await screen.findByRole('option', { name: 'MD-0081234 - Josefina' }));
    await userEvent.click(screen.getByRole('button', { name: 'Associate MD' }));
    await waitFor(() => expect(writes).toEqual([{ path: 'store', body: { customer_code: 'C-00007', approval_code: null, md_code: 'MD-0081234' } }]));
    expect(reload).toHaveBeenCalled();
    // The attached list is read again: the MD with its read-only details.
    expect(await screen.findByRole('button', { name: 'MD-0081234 - Josefina Aguilar' })).toBeInTheDocument();
    expect(screen.getByLabelText('LBA Name')).toHaveValue('Makati Central');
    expect(screen.getByLabelText('LBA Name')).toHaveAttribute('readonly');
    expect(screen.queryByText(/Selected MD/)).not.toBeInTheDocument();
  });

  it('leaves attached MDs out of the picker and shows a refusal under it', async () => {
    const { writes } = serve([attachedOf(directory[0], 41)]);
    render();
    await screen.findByRole('button', { name: 'MD-0081234 - Josefina Aguilar' }, SLOW);
    await userEvent.type(screen.getByRole('combobox', { name: 'MD' }), 'MD-');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['MD-0092345 - Rodolfo']));

    // Attached meanwhile by someone else: the server's refusal is shown, nothing reloads.
    mswServer.use(
      http.post(API('/customer/mds/store'), async ({ request }) => {
        writes.push({ path: 'store', body: (await request.json()) as Record<string, unknown> });
        return HttpResponse.json({ code: '00001', result: ['This MD is already associated with this customer.'], fields: { md_code: ['This MD is already associated with this customer.'] } }, { status: 422 });
      }),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'MD-0092345 - Rodolfo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Associate MD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This MD is already associated with this customer.');
  });

  it('removes an attached MD after asking, then reloads', async () => {
    const { writes } = serve([attachedOf(directory[0], 41)]);
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { reload } = render();
    const remove = await screen.findByRole('button', { name: 'Remove MD MD-0081234' }, SLOW);
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Remove MD?', 'Remove MD-0081234 - Josefina Aguilar from the associate MDs of this customer?', 'Yes, remove');
    expect(writes).toEqual([]);
    await userEvent.click(remove);
    await waitFor(() => expect(writes).toEqual([{ path: 'soft-delete', body: { customer_md_id: 41 } }]));
    expect(reload).toHaveBeenCalled();
    expect(await screen.findByText('No associate MDs yet.')).toBeInTheDocument();
  });

  it('is read only until Edit is pressed', async () => {
    serve([attachedOf(directory[0], 41)]);
    render(false);
    await screen.findByRole('button', { name: 'MD-0081234 - Josefina Aguilar' }, SLOW);
    expect(screen.getByRole('combobox', { name: 'MD' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Associate MD' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove MD MD-0081234' })).not.toBeInTheDocument();
    expect(screen.getByText('Read only: press Edit to associate or remove MDs.')).toBeInTheDocument();
  });
});
