import type { Scope } from '../../contract';
import {
  CUSTOMER_SEARCH_LIMIT,
  customerStatusesEp,
  searchCustomersEp,
  transactionTypesEp,
  type CustomerOption,
  type CustomerStatusOption,
  type TransactionTypeOption,
} from '../../contract/salesLedgers';
import { sql } from '../db/db';
import { customerLookupQuery } from '../customers/public';
import { route } from '../kit';

/**
 * Pickers of the sub-ledger filters (spec 000 §7 lookups). Any sub-ledger
 * view scope opens them: every sub-ledger screen filters by customer, and
 * the Sales Per Product ledger reuses the customer search.
 */
export const SUB_LEDGER_VIEW_SCOPES = [
  'view_sales_special_journal_list',
  'view_receivable_sub_ledger_list',
  'view_inventory_sub_ledger_list',
  'view_sales_per_product_ledger_list',
  'view_vatable_sales_ledger_list',
  'view_product_ledger_list',
  'view_ytd_sales_ledger_list',
] as const satisfies readonly Scope[];


export const customerSearch = route(searchCustomersEp, {
  // The collection screens and the SI template setup pick their customer with it too.
  scopes: [...SUB_LEDGER_VIEW_SCOPES, 'view_collections', 'create_collection', 'update_customer'],
  summary: `Customers whose name or code contains the keyword (at most ${CUSTOMER_SEARCH_LIMIT})`,
  handler: async ({ body, deps, ok }) => ok(await deps.db.rows<CustomerOption>(customerLookupQuery({ search: body.keyword, orderBy: 'name', limit: CUSTOMER_SEARCH_LIMIT }))),
});

export const transactionTypes = route(transactionTypesEp, {
  scopes: [...SUB_LEDGER_VIEW_SCOPES],
  summary: 'Sales transaction types (charge, cash, consignment, ...)',
  handler: async ({ deps, ok }) => ok(await deps.db.rows<TransactionTypeOption>(sql`SELECT id::int AS id, type FROM transaction_types ORDER BY id`)),
});

export const customerStatuses = route(customerStatusesEp, {
  scopes: [...SUB_LEDGER_VIEW_SCOPES],
  summary: 'Customer status lookup: regular / non-regular',
  handler: async ({ deps, ok }) =>
    ok(
      await deps.db.rows<CustomerStatusOption>(sql`
        SELECT customer_regular_nonregular_id::int AS customer_regular_nonregular_id, description
        FROM customer_regular_nonregular ORDER BY customer_regular_nonregular_id`),
    ),
});

export const subLedgerLookupRoutes = [customerSearch, transactionTypes, customerStatuses];
