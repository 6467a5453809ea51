import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as dialogs from '../../components/dialogs';
import DocumentManagementPage from './DocumentManagementPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { formBody } from '../../../tests/msw/formBody';
import { financeUser } from '../../../tests/msw/fixtures';
import { nativeFormDataClass, NodeFile } from '../../../tests/nativeFormData';
import { bir, serveFolders } from './testData';

const SLOW = { timeout: 30_000 };
const ALL = ['view_document_management', 'upload_document', 'move_document', 'delete_document'];

beforeEach(async () => {
  vi.stubGlobal('FormData', await nativeFormDataClass());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Types a value at once (pasted): the form does not care how it arrived, and the test stays fast. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

const render = (scopes: string[], route = '/docmanagement?folder=2') =>
  renderWithProviders(<DocumentManagementPage />, { route, path: '/docmanagement', preloadedState: authed(financeUser, scopes) });

describe('Document Management System', () => {
  it('shows the folder tree, the path and the folder documents; the tree is worked by keyboard', async () => {
    const { lists, handlers } = serveFolders();
    mswServer.use(...handlers);
    const { router } = render(['view_document_management']);
    expect(await screen.findByText('BIR Form 2307 Q1', {}, SLOW)).toBeInTheDocument();
    for (const h of ['File Name', 'Source', 'Physical Filing', 'Received By', 'Released To', 'Latest Activity', 'Last Updated']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(lists[0]).toMatchObject({ folder: '2', query: { page: '0', page_size: '50', order_by: 'updated_at', direction: 'desc' } });
    const crumbs = within(screen.getByRole('navigation', { name: 'Folder path' }));
    expect(crumbs.getByRole('button', { name: 'Finance' })).toBeInTheDocument();
    expect(crumbs.getByText('Tax Forms')).toHaveAttribute('aria-current', 'page');
    // Without the other scopes: no Add Folder, no Upload File.
    expect(screen.queryByRole('button', { name: 'Add Folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload File' })).not.toBeInTheDocument();

    const tree = screen.getByRole('tree', { name: 'Folders' });
    const selected = within(tree).getByRole('treeitem', { name: /Tax Forms/ });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    expect(selected).toHaveAttribute('tabindex', '0');
    selected.focus();
    await userEvent.keyboard('{ArrowUp}');
    const finance = within(tree).getByRole('treeitem', { name: /Finance/ });
    expect(finance).toHaveFocus();
    expect(finance).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(finance).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByRole('treeitem', { name: /Tax Forms/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('folder=3'));
    await waitFor(() => expect(lists.at(-1)?.folder).toBe('3'));
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it('renames the open folder (the server refusal on the field) and deletes it after asking; a folder that is not empty is explained', async () => {
    const { handlers } = serveFolders();
    const renames: unknown[] = [];
    const deletes: string[] = [];
    const taken = 'A folder with this name already exists here.';
    mswServer.use(
      ...handlers,
      http.put(API('/file-system/folder/:id'), async ({ request }) => {
        const body = (await request.json()) as { folder_name: string };
        renames.push(body);
        if (body.folder_name === 'Archive') return HttpResponse.json({ code: '00001', result: [taken], fields: { folder_name: [taken] } }, { status: 422 });
        return ok({ folder_id: 2, folder_name: body.folder_name, parent_id: 1, document_count: 1 }, { code: '00004' });
      }),
      http.delete(API('/file-system/folder/:id'), ({ params }) => {
        deletes.push(String(params.id));
        return deletes.length === 1
          ? HttpResponse.json({ code: '00001', result: ['This folder still holds documents or folders. Move or delete them first.'] }, { status: 422 })
          : ok({ folder_id: 2 }, { code: '00006' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue(undefined as never);
    const { router } = render(ALL);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Folder' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Folder' });
    const name = within(dialog).getByLabelText('Folder Name');
    expect(name).toHaveValue('Tax Forms');
    expect(within(dialog).queryByLabelText('Inside')).not.toBeInTheDocument();
    await fill(name, 'Archive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(name).toHaveValue('Archive');
    await fill(name, 'BIR Forms');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename Folder' })).not.toBeInTheDocument());
    expect(renames).toEqual([{ folder_name: 'Archive' }, { folder_name: 'BIR Forms' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Folder' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Do you want to delete the folder Tax Forms?', 'Yes, delete it!');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Oops...', 'This folder still holds documents or folders. Move or delete them first.'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Folder' }));
    // Deleted: the parent folder opens.
    await waitFor(() => expect(router.state.location.search).toContain('folder=1'));
    expect(deletes).toEqual(['2', '2']);
  });

  it('asks before deleting the chosen document, deletes it and reads the folder again', async () => {
    const { lists, handlers } = serveFolders();
    const deletes: string[] = [];
    mswServer.use(
      ...handlers,
      http.delete(API('/file-system/document/delete'), async ({ request }) => {
        // The spec's shape: document_id in the body.
        deletes.push(String(((await request.json()) as { document_id: number }).document_id));
        return ok({ document_id: 7 }, { code: '00006' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(ALL);
    await userEvent.click(await screen.findByText('Bureau of Internal Revenue', {}, SLOW));
    expect(screen.getByText('Selected:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/preview/7');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Do you want to delete BIR Form 2307 Q1?', 'Yes, delete it!');
    expect(deletes).toEqual([]);
    const before = lists.length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual(['7']));
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
  });

  it('Upload File: every field and the attachment required in the browser; the server refusal lands on its field; then it uploads multipart', async () => {
    const { handlers } = serveFolders();
    const sent: Awaited<ReturnType<typeof formBody>>[] = [];
    let refuse = true;
    mswServer.use(
      ...handlers,
      http.post(API('/file-system/document/create'), async ({ request }) => {
        sent.push(await formBody(request));
        if (refuse) {
          refuse = false;
          const msg = 'Attachment must be a PDF, PNG, JPEG or WebP file, or a Word, Excel or PowerPoint document.';
          return HttpResponse.json({ code: '00001', result: [msg], fields: { attachment: [msg] } }, { status: 422 });
        }
        return ok({ ...bir, document_id: 8, erp_uploads_id: 8, file_name: 'Contract' }, { code: '00003' });
      }),
    );
    render(ALL);
    await screen.findByText('BIR Form 2307 Q1', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Upload File' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload File' });
    expect(within(dialog).getByLabelText('Folder Name')).toHaveValue('2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    for (const m of ['File name is required.', 'Source is required.', 'Physical filing is required.', 'Received by is required.', 'Released to is required.', 'Latest activity is required.', 'Attachment is required.']) {
      expect(await within(dialog).findByText(m)).toBeInTheDocument();
    }
    expect(sent).toHaveLength(0);

    const file = new NodeFile([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])], 'contract.pdf', { type: 'application/pdf' }) as unknown as File;
    await userEvent.upload(within(dialog).getByLabelText('Attachment'), file);
    // The file's name is offered as the title.
    expect(within(dialog).getByLabelText('File Name')).toHaveValue('contract');
    await fill(within(dialog).getByLabelText('File Name'), 'Contract');
    await fill(within(dialog).getByLabelText('Source'), 'Unilab');
    await fill(within(dialog).getByLabelText('Physical Filing'), 'Cabinet 1');
    await fill(within(dialog).getByLabelText('Received By'), 'Ana');
    await fill(within(dialog).getByLabelText('Released To'), 'Legal');
    await fill(within(dialog).getByLabelText('Latest Activity'), 'Signed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Attachment must be a PDF, PNG, JPEG or WebP file, or a Word, Excel or PowerPoint document.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Source')).toHaveValue('Unilab');
    expect(sent[0].fields).toEqual({
      folder_id: '2',
      file_name: 'Contract',
      file_source: 'Unilab',
      physical_filing: 'Cabinet 1',
      physically_received_by: 'Ana',
      last_released_to: 'Legal',
      latest_activity: 'Signed',
    });
    expect(sent[0].files.attachment.map((f) => f.name)).toEqual(['contract.pdf']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload File' })).not.toBeInTheDocument());
    expect(sent).toHaveLength(2);
  }, 30_000);

  it('Add Folder inside the open folder, refused name on its field, then opens the new folder', async () => {
    const { handlers } = serveFolders();
    const posted: unknown[] = [];
    mswServer.use(
      ...handlers,
      http.post(API('/file-system/folder/create'), async ({ request }) => {
        posted.push(await request.json());
        if (posted.length === 1) {
          const msg = 'A folder with this name already exists here.';
          return HttpResponse.json({ code: '00001', result: [msg], fields: { folder_name: [msg] } }, { status: 422 });
        }
        return ok({ folder_id: 9, folder_name: '2026', parent_id: 2, document_count: 0 }, { code: '00003' });
      }),
    );
    const { router } = render(ALL);
    await screen.findByText('BIR Form 2307 Q1', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Folder' });
    await waitFor(() => expect(within(dialog).getByLabelText('Folder Name')).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Folder' }));
    expect(await within(dialog).findByText('Folder name is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Folder Name'), '2026{Enter}');
    expect(await within(dialog).findByText('A folder with this name already exists here.')).toBeInTheDocument();
    expect(posted[0]).toEqual({ folder_name: '2026', parent_id: 2 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Folder' }));
    await waitFor(() => expect(router.state.location.search).toContain('folder=9'));
  });

  it('Move to Folder: the picker lists the folders nested; the move is sent', async () => {
    const { handlers } = serveFolders();
    const moves: unknown[] = [];
    mswServer.use(
      ...handlers,
      http.put(API('/file-system/document/move/folder'), async ({ request }) => {
        moves.push(await request.json());
        return ok({ ...bir, folder_id: 3, folder_name: 'Archive' }, { code: '00004' });
      }),
    );
    render(ALL);
    await userEvent.click(await screen.findByText('Bureau of Internal Revenue', {}, SLOW));
    await userEvent.click(screen.getByRole('button', { name: 'Move to Folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Folder' });
    const picker = within(dialog).getByLabelText('Move to');
    expect(within(picker).getAllByRole('option').map((o) => o.textContent?.trim())).toEqual(['Select folder…', 'Archive', 'Finance', 'Tax Forms']);
    await userEvent.selectOptions(picker, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('The document is already in this folder.')).toBeInTheDocument();
    await userEvent.selectOptions(picker, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moves).toEqual([{ document_id: 7, folder_id: 3 }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move to Folder' })).not.toBeInTheDocument());
  });

  it('a failed folder tree says so with Retry; no folders says so; without the view scope, access is denied', async () => {
    let fail = true;
    mswServer.use(http.get(API('/file-system/custom/file-explorer'), () => (fail ? HttpResponse.json({ code: '00500', result: 'x' }, { status: 500 }) : ok([]))));
    render(ALL, '/docmanagement');
    expect(await screen.findByText('Error Loading Data', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Choose a folder to see its documents.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No folders yet.')).toBeInTheDocument();
  });

  it('without view_document_management shows the permission message', () => {
    render([]);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
  });
});
