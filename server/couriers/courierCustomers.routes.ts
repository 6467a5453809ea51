import { Codes } from '../../contract';
import { CUSTOMER_FIELD_LABELS } from '../../contract/customers';
import { courierCustomers } from '../../contract/couriers';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { recordRevision, resourceRoutes, route } from '../kit';
import { courierRefusal } from './couriers.routes';

const FIELD = 'shipping_delivery_service_provider';

const JOINS = sql`LEFT JOIN couriers k ON k.courier_id = c.shipping_delivery_service_provider
    LEFT JOIN ph_provinces p ON p.province_id = c.billing_province_id LEFT JOIN ph_cities y ON y.city_id = c.billing_city_id`;
const SELECT = sql`c.customer_id, c.customer_code, c.customer_name, COALESCE(y.city || ', ' || p.province, c.city) AS location,
    c.shipping_delivery_service_provider, k.courier_code, k.company_name AS courier_name, c.status,
    to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;

// The list and the show come from the kit; its update would write the kit's columns, so the change is below.
const listed = resourceRoutes(courierCustomers, {
  table: 'customers',
  alias: 'c',
  joins: JOINS,
  select: SELECT,
  search: [sql`c.customer_code`, sql`c.customer_name`],
  sort: {
    customer_code: sql`c.customer_code`,
    customer_name: sql`lower(c.customer_name)`,
    location: sql`lower(COALESCE(y.city || ', ' || p.province, c.city))`,
    courier_name: sql`lower(k.company_name)`,
    status: sql`c.status`,
  },
  filters: { courier_id: sql`c.shipping_delivery_service_provider` },
}).filter((r) => r.method === 'GET');

const courierName = async (db: Db, id: number | null) =>
  id === null ? null : ((await db.one<{ name: string }>(sql`SELECT company_name AS name FROM couriers WHERE courier_id = ${id}`))?.name ?? null);

/**
 * Changes only a customer's courier, with the revision the customer form's
 * update writes (entity customers, module Customers, the customer's code),
 * so the customer's history shows the change wherever it was made.
 */
const changeCourier = route(courierCustomers.endpoints.update, {
  scopes: ['update_courier'],
  summary: "Change a customer's courier (its shipping delivery service provider)",
  handler: async ({ params, body, deps, user }) => {
    const at = new Date(deps.clock.now()).toISOString();
    const next = (body as { shipping_delivery_service_provider: number }).shipping_delivery_service_provider;
    const done = await deps.db.transaction(async (tx) => {
      const before = await tx.one<{ code: string; courier: number | null }>(sql`
        SELECT customer_code AS code, shipping_delivery_service_provider AS courier FROM customers WHERE customer_id = ${params.id} FOR UPDATE`);
      if (!before) return null;
      const refused = await courierRefusal(tx, next, FIELD, before.courier);
      if (refused) return invalid(Object.values(refused).flat(), refused);
      if (before.courier === next) return true;
      await tx.run(sql`UPDATE customers SET shipping_delivery_service_provider = ${next}, updated_at = ${at}::timestamptz WHERE customer_id = ${params.id}`);
      await recordRevision(tx, {
        entity: 'customers',
        entityId: params.id,
        action: 'updated',
        userId: user.id,
        at,
        module: 'Customers',
        reference: before.code,
        changes: [
          {
            field: FIELD,
            label: CUSTOMER_FIELD_LABELS[FIELD],
            old: before.courier,
            new: next,
            old_text: await courierName(tx, before.courier),
            new_text: await courierName(tx, next),
          },
        ],
      });
      return true;
    });
    if (done === null) return notFound('Customer not found.');
    if (done !== true) return done;
    return answer(Codes.UPDATED, await deps.db.one(sql`SELECT ${SELECT} FROM customers c ${JOINS} WHERE c.customer_id = ${params.id}`));
  },
});

/** The customers each courier delivers to, and the change of a customer's courier. */
export const courierCustomerRoutes = [...listed, changeCourier];
