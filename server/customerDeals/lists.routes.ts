import {
  DEAL_KINDS,
  DEAL_SCOPES,
  dealCustomerOptionsEp,
  dealProductOptionsEp,
  dealWorkflow,
  listDealLogsEp,
  listDealsEp,
  type DealKind,
  type DealListRow,
  type DealLogRow,
  type dealColumns,
  type dealLogColumns,
} from '../../contract/customerDeals';
import type { SortKey } from '../../contract/kit';
import { sqlArray } from '../db/arrays';
import { sql } from '../db/db';
import { customerLookupQuery } from '../customers/public';
import type { RouteDef } from '../http/routeRegistry';
import { likePattern, pagedList, queueListRoutes, route, type FieldChange, type SortMap } from '../kit';
import { readableChange } from '../revisions/history';
import { DEAL_ENTITY } from './dealStore';
import { isoText, PRODUCT_PRICES, userName } from './sqlParts';

/** The deal lists (Regular, Promotional, New), the form's pickers and the Deals Logs. */

const customerNames = sql`(SELECT string_agg(c.customer_name, ', ' ORDER BY c.customer_code)
  FROM customer_discount_batch_customers bc JOIN customers c ON c.customer_id = bc.customer_id
  WHERE bc.customer_discount_batch_hdr_id = b.customer_discount_batch_hdr_id)`;
const customerCodes = sql`(SELECT string_agg(c.customer_code, ' ')
  FROM customer_discount_batch_customers bc JOIN customers c ON c.customer_id = bc.customer_id
  WHERE bc.customer_discount_batch_hdr_id = b.customer_discount_batch_hdr_id)`;
const productCount = sql`(SELECT COUNT(*)::int FROM customer_discount_batch_lines l WHERE l.customer_discount_batch_hdr_id = b.customer_discount_batch_hdr_id)`;

const DEAL_SORT: SortMap<typeof dealColumns> = {
  batch_no: sql`b.customer_discount_batch_hdr_id`,
  title: sql`lower(b.title)`,
  kind: sql`b.kind`,
  product_count: productCount,
  valid_from: sql`b.valid_from`,
  valid_to: sql`b.valid_to`,
  status: sql`b.status`,
  created_by: sql`lower(${userName('u')})`,
  updated_at: sql`b.updated_at`,
};

/** The tabs named after a kind list that kind; "new" lists both. */
const kindOfTab = (key: string): DealKind | null => ((DEAL_KINDS as readonly string[]).includes(key) ? (key as DealKind) : null);

const dealLists = queueListRoutes(dealWorkflow, listDealsEp, {
  summary: (tab) => `Deals of the ${tab.label} list, paged, searched by deal number, name or customer`,
  list: (tab, { query, deps }) => {
    const kind = kindOfTab(tab.key);
    return pagedList<DealListRow, SortKey<typeof dealColumns>>(deps.db, {
      select: sql`b.customer_discount_batch_hdr_id, b.batch_no, b.kind, b.title, COALESCE(${customerNames}, '') AS customer_names,
                  ${productCount} AS product_count, b.valid_from::text AS valid_from, b.valid_to::text AS valid_to, b.status,
                  ${userName('u')} AS created_by, ${isoText('b.updated_at')} AS updated_at`,
      from: sql`customer_discount_batches b JOIN users u ON u.id = b.created_by`,
      where: [sql`b.status = ANY(${sqlArray(tab.statuses, 'int')})`, kind && sql`b.kind = ${kind}`],
      search: { text: query.search, in: [sql`b.batch_no`, sql`b.title`, customerNames, customerCodes] },
      sort: DEAL_SORT,
      tiebreak: sql`b.customer_discount_batch_hdr_id`,
      query,
    });
  },
});

const OPTIONS_LIMIT = 50;

/** The form's customer picker: active customers by code or name. */
const customerOptions = route(dealCustomerOptionsEp, {
  scopes: [DEAL_SCOPES.create],
  summary: 'Active customers for a deal, searched by code or name (50 at most)',
  handler: async ({ query, deps, ok }) => {
    return ok(await deps.db.rows(customerLookupQuery({ search: query.search, activeOnly: true, orderBy: 'code', limit: OPTIONS_LIMIT })));
  },
});

/** The form's product picker: active products by code or name, with the prices a new line's SRP starts from. */
const productOptions = route(dealProductOptionsEp, {
  scopes: [DEAL_SCOPES.create],
  summary: 'Active products for a deal line, searched by code or name, with their special and unit prices (50 at most)',
  handler: async ({ query, deps, ok }) => {
    const p = query.search?.trim() ? likePattern(query.search.trim()) : null;
    return ok(
      await deps.db.rows(sql`
        SELECT ${PRODUCT_PRICES} FROM products p
        WHERE p.active = 1 ${p ? sql`AND (p.product_code ILIKE ${p} OR p.product_name ILIKE ${p})` : sql``}
        ORDER BY p.product_name, p.product_id LIMIT ${OPTIONS_LIMIT}`),
    );
  },
});

const LOG_SORT: SortMap<typeof dealLogColumns> = {
  date_time: sql`r.at`,
  batch_no: sql`r.reference_code`,
  activity: sql`r.action`,
  user: sql`lower(${userName('u')})`,
};

/** "Valid Until: 2026-06-30 → 2026-07-31; Status: Draft → For Approval" (— for none). */
function changesInWords(changes: FieldChange[] | string | null): string {
  const list = typeof changes === 'string' ? (JSON.parse(changes) as FieldChange[]) : (changes ?? []);
  return (Array.isArray(list) ? list : [])
    .map(readableChange)
    .map((c) => `${c.label}: ${c.old ?? '—'} → ${c.new ?? '—'}`)
    .join('; ');
}

/** Deals Logs: every revision of every deal (created, updated, submitted, approved, declined), newest first. */
const dealLogs = route(listDealLogsEp, {
  scopes: [DEAL_SCOPES.view],
  summary: 'Deals Logs: every change of every deal with who, when and what, paged, searched by deal number',
  handler: async ({ query, deps, ok }) => {
    const { rows, total } = await pagedList<DealLogRow & { raw: FieldChange[] | string | null }, SortKey<typeof dealLogColumns>>(deps.db, {
      select: sql`r.id::int AS revision_history_id, ${isoText('r.at')} AS date_time, r.reference_code AS batch_no,
                  initcap(replace(r.action, '_', ' ')) AS activity, ${userName('u')} AS "user", r.changes AS raw, r.remarks`,
      from: sql`revisions r LEFT JOIN users u ON u.id = r.user_id`,
      where: [sql`r.entity = ${DEAL_ENTITY}`],
      search: { text: query.search, in: [sql`r.reference_code`] },
      sort: LOG_SORT,
      tiebreak: sql`r.id`,
      query,
    });
    return ok(
      rows.map(({ raw, ...r }) => ({ ...r, changes: changesInWords(raw) })),
      total,
    );
  },
});

export const dealListRoutes: RouteDef[] = [...dealLists, customerOptions, productOptions, dealLogs];
