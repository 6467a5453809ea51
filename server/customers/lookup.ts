import { sql, type SQL } from '../db/db';
import { likePattern } from '../kit';

export interface CustomerLookup {
  /** What was typed: contained in the code or the name, in any case (nothing typed: every customer, in order). */
  search?: string;
  /** Active customers only (status 1): the customer of a new document. */
  activeOnly?: boolean;
  /** By code (documents keyed by code) or by name, case aside (pickers read by name). */
  orderBy: 'code' | 'name';
  limit: number;
  /** The columns answered, of customers `c` (default: id, code and name). */
  columns?: SQL;
}

/**
 * The one customer look-up of the server. The spec gives it an endpoint per screen (ledger filters and collections,
 * memos, deals, returns, customer product codes), each answering its own shape; what is searched, in what order and
 * how many is said here once.
 */
export function customerLookupQuery({ search, activeOnly = false, orderBy, limit, columns = sql`c.customer_id, c.customer_code, c.customer_name` }: CustomerLookup): SQL {
  const typed = search?.trim();
  const p = typed ? likePattern(typed) : null;
  const where = [activeOnly ? sql`c.status = 1` : null, p ? sql`(c.customer_code ILIKE ${p} OR c.customer_name ILIKE ${p})` : null].filter((c): c is SQL => c !== null);
  const order = orderBy === 'code' ? sql`c.customer_code` : sql`lower(c.customer_name), c.customer_id`;
  return sql`SELECT ${columns} FROM customers c ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``} ORDER BY ${order} LIMIT ${limit}`;
}
