import { Codes } from '../../contract';
import type { BodyOut, SortKey } from '../../contract/kit';
import {
  approveNaPoEp,
  cancelNaPoEp,
  createNaPoEp,
  listNaPoEp,
  naPoColumns,
  naPoOptionsEp,
  naPoWorkflowDef,
  returnNaPoEp,
  showNaPoEp,
  submitNaPoEp,
  updateNaPoEp,
  type NaPoDetail,
  type NaPoLine,
  type NaPoRow,
  type PoTrailEntry,
} from '../../contract/purchaseOrders';
import { nextNumber } from '../books/post';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { changedFields, conflict, pagedList, queueListRoutes, recordRevision, route, userName, type SortMap } from '../kit';
import { isoAt } from '../clock';
import { levelsOf, poAction } from './levels';
import { NA_PO } from './transitions';

/*
 * Non-asset purchase orders: services and supplies bought for the company's
 * own use, each line charged to an account and a cost center. Written in
 * Editing (create_purchase_order), sent for approval, then approved through
 * the same levels by amount as a stock PO (server/purchaseOrders/levels.ts).
 */

const NOT_FOUND = 'Non-asset purchase order not found.';
const VIEW = ['view_purchase_orders'] as const;

const SELECT = sql`h.na_po_id, h.na_po_no, h.po_type, s.company_name AS supplier_name, h.po_date::text AS po_date, h.delivery_date::text AS delivery_date,
  h.particulars, h.total_amount::text AS total_amount, h.status::int AS status, ${userName('u')} AS created_by_name`;
const FROM = sql`non_asset_purchase_orders h JOIN suppliers s ON s.vendor_id = h.supplier_id JOIN users u ON u.id = h.created_by`;
const SORT: SortMap<typeof naPoColumns> = {
  na_po_no: sql`h.na_po_id`,
  po_date: sql`h.po_date`,
  supplier_name: sql`s.company_name`,
  total_amount: sql`h.total_amount`,
};

const listRoutes = queueListRoutes(naPoWorkflowDef, listNaPoEp, {
  summary: (tab) => `Non-asset purchase orders of the ${tab.label} tab, paged, searchable by PO number or supplier`,
  list: (tab, { query, deps }) =>
    pagedList<NaPoRow, SortKey<typeof naPoColumns>>(deps.db, {
      select: SELECT,
      from: FROM,
      where: [sql`h.status IN (${sql.raw(tab.statuses.join(', '))})`],
      search: { text: query.search, in: [sql`h.na_po_no`, sql`s.company_name`, sql`h.particulars`] },
      sort: SORT,
      tiebreak: sql`h.na_po_id`,
      query,
    }),
});

export async function loadNaPo(db: Db, id: number, userId: number): Promise<NaPoDetail | null> {
  const head = await db.one<NaPoRow & { supplier_id: number; remarks: string | null; approval_cycle: number; made_by_you: boolean }>(sql`
    SELECT ${SELECT}, h.supplier_id, h.remarks, h.approval_cycle,
           (h.created_by = ${userId} OR h.updated_by = ${userId} OR h.submitted_by IS NOT DISTINCT FROM ${userId}) AS made_by_you
    FROM ${FROM} WHERE h.na_po_id = ${id}`);
  if (!head) return null;
  const [lines, trail, levels] = await Promise.all([
    db.rows<NaPoLine>(sql`
      SELECT l.line_no::int AS line_no, l.description, l.quantity::text AS quantity, l.unit, l.unit_price::text AS unit_price, l.amount::text AS amount,
             l.account_code, a.account_name, l.cost_center_id, c.cost_center_name
      FROM non_asset_po_lines l JOIN accounts a ON a.account_code = l.account_code LEFT JOIN cost_centers c ON c.cost_center_id = l.cost_center_id
      WHERE l.na_po_id = ${id} ORDER BY l.line_no`),
    db.rows<PoTrailEntry>(sql`
      SELECT t.log_trail_id::int AS log_trail_id, jsonb_build_object('employee_name', ${userName('u')}) AS user_details, t.remarks,
             to_char(t.date_time AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI:SS') AS date_time
      FROM non_asset_po_trail t LEFT JOIN users u ON u.id = t.user_id WHERE t.na_po_id = ${id} ORDER BY t.date_time, t.log_trail_id`),
    levelsOf(db, NA_PO, id, head.approval_cycle, head.total_amount, head.status),
  ]);
  return { ...head, made_by_you: Boolean(head.made_by_you), lines, trail, levels };
}

/** Why the lines' references cannot be used (unknown or inactive accounts and cost centers, header accounts). */
async function lineProblems(tx: Db, lines: { account_code: string; cost_center_id?: number | null }[]): Promise<string[]> {
  const payload = JSON.stringify(lines.map((l, i) => ({ n: i + 1, account: l.account_code, cc: l.cost_center_id ?? null })));
  const rows = await tx.rows<{ n: number; account_ok: boolean; cc_ok: boolean }>(sql`
    SELECT x.n, EXISTS (SELECT 1 FROM accounts a WHERE a.account_code = x.account AND a.active AND NOT a.is_header AND a.deleted_at IS NULL) AS account_ok,
           (x.cc IS NULL OR EXISTS (SELECT 1 FROM cost_centers c WHERE c.cost_center_id = x.cc AND c.active)) AS cc_ok
    FROM jsonb_to_recordset(${payload}::jsonb) AS x(n int, account text, cc int) ORDER BY x.n`);
  return rows.flatMap((r) => [...(r.account_ok ? [] : [`Line ${r.n}: choose an active account that takes postings.`]), ...(r.cc_ok ? [] : [`Line ${r.n}: choose an active cost center.`])]);
}

type Body = BodyOut<typeof createNaPoEp>;

async function writeLines(tx: Db, id: number, lines: Body['lines']): Promise<void> {
  await tx.run(sql`DELETE FROM non_asset_po_lines WHERE na_po_id = ${id}`);
  const payload = JSON.stringify(lines.map((l, i) => ({ n: i + 1, d: l.description, q: l.quantity, u: l.unit ?? '', p: l.unit_price, a: l.account_code, c: l.cost_center_id ?? null })));
  await tx.run(sql`
    INSERT INTO non_asset_po_lines (na_po_id, line_no, description, quantity, unit, unit_price, amount, account_code, cost_center_id)
    SELECT ${id}, x.n, x.d, x.q, x.u, x.p, round(x.q * x.p, 2), x.a, x.c
    FROM jsonb_to_recordset(${payload}::jsonb) AS x(n int, d text, q numeric, u text, p numeric, a text, c int) ORDER BY x.n`);
  await tx.run(sql`UPDATE non_asset_purchase_orders SET total_amount = (SELECT COALESCE(SUM(amount), 0) FROM non_asset_po_lines WHERE na_po_id = ${id}) WHERE na_po_id = ${id}`);
}

const supplierActive = async (tx: Db, supplierId: number) => Boolean(await tx.one(sql`SELECT 1 FROM suppliers WHERE vendor_id = ${supplierId} AND active`));
const HEADER_LABELS = { po_type: 'Type', supplier_id: 'Supplier', po_date: 'PO Date', delivery_date: 'Delivery Date', particulars: 'Particulars', total_amount: 'Total Amount' } as const;

export const createNaPo = route(createNaPoEp, {
  scopes: ['create_purchase_order'],
  summary: 'Write a non-asset purchase order (services or supplies) in Editing, or send it for approval at once',
  handler: async ({ body, deps, user }) => {
    const now = isoAt(deps.clock.now());
    const refused = await deps.db.transaction(async (tx) => {
      if (!(await supplierActive(tx, body.supplier_id))) return invalid(['Choose an active supplier.'], { supplier_id: ['Choose an active supplier.'] });
      const problems = await lineProblems(tx, body.lines);
      if (problems.length) return invalid(problems);
      const no = await nextNumber(tx, 'NAPO', body.po_date);
      const row = await tx.one<{ na_po_id: number }>(sql`
        INSERT INTO non_asset_purchase_orders (na_po_no, po_type, supplier_id, po_date, delivery_date, particulars, status, created_by, created_at, updated_by, updated_at)
        VALUES (${no}, ${body.po_type}, ${body.supplier_id}, ${body.po_date}::date, ${body.delivery_date ?? null}::date, ${body.particulars ?? null}, 3,
                ${user.id}, ${now}::timestamptz, ${user.id}, ${now}::timestamptz)
        RETURNING na_po_id`);
      const id = row!.na_po_id;
      await writeLines(tx, id, body.lines);
      await NA_PO.trail(tx, id, user.id, `Non-asset purchase order ${no} written.`, now);
      const total = await tx.one<{ total_amount: string }>(sql`SELECT total_amount::text AS total_amount FROM non_asset_purchase_orders WHERE na_po_id = ${id}`);
      await recordRevision(tx, {
        entity: NA_PO.entity,
        entityId: id,
        action: 'created',
        maker: 'created',
        userId: user.id,
        at: now,
        changes: changedFields(null, { ...body, total_amount: total!.total_amount }, ['po_type', 'supplier_id', 'po_date', 'delivery_date', 'particulars', 'total_amount'], HEADER_LABELS),
        module: NA_PO.module,
        reference: no,
      });
      return id;
    });
    if (typeof refused !== 'number') return refused;
    if (body.submit) {
      const sent = await poAction(deps.db, NA_PO, 'submit', refused, user, now);
      if (!sent.done) return sent.answer;
    }
    return answer(Codes.CREATED, await loadNaPo(deps.db, refused, user.id), 201);
  },
});

export const updateNaPo = route(updateNaPoEp, {
  scopes: ['create_purchase_order'],
  summary: 'Save a non-asset purchase order in Editing again (and send it for approval when asked)',
  handler: async ({ params, body, deps, user }) => {
    const now = isoAt(deps.clock.now());
    const id = params.na_po_id;
    const refused = await deps.db.transaction(async (tx) => {
      const before = await tx.one<Record<string, unknown> & { status: number; na_po_no: string }>(sql`
        SELECT status, na_po_no, po_type, supplier_id, po_date::text AS po_date, delivery_date::text AS delivery_date, particulars, total_amount::text AS total_amount
        FROM non_asset_purchase_orders WHERE na_po_id = ${id} FOR UPDATE`);
      if (!before) return notFound(NOT_FOUND);
      if (before.status !== 3) return conflict(`Non-asset purchase order ${before.na_po_no} is ${naPoWorkflowDef.statuses[before.status as 3]}; only one in Editing can be edited.`);
      if (!(await supplierActive(tx, body.supplier_id))) return invalid(['Choose an active supplier.'], { supplier_id: ['Choose an active supplier.'] });
      const problems = await lineProblems(tx, body.lines);
      if (problems.length) return invalid(problems);
      await tx.run(sql`
        UPDATE non_asset_purchase_orders SET po_type = ${body.po_type}, supplier_id = ${body.supplier_id}, po_date = ${body.po_date}::date,
          delivery_date = ${body.delivery_date ?? null}::date, particulars = ${body.particulars ?? null}, updated_by = ${user.id}, updated_at = ${now}::timestamptz
        WHERE na_po_id = ${id}`);
      await writeLines(tx, id, body.lines);
      const total = await tx.one<{ total_amount: string }>(sql`SELECT total_amount::text AS total_amount FROM non_asset_purchase_orders WHERE na_po_id = ${id}`);
      await NA_PO.trail(tx, id, user.id, 'Edited.', now);
      await recordRevision(tx, {
        entity: NA_PO.entity,
        entityId: id,
        action: 'updated',
        maker: 'edited',
        userId: user.id,
        at: now,
        changes: changedFields(before, { ...body, total_amount: total!.total_amount }, ['po_type', 'supplier_id', 'po_date', 'delivery_date', 'particulars', 'total_amount'], HEADER_LABELS),
        module: NA_PO.module,
        reference: before.na_po_no,
      });
      return null;
    });
    if (refused) return refused;
    if (body.submit) {
      const sent = await poAction(deps.db, NA_PO, 'submit', id, user, now);
      if (!sent.done) return sent.answer;
    }
    return answer(Codes.UPDATED, await loadNaPo(deps.db, id, user.id));
  },
});

export const showNaPo = route(showNaPoEp, {
  scopes: [...VIEW],
  summary: 'One non-asset purchase order with its lines, levels signed and trail',
  handler: async ({ params, deps, user, ok }) => {
    const po = await loadNaPo(deps.db, params.na_po_id, user.id);
    return po ? ok(po) : notFound(NOT_FOUND);
  },
});

export const naPoOptions = route(naPoOptionsEp, {
  scopes: ['create_purchase_order'],
  summary: 'What a non-asset purchase order may name: active suppliers, accounts that take postings, active cost centers',
  handler: async ({ deps, ok }) => {
    const [suppliers, accounts, cost_centers] = await Promise.all([
      deps.db.rows<{ vendor_id: number; vendor_code: string; company_name: string }>(sql`
        SELECT vendor_id, vendor_code, company_name FROM suppliers WHERE active ORDER BY company_name LIMIT 1000`),
      deps.db.rows<{ account_code: string; account_name: string }>(sql`
        SELECT account_code, account_name FROM accounts WHERE active AND NOT is_header AND deleted_at IS NULL AND account_type IN ('Expenses', 'Assets')
        ORDER BY account_code`),
      deps.db.rows<{ cost_center_id: number; cost_center_name: string }>(sql`
        SELECT cost_center_id, cost_center_name FROM cost_centers WHERE active ORDER BY cost_center_name`),
    ]);
    return ok({ suppliers, accounts, cost_centers });
  },
});

type LevelEndpoint = typeof approveNaPoEp | typeof returnNaPoEp | typeof cancelNaPoEp | typeof submitNaPoEp;
function levelRoute(action: 'approve' | 'return' | 'cancel' | 'submit', ep: LevelEndpoint, summary: string) {
  return route(ep, {
    scopes: [naPoWorkflowDef.actions[action].scope],
    summary,
    handler: async ({ params, body, deps, user }) => {
      const reason = (body as { reason?: string | null } | undefined)?.reason ?? null;
      const res = await poAction(deps.db, NA_PO, action, params.na_po_id, user, isoAt(deps.clock.now()), reason);
      if (!res.done) return res.answer;
      return answer(Codes.UPDATED, await loadNaPo(deps.db, params.na_po_id, user.id));
    },
  });
}

export const naPoRoutes = [
  ...listRoutes,
  naPoOptions,
  showNaPo,
  createNaPo,
  updateNaPo,
  levelRoute('submit', submitNaPoEp, 'Send a non-asset purchase order in Editing for approval'),
  levelRoute('approve', approveNaPoEp, 'Sign the level a non-asset purchase order waits at; it moves to the next level its amount needs, or to Approved'),
  levelRoute('return', returnNaPoEp, 'Return a non-asset purchase order waiting for approval to Editing, with a reason'),
  levelRoute('cancel', cancelNaPoEp, 'Cancel a non-asset purchase order waiting for approval or in Editing, with a reason'),
];
