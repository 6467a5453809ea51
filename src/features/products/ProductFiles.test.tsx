import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ProductDetailPage from './ProductDetailPage';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, invalid, ok } from '../../../tests/msw/envelope';
import { formBody } from '../../../tests/msw/formBody';
import { financeUser } from '../../../tests/msw/fixtures';
import { nativeFormDataClass, NodeFile } from '../../../tests/nativeFormData';
import { lookupHandlers, productDetail } from './testData';

/** The product form's files (spec 001 §2, §3): previews, the CPR link, and multipart saves. */

vi.mock('./forecast/ForecastTab', () => ({ default: () => <div>Forecast tab</div> }));
vi.mock('./purchaseLogs/PurchaseLogsTab', () => ({ default: () => <div>Purchase logs tab</div> }));

const SCOPES = ['view_products', 'get_specific_product', 'update_product'];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

// jsdom has no object URLs: hand out names we can look up, and remember what each holds.
const blobs = new Map<string, Blob>();
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(async () => {
  vi.stubGlobal('FormData', await nativeFormDataClass());
  blobs.clear();
  URL.createObjectURL = (b: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, b);
    return url;
  };
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  vi.restoreAllMocks();
});

function serve() {
  const saves: Awaited<ReturnType<typeof formBody>>[] = [];
  const fileRequests: { id: string; auth: string | null }[] = [];
  const detail = productDetail({
    upload: [
      { id: 5, doc_type: 'small', file_name: 'small-now.png', file_url: '/products/uploads/5' },
      { id: 6, doc_type: 'cpr', file_name: 'CPR 2026.pdf', file_url: '/products/uploads/6' },
    ],
  });
  mswServer.use(
    ...lookupHandlers,
    http.get(API('/products'), () => ok([], { total_rows: 0 })),
    http.get(API('/products/id/:code'), () => ok(detail)),
    http.get(API('/products/uploads/:id'), ({ params, request }) => {
      fileRequests.push({ id: String(params.id), auth: request.headers.get('authorization') });
      return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
    }),
    http.post(API('/products/submit/updated'), async ({ request }) => {
      saves.push(await formBody(request));
      return invalid(['Big size image must be at most 10 MB.']);
    }),
  );
  return { saves, fileRequests };
}

const open = () =>
  renderWithProviders(<ProductDetailPage />, { route: '/view/products/list/UNI-BIO-500', path: '/view/products/list/:product_code', preloadedState: authed(financeUser, SCOPES) });

describe('product files', () => {
  it('read-only: shows the stored image (fetched with the bearer token) and a link to the CPR document', async () => {
    const { fileRequests } = serve();
    open();
    expect(await screen.findByRole('button', { name: 'CPR 2026.pdf' })).toBeInTheDocument();
    expect(screen.queryByLabelText('CPR Document')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Packaging' }));
    const img = await screen.findByRole('img', { name: 'Small Size Image (mm)' });
    expect(blobs.get(img.getAttribute('src')!)?.size).toBe(PNG.length);
    expect(fileRequests).toEqual([{ id: '5', auth: 'Bearer test-token' }]);
    expect(screen.getAllByText('No file.')).toHaveLength(1);
  });

  it('sends the chosen files with the fields as multipart, previews them, and keeps everything when the server refuses', async () => {
    const { saves } = serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const showError = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    const name = screen.getByLabelText(/^Product Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Biogesic Forte');
    const cpr = new NodeFile(['%PDF-1.4 test'], 'CPR 2027.pdf', { type: 'application/pdf' }) as unknown as File;
    await userEvent.upload(screen.getByLabelText('CPR Document'), cpr);
    await userEvent.click(screen.getByRole('tab', { name: 'Packaging' }));
    const big = new NodeFile([PNG], 'big.png', { type: 'image/png' }) as unknown as File;
    await userEvent.upload(screen.getByLabelText('Big Size Image (cm)'), big);
    const preview = await screen.findByRole('img', { name: 'Big Size Image (cm) preview' });
    expect(blobs.get(preview.getAttribute('src')!)).toBe(big);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Invalid Request', 'Big size image must be at most 10 MB.'));
    const sent = saves[0];
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.fields).toMatchObject({ product_name: 'Biogesic Forte', product_id: '1', is_submit: '2', category: 'UPDATED' });
    expect(Object.keys(sent.files).sort()).toEqual(['big_size_image', 'cpr_document']);
    expect(sent.files.big_size_image[0].name).toBe('big.png');
    expect(sent.files.big_size_image[0].type).toBe('image/png');
    expect(new Uint8Array(await sent.files.big_size_image[0].arrayBuffer())).toEqual(PNG);
    expect(await sent.files.cpr_document[0].text()).toBe('%PDF-1.4 test');

    // Refused: still editing, the file still chosen, the typed name kept.
    expect(screen.getByText('big.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Product Information' }));
    expect(screen.getByLabelText(/^Product Name/)).toHaveValue('Biogesic Forte');
    expect(screen.getByText('CPR 2027.pdf')).toBeInTheDocument();
  });

  it('refuses a file of the wrong type before sending it, with the server\'s words', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Packaging' }));
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Small Size Image (mm)'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Small Size Image (mm) must be a PNG, JPEG or WebP image.');
    // The stored image stays.
    expect(await screen.findByRole('img', { name: 'Small Size Image (mm)' })).toBeInTheDocument();
  });
});
