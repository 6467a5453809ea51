import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import ExportButton from './ExportButton';
import { browser } from './runExport';
import { renderWithProviders, authed } from '../../../tests/render';
import { financeUser } from '../../../tests/msw/fixtures';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import * as dialogs from '../dialogs';

afterEach(() => vi.restoreAllMocks());

describe('ExportButton', () => {
  it('is not shown without the export scope', () => {
    renderWithProviders(<ExportButton scope="export_general_ledger" path="/ledger/general/export" body={() => ({})} />, {
      preloadedState: authed(financeUser, ['get_general_ledger']),
    });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('posts the filters, shows progress, fetches the returned link and saves the file', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    let received: unknown;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    mswServer.use(
      http.post(API('/ledger/general/export'), async ({ request }) => {
        received = await request.json();
        await gate;
        return ok('/api/downloads/abc123');
      }),
      http.get(API('/downloads/abc123'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="gl.xlsx"' } })),
    );
    const running = vi.fn();
    renderWithProviders(
      <>
        <ExportButton scope="export_general_ledger" path="/ledger/general/export" body={() => ({ account_code: '1001', date_from: '2026-01-01', date_to: '2026-01-31' })} onRunningChange={running} />
        <ToastContainer />
      </>,
      { preloadedState: authed(financeUser, ['export_general_ledger']) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exporting data in progress, Please wait...')).toBeInTheDocument();
    expect(running).toHaveBeenLastCalledWith(true);
    release();
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'gl.xlsx'));
    expect(received).toEqual({ account_code: '1001', date_from: '2026-01-01', date_to: '2026-01-31' });
    await waitFor(() => expect(running).toHaveBeenLastCalledWith(false));
  });

  it('shows an error alert with the response on failure and saves nothing', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    const showError = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    mswServer.use(http.post(API('/ledger/general/export'), () => fail('00001', ['Please select correct dates!'], 422)));
    renderWithProviders(<ExportButton scope="export_general_ledger" path="/ledger/general/export" body={() => ({})} />, {
      preloadedState: authed(financeUser, ['export_general_ledger']),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Error', 'Please select correct dates!'));
    expect(save).not.toHaveBeenCalled();
  });

  it('makes no call when the body builder cancels (validation message shown by the screen)', async () => {
    const spy = vi.fn();
    mswServer.use(http.post(API('/ledger/general/export'), () => (spy(), ok('x'))));
    renderWithProviders(<ExportButton scope="export_general_ledger" path="/ledger/general/export" body={() => null} />, {
      preloadedState: authed(financeUser, ['export_general_ledger']),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(spy).not.toHaveBeenCalled();
  });
});
