import { toast } from 'react-toastify';
import { RESPOND_ASYNC, type BackgroundJob } from '../../../contract/backgroundJobs';
import { call, http } from '../../api/client';
import { ApiError, messagesOf, toApiError } from '../../api/ApiError';

/** Hands a downloaded file to the user (its own object so tests can stub it). */
export const browser = {
  /**
   * Saves `blob` as `fileName` through a temporary <a download> on an object
   * URL. The URL is revoked a little later, not at once: the browser resolves
   * it after the click returns.
   */
  save(blob: Blob, fileName: string) {
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    a.style.display = 'none';
    document.body.appendChild(a);
    try {
      a.click();
    } finally {
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    }
  },
};

/** Sent on window when an export went on in the background: the header's tray (JobsTray) looks again at once. */
export const JOB_STARTED_EVENT = 'erp:background-job';

export const EXPORT_PROGRESS = 'Exporting data in progress, Please wait...';
export const EXPORT_FAILED = 'Error occured. Please try again later.';
export const DEFAULT_EXPORT_NAME = 'export.xlsx';

/**
 * The saved file's name from a content-disposition header: the RFC 5987
 * `filename*=UTF-8''...` first, then `filename="..."` (or a bare token),
 * else export.xlsx. Path separators are dropped: it is a name, not a path.
 */
export function fileNameOf(contentDisposition: string | undefined | null): string {
  const header = contentDisposition ?? '';
  let name: string | undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/i.exec(header);
  if (star) {
    try {
      name = decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) name = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1]?.replace(/\\(.)/g, '$1');
  if (!name) name = /filename\s*=\s*([^;\s"]+)/i.exec(header)?.[1];
  const safe = name?.replace(/[\\/]/g, '_').trim();
  return safe || DEFAULT_EXPORT_NAME;
}

/**
 * The server answers the link as it serves it (/api/downloads/<token>); the
 * client's base URL already ends at the API root, so the link is fetched
 * relative to it (an absolute URL is fetched as it is).
 */
function apiRelative(url: string): string {
  return url.startsWith('/api/') ? url.slice('/api'.length) : url;
}

/**
 * The refusal of a download: the server's short plain text (404
 * DOWNLOAD_GONE) or an envelope's messages, else the generic message.
 */
function downloadError(status: number, data: ArrayBuffer, contentType: string): ApiError {
  let messages: string[] = [];
  try {
    const text = new TextDecoder().decode(data).trim();
    if (/^text\/plain/i.test(contentType)) messages = text ? [text] : [];
    else if (/json/i.test(contentType)) messages = messagesOf((JSON.parse(text) as { result?: unknown }).result);
  } catch {
    messages = [];
  }
  return new ApiError({ code: String(status), messages: messages.length ? messages : [EXPORT_FAILED], status });
}

/**
 * Fetches an export's download link through the one API client (the link
 * needs the bearer token of the session that asked for it) and saves the
 * file; a refusal throws an ApiError with the server's words.
 */
export async function downloadLink(url: string): Promise<void> {
  const file = await http.get<ArrayBuffer>(apiRelative(url), { responseType: 'arraybuffer' });
  const contentType = String(file.headers['content-type'] ?? '');
  if (file.status !== 200) throw downloadError(file.status, file.data, contentType);
  browser.save(new Blob([file.data], { type: contentType }), fileNameOf(file.headers['content-disposition'] as string | undefined));
}

/**
 * Export flow of spec 000 §7-§8: POST the filters, the server writes the XLSX
 * and answers with a download URL. The link works only with the bearer
 * token of the session that asked for it (server/export/downloads.ts), so
 * the browser cannot simply navigate to it: the file is fetched through the
 * one API client (which adds the token) and saved from a Blob. A progress
 * toast stays up until the file has arrived; a failure (of the export or of
 * the download) shows an error alert with the response. Returns whether the
 * export succeeded.
 */
export async function runExport(path: string, body: unknown, showError: (text: string) => void): Promise<boolean> {
  const progress = toast.info(EXPORT_PROGRESS, { autoClose: false, closeOnClick: false });
  try {
    // An export that runs long answers its background job instead of the link (server/export/exportJobs.ts).
    const res = await call<string | { url: string } | BackgroundJob>({ method: 'POST', url: path, data: body, headers: { Prefer: RESPOND_ASYNC } });
    const result = res.result;
    if (result && typeof result === 'object' && 'job_id' in result) {
      toast.info(`${result.label} is being written in the background: follow it and download it under Background Jobs at the top right. You may leave this page.`);
      window.dispatchEvent(new Event(JOB_STARTED_EVENT));
      return true;
    }
    await downloadLink(typeof result === 'string' ? result : result.url);
    return true;
  } catch (err) {
    showError(toApiError(err).messages.join('\n') || EXPORT_FAILED);
    return false;
  } finally {
    toast.dismiss(progress);
  }
}
