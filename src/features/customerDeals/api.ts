import { dealCustomerOptionsEp, dealProductOptionsEp, type DealCustomer, type ProductForDiscount } from '../../../contract/customerDeals';
import { callEndpoint } from '../../api/endpoints';
import type { SelectOption } from '../../components/filters/SearchSelect';

/** The deal form's pickers: searched outside the cache (each keystroke is its own question). */

export const customerLabel = (c: Pick<DealCustomer, 'customer_code' | 'customer_name'>) => `${c.customer_code} - ${c.customer_name}`;

export async function searchDealCustomers(search: string): Promise<(SelectOption & { customer: DealCustomer })[]> {
  const res = await callEndpoint(dealCustomerOptionsEp, { query: { search: search.trim() || undefined } });
  return res.result.map((c) => ({ value: String(c.customer_id), label: customerLabel(c), customer: c }));
}

export async function searchDealProducts(search: string): Promise<ProductForDiscount[]> {
  const res = await callEndpoint(dealProductOptionsEp, { query: { search: search.trim() || undefined } });
  return res.result;
}
