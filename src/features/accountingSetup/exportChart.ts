import { toast } from 'react-toastify';
import { coaExportEp } from '../../../contract/chartOfAccounts';
import { toApiError } from '../../api/ApiError';
import { api } from '../../api/client';
import { showError } from '../../components/dialogs';
import { downloadLink, EXPORT_FAILED, EXPORT_PROGRESS } from '../../components/export/runExport';

/** The chart's export is a GET (spec 002 §7.9 GET /coa/gerenate-export): the link it answers is then downloaded like every export. */
export async function exportChart(query: Record<string, string | undefined>): Promise<void> {
  const progress = toast.info(EXPORT_PROGRESS, { autoClose: false, closeOnClick: false });
  try {
    const res = await api.get<string>(coaExportEp.path, Object.fromEntries(Object.entries(query).filter(([, v]) => v)));
    await downloadLink(res.result);
  } catch (err) {
    await showError('Error', toApiError(err).messages.join('\n') || EXPORT_FAILED);
  } finally {
    toast.dismiss(progress);
  }
}
