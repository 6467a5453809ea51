import {
  SRPF_ERP_ORDER_DAYS,
  SRPF_MESSAGES as M,
  customerAgingEp,
  customerHistoricalOrdersEp,
  customerOrdersEp,
  srpfCreditMemosEp,
  srpfCustomerDetailsEp,
  srpfCustomerEp,
  srpfSearchCustomerEp,
  type AgingRow,
  type CustomerOrderLine,
  type SrpfCreditMemoRow,
  type SrpfCustomer,
} from '../../contract/srpf';
import { sql, type Db, type SQL } from '../db/db';
import { customerLookupQuery } from '../customers/public';
import { notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { likePattern, route } from '../kit';
import { manilaToday } from '../clock';
import { PACK_PRICE, money, returnedPieces } from './store';

/** What the SRPF form looks up: the customer, its invoice lines that may be returned (ERP and HISTORICAL), its aging. */

const FORM = ['create_srpf', 'update_srpf'] as const;

const CUSTOMER = sql`c.customer_id, c.customer_code, c.customer_name, COALESCE(c.billing_bldg_street_address, c.city) AS address, c.channel,
  (c.billing_bldg_street_address IS NOT NULL OR c.billing_city_id IS NOT NULL OR c.city IS NOT NULL) AS has_billing`;

const customerWhere = (db: Db, where: SQL) => db.one<SrpfCustomer>(sql`SELECT ${CUSTOMER} FROM customers c WHERE ${where}`);

/** Invoice lines of a customer with what is left to return (pieces), newest first. */
const ORDER_COLS = sql`
  l.line_id::int AS transaction_id, si.si_id::int AS si_id, p.product_id, p.product_name, p.product_code, b.batch_no, b.expiry_date::text AS expiry_date,
  si.dr_number AS dr_no, si.si_number, si.si_date::text AS si_date, l.qty AS qty_ordered,
  floor(left_pieces::numeric / p.qty_per_pack)::int AS remaining_qty, left_pieces::int AS remaining_pieces, p.qty_per_pack,
  COALESCE(p.packaging_description, un.unit_name, 'Pack') AS uom, ${PACK_PRICE}::text AS selling_price, l.dsc::text AS discount,
  p.cost_vat::text AS diluted_cost`;
const ORDER_FROM = sql`
  FROM sales_invoices si JOIN sales_invoice_lines l ON l.si_id = si.si_id JOIN products p ON p.product_id = l.product_id
  JOIN product_batches b ON b.batch_id = l.batch_id LEFT JOIN product_units un ON un.unit_id = p.unit_id
  CROSS JOIN LATERAL (SELECT l.qty * p.qty_per_pack - ${returnedPieces(sql`l.line_id`, sql`NULL::bigint`)} AS left_pieces) r`;

export const srpfLookupRoutes: RouteDef[] = [
  route(srpfCustomerDetailsEp, {
    scopes: FORM,
    summary: 'The SRPF customer by code (the /collection/srpf/{customer_code} route)',
    handler: async ({ query, deps, ok }) => {
      const c = await customerWhere(deps.db, sql`c.customer_code = ${query.customer_code}`);
      return c ? ok(c) : notFound(M.invalidCustomerCode(query.customer_code));
    },
  }),
  route(srpfCustomerEp, {
    scopes: FORM,
    summary: 'The SRPF customer by id',
    handler: async ({ query, deps, ok }) => {
      const c = await customerWhere(deps.db, sql`c.customer_id = ${query.customer_id}`);
      return c ? ok(c) : notFound(M.recordNotFound);
    },
  }),
  route(srpfSearchCustomerEp, {
    scopes: FORM,
    summary: 'Customers by code or name (at most 20)',
    handler: async ({ query, deps, ok }) => {
      return ok(await deps.db.rows<SrpfCustomer>(customerLookupQuery({ search: query.search_param, orderBy: 'name', limit: 20, columns: CUSTOMER })));
    },
  }),
  route(customerOrdersEp, {
    scopes: FORM,
    summary: `ERP orders: the customer's invoice lines of the last ${SRPF_ERP_ORDER_DAYS} days with something left to return (at most 500)`,
    handler: async ({ query, deps, ok }) => {
      const since = sql`(${manilaToday(deps.clock.now())}::date - ${SRPF_ERP_ORDER_DAYS}::int)`;
      return ok(
        await deps.db.rows<CustomerOrderLine>(sql`
          SELECT ${ORDER_COLS} ${ORDER_FROM}
          WHERE si.customer_id = ${query.customer_id} AND si.si_date >= ${since} AND r.left_pieces > 0
          ORDER BY si.si_date DESC, l.line_id DESC LIMIT 500`),
      );
    },
  }),
  route(customerHistoricalOrdersEp, {
    scopes: FORM,
    summary: 'HISTORICAL orders: older invoice lines with something left to return, paged by 50, searchable by SI, DR, product or batch',
    handler: async ({ query, deps, ok }) => {
      const since = sql`(${manilaToday(deps.clock.now())}::date - ${SRPF_ERP_ORDER_DAYS}::int)`;
      const p = query.search ? likePattern(query.search) : null;
      const where = sql`si.customer_id = ${query.customer_id} AND si.si_date < ${since} AND r.left_pieces > 0
        ${query.si_number ? sql`AND si.si_number = ${query.si_number}` : sql``}
        ${p ? sql`AND (si.si_number ILIKE ${p} OR si.dr_number ILIKE ${p} OR p.product_name ILIKE ${p} OR b.batch_no ILIKE ${p})` : sql``}`;
      const [rows, n] = await Promise.all([
        deps.db.rows<CustomerOrderLine>(sql`SELECT ${ORDER_COLS} ${ORDER_FROM} WHERE ${where}
          ORDER BY si.si_date DESC, l.line_id DESC LIMIT ${query.page_size} OFFSET ${query.page * query.page_size}`),
        deps.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n ${ORDER_FROM} WHERE ${where}`),
      ]);
      return ok(rows, n?.n ?? 0);
    },
  }),
  route(customerAgingEp, {
    scopes: FORM,
    summary: "The customer's open invoices (Choose DR/SI): date, due date, DR, SI, in transit, balance",
    handler: async ({ query, deps, ok }) => {
      const today = manilaToday(deps.clock.now());
      return ok(
        await deps.db.rows<AgingRow>(sql`
          SELECT si.si_id::int AS si_id, si.si_date::text AS date, (si.si_date + c.credit_term_days)::text AS due_date, si.dr_number AS dr_no, si.si_number,
                 si.received_date > ${today}::date AS in_transit, ${money(sql`o.balance`)} AS amount
          FROM (SELECT si_id, SUM(debit - credit) AS balance FROM receivable_entries WHERE customer_id = ${query.customer_id} GROUP BY si_id HAVING SUM(debit - credit) > 0) o
          JOIN sales_invoices si ON si.si_id = o.si_id JOIN customers c ON c.customer_id = si.customer_id
          ORDER BY si.si_date, si.si_id LIMIT 500`),
      );
    },
  }),
  route(srpfCreditMemosEp, {
    scopes: ['view_memos', 'view_srpf'],
    summary: "The customer's approved stock returns with their credit memo and journal entry (the SRPF approval form)",
    handler: async ({ query, deps, ok }) => {
      const c = await deps.db.one<{ customer_id: number }>(sql`SELECT customer_id FROM customers WHERE customer_code = ${query.customer_code}`);
      if (!c) return notFound(M.invalidCustomerCode(query.customer_code));
      return ok(
        await deps.db.rows<SrpfCreditMemoRow>(sql`
          SELECT h.srpf_id::int AS srpf_id, h.srpf_no, h.srpf_date::text AS srpf_date, h.approved_at::text AS approved_at, h.cm_no, e.journal_entry,
                 ${money(sql`h.applicable_amount`)} AS applicable_amount, ${money(sql`h.total_amount_near_ex`)} AS total_amount_near_ex,
                 h.received_at IS NOT NULL AS received
          FROM srpf_headers h LEFT JOIN journal_entries e ON e.id = h.cm_je_id
          WHERE h.customer_id = ${c.customer_id} AND h.status = 1 ORDER BY h.approved_at DESC, h.srpf_id DESC LIMIT 500`),
      );
    },
  }),
];
