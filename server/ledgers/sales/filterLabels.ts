import { sql, type Db } from '../../db/db';
import type { ExportFilter } from '../../export';

/** Header lines of a sub-ledger export: the filters in words, "All" when not chosen. */
export async function customerFilter(db: Db, customerId?: number): Promise<ExportFilter> {
  if (!customerId) return { label: 'Customer', value: 'All' };
  const c = await db.one<{ v: string }>(sql`SELECT customer_code || ' ' || customer_name AS v FROM customers WHERE customer_id = ${customerId}`);
  return { label: 'Customer', value: c?.v ?? `#${customerId}` };
}

export async function transactionTypeFilter(db: Db, typeId?: number): Promise<ExportFilter> {
  if (!typeId) return { label: 'Transaction Type', value: 'All' };
  const t = await db.one<{ v: string }>(sql`SELECT type AS v FROM transaction_types WHERE id = ${typeId}`);
  return { label: 'Transaction Type', value: t?.v ?? `#${typeId}` };
}

export async function customerStatusFilter(db: Db, statusId?: number): Promise<ExportFilter> {
  if (!statusId) return { label: 'Customer Status', value: 'All' };
  const s = await db.one<{ v: string }>(sql`SELECT description AS v FROM customer_regular_nonregular WHERE customer_regular_nonregular_id = ${statusId}`);
  return { label: 'Customer Status', value: s?.v ?? `#${statusId}` };
}

export const dateFilters = (from: string, to: string): ExportFilter[] => [
  { label: 'Date From', value: from },
  { label: 'Date To', value: to },
];
