import { CUSTOMER_SEARCH_COLUMNS } from '../../contract/customerList';
import { sql, type SQL } from '../db/db';
import { likePattern } from '../kit';

/**
 * The Customers Center search (Search Fields): "contains", case-insensitive,
 * in one column or in all of these. customers.search_text (migration 125)
 * holds every one of them, so its trigram index finds the candidates; each
 * candidate is then tested column by column, so the answer is exactly "some
 * column contains the text" whatever the kept text holds besides.
 */
const SEARCHED: Record<(typeof CUSTOMER_SEARCH_COLUMNS)[number], SQL> = {
  customer_code: sql`c.customer_code`,
  customer_name: sql`c.customer_name`,
  tin_no: sql`c.tin`,
  AO: sql`(SELECT x.ao_name FROM account_officers x WHERE x.ao_id = c.ao_id)`,
  billing_address: sql`c.billing_bldg_street_address`,
  billing_barangay: sql`(SELECT x.barangay FROM ph_barangays x WHERE x.barangay_id = c.billing_barangay_id)`,
  district: sql`c.billing_district`,
  tagging: sql`(SELECT x.tagging FROM customer_taggings x WHERE x.id = c.customer_tagging_id)`,
  kam_name: sql`(SELECT x.hosp_user FROM sales_people x WHERE x.unique_id = c.kam_name)`,
  sar: sql`(SELECT x.hosp_user FROM sales_people x WHERE x.unique_id = c.sar)`,
};

/** The condition on customer `c` for `text` (in `column`, else in all), or undefined without text. */
export function searchWhere(text: string | undefined, column: (typeof CUSTOMER_SEARCH_COLUMNS)[number] | undefined): SQL | undefined {
  const t = text?.trim();
  if (!t) return undefined;
  const p = likePattern(t);
  const tested = column ? [SEARCHED[column]] : Object.values(SEARCHED);
  return sql`(c.search_text ILIKE ${p} AND (${sql.join(tested.map((e) => sql`${e} ILIKE ${p}`), sql` OR `)}))`;
}
