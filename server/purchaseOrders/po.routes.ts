import { Codes } from '../../contract';
import { moqProblems } from '../../contract/purchasing';
import type { SortKey } from '../../contract/kit';
import {
  approvePurchaseOrderEp,
  cancelPurchaseOrderEp,
  createPurchaseOrderEp,
  exportPurchaseOrdersEp,
  listPurchaseOrdersEp,
  poColumns,
  poWorkflowDef,
  printPurchaseOrderEp,
  returnPurchaseOrderEp,
  showPurchaseOrderEp,
  submitPurchaseOrderEp,
  updatePurchaseOrderEp,
  type PoListRow,
} from '../../contract/purchaseOrders';
import { sql, type Db, type SQL } from '../db/db';
import { exportToXlsx } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { answer, invalid, notFound } from '../http/answer';
import { changedFields, conflict, exportColumnsOf, pagedList, queueListRoutes, readableRows, recordRevision, route, whereOf, type SortMap } from '../kit';
import { isoAt, manilaToday } from '../clock';
import { poAction } from './levels';
import { loadPo, oneBatch, PO_LIST_FROM, PO_LIST_SELECT, poTotal } from './poStore';
import { STOCK_PO } from './transitions';

/*
 * Stock purchase orders (issue 14): the list by status tab, a PO raised
 * directly (without a purchase request), one PO with its lines, receipts, payables, levels and trail, its print data, the level
 * actions (server/purchaseOrders/levels.ts) and the edit of a PO returned to
 * Editing. Reading needs view_purchase_orders.
 */

const NOT_FOUND = 'Purchase order not found.';
const VIEW = ['view_purchase_orders'] as const;

const SORT: SortMap<typeof poColumns> = {
  po_no: sql`po.po_hdr_id`,
  po_date: sql`po.po_date`,
  supplier_name: sql`s.company_name`,
  delivery_date: sql`COALESCE(po.delivery_date, pr.estimated_delivery_date)`,
  total_amount: sql`${poTotal('po')}`,
};

const statusesOf = (tab: string): SQL => {
  const t = poWorkflowDef.tabs.find((x) => x.key === tab) ?? poWorkflowDef.tabs[0];
  return sql.raw(t.statuses.join(', '));
};
const searchIn = [sql`po.po_no`, sql`pr.pr_no`, sql`s.company_name`];

const listRoutes = queueListRoutes(poWorkflowDef, listPurchaseOrdersEp, {
  summary: (tab) => `Purchase orders of the ${tab.label} tab, paged, searchable by PO number, PR number or supplier`,
  list: (tab, { query, deps }) =>
    pagedList<PoListRow, SortKey<typeof poColumns>>(deps.db, {
      select: PO_LIST_SELECT,
      from: PO_LIST_FROM,
      where: [sql`po.approved_status IN (${statusesOf(tab.key)})`],
      search: { text: query.search, in: searchIn },
      sort: SORT,
      tiebreak: sql`po.po_hdr_id`,
      query,
    }),
});

export const exportPurchaseOrders = route(exportPurchaseOrdersEp, {
  scopes: [...VIEW],
  summary: 'The purchase orders of a status tab (and search) as XLSX',
  handler: async (ctx) => {
    const { body, deps } = ctx;
    const tab = poWorkflowDef.tabs.find((t) => t.key === body.tab)!;
    const where = whereOf([sql`po.approved_status IN (${statusesOf(tab.key)})`], { text: body.search, in: searchIn });
    return exportToXlsx(ctx, {
      title: `Purchase Orders - ${tab.label}`,
      fileName: ['purchase_orders', tab.key],
      filters: [{ label: 'Status', value: tab.label }, ...(body.search ? [{ label: 'Search', value: body.search }] : [])],
      columns: exportColumnsOf(poColumns),
      sum: ['total_amount'],
      // A status tab holds at most a few thousand POs: one batch.
      batches: readableRows(poColumns, oneBatch(await deps.db.rows<PoListRow>(sql`SELECT ${PO_LIST_SELECT} FROM ${PO_LIST_FROM} ${where} ORDER BY po.po_hdr_id DESC`)), formatManilaDateTime),
    });
  },
});

export const showPurchaseOrder = route(showPurchaseOrderEp, {
  scopes: [...VIEW],
  summary: 'One purchase order: lines with received and invoiced quantities, receipts with their payable status, levels signed, trail',
  handler: async ({ params, deps, user, ok }) => {
    const po = await loadPo(deps.db, params.po_hdr_id, user.id);
    return po ? ok(po) : notFound(NOT_FOUND);
  },
});

export const printPurchaseOrder = route(printPurchaseOrderEp, {
  scopes: [...VIEW],
  summary: 'The purchase order as printed (the screen draws the PDF)',
  handler: async ({ params, deps, user, ok }) => {
    const po = await loadPo(deps.db, params.po_hdr_id, user.id);
    return po ? ok(po) : notFound(NOT_FOUND);
  },
});

type LevelEndpoint = typeof approvePurchaseOrderEp | typeof returnPurchaseOrderEp | typeof cancelPurchaseOrderEp | typeof submitPurchaseOrderEp;

function levelRoute(action: 'approve' | 'return' | 'cancel' | 'submit', ep: LevelEndpoint, summary: string) {
  return route(ep, {
    scopes: [poWorkflowDef.actions[action].scope],
    summary,
    handler: async ({ params, body, deps, user }) => {
      const reason = (body as { reason?: string | null } | undefined)?.reason ?? null;
      const res = await poAction(deps.db, STOCK_PO, action, params.po_hdr_id, user, isoAt(deps.clock.now()), reason);
      if (!res.done) return res.answer;
      return answer(Codes.UPDATED, await loadPo(deps.db, params.po_hdr_id, user.id));
    },
  });
}

export const approvePurchaseOrder = levelRoute('approve', approvePurchaseOrderEp, 'Sign the level a purchase order waits at; it moves to the next level its amount needs, or to Approved');
export const returnPurchaseOrder = levelRoute('return', returnPurchaseOrderEp, 'Return a purchase order waiting for approval to Editing, with a reason');
export const cancelPurchaseOrder = levelRoute('cancel', cancelPurchaseOrderEp, 'Cancel a purchase order waiting for approval or in Editing, with a reason');
export const submitPurchaseOrder = levelRoute('submit', submitPurchaseOrderEp, 'Send a purchase order in Editing for approval again (from the officer)');

const EDIT_LABELS = { delivery_date: 'Delivery Date', instructions: 'Special Instructions' } as const;

export const updatePurchaseOrder = route(updatePurchaseOrderEp, {
  scopes: ['create_purchase_order'],
  summary: 'Edit a purchase order in Editing: delivery date, instructions, line quantities and prices',
  handler: async ({ params, body, deps, user }) => {
    const now = isoAt(deps.clock.now());
    const id = params.po_hdr_id;
    const lineNos = body.lines.map((l) => l.line_no);
    if (new Set(lineNos).size !== lineNos.length) return invalid(['Each line may be given once.']);
    const outcome = await deps.db.transaction(async (tx) => {
      // The row lock keeps an approver from acting on the PO between the check and the write.
      const po = await tx.one<{ po_no: string; pr_hdr_id: number | null; approved_status: number; delivery_date: string | null; instructions: string | null }>(sql`
        SELECT po_no, pr_hdr_id, approved_status, delivery_date::text AS delivery_date, instructions FROM purchase_orders WHERE po_hdr_id = ${id} FOR UPDATE`);
      if (!po) return notFound(NOT_FOUND);
      if (po.approved_status !== 3) return conflict(`Purchase order ${po.po_no} is ${poWorkflowDef.statuses[po.approved_status as 3]}; only a purchase order in Editing can be edited.`);
      const known = await tx.rows<{ line_no: number; requested_qty: number; unit_price: string }>(sql`
        SELECT line_no::int AS line_no, requested_qty, unit_price::text AS unit_price FROM purchase_request_lines WHERE po_hdr_id = ${id}`);
      const unknown = lineNos.filter((n) => !known.some((k) => k.line_no === n));
      if (unknown.length) return invalid([`Line ${unknown.join(', ')} is not on this purchase order.`]);
      const payload = JSON.stringify(body.lines);
      await tx.run(sql`
        UPDATE purchase_request_lines l SET requested_qty = x.ordered_qty, unit_price = x.unit_price, total_amount = round(x.ordered_qty * x.unit_price, 2)
        FROM jsonb_to_recordset(${payload}::jsonb) AS x(line_no int, ordered_qty int, unit_price numeric)
        WHERE l.po_hdr_id = ${id} AND l.line_no = x.line_no`);
      if (po.pr_hdr_id !== null) {
        await tx.run(sql`UPDATE purchase_requests SET grand_total = (SELECT SUM(total_amount) FROM purchase_request_lines WHERE pr_hdr_id = ${po.pr_hdr_id}) WHERE pr_hdr_id = ${po.pr_hdr_id}`);
      }
      const after = { delivery_date: body.delivery_date ?? null, instructions: body.instructions ?? null };
      await tx.run(sql`
        UPDATE purchase_orders SET delivery_date = ${after.delivery_date}::date, instructions = ${after.instructions}, edited_by = ${user.id}, updated_at = ${now}::timestamptz
        WHERE po_hdr_id = ${id}`);
      const lineChanges = body.lines.flatMap((l) => {
        const k = known.find((x) => x.line_no === l.line_no)!;
        return changedFields({ qty: k.requested_qty, price: k.unit_price }, { qty: l.ordered_qty, price: l.unit_price }, ['qty', 'price'], {
          qty: `Line ${l.line_no} Quantity`,
          price: `Line ${l.line_no} Unit Price`,
        }).filter((c) => c.field !== 'price' || Number(c.old) !== Number(c.new));
      });
      await tx.run(sql`INSERT INTO po_trail_logs (po_hdr_id, user_id, remarks, date_time) VALUES (${id}, ${user.id}, 'Edited.', ${now}::timestamptz)`);
      await recordRevision(tx, {
        entity: 'purchase_orders',
        entityId: id,
        action: 'updated',
        maker: 'edited',
        userId: user.id,
        at: now,
        changes: [...changedFields(po, after, ['delivery_date', 'instructions'], EDIT_LABELS), ...lineChanges],
        module: 'Purchase Orders',
        reference: po.po_no,
      });
      return null;
    });
    if (outcome) return outcome;
    return answer(Codes.UPDATED, await loadPo(deps.db, id, user.id));
  },
});

const CREATE_LABELS = { supplier_id: 'Supplier', delivery_date: 'Delivery Date', instructions: 'Special Instructions', total_amount: 'Total Amount' } as const;

/** Why the chosen products cannot be ordered from the supplier (missing, inactive, someone else's, twice, below MOQ). */
async function directLineProblems(tx: Db, supplierId: number, lines: { product_id: number; ordered_qty: number }[]): Promise<string[]> {
  const payload = JSON.stringify(lines.map((l, i) => ({ n: i + 1, p: l.product_id })));
  const rows = await tx.rows<{ n: number; name: string | null; supplier_id: number | null; active: number | null; moq: number | null }>(sql`
    SELECT x.n, p.product_name AS name, p.supplier_id, p.active::int AS active, p.quantity AS moq
    FROM jsonb_to_recordset(${payload}::jsonb) AS x(n int, p int) LEFT JOIN products p ON p.product_id = x.p ORDER BY x.n`);
  const seen = new Map<number, number>();
  const problems = rows.flatMap((r, i) => {
    if (r.name === null) return [`Line ${r.n}: product not found.`];
    const twice = seen.get(lines[i].product_id);
    seen.set(lines[i].product_id, r.n);
    return [
      ...(twice ? [`Line ${r.n}: ${r.name} is already on line ${twice}.`] : []),
      ...(r.supplier_id !== supplierId ? [`Line ${r.n}: ${r.name} is not supplied by the selected supplier.`] : []),
      ...(r.active !== 1 ? [`Line ${r.n}: ${r.name} is inactive.`] : []),
    ];
  });
  return [...problems, ...moqProblems(lines.map((l, i) => ({ requested_qty: l.ordered_qty, quantity: Number(rows[i]?.moq ?? 0) })))];
}

export const createPurchaseOrder = route(createPurchaseOrderEp, {
  scopes: ['create_purchase_order'],
  summary: 'Raise a stock purchase order without a purchase request (unit costs from the products), in Editing or sent for approval at once',
  handler: async ({ body, deps, user }) => {
    const now = isoAt(deps.clock.now());
    const created = await deps.db.transaction(async (tx) => {
      const supplier = await tx.one(sql`SELECT 1 FROM suppliers WHERE vendor_id = ${body.supplier_id} AND active AND is_supplier`);
      if (!supplier) return invalid(['Choose an active supplier.'], { supplier_id: ['Choose an active supplier.'] });
      const problems = await directLineProblems(tx, body.supplier_id, body.lines);
      if (problems.length) return invalid(problems);
      const po = await tx.one<{ po_hdr_id: number; po_no: string }>(sql`
        INSERT INTO purchase_orders (supplier_id, approved_status, po_date, delivery_date, instructions, created_by, created_at, updated_at)
        VALUES (${body.supplier_id}, 3, ${manilaToday(Date.parse(now))}::date, ${body.delivery_date ?? null}::date, ${body.instructions ?? null},
                ${user.id}, ${now}::timestamptz, ${now}::timestamptz)
        RETURNING po_hdr_id, po_no`);
      const { po_hdr_id: id, po_no: poNo } = po!;
      const payload = JSON.stringify(body.lines.map((l, i) => ({ n: i + 1, p: l.product_id, q: l.ordered_qty })));
      // The product's cost when saved, as a purchase request's line takes it.
      await tx.run(sql`
        INSERT INTO purchase_request_lines (po_hdr_id, line_no, product_id, requested_qty, unit_price, total_amount, lead_time)
        SELECT ${id}, x.n, p.product_id, x.q, p.cost, round(x.q * p.cost, 2), p.supplier_lead_time
        FROM jsonb_to_recordset(${payload}::jsonb) AS x(n int, p int, q int) JOIN products p ON p.product_id = x.p ORDER BY x.n`);
      await STOCK_PO.trail(tx, id, user.id, `Purchase order ${poNo} written directly, without a purchase request.`, now);
      const total = await tx.one<{ total: string }>(sql`SELECT ${poTotal('po')}::numeric(16, 2)::text AS total FROM purchase_orders po WHERE po.po_hdr_id = ${id}`);
      await recordRevision(tx, {
        entity: STOCK_PO.entity,
        entityId: id,
        action: 'created',
        maker: 'created',
        userId: user.id,
        at: now,
        changes: changedFields(null, { ...body, total_amount: total!.total }, ['supplier_id', 'delivery_date', 'instructions', 'total_amount'], CREATE_LABELS),
        module: STOCK_PO.module,
        reference: poNo,
      });
      return id;
    });
    if (typeof created !== 'number') return created;
    if (body.submit) {
      const sent = await poAction(deps.db, STOCK_PO, 'submit', created, user, now);
      if (!sent.done) return sent.answer;
    }
    return answer(Codes.CREATED, await loadPo(deps.db, created, user.id), 201);
  },
});

export const poRoutes = [
  createPurchaseOrder,
  ...listRoutes,
  exportPurchaseOrders,
  showPurchaseOrder,
  printPurchaseOrder,
  approvePurchaseOrder,
  returnPurchaseOrder,
  cancelPurchaseOrder,
  submitPurchaseOrder,
  updatePurchaseOrder,
];
