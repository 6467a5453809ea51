import { sql, type SQL } from '../db/db';

/**
 * The expiry rule in SQL (contract/expiry.ts: a batch is expired from its expiry date on, in Manila). `day` is the
 * business day (YYYY-MM-DD) or a date expression. expiry.test.ts proves these agree with isExpired on random dates.
 */
const dayOf = (day: string | SQL): SQL => (typeof day === 'string' ? sql`${day}::date` : day);
export const expiredOn = (expiry: SQL, day: string | SQL): SQL => sql`(${expiry} <= ${dayOf(day)})`;
export const sellableOn = (expiry: SQL, day: string | SQL): SQL => sql`(${expiry} > ${dayOf(day)})`;
