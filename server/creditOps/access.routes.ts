import { Codes } from '../../contract';
import { accessListEp, addCustomerAccessEp, addOfficerAccessEp, collectorsEp, CREDIT_OPS_MESSAGES as M, officersEp, removeAccessEp, type AccessRow } from '../../contract/creditOps';
import { sql, type Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { pagedList, recordRevision, route } from '../kit';

/*
 * Collections access: the list of customers (or account officers, whose
 * customers follow them) each collector may record receipts for. Enforced
 * where receipts are written (server/creditOps/collectorAccess.ts).
 */

const ENTRY_SELECT = sql`a.access_id, CASE WHEN a.customer_id IS NULL THEN 'OFFICER' ELSE 'CUSTOMER' END AS kind, c.customer_code AS code,
  COALESCE(c.customer_name, o.ao_name) AS name,
  CASE WHEN a.customer_id IS NULL THEN (SELECT COUNT(*) FROM customers x WHERE x.ao_id = a.ao_id) ELSE 1 END::int AS customers`;
const ENTRY_FROM = sql`collection_access a LEFT JOIN customers c ON c.customer_id = a.customer_id LEFT JOIN account_officers o ON o.ao_id = a.ao_id`;

const entry = (db: Db, accessId: number) => db.one<AccessRow>(sql`SELECT ${ENTRY_SELECT} FROM ${ENTRY_FROM} WHERE a.access_id = ${accessId}`);
const userName = (db: Db, userId: number) =>
  db.one<{ name: string }>(sql`SELECT first_name || ' ' || last_name || ' (' || username || ')' AS name FROM users WHERE id = ${userId} AND active`);

export const accessRoutes = [
  route(collectorsEp, {
    scopes: ['manage_collections_access'],
    summary: 'Active users who can be given a collections access list, with the size of their list',
    handler: async ({ deps, ok }) =>
      ok(
        await deps.db.rows(sql`
          SELECT u.id AS user_id, u.first_name || ' ' || u.last_name || ' (' || u.username || ')' AS label,
                 (SELECT COUNT(*) FROM collection_access a WHERE a.user_id = u.id)::int AS entries
          FROM users u WHERE u.active ORDER BY lower(u.first_name), lower(u.last_name), u.id`),
      ),
  }),
  route(officersEp, {
    scopes: ['manage_collections_access'],
    summary: 'Active account officers',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT ao_id, ao_name FROM account_officers WHERE active ORDER BY lower(ao_name)`)),
  }),
  route(accessListEp, {
    scopes: ['manage_collections_access'],
    summary: "A collector's customers and account officers",
    handler: async ({ body, deps, ok }) => {
      const { rows, total } = await pagedList<AccessRow, typeof body.order_by>(deps.db, {
        select: ENTRY_SELECT,
        from: ENTRY_FROM,
        where: [sql`a.user_id = ${body.user_id}`],
        search: { text: body.search, in: [sql`c.customer_code`, sql`c.customer_name`, sql`o.ao_name`] },
        sort: {
          kind: sql`(a.customer_id IS NULL)`,
          code: sql`c.customer_code`,
          name: sql`lower(COALESCE(c.customer_name, o.ao_name))`,
        },
        tiebreak: sql`a.access_id`,
        query: body,
      });
      return ok(rows, total);
    },
  }),
  route(addCustomerAccessEp, {
    scopes: ['manage_collections_access'],
    summary: "Put a customer on a collector's list",
    handler: async ({ body, deps, user }) =>
      addEntry(deps.db, user.id, deps.clock.now(), body.user_id, 'customer_code', async (tx) => {
        const c = await tx.one<{ customer_id: number; customer_name: string }>(sql`SELECT customer_id, customer_name FROM customers WHERE customer_code = ${body.customer_code}`);
        return c ? { customer_id: c.customer_id, ao_id: null, name: c.customer_name, value: body.customer_code } : invalid([M.customerNotFound], { customer_code: [M.customerNotFound] });
      }),
  }),
  route(addOfficerAccessEp, {
    scopes: ['manage_collections_access'],
    summary: "Put an account officer (and so the officer's customers) on a collector's list",
    handler: async ({ body, deps, user }) =>
      addEntry(deps.db, user.id, deps.clock.now(), body.user_id, 'ao_id', async (tx) => {
        const o = await tx.one<{ ao_name: string }>(sql`SELECT ao_name FROM account_officers WHERE ao_id = ${body.ao_id} AND active`);
        return o ? { customer_id: null, ao_id: body.ao_id, name: o.ao_name, value: body.ao_id } : invalid([M.officerNotFound], { ao_id: [M.officerNotFound] });
      }),
  }),
  route(removeAccessEp, {
    scopes: ['manage_collections_access'],
    summary: "Take a customer or an account officer off a collector's list",
    handler: async ({ params, deps, user }) => {
      const at = new Date(deps.clock.now()).toISOString();
      const done = await deps.db.transaction(async (tx) => {
        const row = await entry(tx, params.access_id);
        if (!row) return false;
        const owner = await tx.one<{ user_id: number }>(sql`SELECT user_id FROM collection_access WHERE access_id = ${params.access_id}`);
        const collector = await tx.one<{ name: string }>(sql`SELECT first_name || ' ' || last_name || ' (' || username || ')' AS name FROM users WHERE id = ${owner!.user_id}`);
        await tx.run(sql`DELETE FROM collection_access WHERE access_id = ${params.access_id}`);
        await recordRevision(tx, {
          entity: 'collection_access',
          entityId: params.access_id,
          action: 'deleted',
          userId: user.id,
          at,
          module: 'Collections Access',
          reference: collector?.name ?? null,
          changes: [{ field: row.kind === 'CUSTOMER' ? 'customer_code' : 'ao_id', label: row.kind === 'CUSTOMER' ? 'Customer' : 'Account Officer', old: row.code ?? row.name, new: null, old_text: row.name }],
        });
        return true;
      });
      return done ? answer(Codes.DELETED, null) : notFound('Access entry not found.');
    },
  }),
];

type Target = { customer_id: number | null; ao_id: number | null; name: string; value: unknown };

/** Writes one entry of a collector's list with its revision; a second of the same is refused on its field. */
async function addEntry(db: Db, by: number, now: number, userId: number, field: 'customer_code' | 'ao_id', find: (tx: Db) => Promise<Target | Answer>): Promise<Answer> {
  const at = new Date(now).toISOString();
  try {
    const done = await db.transaction(async (tx) => {
      const collector = await userName(tx, userId);
      if (!collector) return invalid([M.userNotFound], { user_id: [M.userNotFound] });
      const target = await find(tx);
      if ('status' in target) return target;
      const row = await tx.one<{ access_id: number }>(sql`
        INSERT INTO collection_access (user_id, customer_id, ao_id, created_by, created_at)
        VALUES (${userId}, ${target.customer_id}, ${target.ao_id}, ${by}, ${at}::timestamptz) RETURNING access_id`);
      await recordRevision(tx, {
        entity: 'collection_access',
        entityId: row!.access_id,
        action: 'created',
        userId: by,
        at,
        module: 'Collections Access',
        reference: collector.name,
        changes: [{ field, label: field === 'customer_code' ? 'Customer' : 'Account Officer', old: null, new: target.value, new_text: target.name }],
      });
      return row!.access_id;
    });
    if (typeof done === 'object') return done;
    return answer(Codes.CREATED, await entry(db, done));
  } catch (err) {
    if (isUniqueViolation(err)) return invalid([M.duplicateAccess], { [field]: [M.duplicateAccess] });
    throw err;
  }
}
