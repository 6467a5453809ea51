import { dealProductOptionsEp, type ProductForDiscount } from '../../../contract/customerDeals';
import { callEndpoint } from '../../api/endpoints';
import { customerLoader } from '../../components/lookups/customerLookup';

/** The deal form's pickers: searched outside the cache (each keystroke is its own question). */

export { customerLabel } from '../../components/lookups/customerLookup';

/** Active customers by code or name; the value is the id, the row kept beside. */
export const searchDealCustomers = customerLoader('deals', 'id');

export async function searchDealProducts(search: string): Promise<ProductForDiscount[]> {
  const res = await callEndpoint(dealProductOptionsEp, { query: { search: search.trim() || undefined } });
  return res.result;
}
