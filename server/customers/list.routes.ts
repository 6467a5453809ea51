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
import { DEFAULT_BATCH_SIZE, exportToXlsx, jsonBatch } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { exportColumnsOf, likePattern, readableRows, route, whereOf, type SortMap } from '../kit';
import { manilaToday } from '../purchasing/manilaToday';
import { KYC_STATE_LABELS, KYC_STATES, type KycState } from '../../contract/customerDocuments';
import { sqlArray } from '../db/arrays';
import { kycFilterSql, kycStateSql } from '../customerDocuments/kyc';
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

type NameKey = 'ao' | 'bg' | 'cy' | 'pv' | 'pm' | 'pt' | 'ch' | 'kam' | 'kass' | 'sar' | 'hsar' | 'tg' | 'ct' | 'cr';
/** The names a row shows, where each is read from: `table.column` by the id the customer holds. */
const NAMES: Record<NameKey, [table: string, column: string, key: string, ref: string]> = {
  ao: ['account_officers', 'ao_name', 'ao_id', 'c.ao_id'],
  bg: ['ph_barangays', 'barangay', 'barangay_id', 'c.billing_barangay_id'],
  cy: ['ph_cities', 'city', 'city_id', 'c.billing_city_id'],
  pv: ['ph_provinces', 'province', 'province_id', 'c.billing_province_id'],
  pm: ['payment_modes', 'payment_mode', 'payment_mode_id', 'c.billing_mode_of_payment'],
  pt: ['payment_terms', 'payment_terms', 'payment_terms_id', 'c.payment_terms_id'],
  ch: ['customer_channels', 'channel', 'customer_channel_id', 'c.customer_channel_id'],
  kam: ['sales_people', 'hosp_user', 'unique_id', 'c.kam_name'],
  kass: ['sales_people', 'hosp_user', 'unique_id', 'c.kass_name'],
  sar: ['sales_people', 'hosp_user', 'unique_id', 'c.sar'],
  hsar: ['sales_people', 'hosp_user', 'unique_id', 'c.hsar'],
  tg: ['customer_taggings', 'tagging', 'id', 'c.customer_tagging_id'],
  ct: ['customer_types', 'customer_type_desc', 'customer_type_id', 'c.customer_type_id'],
  cr: ['couriers', 'company_name', 'courier_id', 'c.shipping_delivery_service_provider'],
};
type Names = Record<NameKey, SQL>;
const mapNames = (f: (n: NameKey, [table, column, key, ref]: (typeof NAMES)[NameKey]) => SQL) =>
  Object.fromEntries(Object.entries(NAMES).map(([n, def]) => [n, f(n as NameKey, def)])) as Names;
/**
 * A page of 50 rows reads each name as a scalar subquery: it plans five
 * relations instead of twenty (planning twenty joins cost more than running
 * the page). An export batch of thousands reads them from the joins of
 * CUSTOMER_NAME_JOINS (aliases as the keys here), where hash joins win.
 */
const BY_SUBQUERY = mapNames((_, [table, column, key, ref]) => sql.raw(`(SELECT x.${column} FROM ${table} x WHERE x.${key} = ${ref})`));
const BY_JOIN = mapNames((n, [, column]) => sql.raw(`${n}.${column}`));

/** The row of the list and of the export, its names read as `n` says. */
const select = (n: Names) => sql`
  c.customer_id, c.customer_code, c.customer_name, c.billing_district AS district, c.tin AS tin_no, ${n.ao} AS "AO",
  ${place(sql`c.billing_bldg_street_address`, n.bg, n.cy, n.pv, sql`c.billing_zip_code`)} AS billing_address, ${n.bg} AS billing_barangay,
  acc.contact_no, ${EXPR.amount_outstanding}::numeric(18,2)::text AS amount_outstanding,
  ${n.pm} AS billing_payment_mode, ${n.pt} AS payment_terms_text_format, ${n.ch} AS channel_text_format,
  ${EXPR.pay_ratio}::text AS pay_ratio, ${n.kam} AS kam_name, ${n.kass} AS kass_name, ${n.sar} AS sar, ${n.hsar} AS hsar,
  c.status, c.cwt::int AS cwt, c.sc_discount::int AS sc_discount, ${n.tg} AS tagging,
  (SELECT ${place(sql`a.bldg_street`, sql`b.barangay`, sql`y.city`, sql`p.province`, sql`a.zip_code`)}
     FROM customer_shipping_addresses a LEFT JOIN ph_barangays b ON b.barangay_id = a.barangay_id
     LEFT JOIN ph_cities y ON y.city_id = a.city_id LEFT JOIN ph_provinces p ON p.province_id = a.province_id
     WHERE a.customer_id = c.customer_id ORDER BY a.customer_shipping_address_id LIMIT 1) AS shipping_address,
  c.billing_lba_code AS lba_code, c.billing_lba_name AS lba_name, acc.contact_person, acc.email AS email_address,
  ${n.ct} AS customer_type_desc_text_format, ${EXPR.past_due_rate}::text AS past_due_rate,
  ${EXPR.dso_vs_credit_terms}::text AS dso_vs_credit_terms, ${n.cr} AS distribution_channel`;
/** A page's rows: the customer, its accounting contact, its balance and figures; the names by subquery. */
const PAGE_FROM = (today: string) => sql`customers c
  LEFT JOIN customer_contacts acc ON acc.customer_id = c.customer_id AND acc.contact_group = 'accounting'
  JOIN customer_balances cb ON cb.customer_id = c.customer_id ${arStats(today)}`;

/** The list's columns for the business day `today` (the KYC state depends on it). */
const selectOf = (today: string, n: Names) => sql`${select(n)}, ${kycStateSql(sql`c`, today)} AS kyc_state`;

const JOINS = sql`customers c ${CUSTOMER_NAME_JOINS}
  LEFT JOIN customer_contacts acc ON acc.customer_id = c.customer_id AND acc.contact_group = 'accounting'
  JOIN customer_balances cb ON cb.customer_id = c.customer_id`;
const from = (today: string) => sql`${JOINS} ${arStats(today)}`;

const SORT: Omit<SortMap<typeof customerListColumns>, 'kyc_state'> = {
  customer_code: sql`c.customer_code`,
  customer_name: sql`lower(c.customer_name)`,
  district: sql`c.billing_district`,
  tin_no: sql`c.tin`,
  AO: sql`ao.ao_name`,
  billing_barangay: sql`bg.barangay`,
  amount_outstanding: sql`cb.outstanding`,
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
const kycWhere = (kyc: KycState | undefined, today: string) => kyc && kycFilterSql(sql`c`, kyc, today);

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

/** The joins the search reads. */
const SEARCH_JOINS = sql`
  LEFT JOIN account_officers ao ON ao.ao_id = c.ao_id
  LEFT JOIN ph_barangays bg ON bg.barangay_id = c.billing_barangay_id
  LEFT JOIN customer_taggings tg ON tg.id = c.customer_tagging_id
  LEFT JOIN sales_people kam ON kam.unique_id = c.kam_name
  LEFT JOIN sales_people sar ON sar.unique_id = c.sar`;
const OWN_COLUMNS = new Set(['customer_code', 'customer_name', 'district', 'tin_no', 'status', 'cwt', 'sc_discount', 'lba_code', 'lba_name', 'kyc_state', 'amount_outstanding']);

/** The FROM of the ordered ids: only what the sort and the search read. */
function keysFrom(today: string, orderBy: string, searching: boolean): SQL {
  if (NEEDS_FIGURES.has(orderBy)) return from(today);
  if (!OWN_COLUMNS.has(orderBy)) return JOINS;
  const cb = orderBy === 'amount_outstanding' ? sql` JOIN customer_balances cb ON cb.customer_id = c.customer_id` : sql``;
  return sql`customers c${searching ? SEARCH_JOINS : sql``}${cb}`;
}

const list = route(listCustomersEp, {
  scopes: ['get_all_customers'],
  summary: 'Customers Center: search (all columns or one), sort by any sortable column, paged',
  handler: async ({ query, deps, ok }) => {
    const today = manilaToday(deps.clock.now());
    const searching = Boolean(query.search?.trim());
    const sort = sortOf(today) as Record<CustomerListColumn, SQL>;
    const where = whereOf([kycWhere(query.kyc, today)], searchOf(query.search, query.column));
    const dir = query.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
    const tie = query.direction === 'desc' ? sql`DESC` : sql`ASC`;
    const key = Object.hasOwn(sort, query.order_by) ? sort[query.order_by] : sql`c.customer_id`;
    const ids = await deps.db.rows<{ id: number }>(sql`
      SELECT c.customer_id AS id FROM ${keysFrom(today, query.order_by, searching)} ${where}
      ORDER BY ${key} ${dir}, c.customer_id ${tie} LIMIT ${query.page_size} OFFSET ${query.page * query.page_size}`);
    const count = await deps.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customers c${searching ? SEARCH_JOINS : sql``} ${where}`);
    const batch = ids.map((r) => r.id);
    const rows = batch.length
      ? await deps.db.rows<CustomerListRow>(sql`SELECT ${selectOf(today, BY_SUBQUERY)} FROM ${PAGE_FROM(today)} WHERE c.customer_id = ANY(${sqlArray(batch, 'int')})`)
      : [];
    const at = new Map(batch.map((id, n) => [id, n]));
    rows.sort((a, b) => at.get(a.customer_id)! - at.get(b.customer_id)!);
    return ok(rows, Number(count?.n ?? 0));
  },
});

/** Sort keys that need the 12-month figures (a lateral per customer); the others sort on the joins alone. */
const NEEDS_FIGURES = new Set(['pay_ratio', 'past_due_rate', 'dso_vs_credit_terms']);

/**
 * The export's rows in the list's order: first the ordered ids (one pass,
 * the figures computed only when the sort needs them), then the rows by
 * batches of ids, so the whole export stays linear however many customers.
 */
async function* exportBatches(db: Db, today: string, body: { search?: string; column?: string; kyc?: KycState; order_by: CustomerListColumn; direction: 'asc' | 'desc' }) {
  const sort = sortOf(today);
  const key = sort[body.order_by as keyof typeof sort] ?? sql`c.customer_code`;
  const where = whereOf([kycWhere(body.kyc, today)], searchOf(body.search, body.column));
  const ids = await db.rows<{ id: number }>(sql`
    SELECT c.customer_id AS id FROM ${keysFrom(today, body.order_by, Boolean(body.search?.trim()))} ${where}
    ORDER BY ${key} ${body.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}, c.customer_id ${body.direction === 'desc' ? sql`DESC` : sql`ASC`}`);
  for (let i = 0; i < ids.length; i += DEFAULT_BATCH_SIZE) {
    const batch = ids.slice(i, i + DEFAULT_BATCH_SIZE).map((r) => r.id);
    const rows = await jsonBatch<CustomerListRow>(db, sql`SELECT ${selectOf(today, BY_JOIN)} FROM ${from(today)} WHERE c.customer_id = ANY(${sqlArray(batch, 'int')})`, sql`b.customer_id`);
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
