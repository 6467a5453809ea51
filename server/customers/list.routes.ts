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
import { exportToXlsx, keysetBatches } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { exportColumnsOf, likePattern, pagedList, readableRows, route, whereOf, type SortMap } from '../kit';
import { manilaToday } from '../purchasing/manilaToday';
import { CUSTOMER_NAME_JOINS } from './read';

/**
 * Customers Center (spec 002 §2.1): the paged list, its XLSX export of the
 * visible columns, and the view's sidebar list. The receivable figures come
 * from the same receivable postings as the sub-ledger: the balance, and over
 * the last 12 months the pay ratio (collections over sales), the past-due
 * part of the balance and DSO against the credit term.
 */
const place = (street: SQL, barangay: SQL, city: SQL, province: SQL, zip: SQL) => sql`NULLIF(concat_ws(', ', ${street}, ${barangay}, ${city}, ${province}, ${zip}), '')`;

/** The receivable figures of customer c as of ${today}. */
const arStats = (today: string) => sql`LEFT JOIN LATERAL (
    SELECT COALESCE(SUM(r.debit - r.credit), 0) AS outstanding,
           SUM(r.debit) FILTER (WHERE r.transaction = 'SI' AND r.transaction_date > ${today}::date - 365) AS sales12,
           SUM(r.credit) FILTER (WHERE r.transaction = 'CR' AND r.transaction_date > ${today}::date - 365) AS collected12
    FROM receivable_entries r WHERE r.customer_id = c.customer_id AND r.transaction_date <= ${today}::date) s ON true
  LEFT JOIN LATERAL (
    SELECT SUM(open) AS past_due FROM (
      SELECT SUM(r.debit - r.credit) AS open, MIN(r.transaction_date) FILTER (WHERE r.transaction = 'SI') AS invoiced
      FROM receivable_entries r WHERE r.customer_id = c.customer_id AND r.si_id IS NOT NULL AND r.transaction_date <= ${today}::date
      GROUP BY r.si_id) i
    WHERE i.open > 0 AND i.invoiced + c.credit_term_days < ${today}::date) pd ON true`;

const EXPR = {
  amount_outstanding: sql`s.outstanding`,
  pay_ratio: sql`CASE WHEN s.sales12 > 0 THEN round(COALESCE(s.collected12, 0) * 100 / s.sales12, 2) END`,
  past_due_rate: sql`CASE WHEN s.outstanding > 0 THEN round(COALESCE(pd.past_due, 0) * 100 / s.outstanding, 2) ELSE 0 END`,
  dso_vs_credit_terms: sql`CASE WHEN s.sales12 > 0 THEN round(s.outstanding * 365 / s.sales12 - c.credit_term_days, 2) END`,
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

const from = (today: string) => sql`customers c ${CUSTOMER_NAME_JOINS}
  LEFT JOIN customer_contacts acc ON acc.customer_id = c.customer_id AND acc.contact_group = 'accounting'
  ${arStats(today)}`;

const SORT: SortMap<typeof customerListColumns> = {
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
    const { rows, total } = await pagedList<CustomerListRow, keyof typeof SORT>(deps.db, {
      select: SELECT,
      from: from(manilaToday(deps.clock.now())),
      search: searchOf(query.search, query.column),
      sort: SORT,
      tiebreak: sql`c.customer_id`,
      nulls: 'low',
      query,
    });
    return ok(rows, total);
  },
});

/** The export's rows in the list's order, in keyset batches on (sort value, id). */
function exportBatches(db: Db, today: string, body: { search?: string; column?: string; order_by: CustomerListColumn; direction: 'asc' | 'desc' }) {
  const key = SORT[body.order_by as keyof typeof SORT] ?? sql`c.customer_code`;
  const where = whereOf([], searchOf(body.search, body.column));
  // Offset batches over one ordered query: simple and exact for any sort key (NULLs included), and the list is one row per customer.
  let offset = 0;
  return keysetBatches<CustomerListRow, number>(
    async (_after, limit) => {
      const rows = await db.rows<CustomerListRow>(sql`
        SELECT ${SELECT} FROM ${from(today)} ${where}
        ORDER BY ${key} ${body.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}, c.customer_id
        LIMIT ${limit} OFFSET ${offset}`);
      offset += rows.length;
      return rows;
    },
    (last) => last.customer_id,
  );
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
