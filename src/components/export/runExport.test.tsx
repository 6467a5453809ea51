import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast, ToastContainer } from 'react-toastify';
import { configureClient } from '../../api/client';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { browser, EXPORT_PROGRESS, fileNameOf, runExport } from './runExport';

const TOKEN = 'Tok3n-of-the-asking-session';
const LINK = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GONE = 'This download link has expired or is no longer valid. Please export again.';
const BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);

beforeEach(() => configureClient({ getToken: () => TOKEN }));
afterEach(() => {
  vi.restoreAllMocks();
  configureClient({ getToken: () => null });
});

/** The export answers the link; the link answers the file only to the asking session's bearer token, like the server. */
function serveExport(opts: { disposition?: string; gate?: Promise<void> } = {}) {
  const seen: { authorization: string | null; url: string }[] = [];
  mswServer.use(
    http.post(API('/ledger/general/export'), () => ok(`/api/downloads/${LINK}`)),
    http.get(API(`/downloads/${LINK}`), async ({ request }) => {
      seen.push({ authorization: request.headers.get('authorization'), url: request.url });
      await opts.gate;
      if (request.headers.get('authorization') !== `Bearer ${TOKEN}`) {
        return new HttpResponse(GONE, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      }
      return new HttpResponse(BYTES, {
        headers: {
          'content-type': XLSX,
          'content-disposition':
            opts.disposition ?? `attachment; filename="_o_report_2025.xlsx"; filename*=UTF-8''%C3%B1o%20report%202025.xlsx`,
        },
      });
    }),
  );
  return seen;
}

describe('runExport', () => {
  it('fetches the link with the session token, then saves the Blob under the decoded file name', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    const showError = vi.fn();
    const seen = serveExport();
    expect(await runExport('/ledger/general/export', { account_code: '1001' }, showError)).toBe(true);
    expect(seen).toEqual([{ authorization: `Bearer ${TOKEN}`, url: API(`/downloads/${LINK}`) }]);
    expect(showError).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledTimes(1);
    const [blob, name] = save.mock.calls[0];
    expect(name).toBe('ño report 2025.xlsx');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe(XLSX);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(BYTES);
  });

  it('keeps the progress toast up until the file has arrived', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const seen = serveExport({ gate });
    const dismiss = vi.spyOn(toast, 'dismiss');
    render(<ToastContainer />);
    const done = runExport('/ledger/general/export', {}, vi.fn());
    expect(await screen.findByText(EXPORT_PROGRESS)).toBeInTheDocument();
    // The export has answered and the download is under way: still in progress.
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(screen.getByText(EXPORT_PROGRESS)).toBeInTheDocument();
    expect(dismiss).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
    release();
    expect(await done).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('shows the server text of a refused download (404) and saves nothing', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    const showError = vi.fn();
    serveExport();
    configureClient({ getToken: () => 'another-session' });
    expect(await runExport('/ledger/general/export', {}, showError)).toBe(false);
    expect(showError).toHaveBeenCalledWith(GONE);
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the generic message when a failed download has no text', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    const showError = vi.fn();
    mswServer.use(
      http.post(API('/ledger/general/export'), () => ok(`/api/downloads/${LINK}`)),
      http.get(API(`/downloads/${LINK}`), () => new HttpResponse(null, { status: 404 })),
    );
    expect(await runExport('/ledger/general/export', {}, showError)).toBe(false);
    expect(showError).toHaveBeenCalledWith('Error occured. Please try again later.');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the messages of a failed export and fetches nothing', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    const showError = vi.fn();
    mswServer.use(http.post(API('/ledger/general/export'), () => fail('00001', ['Please select correct dates!'], 422)));
    expect(await runExport('/ledger/general/export', {}, showError)).toBe(false);
    expect(showError).toHaveBeenCalledWith('Please select correct dates!');
    expect(save).not.toHaveBeenCalled();
  });

  it('save() clicks a temporary <a download> of an object URL and revokes the URL afterwards', () => {
    vi.useFakeTimers();
    try {
      const create = vi.fn(() => 'blob:http://localhost/1234');
      const revoke = vi.fn();
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
      const clicked: { href: string; download: string; attached: boolean }[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
      });
      const blob = new Blob([BYTES], { type: XLSX });
      browser.save(blob, 'gl.xlsx');
      expect(create).toHaveBeenCalledWith(blob);
      expect(clicked).toEqual([{ href: 'blob:http://localhost/1234', download: 'gl.xlsx', attached: true }]);
      expect(document.querySelector('a[download]')).toBeNull();
      expect(revoke).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1234');
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('fileNameOf', () => {
  it('prefers the RFC 5987 name, then the quoted one, then a bare token, else export.xlsx', () => {
    expect(fileNameOf(`attachment; filename="a_b.xlsx"; filename*=UTF-8''a%20%C3%A9.xlsx`)).toBe('a é.xlsx');
    expect(fileNameOf('attachment; filename="trial_balance_2024.xlsx"')).toBe('trial_balance_2024.xlsx');
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf(`attachment; filename="fallback.xlsx"; filename*=UTF-8''%E0%A4%A`)).toBe('fallback.xlsx');
    expect(fileNameOf('attachment')).toBe('export.xlsx');
    expect(fileNameOf(undefined)).toBe('export.xlsx');
    expect(fileNameOf(`attachment; filename*=UTF-8''..%2F..%2Fevil.xlsx`)).toBe('.._.._evil.xlsx');
  });
});
