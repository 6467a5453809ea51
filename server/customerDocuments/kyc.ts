import { EXPIRING_WITHIN_DAYS, type KycState } from '../../contract/customerDocuments';
import { sql, type SQL } from '../db/db';

/**
 * The KYC state of a customer's documents in SQL, for the Customers Center's
 * column and filter (and the Documents tab, so the two never disagree):
 *
 *   SELECT c.customer_code, ${kycStateSql(sql`c`, today)} AS kyc_state FROM customers c
 *   ... WHERE ${kycFilterSql(sql`c`, 'expired', today)}
 *
 * `customerAlias` names a row of `customers`; `today` is the business day
 * (Asia/Manila, YYYY-MM-DD; server/clock.ts). The answer is
 * one of KYC_STATES, the worst that applies to the documents §5 requires of
 * the customer's type and business type (DOC_REQUIREMENTS):
 *   missing_documents  a required document has no current file;
 *   expired            a required licence or permit expired before today;
 *   expiring           one expires within EXPIRING_WITHIN_DAYS days (a document is valid through its expiry date);
 *   complete           otherwise.
 * Documents the customer need not have do not count, whatever their expiry.
 * Read from customer_kyc, which the database keeps as files and customers are
 * written (migration 097): whether a required document is missing, and the
 * earliest expiry among the required ones.
 */
export function kycStateSql(customerAlias: SQL, today: string): SQL {
  return sql`(
    SELECT CASE
      WHEN k.missing THEN 'missing_documents'
      WHEN k.earliest_expiry < ${today}::date THEN 'expired'
      WHEN k.earliest_expiry <= ${today}::date + ${sql.raw(String(EXPIRING_WITHIN_DAYS))} THEN 'expiring'
      ELSE 'complete' END
    FROM customer_kyc k WHERE k.customer_id = ${customerAlias}.customer_id)`;
}

/** The customers in one KYC state on `today`, as a condition on `customerAlias` that reads customer_kyc's index. */
export function kycFilterSql(customerAlias: SQL, state: KycState, today: string): SQL {
  const expiring = sql.raw(String(EXPIRING_WITHIN_DAYS));
  const condition = {
    missing_documents: sql`k.missing`,
    expired: sql`NOT k.missing AND k.earliest_expiry < ${today}::date`,
    expiring: sql`NOT k.missing AND k.earliest_expiry BETWEEN ${today}::date AND ${today}::date + ${expiring}`,
    complete: sql`NOT k.missing AND (k.earliest_expiry IS NULL OR k.earliest_expiry > ${today}::date + ${expiring})`,
  }[state];
  return sql`${customerAlias}.customer_id IN (SELECT k.customer_id FROM customer_kyc k WHERE ${condition})`;
}

export type { KycState };
