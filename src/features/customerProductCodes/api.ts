import { customerOptionsEp, exportCustomerProductCodesEp, productOptionsEp } from '../../../contract/customerProductCodes';
import { http } from '../../api/client';
import { callEndpoint } from '../../api/endpoints';
import { browser, fileNameOf } from '../../components/export/runExport';
import type { SelectOption } from '../../components/filters/SearchSelect';

/** The screen's calls outside the cache: the pickers' searches and the export's download. */

export async function searchCustomers(search: string): Promise<SelectOption[]> {
  const res = await callEndpoint(customerOptionsEp, { query: { search: search.trim() || undefined } });
  return res.result.map((c) => ({ value: String(c.customer_id), label: `${c.customer_code} - ${c.customer_name}` }));
}

export async function searchProducts(search: string): Promise<SelectOption[]> {
  const res = await callEndpoint(productOptionsEp, { query: { search: search.trim() || undefined } });
  return res.result.map((p) => ({ value: String(p.product_id), label: `${p.product_code} - ${p.product_name}` }));
}

/**
 * The chosen customer's codes as XLSX. The spec's export is a GET answering
 * the download URL, which runExport (a POST of filters) does not cover: the
 * link is asked here and then fetched as runExport fetches it, with the
 * session's token (the link works only for this session), and saved.
 */
export async function exportCustomerCodes(customerId: number): Promise<void> {
  const { result: url } = await callEndpoint(exportCustomerProductCodesEp, { params: { customer_id: customerId } });
  // The client's base URL already ends at /api; the server answers the link as it serves it.
  const file = await http.get<ArrayBuffer>(url.startsWith('/api/') ? url.slice('/api'.length) : url, { responseType: 'arraybuffer' });
  if (file.status !== 200) throw new Error(`download failed (${file.status})`);
  browser.save(new Blob([file.data], { type: String(file.headers['content-type'] ?? '') }), fileNameOf(file.headers['content-disposition'] as string | undefined));
}
