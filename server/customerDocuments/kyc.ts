import { DOC_REQUIREMENTS, EXPIRING_WITHIN_DAYS, PHYSICIAN_CUSTOMER_TYPE, type KycState } from '../../contract/customerDocuments';
import { sqlArray } from '../db/arrays';
import { sql, type SQL } from '../db/db';

/**
 * The KYC state of a customer's documents in SQL, for the Customers Center's
 * column and filter (and the Documents tab, so the two never disagree):
 *
 *   SELECT c.customer_code, ${kycStateSql(sql`c`, today)} AS kyc_state FROM customers c
 *   ... WHERE ${kycStateSql(sql`c`, today)} = 'expired'
 *
 * `customerAlias` names a row of `customers`; `today` is the business day
 * (Asia/Manila, YYYY-MM-DD; server/purchasing/manilaToday.ts). The answer is
 * one of KYC_STATES, the worst that applies to the documents §5 requires of
 * the customer's type and business type (DOC_REQUIREMENTS):
 *   missing_documents  a required document has no current file;
 *   expired            a required licence or permit expired before today;
 *   expiring           one expires within EXPIRING_WITHIN_DAYS days (a document is valid through its expiry date);
 *   complete           otherwise.
 * Documents the customer need not have do not count, whatever their expiry.
 * One index probe per required document (customer_files_current, 084).
 */
export function kycStateSql(customerAlias: SQL, today: string): SQL {
  const c = customerAlias;
  return sql`(
    SELECT CASE
      WHEN bool_or(f.id IS NULL) THEN 'missing_documents'
      WHEN bool_or(f.expiry_date < ${today}::date) THEN 'expired'
      WHEN bool_or(f.expiry_date <= ${today}::date + ${sql.raw(String(EXPIRING_WITHIN_DAYS))}) THEN 'expiring'
      ELSE 'complete' END
    FROM unnest(${requiredDocTypesSql(c)}) AS r(doc_type)
    LEFT JOIN LATERAL (
      SELECT cf.id, cf.expiry_date FROM customer_files cf
      WHERE cf.customer_id = ${c}.customer_id AND cf.doc_type = r.doc_type AND cf.replaced_at IS NULL
      ORDER BY cf.id DESC LIMIT 1) f ON true)`;
}

/** The doc types the customer must have on file, as a text[] expression: DOC_REQUIREMENTS in SQL. */
export function requiredDocTypesSql(customerAlias: SQL): SQL {
  const c = customerAlias;
  // Constants of the contract, written into the text so the planner sees them.
  const physician = sql.raw(String(PHYSICIAN_CUSTOMER_TYPE));
  const parts = DOC_REQUIREMENTS.map((r) => {
    const type = r.physician ? sql`${c}.customer_type_id = ${physician}` : sql`${c}.customer_type_id IS DISTINCT FROM ${physician}`;
    const business = r.exceptBusinessType === undefined ? sql`` : sql` AND ${c}.business_type_id IS DISTINCT FROM ${sql.raw(String(r.exceptBusinessType))}`;
    return sql`CASE WHEN ${type}${business} THEN ${sqlArray(r.docTypes, 'text')} ELSE '{}'::text[] END`;
  });
  return sql`(${sql.join(parts, sql` || `)})`;
}

export type { KycState };
