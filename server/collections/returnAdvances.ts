import { Codes } from '../../contract';
import { applyReturnAdvanceEp, COLLECTION_MESSAGES as M, returnAdvanceListEp, returnAdvanceShowEp, type ReturnAdvanceRow } from '../../contract/collections';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { pagedList, recordRevision, route } from '../kit';
import { money } from '../customerAr/public';
import { applyToInvoices } from './receipts';

/**
 * A customer return's advance: what its credit memo could not take off the customer's invoices (or all of it, on
 * Apply to Advances) sits in Advances from Customers (2050) until it is applied to later invoices, like a
 * receipt's advance (server/collections/receipts.ts applyToInvoices): Dr 2050, Cr 1100 invoice by invoice.
 */
const SELECT = sql`h.srpf_id::int, h.srpf_no, h.cm_no, e.transaction_date::text AS cm_date, c.customer_code, c.customer_name,
  ${money(sql`h.advance_amount`)} AS advance_amount, ${money(sql`h.advance_left`)} AS advance_left`;
const FROM = sql`srpf_headers h JOIN journal_entries e ON e.id = h.cm_je_id JOIN customers c ON c.customer_id = h.customer_id`;

const NOT_FOUND = 'Credit memo not found.';

async function showReturnAdvance(db: Db, srpfId: number): Promise<ReturnAdvanceRow | undefined> {
  return db.one<ReturnAdvanceRow>(sql`SELECT ${SELECT} FROM ${FROM} WHERE h.srpf_id = ${srpfId} AND h.advance_amount > 0`);
}

async function applyReturnAdvance(tx: Db, srpfId: number, date: string, apps: Parameters<typeof applyToInvoices>[3], actor: { userId: number; at: string }) {
  const h = await tx.one<{ cm_no: string; customer_id: number; customer_name: string; left: string }>(sql`
    SELECT h.cm_no, h.customer_id, c.customer_name, h.advance_left::text AS left
    FROM srpf_headers h JOIN customers c ON c.customer_id = h.customer_id
    WHERE h.srpf_id = ${srpfId} AND h.advance_amount > 0 FOR UPDATE OF h`);
  if (!h) return null;
  if (Number(h.left) === 0) return invalid([M.returnNoAdvance], { applications: [M.returnNoAdvance] });
  const src = { customerId: h.customer_id, customerName: h.customer_name, reference: h.cm_no, left: h.left, exceeded: M.returnAdvanceExceeded };
  const done = await applyToInvoices(tx, src, date, apps);
  if ('status' in done) return done;
  await tx.run(sql`UPDATE srpf_headers SET advance_left = ${done.left}::numeric WHERE srpf_id = ${srpfId}`);
  await recordRevision(tx, {
    entity: 'srpf_headers',
    entityId: srpfId,
    action: 'advance applied',
    userId: actor.userId,
    at: actor.at,
    module: 'Collections',
    reference: h.cm_no,
    changes: [{ field: 'advance_left', label: 'Advance Left', old: h.left, new: done.left }],
  });
  return true as const;
}

export const returnAdvanceRoutes = [
  route(returnAdvanceListEp, {
    scopes: ['view_collections'],
    summary: "Customer returns' credit memos with an advance left to apply",
    handler: async ({ body, deps, ok }) => {
      const { rows, total } = await pagedList<ReturnAdvanceRow, typeof body.order_by>(deps.db, {
        select: SELECT,
        from: FROM,
        where: [sql`h.advance_left > 0`, body.customer_code && sql`c.customer_code = ${body.customer_code}`],
        search: { text: body.search, in: [sql`h.cm_no`, sql`h.srpf_no`, sql`c.customer_code`, sql`c.customer_name`] },
        sort: {
          cm_date: sql`e.transaction_date`,
          cm_no: sql`h.cm_no`,
          srpf_no: sql`h.srpf_no`,
          customer_code: sql`c.customer_code`,
          customer_name: sql`lower(c.customer_name)`,
          advance_left: sql`h.advance_left`,
        },
        tiebreak: sql`h.srpf_id`,
        query: body,
      });
      return ok(rows, total);
    },
  }),
  route(returnAdvanceShowEp, {
    scopes: ['view_collections'],
    summary: "A customer return's credit memo advance",
    handler: async ({ params, deps, ok }) => {
      const row = await showReturnAdvance(deps.db, params.srpf_id);
      return row ? ok(row) : notFound(NOT_FOUND);
    },
  }),
  route(applyReturnAdvanceEp, {
    scopes: ['apply_collection'],
    summary: "Apply a customer return's advance to open invoices",
    handler: async ({ params, body, deps, user }) => {
      const actor = { userId: user.id, at: new Date(deps.clock.now()).toISOString() };
      const done = await deps.db.transaction((tx) => applyReturnAdvance(tx, params.srpf_id, body.applied_on, body.applications, actor));
      if (done === null) return notFound(NOT_FOUND);
      if (done !== true) return done;
      return answer(Codes.UPDATED, await showReturnAdvance(deps.db, params.srpf_id));
    },
  }),
];
