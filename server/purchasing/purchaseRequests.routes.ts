import { Codes } from '../../contract';
import { transitionRefusal, type SortKey } from '../../contract/kit';
import {
  createPurchaseRequestEp,
  paymentTermText,
  prEditability,
  showPurchaseRequestEp,
  updatePurchaseRequestEp,
  type PrListRow,
  type PrStatus,
} from '../../contract/purchasing';
import {
  approvePurchaseRequestEp,
  cancelPurchaseRequestEp,
  declinePurchaseRequestEp,
  listPurchaseRequests,
  prWorkflow,
  type PrAction,
  type prColumns,
} from '../../contract/purchaseRequestQueue';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { conflict, pagedList, queueListRoutes, recordRevision, route, runTransition, type SortMap } from '../kit';
import { isoAt, manilaToday } from '../clock';
import { addAttachments, addStoredAttachments, lineProblems, loadPr, writeLinesAndTerms, writeTerms } from './prStore';
import { keepUploads, uploadsOf } from '../uploads';
import { PR_ANY } from './scopes';
import { PR_STORE } from './transitions';

/*
 * Purchase requests (spec 001 §2, §4, §5, §7). The status rules live in
 * contract/purchasing.ts (PR_TRANSITIONS), shared with the form's buttons.
 * Every transition is one UPDATE ... WHERE status IN (allowed from), so a
 * request changed by someone else in between is refused, never overwritten.
 * A refused transition answers 409 with code 00005 and the reason.
 */

const PR_NOT_FOUND = 'Purchase request not found.';

const SORT: SortMap<typeof prColumns> = {
  pr_no: sql`pr.pr_hdr_id`,
  requester_name: sql`requester_name`,
  estimated_delivery_date: sql`pr.estimated_delivery_date`,
  grand_total: sql`pr.grand_total`,
};

const listRoutes = queueListRoutes(prWorkflow, listPurchaseRequests, {
  summary: (tab) => `Purchase requests of the ${tab.label} tab (status ${tab.statuses.join(', ')}), paged, searchable by PR number`,
  list: (tab, { query, deps }) =>
    pagedList<PrListRow, SortKey<typeof prColumns>>(deps.db, {
      select: sql`pr.pr_hdr_id, pr.pr_no, pr.pr_date::text AS pr_date,
               trim(u.first_name || ' ' || u.last_name) AS requester_name,
               COALESCE((SELECT string_agg(p.product_name, ', ' ORDER BY l.line_no)
                         FROM purchase_request_lines l JOIN products p ON p.product_id = l.product_id
                         WHERE l.pr_hdr_id = pr.pr_hdr_id), '') AS item_description,
               pr.estimated_delivery_date::text AS estimated_delivery_date, pr.particulars, s.company_name AS supplier_name,
               pr.grand_total::text AS grand_total, pr.status, po.po_hdr_id, po.po_no, po.approved_status AS po_approved_status`,
      from: sql`purchase_requests pr
        JOIN users u ON u.id = pr.prepared_by
        JOIN suppliers s ON s.vendor_id = pr.supplier_id
        LEFT JOIN purchase_orders po ON po.pr_hdr_id = pr.pr_hdr_id`,
      where: [sql`pr.status IN (${sql.join(tab.statuses.map((st) => sql`${st}`), sql`, `)})`],
      search: { text: query.search, in: [sql`pr.pr_no`] },
      sort: SORT,
      tiebreak: sql`pr.pr_hdr_id`,
      query,
    }),
});

export const showPurchaseRequest = route(showPurchaseRequestEp, {
  scopes: PR_ANY,
  summary: 'One purchase request with its lines, terms, attachments, approval information and purchase order',
  handler: async ({ params, deps, ok }) => {
    const pr = await loadPr(deps.db, params.pr_hdr_id);
    return pr ? ok(pr) : notFound(PR_NOT_FOUND);
  },
});

async function department(db: Db, userId: number): Promise<string | null> {
  return (await db.one<{ department: string | null }>(sql`SELECT department FROM users WHERE id = ${userId}`))?.department ?? null;
}

export const createPurchaseRequest = route(createPurchaseRequestEp, {
  scopes: ['can_create_purchase_request'],
  summary: 'Submit a new purchase request (status 0, For Approval); prices and totals come from the products',
  handler: async ({ body, deps, user, request }) => {
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
      // The spec's payload carries the attachments as files (001 §3): sent as multipart, they are kept with the request.
      await addStoredAttachments(tx, row!.pr_hdr_id, user.id, uploadsOf(request), isoAt(deps.clock.now()));
      await recordPrWrite(tx, row!.pr_hdr_id, 'created', user.id, isoAt(deps.clock.now()));
      return row!.pr_hdr_id;
    });
    keepUploads(request);
    return answer(Codes.CREATED, await loadPr(deps.db, id));
  },
});

/** The revision of a request written or rewritten: its writer is one of its makers from then on (never its checker). */
async function recordPrWrite(tx: Db, id: number, action: 'created' | 'updated', userId: number, at: string): Promise<void> {
  const pr = (await tx.one<{ pr_no: string; grand_total: string; lines: number }>(sql`
    SELECT pr_no, grand_total::numeric(16, 2)::text AS grand_total, (SELECT COUNT(*)::int FROM purchase_request_lines l WHERE l.pr_hdr_id = ${id}) AS lines
    FROM purchase_requests WHERE pr_hdr_id = ${id}`))!;
  await recordRevision(tx, {
    entity: PR_STORE.entity,
    entityId: id,
    action,
    maker: action === 'created' ? 'created' : 'edited',
    userId,
    at,
    module: 'Purchase Request',
    reference: pr.pr_no,
    changes: [
      { field: 'grand_total', label: 'Grand Total', old: null, new: pr.grand_total },
      { field: 'lines', label: 'Lines', old: null, new: pr.lines },
    ],
  });
}

/** 404 or 409 for a request a guarded UPDATE did not change. */
async function refusalOf(db: Db, id: number, action: PrAction): Promise<Answer> {
  const row = await db.one<{ status: number; pr_no: string }>(sql`SELECT status, pr_no FROM purchase_requests WHERE pr_hdr_id = ${id}`);
  if (!row) return notFound(PR_NOT_FOUND);
  return conflict(transitionRefusal(prWorkflow, action, Number(row.status) as PrStatus, row.pr_no) ?? 'The purchase request changed meanwhile; please reload it.');
}

export const updatePurchaseRequest = route(updatePurchaseRequestEp, {
  scopes: ['can_update_purchase_request'],
  summary: 'Update a purchase request For Approval (dates, particulars, terms) or Declined (also supplier and lines); the status stays',
  handler: async ({ body, deps, user, request }) => {
    const current = await loadPr(deps.db, body.pr_hdr_id);
    if (!current) return notFound(PR_NOT_FOUND);
    const refusal = transitionRefusal(prWorkflow, 'update', current.status, current.pr_no);
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
      await addStoredAttachments(tx, body.pr_hdr_id, user.id, uploadsOf(request), now);
      await recordPrWrite(tx, body.pr_hdr_id, 'updated', user.id, now);
      return true;
    });
    if (!changed) return refusalOf(deps.db, body.pr_hdr_id, 'update');
    keepUploads(request);
    return answer(Codes.UPDATED, await loadPr(deps.db, body.pr_hdr_id));
  },
});

type DecisionEndpoint = typeof approvePurchaseRequestEp | typeof declinePurchaseRequestEp | typeof cancelPurchaseRequestEp;

function decisionRoute(action: 'approve' | 'decline' | 'cancel', ep: DecisionEndpoint, summary: string) {
  return route(ep, {
    scopes: [prWorkflow.actions[action].scope],
    summary,
    handler: async ({ body, deps, user }) => {
      const res = await runTransition(deps.db, prWorkflow, PR_STORE, action, body.pr_hdr_id, { user, now: isoAt(deps.clock.now()), reason: body.remarks });
      if (!res.done) return res.answer;
      return answer(Codes.UPDATED, await loadPr(deps.db, res.id));
    },
  });
}

export const approvePurchaseRequest = decisionRoute('approve', approvePurchaseRequestEp, 'Approve a purchase request For Approval or Declined; raises its purchase order');
export const declinePurchaseRequest = decisionRoute('decline', declinePurchaseRequestEp, 'Decline a purchase request For Approval or Cancelled; it goes to For Editing');
export const cancelPurchaseRequest = decisionRoute('cancel', cancelPurchaseRequestEp, 'Cancel a purchase request For Approval');

export const purchaseRequestRoutes = [
  ...listRoutes,
  showPurchaseRequest,
  createPurchaseRequest,
  updatePurchaseRequest,
  approvePurchaseRequest,
  declinePurchaseRequest,
  cancelPurchaseRequest,
];
