import { ALERT_DAYS, CPR_GRACE_DAYS, CPR_STATUS_LABELS, LICENCE_STANDING_LABELS } from '../../contract/regulatory';
import { sql, type SQL } from '../db/db';

/**
 * The licence and registration rules in SQL (contract/regulatory.ts): a licence is valid through its
 * expiry date; a CPR may be renewed for 60 days after it, and the product is unregistered after that.
 * `day` is the business day (YYYY-MM-DD) in Manila. regulatory.test.ts proves these agree with the
 * contract's cprStatus on random dates.
 */
const day = (today: string): SQL => sql`${today}::date`;

export const licenceValidOn = (until: SQL, today: string): SQL => sql`(${until} >= ${day(today)})`;

/** valid / expiring (within 90 days) / expired. */
export const licenceStanding = (until: SQL, today: string): SQL =>
  sql`(CASE WHEN ${until} < ${day(today)} THEN 'expired' WHEN ${until} <= ${day(today)} + ${ALERT_DAYS}::int THEN 'expiring' ELSE 'valid' END)`;

/** none / registered / renewal_due / grace / unregistered. */
export const cprStatusSql = (expiry: SQL, today: string): SQL => sql`(CASE
  WHEN ${expiry} IS NULL THEN 'none'
  WHEN ${expiry} < ${day(today)} - ${CPR_GRACE_DAYS}::int THEN 'unregistered'
  WHEN ${expiry} < ${day(today)} THEN 'grace'
  WHEN ${expiry} <= ${day(today)} + ${ALERT_DAYS}::int THEN 'renewal_due'
  ELSE 'registered' END)`;

/** A product may no longer be traded: its CPR expired more than 60 days ago. */
export const unregisteredOn = (expiry: SQL, today: string): SQL => sql`(${expiry} < ${day(today)} - ${CPR_GRACE_DAYS}::int)`;

const labelsOf = (labels: Record<string, string>, value: SQL): SQL =>
  sql`(${JSON.stringify(labels)}::jsonb ->> ${value})`;
export const cprStatusLabel = (expiry: SQL, today: string): SQL => labelsOf(CPR_STATUS_LABELS, cprStatusSql(expiry, today));
export const licenceStandingLabel = (until: SQL, today: string): SQL => labelsOf(LICENCE_STANDING_LABELS, licenceStanding(until, today));
