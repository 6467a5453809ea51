import { CONTROLLED_KINDS, controlledListEp, controlledSetEp, type ControlledRow } from '../../contract/regulatory';
import { sql, type Db } from '../db/db';
import { invalid } from '../http/answer';
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
];
