import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import { DOC_TYPES, EXPIRING_DOC_TYPES, type CustomerDocument, type CustomerDocuments, type DocType } from '../../../../../contract/customerDocuments';
import type { CustomerDetail } from '../../../../../contract/customers';
import * as dialogs from '../../../../components/dialogs';
import { authed, renderWithProviders } from '../../../../../tests/render';
import { mswServer } from '../../../../../tests/msw/server';
import { API, ok } from '../../../../../tests/msw/envelope';
import { formBody } from '../../../../../tests/msw/formBody';
import { financeUser } from '../../../../../tests/msw/fixtures';
import { nativeFormDataClass, NodeFile } from '../../../../../tests/nativeFormData';
import DocumentsTab from './DocumentsTab';

/** The Documents tab (spec 002 §2.4, §3.7, §5) over msw answers shaped as the contract says. */

const SLOW = { timeout: 30_000 };
const REQUIRED: DocType[] = ['cert_reg', 'lto', 'bus_permit', 'photo_est'];
const doc = (id: number, docType: CustomerDocument['doc_type'], over: Partial<CustomerDocument> = {}): CustomerDocument => ({
  customer_doc_id: id,
  doc_type: docType,
  file_name: `${docType}.pdf`,
  path: `/customer/files/${id}`,
  expiry_date: null,
  description: null,
  uploaded_at: '2026-01-15T01:00:00.000Z',
  uploaded_by: 'Maria Santos',
  ...over,
});

/** A hospital with its certificate, an LTO expiring on 2026-03-20, no permit and no photograph, and one other document. */
function documents(over: Partial<Record<DocType, CustomerDocument | null>> = {}): CustomerDocuments {
  const files: Partial<Record<DocType, CustomerDocument | null>> = { cert_reg: doc(11, 'cert_reg', { file_name: 'COR 2303.pdf' }), lto: doc(12, 'lto', { expiry_date: '2026-03-20' }), ...over };
  return {
    customer_code: 'C-00004',
    as_of: '2026-03-02',
    kyc_state: 'missing_documents',
    customer_documents: DOC_TYPES.map((t) => {
      const d = files[t] ?? null;
      const required = REQUIRED.includes(t);
      const standing = !d ? (required ? 'missing' : 'absent') : d.expiry_date === '2026-03-20' ? 'expiring' : 'on_file';
      return { doc_type: t, required, has_expiry: (EXPIRING_DOC_TYPES as readonly string[]).includes(t), standing, document: d };
    }),
    customer_documents_others: [doc(20, 'others', { description: 'Board Resolution', file_name: 'board.pdf' })],
  };
}

function serve(docs: CustomerDocuments = documents()) {
  const sent: { method: string; path: string; body?: Awaited<ReturnType<typeof formBody>> | unknown }[] = [];
  mswServer.use(
    http.get(API('/customer/documents/:code'), () => ok(docs)),
    http.post(API('/customer/documents/:code'), async ({ request }) => {
      sent.push({ method: 'POST', path: new URL(request.url).pathname, body: await formBody(request) });
      return ok(docs, { code: '00004' });
    }),
    http.put(API('/customer/documents/:code/expiry'), async ({ request }) => {
      sent.push({ method: 'PUT', path: new URL(request.url).pathname, body: await request.json() });
      return ok(docs, { code: '00004' });
    }),
    http.delete(API('/customer/documents/:code/others/:id'), ({ request }) => {
      sent.push({ method: 'DELETE', path: new URL(request.url).pathname });
      return ok(docs, { code: '00006' });
    }),
  );
  return sent;
}

const customer = { customer_code: 'C-00004' } as CustomerDetail;
const render = (editing: boolean, scopes = ['get_customer', 'update_customer']) =>
  renderWithProviders(<DocumentsTab customer={customer} editing={editing} reload={() => {}} />, { preloadedState: authed(financeUser, scopes) });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

beforeEach(async () => {
  vi.stubGlobal('FormData', await nativeFormDataClass());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Documents tab', () => {
  it('read-only: the completeness the server answers, each document with its file link, expiry and standing, no uploads', async () => {
    serve();
    render(false);
    const summary = await screen.findByRole('status', { name: 'Document completeness' }, SLOW);
    expect(summary).toHaveTextContent('KYC: Missing Documents');
    expect(summary).toHaveTextContent('Missing: Business Permit, Photograph of the Establishment');
    expect(summary).toHaveTextContent('Expiring: License to Operate (2026-03-20)');
    const lto = within(rowOf('License to Operate'));
    expect(lto.getByText('Required')).toBeInTheDocument();
    expect(lto.getByRole('button', { name: 'lto.pdf' })).toBeInTheDocument();
    expect(lto.getByText('2026-03-20')).toBeInTheDocument();
    expect(lto.getByText('Expiring in 18 days')).toBeInTheDocument();
    expect(within(rowOf('Photograph of the Establishment')).getByText('Missing')).toBeInTheDocument();
    expect(within(rowOf('Audited Financial Statement (BCAF)')).getByText('Optional')).toBeInTheDocument();
    expect(within(rowOf('Audited Financial Statement (BCAF)')).getByText('Not applicable')).toBeInTheDocument();
    expect(within(rowOf('Board Resolution')).getByRole('button', { name: 'board.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Upload|Replace)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Attachment' })).not.toBeInTheDocument();
    expect(screen.getByText('Press Edit to upload or replace documents.')).toBeInTheDocument();
  });

  it('offers nothing to change to those who may not update customers, even in Edit', async () => {
    serve();
    render(true, ['get_customer']);
    await screen.findByRole('status', { name: 'Document completeness' }, SLOW);
    expect(screen.queryByRole('button', { name: /^(Upload|Replace)/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Press Edit to upload or replace documents.')).not.toBeInTheDocument();
  });

  it('uploads a missing document as multipart with its expiry date, and asks for the file first', async () => {
    const sent = serve();
    const success = vi.spyOn(toast, 'success');
    render(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Business Permit' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload Business Permit' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('Choose a file to upload.')).toBeInTheDocument();
    expect(dialog.getByText('Expiry Date is required.', { exact: false })).toBeInTheDocument();
    expect(sent).toEqual([]);

    const permit = new NodeFile(['%PDF-1.4 permit'], 'permit 2026.pdf', { type: 'application/pdf' }) as unknown as File;
    await userEvent.upload(dialog.getByLabelText('Business Permit File'), permit);
    // The date field is the one date picker: typed once it has loaded.
    await waitFor(() => expect(dialog.getByLabelText(/^Expiry Date/)).not.toHaveAttribute('data-loading'));
    fireEvent.change(dialog.getByLabelText(/^Expiry Date/), { target: { value: '2026-12-31' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Document has been uploaded.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const body = sent[0].body as Awaited<ReturnType<typeof formBody>>;
    expect(sent[0].path).toBe('/api/customer/documents/C-00004');
    expect(body.fields).toEqual({ doc_type: 'bus_permit', expiry_date: '2026-12-31', description: '' });
    expect(body.files.file[0].name).toBe('permit 2026.pdf');
    expect(await body.files.file[0].text()).toBe('%PDF-1.4 permit');
  });

  it('shows the server refusal on its field and keeps the chosen file', async () => {
    serve();
    mswServer.use(
      http.post(API('/customer/documents/:code'), () =>
        HttpResponse.json({ code: '00001', result: ['Document file must be a PDF, PNG, JPEG or WebP file.'], fields: { file: ['Document file must be a PDF, PNG, JPEG or WebP file.'] } }, { status: 422 }),
      ),
    );
    render(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Photograph of the Establishment' }, SLOW));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.upload(dialog.getByLabelText('Photograph of the Establishment File'), new NodeFile(['not really'], 'shop.png', { type: 'image/png' }) as unknown as File);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('Document file must be a PDF, PNG, JPEG or WebP file.')).toBeInTheDocument();
    expect(dialog.getByText('shop.png')).toBeInTheDocument();
  });

  it('replaces a licence, or with no new file only corrects its expiry date', async () => {
    const sent = serve();
    vi.spyOn(toast, 'success');
    render(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Replace License to Operate' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Replace License to Operate' }));
    expect(dialog.getByRole('button', { name: 'lto.pdf' })).toBeInTheDocument();
    const date = dialog.getByLabelText(/^Expiry Date/);
    expect(date).toHaveValue('2026-03-20');
    fireEvent.change(date, { target: { value: '2029-03-20' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PUT', path: '/api/customer/documents/C-00004/expiry', body: { doc_type: 'lto', expiry_date: '2029-03-20' } });
  });

  it('adds another document with its description, and removes one only after confirming', async () => {
    const sent = serve();
    vi.spyOn(toast, 'success');
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Attachment' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Attachment' }));
    await userEvent.upload(dialog.getByLabelText('File'), new NodeFile(['%PDF-1.4'], 'credit.pdf', { type: 'application/pdf' }) as unknown as File);
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('Description is required.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/^Description/), 'Credit Application Form');
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0].body as Awaited<ReturnType<typeof formBody>>).fields).toMatchObject({ doc_type: 'others', description: 'Credit Application Form' });

    const remove = screen.getByRole('button', { name: 'Remove Board Resolution' });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to delete this record(s)?', 'Yes, delete it!');
    expect(sent).toHaveLength(1);
    await userEvent.click(remove);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ method: 'DELETE', path: '/api/customer/documents/C-00004/others/20' });
  });

  it('shows a failed load as an error with Retry, never as complete or empty', async () => {
    mswServer.use(http.get(API('/customer/documents/:code'), () => HttpResponse.json({ code: '00002', result: 'Customer not found.' }, { status: 404 })));
    render(false);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Unable to load documents. Customer not found.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/KYC:/)).not.toBeInTheDocument();
  });
});
