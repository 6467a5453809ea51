import {
  customerListColumns,
  customerPickListEp,
  exportCustomersEp,
  listCustomersEp,
  visibleCustomerColumns,
  type CustomerListColumn,
  type CustomerListRow,
} from '../../contract/customerList';
import { sql, type Db, type SQL } from '../db/db';
import { DEFAULT_BATCH_SIZE, exportToXlsx } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { exportColumnsOf, likePattern, pagedList, readableRows, route, whereOf, type SortMap } from '../kit';
import { manilaToday } from '../purchasing/manilaToday';
import { KYC_STATE_LABELS, KYC_STATES } from '../../contract/customerDocuments';
import { sqlArray } from '../db/arrays';
import { kycStateSql } from '../customerDocuments/kyc';
import { CUSTOMER_NAME_JOINS } from './read';

/**
 * Customers Center (spec 002 §2.1): the paged list, its XLSX export of the
 * visible columns, and the view's sidebar list. The receivable figures come
 * from the same receivable postings as the sub-ledger: the balance, and over
 * the last 12 months the pay ratio (collections over sales), the past-due
 * part of the balance and DSO against the credit term.
 */
const place = (street: SQL, barangay: SQL, city: SQL, province: SQL, zip: SQL) => sql`NULLIF(concat_ws(', ', ${street}, ${barangay}, ${city}, ${province}, ${zip}), '')`;

/**
 * The receivable figures of customer c: the balance the database keeps
 * (migration 091), and over the 12 months to ${today} the sales, the
 * collections and the past-due part of the balance.
 */
const arStats = (today: string) => sql`LEFT JOIN LATERAL (
    SELECT SUM(r.debit) FILTER (WHERE r.transaction = 'SI' AND r.transaction_date > ${today}::date - 365) AS sales12,
           SUM(r.credit) FILTER (WHERE r.transaction = 'CR' AND r.transaction_date > ${today}::date - 365) AS collected12
    FROM receivable_entries r WHERE r.customer_id = c.customer_id AND r.transaction_date > ${today}::date - 365 AND r.transaction_date <= ${today}::date) s ON true
  LEFT JOIN LATERAL (
    SELECT SUM(open) AS past_due FROM (
      SELECT SUM(r.debit - r.credit) AS open, MIN(r.transaction_date) FILTER (WHERE r.transaction = 'SI') AS invoiced
      FROM receivable_entries r WHERE r.customer_id = c.customer_id AND r.si_id IS NOT NULL AND r.transaction_date <= ${today}::date
      GROUP BY r.si_id) i
    WHERE i.open > 0 AND i.invoiced + c.credit_term_days < ${today}::date) pd ON true`;

const EXPR = {
  amount_outstanding: sql`COALESCE(cb.outstanding, 0)`,
  pay_ratio: sql`CASE WHEN s.sales12 > 0 THEN round(COALESCE(s.collected12, 0) * 100 / s.sales12, 2) END`,
  past_due_rate: sql`CASE WHEN cb.outstanding > 0 THEN round(COALESCE(pd.past_due, 0) * 100 / cb.outstanding, 2) ELSE 0 END`,
  dso_vs_credit_terms: sql`CASE WHEN s.sales12 > 0 THEN round(COALESCE(cb.outstanding, 0) * 365 / s.sales12 - c.credit_term_days, 2) END`,
  billing_address: place(sql`c.billing_bldg_street_address`, sql`bg.barangay`, sql`cy.city`, sql`pv.province`, sql`c.billing_zip_code`),
};

const SELECT = sql`
  c.customer_id, c.customer_code, c.customer_name, c.billing_district AS district, c.tin AS tin_no, ao.ao_name AS "AO",
  ${EXPR.billing_address} AS billing_address, bg.barangay AS billing_barangay,
  acc.contact_no, ${EXPR.amount_outstanding}::numeric(18,2)::text AS amount_outstanding,
  pm.payment_mode AS billing_payment_mode, pt.payment_terms AS payment_terms_text_format, ch.channel AS channel_text_format,
  ${EXPR.pay_ratio}::text AS pay_ratio, kam.hosp_user AS kam_name, kass.hosp_user AS kass_name, sar.hosp_user AS sar, hsar.hosp_user AS hsar,
  c.status, c.cwt::int AS cwt, c.sc_discount::int AS sc_discount, tg.tagging,
  (SELECT ${place(sql`a.bldg_street`, sql`b.barangay`, sql`y.city`, sql`p.province`, sql`a.zip_code`)}
     FROM customer_shipping_addresses a LEFT JOIN ph_barangays b ON b.barangay_id = a.barangay_id
     LEFT JOIN ph_cities y ON y.city_id = a.city_id LEFT JOIN ph_provinces p ON p.province_id = a.province_id
     WHERE a.customer_id = c.customer_id ORDER BY a.customer_shipping_address_id LIMIT 1) AS shipping_address,
  c.billing_lba_code AS lba_code, c.billing_lba_name AS lba_name, acc.contact_person, acc.email AS email_address,
  ct.customer_type_desc AS customer_type_desc_text_format, ${EXPR.past_due_rate}::text AS past_due_rate,
  ${EXPR.dso_vs_credit_terms}::text AS dso_vs_credit_terms, cr.company_name AS distribution_channel`;
/** The list's columns for the business day `today` (the KYC state depends on it). */
const selectOf = (today: string) => sql`${SELECT}, ${kycStateSql(sql`c`, today)} AS kyc_state`;

const JOINS = sql`customers c ${CUSTOMER_NAME_JOINS}
  LEFT JOIN customer_contacts acc ON acc.customer_id = c.customer_id AND acc.contact_group = 'accounting'
  LEFT JOIN customer_balances cb ON cb.customer_id = c.customer_id`;
const from = (today: string) => sql`${JOINS} ${arStats(today)}`;

const SORT: Omit<SortMap<typeof customerListColumns>, 'kyc_state'> = {
  customer_code: sql`c.customer_code`,
  customer_name: sql`lower(c.customer_name)`,
  district: sql`c.billing_district`,
  tin_no: sql`c.tin`,
  AO: sql`ao.ao_name`,
  billing_barangay: sql`bg.barangay`,
  amount_outstanding: EXPR.amount_outstanding,
  billing_payment_mode: sql`pm.payment_mode`,
  payment_terms_text_format: sql`pt.days`,
  channel_text_format: sql`ch.channel`,
  pay_ratio: EXPR.pay_ratio,
  kam_name: sql`kam.hosp_user`,
  kass_name: sql`kass.hosp_user`,
  sar: sql`sar.hosp_user`,
  hsar: sql`hsar.hosp_user`,
  status: sql`c.status`,
  cwt: sql`c.cwt`,
  sc_discount: sql`c.sc_discount`,
  tagging: sql`tg.tagging`,
  lba_code: sql`c.billing_lba_code`,
  lba_name: sql`c.billing_lba_name`,
  customer_type_desc_text_format: sql`ct.customer_type_desc`,
  past_due_rate: EXPR.past_due_rate,
  dso_vs_credit_terms: EXPR.dso_vs_credit_terms,
  distribution_channel: sql`cr.company_name`,
};
/** The sort keys for the business day `today`: the KYC state sorts worst first when ascending (missing, expired, expiring, complete). */
const sortOf = (today: string): SortMap<typeof customerListColumns> => ({
  ...SORT,
  kyc_state: sql`array_position(${sqlArray(KYC_STATES, 'text')}, ${kycStateSql(sql`c`, today)})`,
});
const kycWhere = (kyc: string | undefined, today: string) => kyc && sql`${kycStateSql(sql`c`, today)} = ${kyc}`;

/** What the search looks in: one column when `column` is given, else all of these. */
const SEARCHED: Record<string, SQL> = {
  customer_code: sql`c.customer_code`,
  customer_name: sql`c.customer_name`,
  tin_no: sql`c.tin`,
  AO: sql`ao.ao_name`,
  billing_address: sql`c.billing_bldg_street_address`,
  billing_barangay: sql`bg.barangay`,
  district: sql`c.billing_district`,
  tagging: sql`tg.tagging`,
  kam_name: sql`kam.hosp_user`,
  sar: sql`sar.hosp_user`,
};
const searchOf = (text: string | undefined, column: string | undefined) => ({ text, in: column ? [SEARCHED[column]] : Object.values(SEARCHED) });

const list = route(listCustomersEp, {
  scopes: ['get_all_customers'],
  summary: 'Customers Center: search (all columns or one), sort by any sortable column, paged',
  handler: async ({ query, deps, ok }) => {
    const today = manilaToday(deps.clock.now());
    const { rows, total } = await pagedList<CustomerListRow, CustomerListColumn>(deps.db, {
      select: selectOf(today),
      from: from(today),
      // The joins name ids and add figures: one row per customer either way.
      countFrom: JOINS,
      where: [kycWhere(query.kyc, today)],
      search: searchOf(query.search, query.column),
      sort: sortOf(today) as Record<CustomerListColumn, SQL>,
      tiebreak: sql`c.customer_id`,
      nulls: 'low',
      query,
    });
    return ok(rows, total);
  },
});

/** Sort keys that need the 12-month figures (a lateral per customer); the others sort on the joins alone. */
const NEEDS_FIGURES = new Set(['pay_ratio', 'past_due_rate', 'dso_vs_credit_terms']);

/**
 * The export's rows in the list's order: first the ordered ids (one pass,
 * the figures computed only when the sort needs them), then the rows by
 * batches of ids, so the whole export stays linear however many customers.
 */
async function* exportBatches(db: Db, today: string, body: { search?: string; column?: string; kyc?: string; order_by: CustomerListColumn; direction: 'asc' | 'desc' }) {
  const sort = sortOf(today);
  const key = sort[body.order_by as keyof typeof sort] ?? sql`c.customer_code`;
  const where = whereOf([kycWhere(body.kyc, today)], searchOf(body.search, body.column));
  const ids = await db.rows<{ id: number }>(sql`
    SELECT c.customer_id AS id FROM ${NEEDS_FIGURES.has(body.order_by) ? from(today) : JOINS} ${where}
    ORDER BY ${key} ${body.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}, c.customer_id ${body.direction === 'desc' ? sql`DESC` : sql`ASC`}`);
  for (let i = 0; i < ids.length; i += DEFAULT_BATCH_SIZE) {
    const batch = ids.slice(i, i + DEFAULT_BATCH_SIZE).map((r) => r.id);
    const rows = await db.rows<CustomerListRow>(sql`SELECT ${selectOf(today)} FROM ${from(today)} WHERE c.customer_id = ANY(${sqlArray(batch, 'int')})`);
    const at = new Map(batch.map((id, n) => [id, n]));
    yield rows.sort((a, b) => at.get(a.customer_id)! - at.get(b.customer_id)!);
  }
}

const exportList = route(exportCustomersEp, {
  scopes: ['customer_list_export'],
  summary: 'Customers Center as XLSX: the visible columns, the search and sort of the list (a download link)',
  handler: async (ctx) => {
    const { body, deps } = ctx;
    const visible = new Set(visibleCustomerColumns(body.columns));
    const cols = customerListColumns.filter((c) => visible.has(c.key));
    return exportToXlsx<CustomerListRow>(ctx, {
      title: 'Customers Center',
      fileName: ['customers', manilaToday(deps.clock.now())],
      filters: [
        { label: 'Search', value: body.search || 'All' },
        { label: 'Searched In', value: body.column ? (customerListColumns.find((c) => c.key === body.column)?.header ?? body.column) : 'All columns' },
        { label: 'KYC', value: body.kyc ? KYC_STATE_LABELS[body.kyc] : 'All' },
      ],
      columns: exportColumnsOf(cols),
      batches: readableRows(cols, exportBatches(deps.db, manilaToday(deps.clock.now()), body), formatManilaDateTime),
    });
  },
});

const pickList = route(customerPickListEp, {
  scopes: ['get_all_customers', 'get_customer'],
  summary: 'The customer view sidebar: code and name, searched by name, sorted by code',
  handler: async ({ query, deps, ok }) => {
    const search = query.search?.trim();
    return ok(
      await deps.db.rows(sql`
        SELECT customer_code, customer_name, status FROM customers
        ${search ? sql`WHERE customer_name ILIKE ${likePattern(search)}` : sql``}
        ORDER BY customer_code LIMIT ${query.limit}`),
    );
  },
});

export const customerListRoutes = [list, exportList, pickList];
