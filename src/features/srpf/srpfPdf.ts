import { exportSrpfPdfEp } from '../../../contract/srpf';
import { callEndpoint } from '../../api/endpoints';
import { downloadLink } from '../../components/export/runExport';

/**
 * The PDF of one return: the spec's call (002 §7.6 GET /export/srpf/pdf) answers its download link, drawn on the
 * server (contract/srpfPdf.ts), and the browser downloads it like an export.
 */
export async function downloadSrpfPdf(srpfId: number): Promise<void> {
  const res = await callEndpoint(exportSrpfPdfEp, { query: { srpf_id: srpfId } });
  await downloadLink(res.result);
}
