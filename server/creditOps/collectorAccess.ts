import { sql, type Db } from '../db/db';

/**
 * Whether a user may record receipts for a customer. A user with no entries
 * in collection_access collects for every customer (the finance team and the
 * administrators keep working as before); a user with entries only for the
 * customers named or handled by the account officers named.
 */
export async function mayCollectFor(tx: Db, userId: number, customerId: number): Promise<boolean> {
  const row = await tx.one<{ limited: boolean; allowed: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM collection_access WHERE user_id = ${userId}) AS limited,
           EXISTS (SELECT 1 FROM collection_access a
                   WHERE a.user_id = ${userId}
                     AND (a.customer_id = ${customerId}
                          OR a.ao_id = (SELECT ao_id FROM customers WHERE customer_id = ${customerId}))) AS allowed`);
  return !row!.limited || row!.allowed;
}
