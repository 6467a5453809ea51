import { Codes } from '../../contract';
import {
  addCustomerDiscountsEp,
  DEAL_MESSAGES,
  DEAL_SCOPES,
  DISCOUNT_FIELD_LABELS,
  DISCOUNT_FIELDS,
  discountProductsEp,
  listCustomerDiscountsEp,
  removeCustomerDiscountEp,
  updateCustomerDiscountEp,
  type CustomerDiscountRow,
  type customerDiscountColumns,
  type ProductForDiscount,
} from '../../contract/customerDeals';
import type { SortKey } from '../../contract/kit';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { changedFields, conflict, pagedList, route, type SortMap } from '../kit';
import { recordDiscountRevision } from './discountHistory';
import { Refused, settle } from '../kit/refused';
import { discountSelect, discountText, PRODUCT_PRICES } from './sqlParts';

/**
 * The Products & Discounts tab of the customer view (spec 002 §2.4, §3.8): a
 * customer's discounts, the product picker (active products not listed yet,
 * 100 a page), adding picked products, editing a row's values, removing a
 * row. A row edited here is the tab's own: it no longer names the deal it
 * came from, nor that deal's validity. Every write records its revision.
 */

const ROW_SELECT = sql`d.customer_discount_id, c.customer_code, d.product_id, p.product_code, p.product_name, ${discountSelect('d')},
  d.customer_discount_batch_hdr_id, b.batch_no, d.valid_to::text AS valid_to`;
const ROW_FROM = sql`customer_discounts d
  JOIN customers c ON c.customer_id = d.customer_id
  JOIN products p ON p.product_id = d.product_id
  LEFT JOIN customer_discount_batches b ON b.customer_discount_batch_hdr_id = d.customer_discount_batch_hdr_id`;

const SORT: SortMap<typeof customerDiscountColumns> = {
  product_name: sql`lower(p.product_name)`,
  srp: sql`d.srp`,
  moq: sql`d.moq`,
  free: sql`d.free`,
  discount: sql`d.discount`,
  rebate: sql`d.rebate`,
  batch_no: sql`b.batch_no`,
  valid_to: sql`d.valid_to`,
};

const READERS = ['get_customer', DEAL_SCOPES.editDiscounts, DEAL_SCOPES.view] as const;

async function customerIdOf(db: Db, code: string): Promise<number | null> {
  const row = await db.one<{ customer_id: number }>(sql`SELECT customer_id FROM customers WHERE customer_code = ${code}`);
  return row ? Number(row.customer_id) : null;
}

const readRows = (db: Db, where: ReturnType<typeof sql>) => db.rows<CustomerDiscountRow>(sql`SELECT ${ROW_SELECT} FROM ${ROW_FROM} WHERE ${where} ORDER BY lower(p.product_name), d.customer_discount_id`);

const list = route(listCustomerDiscountsEp, {
  scopes: READERS,
  summary: "A customer's products and discounts (SRP, MOQ, free goods, discount %, rebate %), paged, searched by product",
  handler: async ({ params, query, deps, ok }) => {
    const customerId = await customerIdOf(deps.db, params.customer_code);
    if (customerId === null) return notFound(DEAL_MESSAGES.customerNotFound);
    const { rows, total } = await pagedList<CustomerDiscountRow, SortKey<typeof customerDiscountColumns>>(deps.db, {
      select: ROW_SELECT,
      from: ROW_FROM,
      where: [sql`d.customer_id = ${customerId}`],
      search: { text: query.search, in: [sql`p.product_name`, sql`p.product_code`] },
      sort: SORT,
      tiebreak: sql`d.customer_discount_id`,
      query,
    });
    return ok(rows, total);
  },
});

const products = route(discountProductsEp, {
  scopes: [DEAL_SCOPES.editDiscounts],
  summary: 'The product picker of the Products & Discounts tab: active products not yet listed for the customer, 100 a page',
  handler: async ({ params, query, deps, ok }) => {
    const customerId = await customerIdOf(deps.db, params.customer_code);
    if (customerId === null) return notFound(DEAL_MESSAGES.customerNotFound);
    const { rows, total } = await pagedList<ProductForDiscount, 'product_name'>(deps.db, {
      select: PRODUCT_PRICES,
      from: sql`products p`,
      where: [sql`p.active = 1`, sql`NOT EXISTS (SELECT 1 FROM customer_discounts d WHERE d.customer_id = ${customerId} AND d.product_id = p.product_id)`],
      search: { text: query.search, in: [sql`p.product_name`, sql`p.product_code`] },
      sort: { product_name: sql`lower(p.product_name)` },
      tiebreak: sql`p.product_id`,
      query: { ...query, order_by: 'product_name', direction: 'asc' },
    });
    return ok(rows, total);
  },
});

const add = route(addCustomerDiscountsEp, {
  scopes: [DEAL_SCOPES.editDiscounts],
  summary: "Add picked products to a customer's discounts, each with its starting values; all or nothing",
  handler: async ({ params, body, deps, user }) => {
    const customerId = await customerIdOf(deps.db, params.customer_code);
    if (customerId === null) return notFound(DEAL_MESSAGES.customerNotFound);
    const ids = body.products.map((p) => p.product_id);
    const facts = await deps.db.rows<{ product_id: number; product_name: string; active: number; listed: boolean }>(sql`
      SELECT p.product_id, p.product_name, p.active,
             EXISTS (SELECT 1 FROM customer_discounts d WHERE d.customer_id = ${customerId} AND d.product_id = p.product_id) AS listed
      FROM products p WHERE p.product_id = ANY(${sqlArray(ids, 'int')})`);
    const byId = new Map(facts.map((f) => [Number(f.product_id), f]));
    const fields: Record<string, string[]> = {};
    body.products.forEach((line, i) => {
      const f = byId.get(line.product_id);
      const message = !f ? 'A chosen product does not exist.' : Number(f.active) !== 1 ? `${f.product_name} is inactive.` : f.listed ? `${f.product_name} is already listed for this customer.` : null;
      if (message) fields[`products.${i}.product_id`] = [message];
    });
    if (Object.keys(fields).length) return invalid(Object.values(fields).flat(), fields);
    const at = new Date(deps.clock.now()).toISOString();
    return settle(async () => {
      const added = await deps.db.transaction(async (tx) => {
        // A product added by someone else meanwhile is not overwritten: the insert skips it and the whole add is refused.
        const rows = await tx.rows<{ customer_discount_id: number }>(sql`
          INSERT INTO customer_discounts (customer_id, product_id, srp, moq, free, discount, rebate, created_by, created_at, updated_by, updated_at)
          SELECT ${customerId}, l.product_id, l.srp, l.moq, l.free, l.discount, l.rebate, ${user.id}, ${at}::timestamptz, ${user.id}, ${at}::timestamptz
          FROM jsonb_to_recordset(${JSON.stringify(body.products)}::jsonb) AS l(product_id int, srp numeric, moq int, free int, discount numeric, rebate numeric)
          ON CONFLICT ON CONSTRAINT customer_discounts_pair DO NOTHING
          RETURNING customer_discount_id`);
        if (rows.length !== body.products.length) throw new Refused(conflict('A chosen product was added to this customer meanwhile; please reload the list.'));
        const added = await readRows(tx, sql`d.customer_discount_id = ANY(${sqlArray(rows.map((r) => Number(r.customer_discount_id)), 'int')})`);
        await recordDiscountRevision(tx, {
          customerId,
          action: 'products added',
          changes: added.map((r) => ({ field: `products.${r.product_code}`, label: r.product_name, old: null, new: discountText(r) })),
          userId: user.id,
          at,
        });
        return added;
      });
      return answer(Codes.CREATED, added);
    });
  },
});

/** Locks a discount row for the rest of the transaction and reads it. */
async function lockRow(tx: Db, id: number): Promise<(CustomerDiscountRow & { customer_id: number }) | undefined> {
  const locked = await tx.one<{ customer_id: number }>(sql`SELECT customer_id FROM customer_discounts WHERE customer_discount_id = ${id} FOR UPDATE`);
  if (!locked) return undefined;
  const [row] = await readRows(tx, sql`d.customer_discount_id = ${id}`);
  return { ...row, customer_id: Number(locked.customer_id) };
}

const update = route(updateCustomerDiscountEp, {
  scopes: [DEAL_SCOPES.editDiscounts],
  summary: "Change one product's SRP, MOQ, free goods, discount % and rebate % for a customer (the row then names no deal); 00004",
  handler: async ({ params, body, deps, user }) => {
    const at = new Date(deps.clock.now()).toISOString();
    const row = await deps.db.transaction(async (tx) => {
      const before = await lockRow(tx, params.customer_discount_id);
      if (!before) return null;
      await tx.run(sql`
        UPDATE customer_discounts
        SET srp = ${body.srp}::numeric, moq = ${body.moq}, free = ${body.free}, discount = ${body.discount}::numeric, rebate = ${body.rebate}::numeric,
            customer_discount_batch_hdr_id = NULL, valid_from = NULL, valid_to = NULL, updated_by = ${user.id}, updated_at = ${at}::timestamptz
        WHERE customer_discount_id = ${params.customer_discount_id}`);
      const labels = Object.fromEntries(DISCOUNT_FIELDS.map((f) => [f, `${before.product_name}: ${DISCOUNT_FIELD_LABELS[f]}`]));
      const after = { ...before, ...body, batch_no: null, valid_to: null };
      const changes = changedFields(before as unknown as Record<string, unknown>, after, [...DISCOUNT_FIELDS, 'batch_no', 'valid_to'], { ...labels, batch_no: `${before.product_name}: Deal`, valid_to: `${before.product_name}: Valid Until` });
      await recordDiscountRevision(tx, { customerId: before.customer_id, action: 'updated', changes, userId: user.id, at });
      return (await readRows(tx, sql`d.customer_discount_id = ${params.customer_discount_id}`))[0];
    });
    return row ? answer(Codes.UPDATED, row) : notFound(DEAL_MESSAGES.discountNotFound);
  },
});

const remove = route(removeCustomerDiscountEp, {
  scopes: [DEAL_SCOPES.editDiscounts],
  summary: "Remove a product from a customer's products and discounts; 00006",
  handler: async ({ params, deps, user }) => {
    const at = new Date(deps.clock.now()).toISOString();
    const removed = await deps.db.transaction(async (tx) => {
      const before = await lockRow(tx, params.customer_discount_id);
      if (!before) return null;
      await tx.run(sql`DELETE FROM customer_discounts WHERE customer_discount_id = ${params.customer_discount_id}`);
      await recordDiscountRevision(tx, {
        customerId: before.customer_id,
        action: 'product removed',
        changes: [{ field: `products.${before.product_code}`, label: before.product_name, old: discountText(before), new: null }],
        userId: user.id,
        at,
      });
      return before;
    });
    return removed ? answer(Codes.DELETED, DEAL_MESSAGES.removed) : notFound(DEAL_MESSAGES.discountNotFound);
  },
});

export const discountRoutes: RouteDef[] = [list, products, add, update, remove];
