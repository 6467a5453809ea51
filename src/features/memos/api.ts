import { memoCustomersEp } from '../../../contract/memos';
import { callEndpoint } from '../../api/endpoints';
import type { SelectOption } from '../../components/filters/SearchSelect';

export const customerLabel = (c: { customer_code: string; customer_name: string }) => `${c.customer_code} - ${c.customer_name}`;

/** Customers by code or name, searched outside the cache (each keystroke is its own question); the value is the code. */
export async function searchMemoCustomers(keyword: string): Promise<SelectOption[]> {
  const res = await callEndpoint(memoCustomersEp, { query: { search: keyword.trim() || undefined } });
  return res.result.map((c) => ({ value: c.customer_code, label: customerLabel(c) }));
}
