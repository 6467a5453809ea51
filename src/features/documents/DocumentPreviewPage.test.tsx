import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as dialogs from '../../components/dialogs';
import DocumentPreviewPage from './DocumentPreviewPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { bir } from './testData';

const SLOW = { timeout: 30_000 };
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);

// jsdom has no object URLs: hand out names we can look up, and remember what each holds.
const blobs = new Map<string, Blob>();
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => {
  blobs.clear();
  URL.createObjectURL = (b: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, b);
    return url;
  };
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  vi.restoreAllMocks();
});

function serve(doc = bir) {
  const files: (string | null)[] = [];
  const updates: unknown[] = [];
  mswServer.use(
    http.get(API('/file-system/document/:id'), ({ params }) => (Number(params.id) === doc.document_id ? ok(doc) : HttpResponse.json({ code: '00002', result: 'Document not found.' }, { status: 404 }))),
    http.get(API('/file-system/document/file/:id'), ({ request }) => {
      files.push(request.headers.get('authorization'));
      return new HttpResponse(PDF, { headers: { 'content-type': doc.content_type } });
    }),
    http.put(API('/file-system/document/:id'), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      updates.push(body);
      if (!body.file_source) return HttpResponse.json({ code: '00001', result: ['Source is required.'], fields: { file_source: ['Source is required.'] } }, { status: 422 });
      return ok({ ...doc, ...body }, { code: '00004' });
    }),
  );
  return { files, updates };
}

const open = (scopes: string[], id = '7') =>
  renderWithProviders(<DocumentPreviewPage />, { route: `/preview/${id}`, path: '/preview/:erp_uploads_id', preloadedState: authed(financeUser, scopes) });

describe('Document Preview', () => {
  it('shows the PDF in the page from an object URL of the bytes fetched with the bearer token; details read-only without upload_document', async () => {
    const { files } = serve();
    open(['view_document_management']);
    const frame = await screen.findByTitle('BIR Form 2307 Q1 (PDF)', {}, SLOW);
    expect(blobs.get(frame.getAttribute('src')!)?.size).toBe(PDF.length);
    expect(files).toEqual(['Bearer test-token']);
    expect(screen.getByRole('heading', { name: 'Document Preview: BIR Form 2307 Q1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Source')).toHaveValue('Bureau of Internal Revenue');
    expect(screen.getByLabelText('Source')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tax Forms' })).toHaveAttribute('href', '/docmanagement?folder=2');
  });

  it('an image is shown as an image; another type is offered for download only', async () => {
    serve({ ...bir, content_type: 'image/png', original_name: 'scan.png' });
    const first = open(['view_document_management']);
    expect(await screen.findByRole('img', { name: 'BIR Form 2307 Q1' }, SLOW)).toBeInTheDocument();
    first.unmount();
    serve({ ...bir, content_type: 'application/zip', original_name: 'bundle.zip' });
    open(['view_document_management']);
    expect(await screen.findByText('This file cannot be shown here.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download bundle.zip' })).toBeInTheDocument();
  });

  it('edits the details after asking; an emptied field is refused in the browser, keeping what was typed', async () => {
    const { updates } = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    open(['view_document_management', 'upload_document']);
    const source = await screen.findByLabelText('Source', {}, SLOW);
    await userEvent.clear(screen.getByLabelText('Released To'));
    await userEvent.type(screen.getByLabelText('Released To'), 'Treasury');
    await userEvent.clear(source);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Checked in the browser first: nothing is sent.
    expect(await screen.findByText('Source is required.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
    await userEvent.type(source, 'BIR');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to update this document?', 'Yes');
    await waitFor(() => expect(updates).toEqual([expect.objectContaining({ file_source: 'BIR', last_released_to: 'Treasury' })]));
  });

  it('an unknown document says so', async () => {
    serve();
    open(['view_document_management'], '999');
    expect(await screen.findByText(/Document not found\./, {}, SLOW)).toBeInTheDocument();
  });

  it('a failed load shows the load error with Retry', async () => {
    mswServer.use(http.get(API('/file-system/document/:id'), () => HttpResponse.json({ code: '00500', result: 'x' }, { status: 500 })));
    open(['view_document_management']);
    expect(await screen.findByText(/Error Loading Data/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('without view_document_management shows the permission message', () => {
    open([]);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
  });
});
