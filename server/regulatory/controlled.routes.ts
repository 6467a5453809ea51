import { CONTROLLED_KINDS, controlledListEp, controlledSetEp, sRegisterColumns, sRegisterEp, sRegisterExportEp, type ControlledRow } from '../../contract/regulatory';
import { exportToXlsx, oneBatch } from '../export';
import { exportColumnsOf } from '../kit';
import { sRegister } from './sRegister';
import { sql, type Db } from '../db/db';
import { invalid, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { recordRevision, route } from '../kit';

const PRODUCT_NOT_FOUND = 'No product with that code.';

/** The products flagged as dangerous drugs or precursors, with what is on hand. */
const controlledProducts = (db: Db) =>
  db.rows<ControlledRow>(sql`
    SELECT p.product_code, p.product_name, p.generic_name, p.controlled,
           COALESCE((SELECT SUM(m.quantity) FROM inventory_movements m WHERE m.product_id = p.product_id AND m.status = 1), 0)::int AS on_hand
    FROM products p WHERE p.controlled IS NOT NULL ORDER BY p.product_code`);

export const controlledRoutes: RouteDef[] = [
  route(controlledListEp, {
    scopes: ['view_regulatory'],
    summary: 'The products flagged as dangerous drugs or controlled precursors',
    handler: async ({ deps, ok }) => ok(await controlledProducts(deps.db)),
  }),
  route(controlledSetEp, {
    scopes: ['manage_licences'],
    summary: 'Flag a product as a dangerous drug or a controlled precursor, or clear the flag (recorded)',
    handler: async ({ body, deps, user, ok }) => {
      const at = new Date(deps.clock.now()).toISOString();
      const done = await deps.db.transaction(async (tx) => {
        const before = await tx.one<{ product_id: number; controlled: string | null }>(sql`
          SELECT product_id, controlled FROM products WHERE upper(product_code) = upper(${body.product_code}) FOR UPDATE`);
        if (!before) return false;
        if (before.controlled === body.controlled) return true;
        await tx.run(sql`UPDATE products SET controlled = ${body.controlled} WHERE product_id = ${before.product_id}`);
        const words = (v: string | null) => (v ? CONTROLLED_KINDS[v as keyof typeof CONTROLLED_KINDS] : 'Not controlled');
        await recordRevision(tx, {
          entity: 'products',
          entityId: before.product_id,
          action: 'updated',
          userId: user.id,
          at,
          module: 'Dangerous Drugs',
          reference: body.product_code,
          changes: [{ field: 'controlled', label: 'Controlled As', old: before.controlled, new: body.controlled, old_text: words(before.controlled), new_text: words(body.controlled) }],
        });
        return true;
      });
      if (!done) return invalid([PRODUCT_NOT_FOUND], { product_code: [PRODUCT_NOT_FOUND] });
      return ok(await controlledProducts(deps.db));
    },
  }),
  route(sRegisterEp, {
    scopes: ['view_regulatory'],
    summary: "A product's S-Register for a period: receipts, sales, returns and adjustments with the parties' S-licences, and the running balance",
    handler: async ({ body, deps, ok }) => {
      const register = await sRegister(deps.db, body.product_code, body.date_from, body.date_to);
      return register ? ok(register) : notFound(PRODUCT_NOT_FOUND);
    },
  }),
  route(sRegisterExportEp, {
    scopes: ['view_regulatory'],
    summary: "A product's S-Register for a period as XLSX: the opening balance, the movements, the totals and the closing balance",
    handler: async (ctx) => {
      const r = await sRegister(ctx.deps.db, ctx.body.product_code, ctx.body.date_from, ctx.body.date_to);
      if (!r) return notFound(PRODUCT_NOT_FOUND);
      return exportToXlsx(ctx, {
        title: 'S-Register',
        fileName: ['s_register', r.product_code, r.date_from, r.date_to],
        filters: [
          { label: 'Product', value: `${r.product_code} ${r.product_name}${r.generic_name ? ` (${r.generic_name})` : ''}` },
          { label: 'Controlled As', value: r.controlled ? CONTROLLED_KINDS[r.controlled] : 'Not flagged' },
          { label: 'Period', value: `${r.date_from} to ${r.date_to}` },
        ],
        columns: exportColumnsOf(sRegisterColumns),
        before: [{ kind: 'Opening Balance', balance: String(r.opening) }],
        batches: oneBatch(r.rows),
        after: () => [
          { kind: 'Period Totals', received: String(r.received), issued: String(r.issued) },
          { kind: 'Closing Balance', balance: String(r.closing) },
        ],
      });
    },
  }),
];
