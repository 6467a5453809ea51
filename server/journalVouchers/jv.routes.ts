import { actorAt } from '../kit/actor';
import { Codes } from '../../contract';
import type { SortKey } from '../../contract/kit';
import {
  exportJvEp,
  JV_COA_MODULE,
  JV_MESSAGES as M,
  JV_SCOPES,
  jvActionEp,
  jvColumns,
  jvOptionsEp,
  jvWorkflow,
  listJvAllEp,
  listJvQueueEp,
  reverseJvEp,
  showJvEp,
  storeJvEp,
  updateJvEp,
  type JvRow,
} from '../../contract/journalVouchers';
import { sql, type Db } from '../db/db';
import { exportToXlsx } from '../export';
import { answer, FORBIDDEN, invalid, notFound, type Answer } from '../http/answer';
import { holdsAny } from '../auth/users';
import { assertOwnDraft, conflict, exportColumnsOf, mayTouchDraft, othersDraft, ownDrafts, pagedList, queueListRoutes, readableRows, route, runTransition, whereOf } from '../kit';
import { formatManilaDateTime } from '../export/manilaTime';
import { accountsUserMayPostTo } from '../permissions/coaPermission';
import { Refused } from '../kit/refused';
import { insertJv, JV_FROM, JV_SELECT, lineRefusal, loadJv, lockJv, updateJv, type JvActor, type JvBody } from './jvStore';
import { jvTransitions } from './transitions';

const SORT: Record<SortKey<typeof jvColumns>, ReturnType<typeof sql>> = {
  jv_no: sql`v.jv_no`,
  jv_date: sql`v.jv_date`,
  total_debit: sql`v.total_debit`,
  status: sql`v.status`,
};
const SEARCH = [sql`v.jv_no`, sql`v.particulars`, sql`v.reference`];

const actorOf = (user: JvActor['user'], now: number): JvActor => ({ ...actorAt(user.id, now), user });

/** Runs a write in one transaction; a Refused thrown inside rolls it back and is the answer. */
async function writeThenShow(db: Db, code: string, write: (tx: Db) => Promise<number>): Promise<Answer> {
  try {
    const id = await db.transaction(write);
    return answer(code, await loadJv(db, id));
  } catch (e) {
    if (e instanceof Refused) return e.answer;
    throw e;
  }
}

async function save(tx: Db, body: JvBody, actor: JvActor, existing?: number): Promise<number> {
  const refused = await lineRefusal(tx, actor.user, body.lines);
  if (refused) throw new Refused(refused);
  let id: number;
  if (existing) {
    const before = await lockJv(tx, existing);
    if (!before) throw new Refused(notFound('Journal voucher not found.'));
    if (!jvWorkflow.actions.submit.from.includes(before.status as 0 | 3)) throw new Refused(conflict(M.notEditable(before.jv_no, jvWorkflow.statuses[before.status])));
    assertOwnDraft(actor.user, { createdBy: before.created_by, noun: jvWorkflow.noun, label: before.jv_no });
    await updateJv(tx, before, body, actor);
    id = existing;
  } else {
    id = await insertJv(tx, body, actor);
  }
  if (body.submit) {
    const res = await runTransition(tx, jvWorkflow, jvTransitions(actor.user.id), 'submit', id, { user: actor.user, now: actor.at });
    if (!res.done) throw new Refused(res.answer);
  }
  return id;
}

const queueLists = queueListRoutes(jvWorkflow, listJvQueueEp, {
  summary: (tab) => `Journal vouchers of the ${tab.label} tab, paged, searchable by JV number, particulars or reference`,
  list: (tab, { query, deps, user }) =>
    pagedList<JvRow, SortKey<typeof jvColumns>>(deps.db, {
      select: JV_SELECT,
      from: JV_FROM,
      where: [sql`v.status IN (${sql.join(tab.statuses.map((s) => sql`${s}`), sql`, `)})`, tab.ownDrafts && ownDrafts(user, sql`v.created_by`)],
      search: { text: query.search, in: SEARCH },
      sort: SORT,
      tiebreak: sql`v.jv_id`,
      query,
    }),
});

type AllQuery = { status?: number; date_from?: string; date_to?: string; account_code?: string };
const allWhere = (q: AllQuery) => [
  q.status !== undefined && sql`v.status = ${q.status}`,
  q.date_from && sql`v.jv_date >= ${q.date_from}::date`,
  q.date_to && sql`v.jv_date <= ${q.date_to}::date`,
  q.account_code && sql`EXISTS (SELECT 1 FROM journal_voucher_lines l WHERE l.jv_id = v.jv_id AND l.account_code = ${q.account_code})`,
];

export const jvRoutes = [
  ...queueLists,
  route(listJvAllEp, {
    scopes: [JV_SCOPES.view],
    summary: 'Every journal voucher: search, filter by status, date and account, sort and page',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<JvRow, SortKey<typeof jvColumns>>(deps.db, {
        select: JV_SELECT,
        from: JV_FROM,
        where: allWhere(query),
        search: { text: query.search, in: SEARCH },
        sort: SORT,
        tiebreak: sql`v.jv_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
  route(exportJvEp, {
    scopes: [JV_SCOPES.view],
    summary: 'Every journal voucher as an XLSX file, searched and filtered like the list',
    handler: async (ctx) => {
      const q = ctx.body;
      const where = whereOf(allWhere(q), { text: q.search, in: SEARCH });
      const dir = q.direction === 'desc' ? sql`DESC` : sql`ASC`;
      const rows = await ctx.deps.db.rows<JvRow>(sql`SELECT ${JV_SELECT} FROM ${JV_FROM} ${where} ORDER BY ${SORT[q.order_by]} ${dir}, v.jv_id ${dir} LIMIT 100000`);
      async function* once() {
        yield rows;
      }
      return exportToXlsx<JvRow>(ctx, {
        title: 'Journal Vouchers',
        fileName: ['journal_vouchers', q.date_from ?? 'all', q.date_to ?? 'all'],
        filters: [
          { label: 'Search', value: q.search?.trim() || 'All' },
          { label: 'Status', value: q.status !== undefined ? jvWorkflow.statuses[q.status as 0] : 'All' },
          { label: 'Date From', value: q.date_from ?? 'All' },
          { label: 'Date To', value: q.date_to ?? 'All' },
          { label: 'Account', value: q.account_code ?? 'All' },
        ],
        columns: exportColumnsOf(jvColumns),
        batches: readableRows(jvColumns, once(), formatManilaDateTime),
      });
    },
  }),
  route(showJvEp, {
    scopes: [JV_SCOPES.view],
    summary: 'One journal voucher with its lines, its approval trail, its journal entry and its reversals',
    handler: async ({ params, deps, ok, user }) => {
      const jv = await loadJv(deps.db, params.jv_id);
      if (!jv) return notFound('Journal voucher not found.');
      // A draft or returned voucher is its maker's alone.
      if (jvWorkflow.actions.submit.from.includes(jv.status as 0 | 3) && !mayTouchDraft(user, jv.created_by_id)) return othersDraft(jvWorkflow.noun, jv.jv_no);
      return ok(jv);
    },
  }),
  route(jvOptionsEp, {
    scopes: [JV_SCOPES.create, JV_SCOPES.view],
    summary: "The JV form's drop-downs: the accounts the user may post to on a JV, active cost centers, programs and divisions",
    handler: async ({ deps, user, ok }) => {
      const active = (table: string, idCol: string, code: string, name: string) =>
        deps.db.rows<{ id: number; label: string }>(
          sql`SELECT ${sql.identifier(idCol)} AS id, ${sql.identifier(code)} || ' - ' || ${sql.identifier(name)} AS label FROM ${sql.identifier(table)} WHERE active ORDER BY 2`,
        );
      return ok({
        accounts: await accountsUserMayPostTo(deps.db, user, JV_COA_MODULE),
        cost_centers: await active('cost_centers', 'cost_center_id', 'cost_center_code', 'cost_center_name'),
        programs: await active('programs', 'program_id', 'program_code', 'program_name'),
        divisions: await active('divisions', 'division_id', 'division_code', 'division_name'),
      });
    },
  }),
  route(storeJvEp, {
    scopes: [JV_SCOPES.create],
    summary: 'Write a journal voucher as a draft, or submit it for approval at once (it must then balance)',
    handler: async ({ body, deps, user }) => writeThenShow(deps.db, Codes.CREATED, (tx) => save(tx, body, actorOf(user, deps.clock.now()))),
  }),
  route(updateJvEp, {
    scopes: [JV_SCOPES.create],
    summary: 'Edit a draft or returned journal voucher, optionally submitting it',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => save(tx, body, actorOf(user, deps.clock.now()), params.jv_id)),
  }),
  route(jvActionEp, {
    scopes: [JV_SCOPES.create, JV_SCOPES.approve],
    summary: 'Submit, approve (posts the entry), return to the maker (with a reason) or cancel a journal voucher',
    handler: async ({ params, body, deps, user }) => {
      const a = jvWorkflow.actions[params.action];
      // The route lets both makers and approvers in; each action needs its own scope.
      if (!holdsAny(user, [a.scope])) return FORBIDDEN;
      try {
        const res = await runTransition(deps.db, jvWorkflow, jvTransitions(user.id), params.action, params.jv_id, {
          user,
          now: new Date(deps.clock.now()).toISOString(),
          reason: body.reason,
        });
        if (!res.done) return res.answer;
        return answer(Codes.UPDATED, await loadJv(deps.db, res.id));
      } catch (e) {
        if (e instanceof Refused) return e.answer;
        throw e;
      }
    },
  }),
  route(reverseJvEp, {
    scopes: [JV_SCOPES.create],
    summary: 'Write the reversing voucher of an approved journal voucher (debits and credits swapped, dated as chosen) as a draft',
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, Codes.CREATED, async (tx) => {
        const original = await lockJv(tx, params.jv_id);
        if (!original) throw new Refused(notFound('Journal voucher not found.'));
        if (original.status !== 2) throw new Refused(conflict(M.notApproved(original.jv_no)));
        const live = await tx.one<{ jv_no: string }>(sql`SELECT jv_no FROM journal_vouchers WHERE reverses_jv_id = ${original.jv_id} AND status <> 4`);
        if (live) throw new Refused(conflict(M.alreadyReversed(original.jv_no, live.jv_no)));
        if (body.jv_date < original.jv_date) throw new Refused(invalid([M.reversalDate(original.jv_date)], { jv_date: [M.reversalDate(original.jv_date)] }));
        const lines = await tx.rows<JvBody['lines'][number]>(sql`
          SELECT account_code, cost_center_id, program_id, division_id, description, credit::text AS debit, debit::text AS credit
          FROM journal_voucher_lines WHERE jv_id = ${original.jv_id} ORDER BY line_no`);
        const actor = actorOf(user, deps.clock.now());
        const refused = await lineRefusal(tx, user, lines);
        if (refused) throw new Refused(refused);
        return insertJv(
          tx,
          { jv_date: body.jv_date, particulars: body.particulars ?? `Reversal of ${original.jv_no}: ${original.particulars}`.slice(0, 500), reference: original.jv_no, lines },
          actor,
          original.jv_id,
        );
      }),
  }),
];
