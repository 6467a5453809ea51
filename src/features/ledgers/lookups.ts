import { customerStatusesEp, transactionTypesEp } from '../../../contract/salesLedgers';
import { customerLoader } from '../../components/lookups/customerLookup';
import { searchActiveProductsEp, searchBatchesEp, searchSuppliersLookupEp } from '../../../contract/inventoryLedgers';
import { callEndpoint } from '../../api/endpoints';
import type { SelectOption } from '../../components/filters/SearchSelect';

/** Client lookups of the sub-ledger filters, shaped for SearchSelect (value = id as text). */

/** Customers whose name or code contains the keyword (POST /customers/search). */
export const searchCustomers = customerLoader('ledgers', 'id');

/** Short fixed lists: fetched whole, then narrowed by the typed keyword. */
const matching = (options: SelectOption[], keyword: string) => {
  const k = keyword.trim().toLowerCase();
  return k ? options.filter((o) => o.label.toLowerCase().includes(k)) : options;
};

/** Transaction types (GET /ledger/transactions/types). */
export async function searchTransactionTypes(keyword: string): Promise<SelectOption[]> {
  const res = await callEndpoint(transactionTypesEp);
  return matching(
    res.result.map((t) => ({ value: String(t.id), label: t.type })),
    keyword,
  );
}

/** Customer status: regular / non-regular (POST /ledger/transactions/customers/regular-nonregular). */
export async function searchCustomerStatuses(keyword: string): Promise<SelectOption[]> {
  const res = await callEndpoint(customerStatusesEp);
  return matching(
    res.result.map((s) => ({ value: String(s.customer_regular_nonregular_id), label: s.description })),
    keyword,
  );
}

// ---- Inventory-side ledgers (inventory sub-ledger, product ledger, sales per product) ----

/** Suppliers matching a keyword (GET /ledger/lookups/suppliers). */
export async function searchSuppliers(keyword: string): Promise<SelectOption[]> {
  const res = await callEndpoint(searchSuppliersLookupEp, { query: { keyword } });
  return res.result.map((s) => ({ value: String(s.vendor_id), label: s.company_name }));
}

/** Active products matching a keyword, of the supplier when one is given (POST /products/all/active). */
export async function searchActiveProducts(keyword: string, supplierId?: string): Promise<SelectOption[]> {
  const res = await callEndpoint(searchActiveProductsEp, { body: { keyword, supplier_id: supplierId ? Number(supplierId) : undefined } });
  return res.result.map((p) => ({ value: String(p.product_id), label: `${p.product_code} - ${p.product_name}` }));
}

/** Batch numbers of a product matching a keyword (POST /ledger/transactions/search/batches). */
export async function searchBatches(productId: string, keyword: string): Promise<SelectOption[]> {
  if (!productId) return [];
  const res = await callEndpoint(searchBatchesEp, { body: { product_id: Number(productId), keyword } });
  return res.result.map((b) => ({ value: b.batch_no, label: `${b.batch_no} (exp. ${b.expiry_date})` }));
}
