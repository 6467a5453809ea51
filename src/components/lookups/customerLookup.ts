import { customerPickListEp } from '../../../contract/customerList';
import { dealCustomerOptionsEp } from '../../../contract/customerDeals';
import { customerOptionsEp } from '../../../contract/customerProductCodes';
import { memoCustomersEp } from '../../../contract/memos';
import { searchCustomersEp } from '../../../contract/salesLedgers';
import { callEndpoint } from '../../api/endpoints';
import type { SelectOption } from '../filters/SearchSelect';

/** How a customer reads in every picker: its code, then its name. */
export const customerLabel = (c: { customer_code: string; customer_name: string }) => `${c.customer_code} - ${c.customer_name}`;

const typed = (keyword: string) => keyword.trim() || undefined;

/**
 * The one customer look-up of the app. The backend answers it at one endpoint per screen (the spec's), each with its
 * own request and answer; the screens differ only in which they call and whether they keep the code or the id.
 * Searched outside the cache: each keystroke is its own question.
 */
const ASK = {
  /** Sub-ledger filters, collections, statements, the SI template (POST /customers/search). */
  ledgers: async (k: string) => (await callEndpoint(searchCustomersEp, { body: { keyword: k.trim() } })).result,
  /** The Customers Center's pick list (credit assessment). */
  customers: async (k: string) => (await callEndpoint(customerPickListEp, { query: { search: typed(k), limit: 50 } })).result ?? [],
  /** Credit and debit memos: active customers. */
  memos: async (k: string) => (await callEndpoint(memoCustomersEp, { query: { search: typed(k) } })).result,
  /** Deals: active customers. */
  deals: async (k: string) => (await callEndpoint(dealCustomerOptionsEp, { query: { search: typed(k) } })).result,
  /** Customer product codes. */
  productCodes: async (k: string) => (await callEndpoint(customerOptionsEp, { query: { search: typed(k) } })).result,
};

export type CustomerLookupSource = keyof typeof ASK;
type RowOf<S extends CustomerLookupSource> = Awaited<ReturnType<(typeof ASK)[S]>>[number];
/** What the chosen option's value is: the code, or the id where the look-up answers one. */
type KeyOf<S extends CustomerLookupSource> = RowOf<S> extends { customer_id: number } ? 'code' | 'id' : 'code';

export type CustomerOption<S extends CustomerLookupSource> = SelectOption & { customer: RowOf<S> };

/** The customers matching `keyword` from one look-up, as picker options (the row kept beside, for forms that show more). */
export async function lookUpCustomers<S extends CustomerLookupSource>(source: S, keyword: string, by: KeyOf<S>): Promise<CustomerOption<S>[]> {
  const rows = (await ASK[source](keyword)) as RowOf<S>[];
  return rows.map((c) => ({
    value: by === 'id' ? String((c as { customer_id: number }).customer_id) : c.customer_code,
    label: customerLabel(c),
    customer: c,
  }));
}

/** A SearchSelect's `loadOptions` over one look-up. */
export const customerLoader =
  <S extends CustomerLookupSource>(source: S, by: KeyOf<S>) =>
  (keyword: string) =>
    lookUpCustomers(source, keyword, by);
