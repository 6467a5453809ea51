import { Codes } from '../../contract';
import { ASSET_MESSAGES as M, depreciationPostEp, depreciationPreviewEp, depreciationRunsEp, type DepreciationLine, type DepreciationPreview, type DepreciationRun } from '../../contract/assets';
import { sql, type Db } from '../db/db';
import { answer } from '../http/answer';
import { isoText, recordRevision, route, userName } from '../kit';
import { postEntry } from '../books/post';
import { actorOf, monthEnd, monthIndex, monthStart, namedLines, periodLabel, refuseFuture, refuseOn, scheduleAmount, type Actor } from './common';

/*
 * The monthly depreciation run: every active asset's straight-line amount for
 * the month (nothing in its acquisition month, nothing after its life, nothing
 * once disposed), posted as one balanced entry dated the month's last day:
 * Dr each category's depreciation expense, Cr its accumulated depreciation.
 * The run's month is unique in the table, so a month posts once even when two
 * people press Post together (the second waits on the first and is refused).
 */

const RUN_SELECT = sql`r.run_id, to_char(r.period, 'YYYY-MM') AS period, r.total::text,
  (SELECT COUNT(*)::int FROM depreciation_lines l WHERE l.run_id = r.run_id) AS assets, je.journal_entry,
  ${userName('u')} AS created_by, ${isoText('r.created_at')} AS created_at`;
const RUN_FROM = sql`depreciation_runs r JOIN journal_entries je ON je.id = r.je_id JOIN users u ON u.id = r.created_by`;

/** The assets a month depreciates and by how much (not yet posted for it). */
function dueLines(period: string) {
  const p = sql`${monthStart(period)}::date`;
  const amount = scheduleAmount('a', monthIndex('a', p));
  return sql`
    SELECT a.asset_id, a.asset_no, a.description, c.category_name, c.expense_account, c.accumulated_account, a.cost,
           ${amount}::numeric(16,2) AS amount,
           COALESCE((SELECT SUM(d.amount) FROM depreciation_lines d WHERE d.asset_id = a.asset_id), 0) AS before
    FROM assets a JOIN asset_categories c ON c.category_code = a.category_code
    WHERE (a.status = 'active' OR a.disposal_date > ${monthEnd(period)}::date) AND ${amount} > 0
      AND NOT EXISTS (SELECT 1 FROM depreciation_lines d WHERE d.asset_id = a.asset_id AND d.period = ${p})`;
}

async function computed(db: Db, period: string): Promise<{ lines: (DepreciationLine & { expense_account: string; accumulated_account: string })[] }> {
  const lines = await db.rows<DepreciationLine & { expense_account: string; accumulated_account: string }>(sql`
    SELECT x.asset_id, x.asset_no, x.description, x.category_name, x.expense_account, x.accumulated_account, x.amount::text,
           (x.before + x.amount)::numeric(16,2)::text AS accumulated_after, (x.cost - x.before - x.amount)::numeric(16,2)::text AS net_book_value_after
    FROM (${dueLines(period)}) x ORDER BY x.asset_no`);
  return { lines };
}

/** The entry of the lines: one debit per expense account and one credit per accumulated account, summed in SQL. */
async function entryOf(db: Db, lines: { expense_account: string; accumulated_account: string; amount: string }[]) {
  return db.rows<{ account: string; debit: string; credit: string }>(sql`
    WITH l AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS l(expense_account text, accumulated_account text, amount numeric))
    SELECT account, debit::text, credit::text FROM (
      SELECT expense_account AS account, SUM(amount)::numeric(16,2) AS debit, 0::numeric(16,2) AS credit, 0 AS side FROM l GROUP BY 1
      UNION ALL SELECT accumulated_account, 0, SUM(amount)::numeric(16,2), 1 FROM l GROUP BY 1) e
    ORDER BY side, account`);
}

async function preview(db: Db, period: string): Promise<DepreciationPreview> {
  const run = await db.one<DepreciationRun>(sql`SELECT ${RUN_SELECT} FROM ${RUN_FROM} WHERE r.period = ${monthStart(period)}::date`);
  if (run) {
    const lines = await db.rows<DepreciationLine & { expense_account: string; accumulated_account: string }>(sql`
      SELECT a.asset_id, a.asset_no, a.description, c.category_name, c.expense_account, c.accumulated_account, l.amount::text,
             (SELECT SUM(d.amount) FROM depreciation_lines d WHERE d.asset_id = a.asset_id AND d.period <= l.period)::numeric(16,2)::text AS accumulated_after,
             (a.cost - (SELECT SUM(d.amount) FROM depreciation_lines d WHERE d.asset_id = a.asset_id AND d.period <= l.period))::numeric(16,2)::text AS net_book_value_after
      FROM depreciation_lines l JOIN assets a ON a.asset_id = l.asset_id JOIN asset_categories c ON c.category_code = a.category_code
      WHERE l.run_id = ${run.run_id} ORDER BY a.asset_no`);
    return { period, run, lines: lines.map(strip), entry: await namedLines(db, await entryOf(db, lines)), total: run.total };
  }
  const { lines } = await computed(db, period);
  const total = await db.one<{ t: string }>(sql`SELECT COALESCE(SUM(a::numeric), 0)::numeric(16,2)::text AS t FROM jsonb_array_elements_text(${JSON.stringify(lines.map((l) => l.amount))}::jsonb) AS x(a)`);
  return { period, run: null, lines: lines.map(strip), entry: await namedLines(db, await entryOf(db, lines)), total: total!.t };
}
const strip = ({ expense_account: _e, accumulated_account: _a, ...l }: DepreciationLine & { expense_account: string; accumulated_account: string }): DepreciationLine => l;

export async function postRun(tx: Db, period: string, actor: Actor): Promise<number> {
  refuseFuture(period, actor);
  // The month's row lock: a second run of the same month waits here, then finds the first.
  await tx.run(sql`SELECT pg_advisory_xact_lock(hashtext('depreciation'), ${Number(period.replace('-', ''))})`);
  if (await tx.one(sql`SELECT 1 FROM depreciation_runs WHERE period = ${monthStart(period)}::date`)) refuseOn('period', M.alreadyDepreciated(periodLabel(period)));
  const { lines } = await computed(tx, period);
  if (!lines.length) refuseOn('period', M.nothingToDepreciate(periodLabel(period)));
  const posted = await postEntry(tx, {
    date: monthEnd(period),
    module: 'DEP',
    reference: `DEP-${period}`,
    particulars: `Depreciation for ${periodLabel(period)}`,
    lines: await entryOf(tx, lines),
  });
  const run = await tx.one<{ run_id: number }>(sql`
    INSERT INTO depreciation_runs (period, total, je_id, created_by, created_at)
    SELECT ${monthStart(period)}::date, COALESCE(SUM(l.amount), 0), ${posted.je_id}, ${actor.userId}, ${actor.at}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS l(amount numeric)
    RETURNING run_id`);
  await tx.run(sql`
    INSERT INTO depreciation_lines (run_id, asset_id, period, amount)
    SELECT ${run!.run_id}, l.asset_id, ${monthStart(period)}::date, l.amount
    FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS l(asset_id int, amount numeric)`);
  await recordRevision(tx, {
    entity: 'depreciation_runs',
    entityId: Number(run!.run_id),
    action: 'posted',
    userId: actor.userId,
    at: actor.at,
    module: 'Asset Management',
    reference: `DEP-${period}`,
    remarks: `${lines.length} assets, journal entry ${posted.journal_entry}`,
  });
  return Number(run!.run_id);
}

export const depreciationRoutes = [
  route(depreciationPreviewEp, {
    scopes: ['view_asset_management', 'manage_assets'],
    summary: "A month's depreciation by asset and its entry, before posting (or what its run posted)",
    handler: async ({ body, deps, ok }) => ok(await preview(deps.db, body.period)),
  }),
  route(depreciationPostEp, {
    scopes: ['manage_assets'],
    summary: "Posts a month's depreciation: one balanced entry, once per month",
    handler: async ({ body, deps, user }) => {
      const done = await deps.db.transaction((tx) => postRun(tx, body.period, actorOf(user, deps.clock.now())));
      return answer(Codes.CREATED, await deps.db.one<DepreciationRun>(sql`SELECT ${RUN_SELECT} FROM ${RUN_FROM} WHERE r.run_id = ${done}`));
    },
  }),
  route(depreciationRunsEp, {
    scopes: ['view_asset_management', 'manage_assets'],
    summary: 'The depreciation runs posted, newest month first',
    handler: async ({ deps, ok }) => ok(await deps.db.rows<DepreciationRun>(sql`SELECT ${RUN_SELECT} FROM ${RUN_FROM} ORDER BY r.period DESC LIMIT 120`)),
  }),
];
