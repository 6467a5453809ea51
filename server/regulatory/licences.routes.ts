import {
  expiringColumns,
  expiringEp,
  expiringExportEp,
  overridesEp,
  tradeLicences,
  type ExpiringRow,
  type GateOverrideRow,
} from '../../contract/regulatory';
import { sql, type Db } from '../db/db';
import { jsonRows } from '../db/manyRows';
import { exportToXlsx, oneBatch } from '../export';
import type { RouteDef } from '../http/routeRegistry';
import { exportColumnsOf, isoText, resourceRoutes, route, userName } from '../kit';
import { manilaToday } from '../clock';
import { cprStatusLabel, cprStatusSql, licenceStanding, licenceStandingLabel } from './standing';

const HOLDER = sql`COALESCE(c.customer_name, s.company_name, 'Company')`;

/** The register of licences: the company's (neither holder set), a customer's, a supplier's; each page fixes its holder. */
const licenceRoutes = (): RouteDef[] =>
  resourceRoutes(tradeLicences, {
    table: 'trade_licences',
    alias: 'l',
    joins: sql`LEFT JOIN customers c ON c.customer_id = l.customer_id LEFT JOIN suppliers s ON s.vendor_id = l.vendor_id`,
    // The standing depends on the day: computed per request (the list is small per holder).
    select: (today) => sql`l.licence_id, l.customer_id, l.vendor_id, ${HOLDER} AS holder, l.kind, l.licence_no, l.licence_type, l.permit_no,
      l.valid_from::text AS valid_from, l.valid_until::text AS valid_until, ${licenceStanding(sql`l.valid_until`, today)} AS standing,
      l.active, ${isoText('l.updated_at')} AS updated_at`,
    search: [sql`l.licence_no`, sql`l.permit_no`, sql`l.licence_type`, sql`c.customer_name`, sql`s.company_name`],
    sort: {
      holder: sql`lower(${HOLDER})`,
      kind: sql`l.kind`,
      licence_no: sql`lower(l.licence_no)`,
      valid_from: sql`l.valid_from`,
      valid_until: sql`l.valid_until`,
      standing: sql`l.valid_until`,
      active: sql`l.active`,
    },
    filters: {
      company: () => sql`l.customer_id IS NULL AND l.vendor_id IS NULL`,
      customer_id: sql`l.customer_id`,
      vendor_id: sql`l.vendor_id`,
    },
    validate: async (db, input) => {
      const fields: Record<string, string[]> = {};
      if (input.customer_id && !(await db.one(sql`SELECT 1 FROM customers WHERE customer_id = ${Number(input.customer_id)}`))) fields.customer_id = ['Customer not found.'];
      if (input.vendor_id && !(await db.one(sql`SELECT 1 FROM suppliers WHERE vendor_id = ${Number(input.vendor_id)}`))) fields.vendor_id = ['Supplier not found.'];
      return Object.keys(fields).length ? fields : null;
    },
  });

/**
 * What expires within `within` days, or has expired and still matters: every product's CPR (an unregistered
 * product stays on the list until it is renewed or made inactive) and every active licence of the company,
 * the active customers and the active suppliers (the latest of each holder and kind).
 */
export async function expiring(db: Db, today: string, within: number): Promise<ExpiringRow[]> {
  return jsonRows<ExpiringRow>(
    db,
    sql`
      SELECT 'cpr:' || p.product_id AS key, 'CPR' AS what, p.product_code || ' ' || p.product_name AS holder, 'product' AS holder_kind,
             p.product_code AS holder_ref, p.cpr_no AS number, p.cpr_expiry::text AS valid_until,
             (p.cpr_expiry - ${today}::date) AS days_left, ${cprStatusLabel(sql`p.cpr_expiry`, today)} AS standing
      FROM products p
      WHERE p.active = 1 AND p.cpr_expiry <= ${today}::date + ${within}::int AND ${cprStatusSql(sql`p.cpr_expiry`, today)} <> 'registered'
      UNION ALL
      SELECT 'licence:' || l.licence_id, l.kind, ${HOLDER},
             CASE WHEN l.customer_id IS NOT NULL THEN 'customer' WHEN l.vendor_id IS NOT NULL THEN 'supplier' ELSE 'company' END,
             COALESCE(c.customer_code, l.vendor_id::text, ''), l.licence_no, l.valid_until::text,
             (l.valid_until - ${today}::date), ${licenceStandingLabel(sql`l.valid_until`, today)}
      FROM (SELECT DISTINCT ON (COALESCE(customer_id, 0), COALESCE(vendor_id, 0), kind) * FROM trade_licences WHERE active
            ORDER BY COALESCE(customer_id, 0), COALESCE(vendor_id, 0), kind, valid_until DESC) l
      LEFT JOIN customers c ON c.customer_id = l.customer_id LEFT JOIN suppliers s ON s.vendor_id = l.vendor_id
      WHERE l.valid_until <= ${today}::date + ${within}::int
        AND (l.customer_id IS NULL OR c.status = 1) AND (l.vendor_id IS NULL OR s.status = 1)`,
    sql`r.days_left, r.what, r.holder`,
  );
}

export const regulatoryRoutes = (): RouteDef[] => [
  ...licenceRoutes(),
  route(expiringEp, {
    scopes: ['view_regulatory'],
    summary: 'Licences and registrations expiring within the days asked (90 by default), and those expired',
    handler: async ({ body, deps, ok }) => ok(await expiring(deps.db, manilaToday(deps.clock.now()), body.within_days)),
  }),
  route(expiringExportEp, {
    scopes: ['view_regulatory'],
    summary: 'The expiring licences and registrations as XLSX',
    handler: async (ctx) => {
      const today = manilaToday(ctx.deps.clock.now());
      return exportToXlsx(ctx, {
        title: 'Licences and Registrations Expiring',
        fileName: ['licences_expiring', today],
        filters: [
          { label: 'As of', value: today },
          { label: 'Within', value: `${ctx.body.within_days} days` },
        ],
        columns: exportColumnsOf(expiringColumns),
        batches: oneBatch(await expiring(ctx.deps.db, today, ctx.body.within_days)),
      });
    },
  }),
  route(overridesEp, {
    scopes: ['view_regulatory'],
    summary: 'Every trade a licence or registration gate would have stopped, let through by the override scope',
    handler: async ({ body, deps, ok }) =>
      ok(
        await jsonRows<GateOverrideRow>(
          deps.db,
          sql`
            SELECT o.override_id, ${isoText('o.at')} AS at, o.document, o.reference, o.rule, ${userName('u')} AS user_name
            FROM trade_gate_overrides o JOIN users u ON u.id = o.user_id
            WHERE (o.at AT TIME ZONE 'Asia/Manila')::date BETWEEN ${body.date_from}::date AND ${body.date_to}::date`,
          sql`r.at DESC, r.override_id DESC`,
        ),
      ),
  }),
];
