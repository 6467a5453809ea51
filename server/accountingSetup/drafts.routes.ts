import { Codes } from '../../contract';
import {
  COA_MESSAGES,
  COA_SCOPES,
  coaDraftListEp,
  coaDraftRejectEp,
  coaDraftUpdateEp,
  coaDraftWorkflow,
  coaStatusEp,
  coaStoreEp,
  type accountDraftColumns,
  type AccountDraftValues,
} from '../../contract/chartOfAccounts';
import { transitionRefusal, type SortKey } from '../../contract/kit';
import type { AuthUser } from '../auth/users';
import { holdsAny } from '../auth/users';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { answer, FORBIDDEN, invalid, notFound, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { conflict, pagedList, route, runTransition, type SortMap } from '../kit';
import { draftProblems, insertDraft, loadDraft, recordDraftWrite, updateDraft, withChanges } from './draftStore';
import { draftTransitions } from './transitions';
import { Refused, settle } from '../kit/refused';
import { DRAFT_FROM, DRAFT_SELECT, userName } from './sqlParts';

/**
 * The drafts of the chart (spec 002 §7.9): store (a new account or a change,
 * as a draft, optionally submitted at once), the drafts lists, a draft's
 * update, submit and approve (POST /coa/update/status) and reject. Approval
 * applies the draft to the chart in its transaction (draftStore.applyDraft).
 */

const nowOf = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();

/** A second open draft of one code that slipped past the check (two requests at once): the partial unique index refuses it. */
async function guarded(work: () => Promise<Answer>, code: string): Promise<Answer> {
  try {
    return await settle(work);
  } catch (err) {
    if (isUniqueViolation(err)) {
      const m = `Account ${code} already has an open draft; change that one instead.`;
      return invalid([m], { account_code: [m] });
    }
    throw err;
  }
}

async function refusal(db: Db, v: AccountDraftValues, target: Parameters<typeof draftProblems>[2], draftId: number | null): Promise<Answer | null> {
  const fields = await draftProblems(db, v, target, draftId);
  const messages = Object.values(fields).flat();
  return messages.length ? invalid(messages, fields) : null;
}

async function submitIn(tx: Db, id: number, user: AuthUser, at: string): Promise<void> {
  const res = await runTransition(tx, coaDraftWorkflow, draftTransitions(user.id), 'submit', id, { user, now: at });
  if (!res.done) throw new Refused(res.answer);
}

const store = route(coaStoreEp, {
  scopes: [COA_SCOPES.add, COA_SCOPES.update],
  summary: 'Draft a new account, or (account_id) a change of one; submit 1 also submits it for approval; 00003',
  handler: async ({ body, deps, user }) => {
    const { account_id: accountId, submit, ...values } = body;
    const v = { ...values, submit } as AccountDraftValues;
    // Drafting a new account and drafting a change are separate permissions.
    if (!holdsAny(user, [accountId ? COA_SCOPES.update : COA_SCOPES.add])) return FORBIDDEN;
    let target: Parameters<typeof draftProblems>[2] = { kind: 'new' };
    if (accountId) {
      const acc = await deps.db.one<{ account_code: string }>(sql`SELECT account_code FROM accounts WHERE account_id = ${accountId} AND deleted_at IS NULL`);
      if (!acc) return notFound(COA_MESSAGES.notFound);
      target = { kind: 'change', accountCode: acc.account_code };
    }
    const refused = await refusal(deps.db, v, target, null);
    if (refused) return refused;
    const at = nowOf(deps);
    return guarded(async () => {
      const id = await deps.db.transaction(async (tx) => {
        const newId = await insertDraft(tx, target.kind, v, user.id, at);
        await recordDraftWrite(tx, newId, null, user.id, at);
        if (submit) await submitIn(tx, newId, user, at);
        return newId;
      });
      return answer(Codes.CREATED, await loadDraft(deps.db, id));
    }, v.account_code);
  },
});

const update = route(coaDraftUpdateEp, {
  scopes: [COA_SCOPES.update],
  summary: 'Change a draft or a rejected draft (its status stays), or change and submit it (submit 1); 00004',
  handler: async ({ params, body, deps, user }) => {
    const at = nowOf(deps);
    return guarded(async () => {
      await deps.db.transaction(async (tx) => {
        const before = await loadDraft(tx, params.id);
        if (!before) throw new Refused(notFound(COA_MESSAGES.draftNotFound));
        const wrong = transitionRefusal(coaDraftWorkflow, 'update', before.status, before.draft_no);
        if (wrong) throw new Refused(conflict(wrong));
        const target = before.kind === 'new' ? ({ kind: 'new' } as const) : ({ kind: 'change', accountCode: before.account_code } as const);
        const refused = await refusal(tx, body, target, params.id);
        if (refused) throw new Refused(refused);
        if (!(await updateDraft(tx, params.id, body, user.id, at, coaDraftWorkflow.actions.update.from))) throw new Refused(conflict(`${before.draft_no} changed meanwhile; please reload it.`));
        await recordDraftWrite(tx, params.id, before, user.id, at);
        if (body.submit) await submitIn(tx, params.id, user, at);
      });
      return answer(Codes.UPDATED, await loadDraft(deps.db, params.id));
    }, body.account_code);
  },
});

const status = route(coaStatusEp, {
  scopes: [COA_SCOPES.update, COA_SCOPES.approve],
  summary: "Submit a draft for approval, or approve one (not one's own): the account is created or changed in the same transaction",
  handler: async ({ body, deps, user }) => {
    if (!holdsAny(user, [coaDraftWorkflow.actions[body.action].scope])) return FORBIDDEN;
    return settle(async () => {
      const res = await runTransition(deps.db, coaDraftWorkflow, draftTransitions(user.id), body.action, body.draft_id, { user, now: nowOf(deps) });
      if (!res.done) return res.answer;
      return answer(Codes.UPDATED, await loadDraft(deps.db, res.id));
    });
  },
});

const reject = route(coaDraftRejectEp, {
  scopes: [COA_SCOPES.approve],
  summary: "Reject a draft for approval (not one's own) with a reason; its maker may change and submit it again",
  handler: async ({ params, body, deps, user }) => {
    const res = await runTransition(deps.db, coaDraftWorkflow, draftTransitions(user.id), 'reject', params.id, { user, now: nowOf(deps), reason: body.reason });
    if (!res.done) return res.answer;
    return answer(Codes.UPDATED, await loadDraft(deps.db, res.id));
  },
});

const DRAFT_SORT: SortMap<typeof accountDraftColumns> = {
  draft_no: sql`d.draft_id`,
  kind: sql`d.kind`,
  account_code: sql`d.account_code`,
  account_name: sql`lower(d.account_name)`,
  status: sql`d.status`,
  created_by: sql`lower(${userName('cu')})`,
  updated_at: sql`d.updated_at`,
};

const list = route(coaDraftListEp, {
  scopes: [COA_SCOPES.view],
  summary: 'Account drafts of a tab (Drafts, For Approval, History), paged, searched by draft number, account code or name',
  handler: async ({ body, deps, ok }) => {
    const tab = coaDraftWorkflow.tabs.find((t) => t.key === body.tab)!;
    const { rows, total } = await pagedList<Parameters<typeof withChanges>[1][number], SortKey<typeof accountDraftColumns>>(deps.db, {
      select: DRAFT_SELECT,
      from: DRAFT_FROM,
      where: [sql`d.status = ANY(${sqlArray(tab.statuses, 'int')})`, body.account_code && sql`d.account_code = ${body.account_code}`],
      search: { text: body.search, in: [sql`d.draft_no`, sql`d.account_code`, sql`d.account_name`] },
      sort: DRAFT_SORT,
      tiebreak: sql`d.draft_id`,
      query: body,
    });
    return ok(await withChanges(deps.db, rows), total);
  },
});

export const draftRoutes: RouteDef[] = [store, list, update, status, reject];
