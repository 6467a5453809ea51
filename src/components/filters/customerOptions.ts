import { searchCustomersEp } from '../../../contract/salesLedgers';
import { callEndpoint } from '../../api/endpoints';
import type { SelectOption } from './SearchSelect';

/** Customers by name or code the value is the customer code (what the calls take). */
export async function searchCustomerCodes(keyword: string): Promise<SelectOption[]> {
  const res = await callEndpoint(searchCustomersEp, { body: { keyword } });
  return res.result.map((c) => ({ value: c.customer_code, label: `${c.customer_code} - ${c.customer_name}` }));
}
