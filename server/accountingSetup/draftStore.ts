import { ACCOUNT_FIELD_LABELS, ACCOUNT_FIELDS, COA_MESSAGES, fsGroupOf, NORMAL_SIDE_LABELS, type AccountDraftRow, type AccountDraftValues, type CoaDraftStatus } from '../../contract/chartOfAccounts';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';
import { notFound } from '../http/answer';
import { changedFields, conflict, recordRevision, type FieldChange, type TransitionContext } from '../kit';
import { Refused } from '../kit/refused';
import { DRAFT_FROM, DRAFT_SELECT } from './sqlParts';

/** Account drafts: reading, checking, writing, and applying an approved one to the chart. */

export const DRAFT_ENTITY = 'account_drafts';
export const ACCOUNT_ENTITY = 'accounts';
export const MODULE = 'Chart of Accounts';

type DraftCore = Omit<AccountDraftRow, 'changes'> & { applied_changes: string | null };
type StoredAccount = Record<(typeof ACCOUNT_FIELDS)[number], unknown> & { account_id: number; deleted_at: string | null };

const shown = (field: string, v: unknown): string => {
  if (v === null || v === undefined || v === '') return '(blank)';
  if (field === 'normal_side') return NORMAL_SIDE_LABELS[v as 'D' | 'C'] ?? String(v);
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
};

/** The fields a draft changes on its account, with labels and readable values. */
export function accountChanges(before: Record<string, unknown> | null, after: Record<string, unknown>): FieldChange[] {
  return changedFields(before, after, ACCOUNT_FIELDS, ACCOUNT_FIELD_LABELS).map((c) => ({
    ...c,
    old_text: before ? shown(c.field, c.old) : null,
    new_text: shown(c.field, c.new),
  }));
}

const inWords = (changes: FieldChange[]) => changes.map((c) => `${c.label}: ${c.old_text ?? '(none)'} → ${c.new_text}`).join('; ');

async function accountsByCode(db: Db, codes: string[]): Promise<Map<string, StoredAccount>> {
  if (!codes.length) return new Map();
  const rows = await db.rows<StoredAccount>(sql`SELECT * FROM accounts WHERE account_code = ANY(${sqlArray(codes, 'text')})`);
  return new Map(rows.map((r) => [String(r.account_code), r]));
}

/** Draft rows with the changes each proposes in words (an approved one: what it changed). */
export async function withChanges(db: Db, rows: DraftCore[]): Promise<AccountDraftRow[]> {
  const open = rows.filter((r) => r.kind === 'change' && Number(r.status) !== 2);
  const current = await accountsByCode(db, [...new Set(open.map((r) => r.account_code))]);
  return rows.map(({ applied_changes, ...r }) => {
    const status = Number(r.status) as CoaDraftStatus;
    const changes =
      r.kind === 'new' ? 'New account' : status === 2 ? (applied_changes ?? '') : inWords(accountChanges(current.get(r.account_code) ?? null, r as never)) || 'No change';
    return { ...r, status, created_by_id: Number(r.created_by_id), changes };
  });
}

export async function loadDraft(db: Db, id: number): Promise<AccountDraftRow | null> {
  const row = await db.one<DraftCore>(sql`SELECT ${DRAFT_SELECT} FROM ${DRAFT_FROM} WHERE d.draft_id = ${id}`);
  return row ? (await withChanges(db, [row]))[0] : null;
}

/** Every draft of an account code, newest first (its history on the account's page). */
export async function loadDraftsOfAccount(db: Db, code: string): Promise<AccountDraftRow[]> {
  return withChanges(db, await db.rows<DraftCore>(sql`SELECT ${DRAFT_SELECT} FROM ${DRAFT_FROM} WHERE d.account_code = ${code} ORDER BY d.draft_id DESC LIMIT 200`));
}

/**
 * Why a draft may not be saved or applied, by field: a new code must be free
 * (deleted accounts keep theirs), a change keeps its account's code, only one
 * open draft per code, the parent is an active header of the same type, an
 * account with postings cannot become a header, a header with accounts under
 * it cannot take postings. `draftId` is the draft itself (not its own rival).
 */
export async function draftProblems(db: Db, v: AccountDraftValues, target: { kind: 'new' } | { kind: 'change'; accountCode: string }, draftId: number | null): Promise<Record<string, string[]>> {
  const fields: Record<string, string[]> = {};
  const add = (k: string, m: string) => (fields[k] ??= []).push(m);
  const existing = await db.one<{ account_code: string; deleted_at: string | null; posted: boolean; children: number }>(sql`
    SELECT a.account_code, a.deleted_at::text AS deleted_at,
           EXISTS (SELECT 1 FROM journal_lines jl WHERE jl.account_code = a.account_code) AS posted,
           (SELECT COUNT(*)::int FROM accounts c WHERE c.parent_code = a.account_code AND c.deleted_at IS NULL) AS children
    FROM accounts a WHERE lower(a.account_code) = lower(${v.account_code})`);
  if (target.kind === 'new' && existing) add('account_code', COA_MESSAGES.codeTaken);
  if (target.kind === 'change' && v.account_code !== target.accountCode) add('account_code', 'The account code cannot change: its postings name it.');
  const rival = await db.one<{ draft_no: string }>(sql`
    SELECT draft_no FROM account_drafts WHERE lower(account_code) = lower(${v.account_code}) AND status IN (0, 1)
      ${draftId !== null ? sql`AND draft_id <> ${draftId}` : sql``} LIMIT 1`);
  if (rival) add('account_code', COA_MESSAGES.openDraft(v.account_code, rival.draft_no));
  if (v.parent_code) {
    const parent = await db.one<{ is_header: boolean; active: boolean; account_type: string }>(sql`
      SELECT is_header, active, account_type FROM accounts WHERE account_code = ${v.parent_code} AND deleted_at IS NULL`);
    if (!parent || !parent.is_header || !parent.active) add('parent_code', COA_MESSAGES.parentNotHeader);
    else if (parent.account_type !== v.account_type) add('parent_code', COA_MESSAGES.parentOfType);
  }
  if (target.kind === 'change' && existing) {
    if (v.is_header && existing.posted) add('is_header', COA_MESSAGES.headerWithPostings(v.account_code));
    if (!v.is_header && existing.children > 0) add('is_header', COA_MESSAGES.headerHasChildren(v.account_code));
  }
  return fields;
}

const DRAFT_COLUMNS = ['account_code', 'account_name', 'account_type', 'account_group', 'account_sub_group', 'account_line_item', 'account_sub_line_item', 'normal_side', 'is_header', 'parent_code', 'description', 'active', 'remarks'] as const;

export async function insertDraft(tx: Db, kind: 'new' | 'change', v: AccountDraftValues, userId: number, at: string): Promise<number> {
  const row = await tx.one<{ id: number }>(sql`
    INSERT INTO account_drafts (kind, ${sql.join(DRAFT_COLUMNS.map((c) => sql.identifier(c)), sql`, `)}, created_by, created_at, updated_by, updated_at)
    VALUES (${kind}, ${sql.join(DRAFT_COLUMNS.map((c) => sql`${v[c] as never}`), sql`, `)}, ${userId}, ${at}::timestamptz, ${userId}, ${at}::timestamptz)
    RETURNING draft_id AS id`);
  return Number(row!.id);
}

/** Rewrites a draft still in one of `from`; false when it moved on meanwhile. */
export async function updateDraft(tx: Db, id: number, v: AccountDraftValues, userId: number, at: string, from: readonly number[]): Promise<boolean> {
  const row = await tx.one(sql`
    UPDATE account_drafts SET ${sql.join(DRAFT_COLUMNS.map((c) => sql`${sql.identifier(c)} = ${v[c] as never}`), sql`, `)},
      updated_by = ${userId}, updated_at = ${at}::timestamptz
    WHERE draft_id = ${id} AND status = ANY(${sqlArray(from, 'int')}) RETURNING draft_id`);
  return Boolean(row);
}

/** The draft's revision: created with every field, or updated with the fields that changed. */
export async function recordDraftWrite(tx: Db, id: number, before: AccountDraftRow | null, userId: number, at: string): Promise<void> {
  const after = await tx.one<Record<string, unknown> & { draft_no: string }>(sql`SELECT * FROM account_drafts WHERE draft_id = ${id}`);
  const keys = [...DRAFT_COLUMNS];
  const labels = { ...ACCOUNT_FIELD_LABELS, remarks: 'Remarks' };
  const changes = changedFields(before as Record<string, unknown> | null, after!, keys, labels);
  if (before && !changes.length) return;
  await recordRevision(tx, { entity: DRAFT_ENTITY, entityId: id, action: before ? 'updated' : 'created', maker: before ? 'edited' : 'created', userId, at, changes, module: MODULE, reference: after!.draft_no });
}

/**
 * The approve hook: the draft becomes the account (inserted, or updated under
 * a row lock) with the account's own revision, in the approval's transaction.
 * The checks run again: the chart may have moved since the draft was written.
 */
export async function applyDraft(tx: Db, item: { id: number; label: string }, ctx: TransitionContext): Promise<void> {
  const d = await tx.one<AccountDraftValues & { kind: 'new' | 'change' }>(sql`SELECT * FROM account_drafts WHERE draft_id = ${item.id}`);
  if (!d) throw new Refused(notFound(COA_MESSAGES.draftNotFound));
  const before = d.kind === 'change' ? await tx.one<StoredAccount>(sql`SELECT * FROM accounts WHERE account_code = ${d.account_code} FOR UPDATE`) : null;
  if (d.kind === 'change' && (!before || before.deleted_at)) throw new Refused(conflict(`${item.label}: ${COA_MESSAGES.notFound}`));
  const problems = await draftProblems(tx, d, d.kind === 'new' ? { kind: 'new' } : { kind: 'change', accountCode: d.account_code }, item.id);
  const messages = Object.values(problems).flat();
  if (messages.length) throw new Refused(conflict(`${item.label} cannot be applied: ${messages.join(' ')}`));
  const fs = fsGroupOf(d.account_type);
  const changes = accountChanges(before ?? null, d as never);
  let accountId: number;
  if (d.kind === 'new') {
    const row = await tx.one<{ id: number }>(sql`
      INSERT INTO accounts (account_code, account_name, account_type, account_fs_group, account_group, account_sub_group, account_line_item,
                            account_sub_line_item, normal_side, is_header, parent_code, description, active, updated_by, updated_at)
      VALUES (${d.account_code}, ${d.account_name}, ${d.account_type}, ${fs}, ${d.account_group}, ${d.account_sub_group}, ${d.account_line_item},
              ${d.account_sub_line_item}, ${d.normal_side}, ${d.is_header}, ${d.parent_code}, ${d.description}, ${d.active}, ${ctx.user.id}, ${ctx.now}::timestamptz)
      RETURNING account_id AS id`);
    accountId = Number(row!.id);
  } else {
    accountId = Number(before!.account_id);
    await tx.run(sql`
      UPDATE accounts SET account_name = ${d.account_name}, account_type = ${d.account_type}, account_fs_group = ${fs}, account_group = ${d.account_group},
        account_sub_group = ${d.account_sub_group}, account_line_item = ${d.account_line_item}, account_sub_line_item = ${d.account_sub_line_item},
        normal_side = ${d.normal_side}, is_header = ${d.is_header}, parent_code = ${d.parent_code}, description = ${d.description}, active = ${d.active},
        updated_by = ${ctx.user.id}, updated_at = ${ctx.now}::timestamptz
      WHERE account_id = ${accountId}`);
  }
  await tx.run(sql`UPDATE account_drafts SET applied_changes = ${d.kind === 'new' ? 'New account' : inWords(changes) || 'No change'} WHERE draft_id = ${item.id}`);
  await recordRevision(tx, {
    entity: ACCOUNT_ENTITY,
    entityId: accountId,
    action: d.kind === 'new' ? 'created' : 'updated',
    userId: ctx.user.id,
    at: ctx.now,
    changes,
    remarks: `Approved draft ${item.label}`,
    module: MODULE,
    reference: d.account_code,
  });
}

