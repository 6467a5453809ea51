import { toast } from 'react-toastify';
import { api } from '../../api/client';
import { toApiError } from '../../api/ApiError';

/** Sends the browser to a download address (its own function so tests can stub it). */
export const browser = {
  navigate(url: string) {
    window.location.assign(url);
  },
};

export const EXPORT_PROGRESS = 'Exporting data in progress, Please wait...';

/**
 * Export flow of spec 000 §7-§8: POST the filters, the server writes the XLSX
 * and answers with a download URL, the browser navigates to it. A progress
 * toast stays up while the server works; failure shows an error alert with the
 * response. Returns whether the export succeeded.
 */
export async function runExport(path: string, body: unknown, showError: (text: string) => void): Promise<boolean> {
  const progress = toast.info(EXPORT_PROGRESS, { autoClose: false, closeOnClick: false });
  try {
    const res = await api.post<string | { url: string }>(path, body);
    const url = typeof res.result === 'string' ? res.result : res.result.url;
    browser.navigate(url);
    return true;
  } catch (err) {
    showError(toApiError(err).messages.join('\n') || 'Error occured. Please try again later.');
    return false;
  } finally {
    toast.dismiss(progress);
  }
}
