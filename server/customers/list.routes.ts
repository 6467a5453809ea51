import {
  CUSTOMER_SEARCH_COLUMNS,
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
import { exportColumnsOf, keptRowCount, likePattern, readableRows, route, whereOf, type SortMap } from '../kit';
import { manilaToday } from '../clock';
import { KYC_STATE_LABELS, KYC_STATES, type KycState } from '../../contract/customerDocuments';
import { sqlArray } from '../db/arrays';
import { kycFilterSql, kycStateSql } from '../customerDocuments/public';
import { CUSTOMER_NAME_JOINS } from './read';
import { FIGURES, holdFiguresFor } from './figures';
import { searchWhere } from './search';

/**
 * Customers Center (spec 002 §2.1): the paged list, its XLSX export of the
 * visible columns, and the view's sidebar list. The receivable figures come
 * from the same receivable postings as the sub-ledger, kept per customer by
 * the database (migrations 091, 125): the balance, and over the last 12
 * months the pay ratio (collections over sales), the past-due part of the
 * balance and DSO against the credit term (./figures.ts).
 */
const place = (street: SQL, barangay: SQL, city: SQL, province: SQL, zip: SQL) => sql`NULLIF(concat_ws(', ', ${street}, ${barangay}, ${city}, ${province}, ${zip}), '')`;

const EXPR = {
  amount_outstanding: sql`COALESCE(cb.outstanding, 0)`,
  ...FIGURES,
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
const PAGE_FROM = sql`customers c
  LEFT JOIN customer_contacts acc ON acc.customer_id = c.customer_id AND acc.contact_group = 'accounting'
  JOIN customer_balances cb ON cb.customer_id = c.customer_id`;

/** The list's columns for the business day `today` (the KYC state depends on it). */
const selectOf = (today: string, n: Names) => sql`${select(n)}, ${kycStateSql(sql`c`, today)} AS kyc_state`;

const JOINS = sql`customers c ${CUSTOMER_NAME_JOINS}
  LEFT JOIN customer_contacts acc ON acc.customer_id = c.customer_id AND acc.contact_group = 'accounting'
  JOIN customer_balances cb ON cb.customer_id = c.customer_id`;

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

/** Sort keys read from the customer and its balance row alone (the others need the names' joins). */
const OWN_COLUMNS = new Set(['customer_code', 'customer_name', 'district', 'tin_no', 'status', 'cwt', 'sc_discount', 'lba_code', 'lba_name', 'kyc_state']);
const BALANCE_COLUMNS = new Set(['amount_outstanding', 'pay_ratio', 'past_due_rate', 'dso_vs_credit_terms']);

/** The FROM of the ordered ids: only what the sort reads. */
function keysFrom(orderBy: string): SQL {
  if (OWN_COLUMNS.has(orderBy)) return sql`customers c`;
  if (BALANCE_COLUMNS.has(orderBy)) return sql`customers c JOIN customer_balances cb ON cb.customer_id = c.customer_id`;
  return JOINS;
}

type Filters = { search?: string; column?: (typeof CUSTOMER_SEARCH_COLUMNS)[number]; kyc?: KycState };
const whereFor = (f: Filters, today: string) => whereOf([kycWhere(f.kyc, today), searchWhere(f.search, f.column)]);

/**
 * The ids of a page (or of all, without `page`) in the list's order, and how
 * many match. A search is evaluated once, from the trigram index, into a
 * materialized set the sort then orders (left to the planner, a selective
 * search was read by walking the code index through all customers).
 */
async function orderedIds(db: Db, today: string, f: Filters & { order_by: CustomerListColumn; direction?: 'asc' | 'desc' }, page?: { page: number; page_size: number }) {
  const sort = sortOf(today) as Record<CustomerListColumn, SQL>;
  const key = Object.hasOwn(sort, f.order_by) ? sort[f.order_by] : sql`c.customer_id`;
  const desc = f.direction === 'desc';
  const order = sql`ORDER BY ${key} ${desc ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`}, c.customer_id ${desc ? sql`DESC` : sql`ASC`}`;
  const limit = page ? sql`LIMIT ${page.page_size} OFFSET ${page.page * page.page_size}` : sql``;
  if (searchWhere(f.search, f.column)) {
    const rows = await db.rows<{ id: number; n: number }>(sql`
      WITH m AS MATERIALIZED (SELECT c.customer_id FROM customers c ${whereFor(f, today)})
      SELECT c.customer_id AS id, (SELECT COUNT(*)::int FROM m) AS n FROM ${keysFrom(f.order_by)}
      WHERE c.customer_id IN (SELECT customer_id FROM m) ${order} ${limit}`);
    const total = rows.length ? rows[0].n : Number((await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customers c ${whereFor(f, today)}`))?.n ?? 0);
    return { ids: rows.map((r) => r.id), total };
  }
  const where = whereFor(f, today);
  const rows = await db.rows<{ id: number }>(sql`SELECT c.customer_id AS id FROM ${keysFrom(f.order_by)} ${where} ${order} ${limit}`);
  // Unfiltered, the total is the count the database keeps (migration 131).
  const count = f.kyc ? sql`SELECT COUNT(*)::int AS n FROM customers c ${where}` : keptRowCount('customers');
  const total = page ? Number((await db.one<{ n: number }>(count))?.n ?? 0) : rows.length;
  return { ids: rows.map((r) => r.id), total };
}

const list = route(listCustomersEp, {
  scopes: ['get_all_customers'],
  summary: 'Customers Center: search (all columns or one), sort by any sortable column, paged',
  handler: async ({ query, deps, ok }) => {
    const today = manilaToday(deps.clock.now());
    await holdFiguresFor(deps.db, today);
    const { ids, total } = await orderedIds(deps.db, today, query, query);
    const rows = ids.length
      ? await deps.db.rows<CustomerListRow>(sql`SELECT ${selectOf(today, BY_SUBQUERY)} FROM ${PAGE_FROM} WHERE c.customer_id = ANY(${sqlArray(ids, 'int')})`)
      : [];
    const at = new Map(ids.map((id, n) => [id, n]));
    rows.sort((a, b) => at.get(a.customer_id)! - at.get(b.customer_id)!);
    return ok(rows, total);
  },
});

/**
 * The export's rows in the list's order: first the ordered ids (one pass,
 * from the indexes the list reads), then the rows by batches of ids, so the
 * whole export stays linear however many customers.
 */
async function* exportBatches(db: Db, today: string, body: Filters & { order_by: CustomerListColumn; direction: 'asc' | 'desc' }) {
  await holdFiguresFor(db, today);
  const { ids } = await orderedIds(db, today, body);
  for (let i = 0; i < ids.length; i += DEFAULT_BATCH_SIZE) {
    const batch = ids.slice(i, i + DEFAULT_BATCH_SIZE);
    const rows = await jsonBatch<CustomerListRow>(db, sql`SELECT ${selectOf(today, BY_JOIN)} FROM ${JOINS} WHERE c.customer_id = ANY(${sqlArray(batch, 'int')})`, sql`b.customer_id`);
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
