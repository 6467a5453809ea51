import { exportCustomerProductCodesEp, productOptionsEp } from '../../../contract/customerProductCodes';
import { callEndpoint } from '../../api/endpoints';
import { downloadLink } from '../../components/export/runExport';
import { customerLoader } from '../../components/lookups/customerLookup';
import type { SelectOption } from '../../components/filters/SearchSelect';

/** The screen's calls outside the cache: the pickers' searches and the export's download. */

export const searchCustomers = customerLoader('productCodes', 'id');

export async function searchProducts(search: string): Promise<SelectOption[]> {
  const res = await callEndpoint(productOptionsEp, { query: { search: search.trim() || undefined } });
  return res.result.map((p) => ({ value: String(p.product_id), label: `${p.product_code} - ${p.product_name}` }));
}

/**
 * The chosen customer's codes as XLSX. The spec's export is a GET answering
 * the download URL (runExport POSTs filters): the link is asked here and
 * fetched and saved as every export's is (downloadLink).
 */
export async function exportCustomerCodes(customerId: number): Promise<void> {
  const { result: url } = await callEndpoint(exportCustomerProductCodesEp, { params: { customer_id: customerId } });
  await downloadLink(url);
}
