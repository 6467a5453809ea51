import { Codes } from '../../contract';
import {
  ASSET_MESSAGES as M,
  allocatedColumns,
  allocatedCreateEp,
  allocatedListEp,
  allocatedShowEp,
  allocatedUpdateEp,
  allocationPostEp,
  allocationPreviewEp,
  type AllocatedExpenseDetail,
  shareTotal,
  type AllocationPreview,
} from '../../contract/assets';
import type { BodyOut } from '../../contract/kit';
import { sql, type Db } from '../db/db';
import { answer, notFound, type Answer } from '../http/answer';
import { changedFields, pagedList, recordRevision, route, type SortMap } from '../kit';
import { nextNumber, postEntry } from '../books/post';
import { actorOf, checkPostable, monthEnd, monthStart, namedLines, periodLabel, refuse, refuseFuture, refuseOn, type Actor } from './common';

/*
 * Allocated expenses: an amount paid once into a prepaid account and spread
 * evenly over months (the last month takes the centavos left) and, each
 * month, across cost centers by share (the last cost center takes the
 * centavos left). A month's run posts every schedule's share due and not yet
 * allocated in one entry dated the month's last day: Dr expense, Cr prepaid.
 */

const MODULE = 'Allocated Expenses';
const ALLOCATED = sql`COALESCE((SELECT SUM(x.amount) FROM allocation_entries x WHERE x.schedule_id = s.schedule_id), 0)`;
const SELECT = sql`s.schedule_id, s.schedule_no, s.description, s.prepaid_account, s.expense_account, to_char(s.start_month, 'YYYY-MM') AS start_month, s.months,
  s.total_amount::text, ${ALLOCATED}::numeric(16,2)::text AS allocated, (s.total_amount - ${ALLOCATED})::numeric(16,2)::text AS remaining, s.status`;

async function detail(db: Db, id: number): Promise<AllocatedExpenseDetail | null> {
  const head = await db.one<Omit<AllocatedExpenseDetail, 'splits' | 'entries'>>(sql`SELECT ${SELECT}, s.reference FROM allocated_expenses s WHERE s.schedule_id = ${id}`);
  if (!head) return null;
  const [splits, entries] = await Promise.all([
    db.rows<AllocatedExpenseDetail['splits'][number]>(sql`
      SELECT (x.e->>'cost_center_id')::int AS cost_center_id, (x.e->>'percent') AS percent, cc.cost_center_code || ' - ' || cc.cost_center_name AS cost_center_name
      FROM allocated_expenses s CROSS JOIN LATERAL jsonb_array_elements(s.splits) WITH ORDINALITY AS x(e, n)
      JOIN cost_centers cc ON cc.cost_center_id = (x.e->>'cost_center_id')::int WHERE s.schedule_id = ${id} ORDER BY x.n`),
    db.rows<AllocatedExpenseDetail['entries'][number]>(sql`
      SELECT to_char(a.period, 'YYYY-MM') AS period, SUM(a.amount)::numeric(16,2)::text AS amount, je.journal_entry
      FROM allocation_entries a JOIN journal_entries je ON je.id = a.je_id WHERE a.schedule_id = ${id} GROUP BY a.period, je.journal_entry ORDER BY a.period`),
  ]);
  return { ...head, splits, entries };
}

async function writeThenShow(db: Db, code: string, write: (tx: Db) => Promise<number | null>): Promise<Answer> {
  const done = await db.transaction(write);
  if (done === null) return notFound(M.scheduleNotFound);
  return answer(code, await detail(db, done));
}

async function checkSplits(tx: Db, v: BodyOut<typeof allocatedCreateEp>): Promise<void> {
  if (shareTotal(v.splits) !== 10000) refuseOn('splits', M.splitsNot100);
  if (new Set(v.splits.map((x) => x.cost_center_id)).size !== v.splits.length) refuseOn('splits', M.duplicateCostCenter);
  await checkPostable(tx, { prepaid_account: v.prepaid_account, expense_account: v.expense_account });
  const bad = await tx.rows<{ n: number }>(sql`
    SELECT l.n FROM jsonb_to_recordset(${JSON.stringify(v.splits.map((s, n) => ({ n, id: s.cost_center_id })))}::jsonb) AS l(n int, id int)
    WHERE NOT EXISTS (SELECT 1 FROM cost_centers c WHERE c.cost_center_id = l.id AND c.active) ORDER BY l.n`);
  if (bad.length) refuse([M.costCenterUnknown], Object.fromEntries(bad.map((b) => [`splits.${b.n}.cost_center_id`, [M.costCenterUnknown]])));
}

const FIELDS = ['description', 'reference', 'prepaid_account', 'expense_account', 'total_amount', 'start_month', 'months', 'splits'] as const;
const LOCKED = ['prepaid_account', 'expense_account', 'total_amount', 'start_month', 'months', 'splits'];
const LABELS = {
  description: 'Description',
  reference: 'Reference',
  prepaid_account: 'Prepaid Account',
  expense_account: 'Expense Account',
  total_amount: 'Total Amount',
  start_month: 'First Month',
  months: 'Months',
  splits: 'Cost Centers',
};
const asRecord = (v: BodyOut<typeof allocatedCreateEp>) => ({ ...v, splits: JSON.stringify(v.splits) });

async function save(tx: Db, id: number | null, v: BodyOut<typeof allocatedCreateEp>, actor: Actor): Promise<number | null> {
  await checkSplits(tx, v);
  const splits = JSON.stringify(v.splits);
  if (id === null) {
    const no = await nextNumber(tx, 'AE', monthStart(v.start_month));
    const row = await tx.one<{ id: number }>(sql`
      INSERT INTO allocated_expenses (schedule_no, description, reference, prepaid_account, expense_account, total_amount, start_month, months, splits,
                                      created_by, created_at, updated_by, updated_at)
      VALUES (${no}, ${v.description}, ${v.reference}, ${v.prepaid_account}, ${v.expense_account}, ${v.total_amount}::numeric, ${monthStart(v.start_month)}::date,
              ${v.months}, ${splits}::jsonb, ${actor.userId}, ${actor.at}::timestamptz, ${actor.userId}, ${actor.at}::timestamptz)
      RETURNING schedule_id AS id`);
    const newId = Number(row!.id);
    await recordRevision(tx, { entity: 'allocated_expenses', entityId: newId, action: 'created', userId: actor.userId, at: actor.at, module: MODULE, reference: no, changes: changedFields(null, asRecord(v), FIELDS, LABELS) });
    return newId;
  }
  const before = await tx.one<Record<string, unknown> & { schedule_no: string; posted: boolean }>(sql`
    SELECT schedule_no, description, reference, prepaid_account, expense_account, total_amount::text, to_char(start_month, 'YYYY-MM') AS start_month, months,
           splits::text AS splits,
           EXISTS (SELECT 1 FROM allocation_entries x WHERE x.schedule_id = s.schedule_id) AS posted
    FROM allocated_expenses s WHERE schedule_id = ${id} FOR UPDATE`);
  if (!before) return null;
  // The stored splits in the input's key order, so an unchanged list compares equal.
  const stored = (JSON.parse(String(before.splits)) as { cost_center_id: number; percent: string }[]).map((x) => ({ cost_center_id: Number(x.cost_center_id), percent: x.percent }));
  const changes = changedFields({ ...before, splits: JSON.stringify(stored) }, asRecord(v), FIELDS, LABELS);
  if (before.posted && changes.some((c) => LOCKED.includes(c.field))) refuse([M.scheduleLocked]);
  if (!changes.length) return id;
  await tx.run(sql`
    UPDATE allocated_expenses SET description = ${v.description}, reference = ${v.reference}, prepaid_account = ${v.prepaid_account}, expense_account = ${v.expense_account},
           total_amount = ${v.total_amount}::numeric, start_month = ${monthStart(v.start_month)}::date, months = ${v.months}, splits = ${splits}::jsonb,
           updated_by = ${actor.userId}, updated_at = ${actor.at}::timestamptz
    WHERE schedule_id = ${id}`);
  await recordRevision(tx, { entity: 'allocated_expenses', entityId: id, action: 'updated', userId: actor.userId, at: actor.at, module: MODULE, reference: before.schedule_no, changes });
  return id;
}

/** The month's allocations due and not yet posted: one row per schedule and cost center. */
function dueRows(period: string) {
  const p = sql`${monthStart(period)}::date`;
  const k = sql`((extract(year FROM ${p})::int * 12 + extract(month FROM ${p})::int) - (extract(year FROM s.start_month)::int * 12 + extract(month FROM s.start_month)::int))`;
  return sql`
    WITH due AS (
      SELECT s.schedule_id, s.schedule_no, s.description, s.prepaid_account, s.expense_account, s.splits,
             CASE WHEN ${k} = s.months - 1 THEN s.total_amount - round(s.total_amount / s.months, 2) * (s.months - 1) ELSE round(s.total_amount / s.months, 2) END AS month_amount
      FROM allocated_expenses s WHERE s.status = 'active' AND ${k} BETWEEN 0 AND s.months - 1),
    parts AS (
      SELECT d.*, (x.e->>'cost_center_id')::int AS cost_center_id, x.n, COUNT(*) OVER (PARTITION BY d.schedule_id) AS parts,
             round(d.month_amount * (x.e->>'percent')::numeric / 100, 2) AS share,
             SUM(round(d.month_amount * (x.e->>'percent')::numeric / 100, 2)) OVER (PARTITION BY d.schedule_id ORDER BY x.n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before
      FROM due d CROSS JOIN LATERAL jsonb_array_elements(d.splits) WITH ORDINALITY AS x(e, n))
    SELECT p.schedule_id, p.schedule_no, p.description, p.prepaid_account, p.expense_account, p.cost_center_id,
           cc.cost_center_code || ' - ' || cc.cost_center_name AS cost_center_name,
           (CASE WHEN p.n = p.parts THEN p.month_amount - COALESCE(p.before, 0) ELSE p.share END)::numeric(16,2) AS amount
    FROM parts p JOIN cost_centers cc ON cc.cost_center_id = p.cost_center_id
    WHERE NOT EXISTS (SELECT 1 FROM allocation_entries a WHERE a.schedule_id = p.schedule_id AND a.period = ${p} AND a.cost_center_id = p.cost_center_id)`;
}

interface DueRow {
  schedule_id: number;
  schedule_no: string;
  description: string;
  prepaid_account: string;
  expense_account: string;
  cost_center_id: number;
  cost_center_name: string;
  amount: string;
}

async function due(db: Db, period: string): Promise<DueRow[]> {
  const rows = await db.rows<DueRow>(sql`SELECT d.*, d.amount::text AS amount FROM (${dueRows(period)}) d WHERE d.amount > 0 ORDER BY d.schedule_no, d.cost_center_name`);
  return rows;
}

async function entryOf(db: Db, rows: DueRow[]) {
  return db.rows<{ account: string; debit: string; credit: string }>(sql`
    WITH l AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS l(expense_account text, prepaid_account text, amount numeric))
    SELECT account, debit::text, credit::text FROM (
      SELECT expense_account AS account, SUM(amount)::numeric(16,2) AS debit, 0::numeric(16,2) AS credit, 0 AS side FROM l GROUP BY 1
      UNION ALL SELECT prepaid_account, 0, SUM(amount)::numeric(16,2), 1 FROM l GROUP BY 1) e
    ORDER BY side, account`);
}

async function preview(db: Db, period: string): Promise<AllocationPreview> {
  const rows = await due(db, period);
  const entry = await entryOf(db, rows);
  const total = entry.filter((e) => Number(e.debit) > 0).reduce((s, e) => s + Math.round(Number(e.debit) * 100), 0);
  return {
    period,
    lines: rows.map((r) => ({ schedule_no: r.schedule_no, description: r.description, cost_center_name: r.cost_center_name, amount: r.amount })),
    entry: await namedLines(db, entry),
    total: (total / 100).toFixed(2),
  };
}

async function postRun(tx: Db, period: string, actor: Actor) {
  refuseFuture(period, actor);
  const rows = await due(tx, period);
  if (!rows.length) refuseOn('period', M.nothingToAllocate(periodLabel(period)));
  const reference = await nextNumber(tx, 'ALLOC', monthEnd(period));
  const posted = await postEntry(tx, {
    date: monthEnd(period),
    module: 'ALLOC',
    reference,
    particulars: `Allocated expenses for ${periodLabel(period)}`,
    lines: await entryOf(tx, rows),
  });
  await tx.run(sql`
    INSERT INTO allocation_entries (schedule_id, period, cost_center_id, amount, je_id)
    SELECT l.schedule_id, ${monthStart(period)}::date, l.cost_center_id, l.amount, ${posted.je_id}
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS l(schedule_id int, cost_center_id int, amount numeric)`);
  for (const id of new Set(rows.map((r) => r.schedule_id))) {
    await recordRevision(tx, { entity: 'allocated_expenses', entityId: id, action: 'allocated', userId: actor.userId, at: actor.at, module: MODULE, reference, remarks: `${periodLabel(period)}, journal entry ${posted.journal_entry}` });
  }
  const total = await tx.one<{ t: string }>(sql`SELECT SUM(amount)::numeric(16,2)::text AS t FROM allocation_entries WHERE je_id = ${posted.je_id}`);
  return { period, total: total!.t, journal_entry: posted.journal_entry };
}

const SORT: SortMap<typeof allocatedColumns> = { schedule_no: sql`s.schedule_no`, description: sql`lower(s.description)`, start_month: sql`s.start_month`, total_amount: sql`s.total_amount` };
const READ = ['view_finance_subledgers', 'manage_allocated_expenses'] as const;

export const allocatedRoutes = [
  route(allocatedListEp, {
    scopes: [...READ],
    summary: 'Allocated expenses with what is allocated and what remains',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<never, typeof query.order_by>(deps.db, {
        select: SELECT,
        from: sql`allocated_expenses s`,
        search: { text: query.search, in: [sql`s.schedule_no`, sql`s.description`, sql`s.reference`] },
        sort: SORT,
        tiebreak: sql`s.schedule_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
  route(allocatedShowEp, {
    scopes: [...READ],
    summary: 'An allocated expense with its cost centers and posted months',
    handler: async ({ params, deps, ok }) => {
      const d = await detail(deps.db, params.schedule_id);
      return d ? ok(d) : notFound(M.scheduleNotFound);
    },
  }),
  route(allocatedCreateEp, {
    scopes: ['manage_allocated_expenses'],
    summary: 'Creates an allocated expense schedule',
    handler: async ({ body, deps, user }) => writeThenShow(deps.db, Codes.CREATED, (tx) => save(tx, null, body, actorOf(user, deps.clock.now()))),
  }),
  route(allocatedUpdateEp, {
    scopes: ['manage_allocated_expenses'],
    summary: 'Changes an allocated expense schedule (only its description and reference once a month is posted)',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => save(tx, params.schedule_id, body, actorOf(user, deps.clock.now()))),
  }),
  route(allocationPreviewEp, {
    scopes: [...READ],
    summary: "A month's allocations due and their entry, before posting",
    handler: async ({ body, deps, ok }) => ok(await preview(deps.db, body.period)),
  }),
  route(allocationPostEp, {
    scopes: ['manage_allocated_expenses'],
    summary: "Posts a month's allocations due: one balanced entry",
    handler: async ({ body, deps, user }) => {
      const done = await deps.db.transaction((tx) => postRun(tx, body.period, actorOf(user, deps.clock.now())));
      return answer(Codes.CREATED, done);
    },
  }),
];
