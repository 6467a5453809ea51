import { browser } from '../export/runExport';
import { Codes } from '../../../contract/codes';
import { ApiError } from '../../api/ApiError';
import { http } from '../../api/client';

/**
 * Uploaded files are not public: the server wants the bearer token, and the
 * app has no cookies, so an <img src> or a plain link cannot carry it. We
 * fetch the bytes through the one client (token attached by its interceptor)
 * and hand the browser an object URL instead.
 */
export async function fetchStoredFile(path: string, opts: { signal?: AbortSignal } = {}): Promise<Blob> {
  // Bytes, then a Blob of the type the server sniffed (an arraybuffer answer works in every environment the app and its tests run in).
  const res = await http.get<ArrayBuffer>(path, { responseType: 'arraybuffer', signal: opts.signal });
  if (res.status !== 200) throw new ApiError({ code: res.status === 404 ? Codes.NOT_FOUND : String(res.status), messages: ['The file could not be loaded.'], status: res.status });
  return new Blob([res.data], { type: String(res.headers['content-type'] ?? '') });
}

/** Opens a stored file (a CPR PDF) in a new tab; where pop-ups are blocked it is downloaded instead. */
export async function openStoredFile(path: string, fileName: string): Promise<void> {
  // The tab is opened before the fetch, while the click still counts as the user's: browsers block a later window.open.
  const tab = window.open('', '_blank');
  const url = URL.createObjectURL(await fetchStoredFile(path).catch((err) => {
    tab?.close();
    throw err;
  }));
  if (tab) tab.location.href = url;
  else {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
  }
  // The new tab has loaded the blob by then; the URL is not needed any longer.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a stored file under its name (the Download buttons): fetched with the bearer token, handed to the browser as an object URL. */
export async function downloadStoredFile(path: string, fileName: string): Promise<void> {
  browser.save(await fetchStoredFile(path), fileName);
}
