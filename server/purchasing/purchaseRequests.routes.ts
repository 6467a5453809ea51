import { Codes } from '../../contract';
import {
  paymentTermText,
  prActionBody,
  prCreateBody,
  prEditability,
  prListQuery,
  prShowParams,
  prTransitionRefusal,
  PR_SORTABLE,
  PR_TAB_STATUS,
  PR_TABS,
  PR_TRANSITIONS,
  PURCHASING_PATHS,
  prUpdateBody,
  type PrAction,
  type PrListRow,
  type PrStatus,
  type PrTab,
} from '../../contract/purchasing';
import { sql, type Db, type SQL } from '../db/db';
import { answer, invalid, notFound, ok, type Answer } from '../http/answer';
import { defineRoute } from '../http/routeRegistry';
import type { AuthUser } from '../auth/users';
import { isoAt, manilaToday } from './manilaToday';
import { addAttachments, lineProblems, loadPr, writeLinesAndTerms, writeTerms } from './prStore';
import { PR_ANY, PR_TAB_SCOPE } from './scopes';
import { likePattern } from './like';

/*
 * Purchase requests (spec 001 §2, §4, §5, §7). The status rules live in
 * contract/purchasing.ts (PR_TRANSITIONS), shared with the form's buttons.
 * Every transition is one UPDATE ... WHERE status IN (allowed from), so a
 * request changed by someone else in between is refused, never overwritten.
 * A refused transition answers 409 with code 00005 and the reason.
 */

const PR_NOT_FOUND = 'Purchase request not found.';
const conflict = (message: string): Answer => ({ status: 409, code: Codes.CONFLICT, result: [message] });

const ORDER: Record<(typeof PR_SORTABLE)[number], SQL> = {
  pr_hdr_id: sql`pr.pr_hdr_id`,
  pr_no: sql`pr.pr_hdr_id`,
  pr_date: sql`pr.pr_date`,
  estimated_delivery_date: sql`pr.estimated_delivery_date`,
  requester_name: sql`requester_name`,
  grand_total: sql`pr.grand_total`,
};

function listRoute(tab: PrTab) {
  return defineRoute({
    method: 'GET',
    url: PURCHASING_PATHS.prList(tab),
    scopes: [PR_TAB_SCOPE[tab]],
    summary: `Purchase requests of the ${tab} tab (status ${PR_TAB_STATUS[tab]}), paged, searchable by PR number`,
    query: prListQuery,
    handler: async ({ query, deps }) => {
      const where = sql`pr.status = ${PR_TAB_STATUS[tab]} ${query.search ? sql`AND pr.pr_no ILIKE ${likePattern(query.search)}` : sql``}`;
      const order = ORDER[query.order_by as keyof typeof ORDER] ?? ORDER.pr_hdr_id;
      const dir = query.direction === 'desc' ? sql`DESC` : sql`ASC`;
      const rows = await deps.db.rows<PrListRow>(sql`
        SELECT pr.pr_hdr_id, pr.pr_no, pr.pr_date::text AS pr_date,
               trim(u.first_name || ' ' || u.last_name) AS requester_name,
               COALESCE((SELECT string_agg(p.product_name, ', ' ORDER BY l.line_no)
                         FROM purchase_request_lines l JOIN products p ON p.product_id = l.product_id
                         WHERE l.pr_hdr_id = pr.pr_hdr_id), '') AS item_description,
               pr.estimated_delivery_date::text AS estimated_delivery_date, pr.particulars, s.company_name AS supplier_name,
               pr.grand_total::text AS grand_total, pr.status, po.po_hdr_id, po.po_no, po.approved_status AS po_approved_status
        FROM purchase_requests pr
        JOIN users u ON u.id = pr.prepared_by
        JOIN suppliers s ON s.vendor_id = pr.supplier_id
        LEFT JOIN purchase_orders po ON po.pr_hdr_id = pr.pr_hdr_id
        WHERE ${where}
        ORDER BY ${order} ${dir}, pr.pr_hdr_id ${dir}
        LIMIT ${query.page_size} OFFSET ${query.page * query.page_size}`);
      const count = await deps.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM purchase_requests pr WHERE ${where}`);
      return ok(rows, count?.n ?? 0);
    },
  });
}

export const showPurchaseRequest = defineRoute({
  method: 'GET',
  url: '/purchase-requests/show/:pr_hdr_id',
  scopes: PR_ANY,
  summary: 'One purchase request with its lines, terms, attachments, approval information and purchase order',
  params: prShowParams,
  handler: async ({ params, deps }) => {
    const pr = await loadPr(deps.db, params.pr_hdr_id);
    return pr ? ok(pr) : notFound(PR_NOT_FOUND);
  },
});

async function department(db: Db, userId: number): Promise<string | null> {
  return (await db.one<{ department: string | null }>(sql`SELECT department FROM users WHERE id = ${userId}`))?.department ?? null;
}

export const createPurchaseRequest = defineRoute({
  method: 'POST',
  url: PURCHASING_PATHS.prCreate,
  scopes: ['can_create_purchase_request'],
  summary: 'Submit a new purchase request (status 0, For Approval); prices and totals come from the products',
  body: prCreateBody,
  handler: async ({ body, deps, user }) => {
    const { messages, products } = await lineProblems(deps.db, body);
    if (messages.length) return invalid(messages);
    const id = await deps.db.transaction(async (tx) => {
      const row = await tx.one<{ pr_hdr_id: number }>(sql`
        INSERT INTO purchase_requests (pr_date, supplier_id, department, estimated_delivery_date, payment_term, grand_total, prepared_by,
                                       generate_type, particulars, term_po, term_dr, term_transit, status, created_at, updated_at)
        VALUES (${manilaToday(deps.clock.now())}::date, ${body.supplier}, ${await department(tx, user.id)}, ${body.estimated_delivery_date}::date,
                ${paymentTermText(body)}, 0, ${user.id}, ${body.generate_type ?? 2}, ${body.particulars ?? null},
                ${body.term_po}, ${body.term_dr}, ${body.term_transit}, 0, ${isoAt(deps.clock.now())}::timestamptz, ${isoAt(deps.clock.now())}::timestamptz)
        RETURNING pr_hdr_id`);
      await writeLinesAndTerms(tx, row!.pr_hdr_id, body, products);
      await addAttachments(tx, row!.pr_hdr_id, user.id, body.attachments);
      return row!.pr_hdr_id;
    });
    return answer(Codes.CREATED, await loadPr(deps.db, id));
  },
});

/** 404 or 409 for a request a guarded UPDATE did not change. */
async function refusalOf(db: Db, id: number, action: PrAction): Promise<Answer> {
  const row = await db.one<{ status: number; pr_no: string }>(sql`SELECT status, pr_no FROM purchase_requests WHERE pr_hdr_id = ${id}`);
  if (!row) return notFound(PR_NOT_FOUND);
  return conflict(prTransitionRefusal(action, Number(row.status) as PrStatus, row.pr_no) ?? 'The purchase request changed meanwhile; please reload it.');
}

const inList = (statuses: readonly number[]) => sql.join(statuses.map((s) => sql`${s}`), sql`, `);

export const updatePurchaseRequest = defineRoute({
  method: 'POST',
  url: PURCHASING_PATHS.prUpdate,
  scopes: ['can_update_purchase_request'],
  summary: 'Update a purchase request For Approval (dates, particulars, terms) or Declined (also supplier and lines); the status stays',
  body: prUpdateBody,
  handler: async ({ body, deps, user }) => {
    const current = await loadPr(deps.db, body.pr_hdr_id);
    if (!current) return notFound(PR_NOT_FOUND);
    const refusal = prTransitionRefusal('update', current.status, current.pr_no);
    if (refusal) return conflict(refusal);
    const linesEditable = prEditability(current.status).lines;
    if (!linesEditable) {
      const same =
        current.supplier.vendor_id === body.supplier &&
        current.details.length === body.details.length &&
        current.details.every((l, i) => l.product_id === body.details[i].product_id && l.requested_qty === body.details[i].requested_qty);
      if (!same) return conflict(`Purchase request ${current.pr_no} is For Approval; its supplier and lines can only change once it is declined for editing.`);
    }
    const { messages, products } = linesEditable ? await lineProblems(deps.db, body) : { messages: [], products: new Map() };
    if (messages.length) return invalid(messages);
    const now = isoAt(deps.clock.now());
    const changed = await deps.db.transaction(async (tx) => {
      const row = await tx.one<{ pr_hdr_id: number }>(sql`
        UPDATE purchase_requests
        SET supplier_id = ${body.supplier}, estimated_delivery_date = ${body.estimated_delivery_date}::date, payment_term = ${paymentTermText(body)},
            particulars = ${body.particulars ?? null}, term_po = ${body.term_po}, term_dr = ${body.term_dr}, term_transit = ${body.term_transit},
            updated_at = ${now}::timestamptz
        WHERE pr_hdr_id = ${body.pr_hdr_id} AND status = ${current.status}
        RETURNING pr_hdr_id`);
      if (!row) return false;
      if (linesEditable) await writeLinesAndTerms(tx, body.pr_hdr_id, body, products);
      else await writeTerms(tx, body.pr_hdr_id, body);
      await addAttachments(tx, body.pr_hdr_id, user.id, body.attachments);
      return true;
    });
    if (!changed) return refusalOf(deps.db, body.pr_hdr_id, 'update');
    return answer(Codes.UPDATED, await loadPr(deps.db, body.pr_hdr_id));
  },
});

/** Who and when columns each decision stamps. */
const STAMP: Record<Exclude<PrAction, 'update'>, { by: SQL; at: SQL }> = {
  approve: { by: sql`approved_by`, at: sql`approved_at` },
  decline: { by: sql`declined_by`, at: sql`declined_at` },
  cancel: { by: sql`cancelled_by`, at: sql`cancelled_at` },
};

function decisionRoute(action: Exclude<PrAction, 'update'>, scope: 'can_approve_purchase_request' | 'can_decline_purchase_request' | 'can_cancel_purchase_request', summary: string) {
  return defineRoute({
    method: 'POST',
    url: { approve: PURCHASING_PATHS.prApprove, decline: PURCHASING_PATHS.prDecline, cancel: PURCHASING_PATHS.prCancel }[action],
    scopes: [scope],
    summary,
    body: prActionBody,
    handler: async ({ body, deps, user }) => {
      const t = PR_TRANSITIONS[action];
      const now = isoAt(deps.clock.now());
      const done = await deps.db.transaction(async (tx) => {
        // Decisions always move the status (approve, decline and cancel name their target).
        const row = await tx.one<{ pr_hdr_id: number; pr_no: string }>(sql`
          UPDATE purchase_requests
          SET status = ${t.to as PrStatus}, ${STAMP[action].by} = ${user.id}, ${STAMP[action].at} = ${now}::timestamptz,
              remarks = ${action === 'approve' ? sql`remarks` : sql`${body.remarks ?? null}`}, updated_at = ${now}::timestamptz
          WHERE pr_hdr_id = ${body.pr_hdr_id} AND status IN (${inList(t.from)})
          RETURNING pr_hdr_id, pr_no`);
        if (row && action === 'approve') await raisePurchaseOrder(tx, row, user, deps.clock.now());
        return row;
      });
      if (!done) return refusalOf(deps.db, body.pr_hdr_id, action);
      return answer(Codes.UPDATED, await loadPr(deps.db, body.pr_hdr_id));
    },
  });
}

/** An approved request raises its purchase order (Officer Aproval) and the first trail entry. */
async function raisePurchaseOrder(tx: Db, pr: { pr_hdr_id: number; pr_no: string }, user: AuthUser, nowMs: number): Promise<void> {
  const po = await tx.one<{ po_hdr_id: number; po_no: string }>(sql`
    INSERT INTO purchase_orders (pr_hdr_id, approved_status, po_date, created_at)
    VALUES (${pr.pr_hdr_id}, 0, ${manilaToday(nowMs)}::date, ${isoAt(nowMs)}::timestamptz)
    ON CONFLICT (pr_hdr_id) DO NOTHING RETURNING po_hdr_id, po_no`);
  if (!po) return;
  await tx.run(sql`
    INSERT INTO po_trail_logs (po_hdr_id, user_id, remarks, date_time)
    VALUES (${po.po_hdr_id}, ${user.id}, ${`Purchase order ${po.po_no} created from approved purchase request ${pr.pr_no}.`}, ${isoAt(nowMs)}::timestamptz)`);
}

export const approvePurchaseRequest = decisionRoute('approve', 'can_approve_purchase_request', 'Approve a purchase request For Approval or Declined; raises its purchase order');
export const declinePurchaseRequest = decisionRoute('decline', 'can_decline_purchase_request', 'Decline a purchase request For Approval or Cancelled; it goes to For Editing');
export const cancelPurchaseRequest = decisionRoute('cancel', 'can_cancel_purchase_request', 'Cancel a purchase request For Approval');

export const purchaseRequestRoutes = [
  ...PR_TABS.map(listRoute),
  showPurchaseRequest,
  createPurchaseRequest,
  updatePurchaseRequest,
  approvePurchaseRequest,
  declinePurchaseRequest,
  cancelPurchaseRequest,
];
