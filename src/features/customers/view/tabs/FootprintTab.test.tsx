import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CustomerDetail } from '../../../../../contract/customers';
import type { FootprintRow } from '../../../../../contract/customerFootprints';
import * as dialogs from '../../../../components/dialogs';
import FootprintTab from './FootprintTab';
import { authed, renderWithProviders } from '../../../../../tests/render';
import { mswServer } from '../../../../../tests/msw/server';
import { formBody } from '../../../../../tests/msw/formBody';
import { nativeFormDataClass, NodeFile } from '../../../../../tests/nativeFormData';
import { API, ok } from '../../../../../tests/msw/envelope';
import { financeUser } from '../../../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const ALL = ['get_customer', 'create_collection_footprint', 'delete_customer_footprint', 'edit_customer_footprint'];
const visit: FootprintRow = {
  footprint_id: 11,
  customer_code: 'C-00004',
  date_created: '2026-02-17T05:20:00.000Z',
  note: 'Site visit with the KAM.',
  get_signature: { processed_path: '/customer/footprint/signature/11', file_name: 'signed.png' },
  created_by: 'Maria Santos',
};
const check: FootprintRow = { footprint_id: 10, customer_code: 'C-00004', date_created: '2026-01-20T03:00:00.000Z', note: 'Check details verified.', get_signature: null, created_by: 'Maria Santos' };

/** The list's answers (one per load) and what the writes sent. */
function serve(rows: FootprintRow[] = [visit, check]) {
  const loads: number[] = [];
  const saved: Record<string, unknown>[] = [];
  const deleted: unknown[] = [];
  mswServer.use(
    http.get(API('/customer/footprint/C-00004'), () => {
      loads.push(Date.now());
      return ok(rows);
    }),
    http.post(API('/customer/footprint'), async ({ request }) => {
      saved.push((await formBody(request)).fields);
      return ok({ ...check, footprint_id: 12 }, { code: '00003' });
    }),
    http.post(API('/customer/footprint/delete'), async ({ request }) => {
      deleted.push(await request.json());
      return ok('The selected footprint record(s) have been deleted.', { code: '00006' });
    }),
  );
  return { loads, saved, deleted };
}

const customer = { customer_code: 'C-00004' } as CustomerDetail;
const render = (scopes: string[] = ALL) =>
  renderWithProviders(<FootprintTab customer={customer} editing={false} reload={() => {}} />, { route: '/view/customer/C-00004', preloadedState: authed(financeUser, scopes) });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Footprint tab', () => {
  it('lists the footprints with Date, Note/Remarks and Actions, in Manila time', async () => {
    serve();
    render();
    expect(await screen.findByText('Site visit with the KAM.', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Date', 'Note/Remarks', 'Actions']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByText('2026-02-17 13:20')).toBeInTheDocument();
  });

  it('adds a footprint: the note is required, the save is confirmed, the result dialog is titled Footprint Tracing and the list reloads', async () => {
    const { loads, saved } = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render();
    await screen.findByText('Site visit with the KAM.', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Footprint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check Details' });
    expect(within(dialog).getByLabelText('Signature')).toHaveAttribute('type', 'file');
    await waitFor(() => expect(within(dialog).getByLabelText(/Notes\/Remarks/)).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Notes/Remarks is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Notes\/Remarks/)).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).not.toHaveBeenCalled();
    expect(saved).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Notes\/Remarks/), 'Picked up two checks.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Footprint Tracing', 'Footprint has been saved.'));
    expect(confirm).toHaveBeenCalledWith('Footprint Tracing', 'Are you sure you want to save this?');
    expect(saved).toEqual([{ customer_code: 'C-00004', note: 'Picked up two checks.' }]);
    expect(screen.queryByRole('dialog', { name: 'Check Details' })).not.toBeInTheDocument();
    await waitFor(() => expect(loads).toHaveLength(2));
  });

  it('keeps the typed note and shows the refusal with an error icon, nothing saved when not confirmed', async () => {
    const { saved } = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValueOnce(false).mockResolvedValue(true);
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    render();
    await screen.findByText('Site visit with the KAM.', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Footprint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check Details' });
    await userEvent.type(within(dialog).getByLabelText(/Notes\/Remarks/), 'Too late.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(saved).toHaveLength(0);

    mswServer.use(http.post(API('/customer/footprint'), () => HttpResponse.json({ code: '00002', result: 'Customer not found.' }, { status: 404 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Footprint Tracing', 'Customer not found.'));
    expect(within(dialog).getByLabelText(/Notes\/Remarks/)).toHaveValue('Too late.');
  });

  it('sends the chosen signature file with the note; a refused file shows on its field', async () => {
    vi.stubGlobal('FormData', await nativeFormDataClass());
    serve();
    const sent: Awaited<ReturnType<typeof formBody>>[] = [];
    const refusal = 'Signature must be a PDF, PNG, JPEG or WebP file.';
    mswServer.use(
      http.post(API('/customer/footprint'), async ({ request }) => {
        sent.push(await formBody(request));
        return HttpResponse.json({ code: '00001', result: [refusal], fields: { signature: [refusal] } }, { status: 422 });
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    render();
    await screen.findByText('Site visit with the KAM.', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Footprint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check Details' });
    await userEvent.type(within(dialog).getByLabelText(/Notes\/Remarks/), 'Signed.');
    const file = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'signed.png', { type: 'image/png' }) as unknown as File;
    await userEvent.upload(within(dialog).getByLabelText('Signature'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Footprint Tracing', refusal));
    expect(sent[0].fields).toEqual({ customer_code: 'C-00004', note: 'Signed.' });
    expect(sent[0].files.signature[0].name).toBe('signed.png');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(refusal);
  });

  it('deletes the selected rows: disabled until a row is ticked (with the keyboard), confirmed, then the list reloads', async () => {
    const { loads, deleted } = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render();
    await screen.findByText('Site visit with the KAM.', {}, SLOW);
    const del = screen.getByRole('button', { name: 'Delete Selected' });
    expect(del).toBeDisabled();

    const box = screen.getByRole('checkbox', { name: 'Select the footprint of 2026-01-20 11:00' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(del).toBeEnabled();
    await userEvent.click(box);
    expect(del).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all footprints' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(del);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Footprint Tracing', 'The selected footprint record(s) have been deleted.'));
    expect(confirm).toHaveBeenCalledWith('Footprint Tracing', 'Are you sure you want to delete this record(s)?');
    expect(deleted).toEqual([{ footprint_ids: [11, 10] }]);
    await waitFor(() => expect(loads).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
  });

  it('shows a refused delete with the error icon', async () => {
    serve();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    mswServer.use(http.post(API('/customer/footprint/delete'), () => HttpResponse.json({ code: '00002', result: 'Footprint record(s) not found or already deleted: 10.' }, { status: 404 })));
    render();
    await screen.findByText('Site visit with the KAM.', {}, SLOW);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the footprint of 2026-01-20 11:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Footprint Tracing', 'Footprint record(s) not found or already deleted: 10.'));
  });

  it('opens the detail modal: date, signature link and note, or No Data', async () => {
    serve();
    mswServer.use(
      http.get(API('/customer/footprint/show/11'), () => ok(visit)),
      http.get(API('/customer/footprint/show/10'), () => HttpResponse.json({ code: '00002', result: 'Footprint not found.' }, { status: 404 })),
    );
    render();
    await screen.findByText('Site visit with the KAM.', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'View the footprint of 2026-02-17 13:20' }));
    let dialog = await screen.findByRole('dialog', { name: 'Footprint' });
    expect(await within(dialog).findByRole('button', { name: 'signed.png' })).toBeInTheDocument();
    expect(within(dialog).getByText('2026-02-17 13:20')).toBeInTheDocument();
    expect(within(dialog).getByText('Site visit with the KAM.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'View the footprint of 2026-01-20 11:00' }));
    dialog = await screen.findByRole('dialog', { name: 'Footprint' });
    expect(await within(dialog).findByText('No Data')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows only what the scopes allow', async () => {
    serve();
    render(['get_customer']);
    expect(await screen.findByText('Site visit with the KAM.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Footprint' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows an empty list as such, with Add Footprint still there', async () => {
    serve([]);
    render();
    expect(await screen.findByText('No footprints recorded for this customer yet.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Footprint' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
  });

  it('shows a failed load as an error with Retry, not as an empty list', async () => {
    mswServer.use(http.get(API('/customer/footprint/C-00004'), () => HttpResponse.json({ code: '00002', result: 'Customer not found.' }, { status: 404 })));
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Unable to load footprints. Customer not found.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No footprints recorded for this customer yet.')).not.toBeInTheDocument();
  });
});
