import { Codes } from '../../contract';
import {
  SRPF_LIST_PATHS,
  SRPF_TAB_SCOPES,
  SRPF_MESSAGES as M,
  approveSrpfEp,
  createSrpfEp,
  declineSrpfEp,
  receiveSrpfEp,
  rejectedReasonsEp,
  returnSrpfEp,
  splitSrpfEp,
  srpfApprovalViewEp,
  srpfByNoEp,
  srpfColumns,
  srpfViewEp,
  srpfWorkflow,
  submitSrpfEp,
  updateSrpfEp,
  type SrpfListRow,
  type SrpfTab,
} from '../../contract/srpf';
import { holdsAny, type AuthUser } from '../auth/users';
import { keepUploads, uploadsOf } from '../uploads';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { pagedList, route, type SortMap } from '../kit';
import { isoAt } from '../clock';
import { LIST_JOINS, LIST_ROW, loadSrpf, reasonsOf } from './store';
import { saveSrpf } from './save';
import { approveSrpf, declineSrpf, receiveSrpf, returnSrpf, splitSrpf, submitSrpf, type TransitionResult } from './transitions';

/** Spec 002 §7.6 (prefix /collection/salesreturn): the lists, the document, its writes and its transitions. */

export const SRPF_READERS = ['view_srpf', 'create_srpf', 'update_srpf', 'approve_Srpf', 'receive_srpf', ...SRPF_TAB_SCOPES] as const;
const EDITORS = ['create_srpf', 'update_srpf'] as const;
export const canView = (user: AuthUser) => holdsAny(user, ['view_srpf']);

const SORT: SortMap<typeof srpfColumns> = {
  srpf_no: sql`h.srpf_no`,
  srpf_date: sql`h.srpf_date`,
  customer_code: sql`c.customer_code`,
  customer_name: sql`lower(c.customer_name)`,
  total_amount: sql`h.total_amount`,
  applicable_amount: sql`h.applicable_amount`,
};

const listRoutes: RouteDef[] = srpfWorkflow.tabs.map((tab) =>
  route(SRPF_LIST_PATHS[tab.key as SrpfTab], {
    scopes: [tab.scope],
    summary: `SRPF list: ${tab.label}, paged, searchable by SRPF number or customer`,
    handler: async ({ query, deps, user, ok }) => {
      const notReceived = tab.key === 'NotYetReceivedSRPF';
      const { rows, total } = await pagedList<SrpfListRow, keyof typeof SORT>(deps.db, {
        select: LIST_ROW(canView(user)),
        from: sql`srpf_headers h ${LIST_JOINS}`,
        where: [sql`h.status IN (${sql.join(tab.statuses.map((s) => sql`${s}`), sql`, `)})`, notReceived && sql`h.received_at IS NULL`],
        search: { text: query.search, in: [sql`h.srpf_no`, sql`c.customer_code`, sql`c.customer_name`] },
        sort: SORT,
        tiebreak: sql`h.srpf_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
);

const view = (ep: typeof srpfViewEp | typeof srpfApprovalViewEp, summary: string) =>
  route(ep, {
    scopes: SRPF_READERS,
    summary,
    handler: async ({ query, deps, user, ok }) => {
      const v = await loadSrpf(deps.db, query.srpf_id, canView(user));
      return v ? ok(v) : notFound(M.recordNotFound);
    },
  });

/** Spec 002 §7.6 POST /approval: srpf_id, documents_new, requestor_signature, multipart (JSON without files too). */
export const submitRoute = route(submitSrpfEp, {
  scopes: ['approval_Srpf'],
  summary: 'Submit an SRPF for approval with the requestor signature (PNG data URL), attaching the files sent as documents_new',
  handler: async ({ body, deps, user, request }) => {
    if (!body.requestor_signature) return invalid([M.signatureRequired], { requestor_signature: [M.signatureRequired] });
    const done = await submitSrpf(deps.db, user, body.srpf_id, body.requestor_signature, isoAt(deps.clock.now()), uploadsOf(request));
    if (done.done) keepUploads(request);
    return after(deps.db, user, done);
  },
});

const idOfNo = async (db: Db, no: string) => (await db.one<{ id: number }>(sql`SELECT srpf_id::int AS id FROM srpf_headers WHERE srpf_no = ${no}`))?.id;

const saveRoute = (ep: typeof createSrpfEp | typeof updateSrpfEp, summary: string) =>
  route(ep, {
    scopes: EDITORS,
    summary,
    handler: async ({ body, deps, user }) => {
      const srpfId = 'srpf_id' in body ? (body.srpf_id as number) : null;
      const done = await saveSrpf(deps.db, body, user, isoAt(deps.clock.now()), srpfId);
      if (typeof done !== 'number') return done;
      return answer(Codes.PRODUCT_SUBMITTED, { message: M.submitted, srpf: (await loadSrpf(deps.db, done, canView(user)))! });
    },
  });

/** A transition's answer: the document as it now is, or the refusal. */
async function after(db: Db, user: AuthUser, res: TransitionResult): Promise<Answer> {
  if (!res.done) return res.answer;
  return answer(Codes.UPDATED, await loadSrpf(db, res.id, canView(user)));
}

type Decide = (tx: Db, user: AuthUser, id: number, reason: string, now: string) => Promise<TransitionResult>;
const decision = (ep: typeof approveSrpfEp | typeof receiveSrpfEp, scopes: readonly string[], summary: string, fn: Decide) =>
  route(ep, {
    scopes: scopes as never,
    summary,
    handler: async ({ body, deps, user }) => {
      const id = await idOfNo(deps.db, body.srpf_no);
      if (!id) return notFound(M.recordNotFound);
      return after(deps.db, user, await fn(deps.db, user, id, '', isoAt(deps.clock.now())));
    },
  });
const withReason = (ep: typeof declineSrpfEp | typeof returnSrpfEp | typeof splitSrpfEp, scopes: readonly string[], summary: string, fn: Decide) =>
  route(ep, {
    scopes: scopes as never,
    summary,
    handler: async ({ body, deps, user }) => {
      const id = await idOfNo(deps.db, body.srpf_no);
      if (!id) return notFound(M.recordNotFound);
      return after(deps.db, user, await fn(deps.db, user, id, body.reason, isoAt(deps.clock.now())));
    },
  });

export const srpfDocumentRoutes: RouteDef[] = [
  ...listRoutes,
  view(srpfViewEp, 'One SRPF with its lines, applications, reasons, attachments and postings'),
  view(srpfApprovalViewEp, 'One SRPF as the approver sees it (same document)'),
  route(srpfByNoEp, {
    scopes: SRPF_READERS,
    summary: 'One SRPF by its number (the edit route)',
    handler: async ({ query, deps, user, ok }) => {
      const id = await idOfNo(deps.db, query.srpf_no);
      const v = id ? await loadSrpf(deps.db, id, canView(user)) : undefined;
      return v ? ok(v) : notFound(M.recordNotFound);
    },
  }),
  saveRoute(createSrpfEp, 'Save a new SRPF (on-process); amounts computed from the invoice lines; 00013 when saved'),
  saveRoute(updateSrpfEp, "Update the maker's SRPF while on-process, declined or returned; 00013 when saved"),
  submitRoute,
  decision(approveSrpfEp, ['approve_Srpf'], 'Approve an SRPF (not its maker); a customer return posts its credit memo', (tx, u, id, _r, now) => approveSrpf(tx, u, id, null, now)),
  withReason(declineSrpfEp, ['decline_Srpf'], 'Decline an SRPF for approval, with the reason', declineSrpf),
  withReason(returnSrpfEp, ['decline_Srpf'], 'Return an SRPF for approval to its maker, with the reason', returnSrpf),
  withReason(splitSrpfEp, ['split_srpf'], 'Return an on-process SRPF to its maker for split batching, with the reason', splitSrpf),
  decision(receiveSrpfEp, ['receive_srpf'], 'Receive the goods of an approved SRPF (stock back at cost; RTS: out to the supplier), once', (tx, u, id, _r, now) => receiveSrpf(tx, u, id, null, now)),
  route(rejectedReasonsEp, {
    scopes: SRPF_READERS,
    summary: 'The decline and return reasons of an SRPF, newest first',
    handler: async ({ query, deps, ok }) => {
      const id = await idOfNo(deps.db, query.srpf_no);
      if (!id) return notFound(M.recordNotFound);
      return ok(await reasonsOf(deps.db, id));
    },
  }),
];
