import { DELEGATION_MESSAGES as M, type DelegationRow } from '../../contract/approvalDelegations';
import { MAKER_CHECKER_DOCUMENTS } from '../../contract/permissions';
import { holdsAny, rolesOf, scopesOf, type AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import { recordRevision, refuse } from '../kit';
import { userName } from '../kit/sqlText';

/*
 * Delegation of approvals (contract/approvalDelegations.ts). The inbox reads
 * `principalsOf` to route an approver's items to their substitute, and
 * decides them "for" the approver; the checks of a new delegation (no circle,
 * one at a time per approver) run under a lock on the approver's rows.
 */

/** The scopes that check a document: whoever holds none has nothing to delegate. */
const CHECKER_SCOPES = [...new Set(MAKER_CHECKER_DOCUMENTS.flatMap((d) => d.checkers))];

/** Who a permission check looks at: an id, scopes and the superuser flag. */
export type Checker = Pick<AuthUser, 'id' | 'scopes' | 'isSuperuser'>;

/** An approver a substitute stands in for, with the approver's own authority. */
export interface Principal {
  id: number;
  name: string;
  /** The approver as the permission checks see them (scopes, superuser). */
  asUser: Checker;
}

/** The approvers whose delegation to `userId` runs on `today` (Manila date). */
export async function principalsOf(db: Db, userId: number, today: string, superuserRoleCode: string): Promise<Principal[]> {
  const rows = await db.rows<{ id: number; name: string }>(sql`
    SELECT u.id, ${userName('u')} AS name FROM approval_delegations d JOIN users u ON u.id = d.delegator_id
    WHERE d.substitute_id = ${userId} AND d.revoked_at IS NULL AND ${today}::date BETWEEN d.starts_on AND d.ends_on AND u.active
    ORDER BY d.starts_on, d.delegation_id`);
  return Promise.all(
    rows.map(async (r) => {
      const roles = await rolesOf(db, r.id);
      const { scopes, isSuperuser } = await scopesOf(db, r.id, roles, superuserRoleCode);
      return { id: r.id, name: r.name, asUser: { id: r.id, scopes: new Set(scopes), isSuperuser } };
    }),
  );
}

const ROW = (me: number, today: string) => sql`
  d.delegation_id, d.delegator_id, ${userName('a')} AS delegator_name, d.substitute_id, ${userName('b')} AS substitute_name,
  d.starts_on::text AS starts_on, d.ends_on::text AS ends_on, d.reason,
  CASE WHEN d.revoked_at IS NOT NULL THEN 'revoked' WHEN ${today}::date < d.starts_on THEN 'scheduled' WHEN ${today}::date > d.ends_on THEN 'ended' ELSE 'running' END AS state,
  d.delegator_id = ${me} AS given_by_you`;
const FROM = sql`approval_delegations d JOIN users a ON a.id = d.delegator_id JOIN users b ON b.id = d.substitute_id`;

/** The delegations the user gave or received, newest first. */
export function delegationsOf(db: Db, me: number, today: string): Promise<DelegationRow[]> {
  return db.rows<DelegationRow>(sql`SELECT ${ROW(me, today)} FROM ${FROM} WHERE ${me} IN (d.delegator_id, d.substitute_id) ORDER BY d.starts_on DESC, d.delegation_id DESC`);
}

export function delegationById(db: Db, me: number, today: string, id: number): Promise<DelegationRow | undefined> {
  return db.one<DelegationRow>(sql`SELECT ${ROW(me, today)} FROM ${FROM} WHERE d.delegation_id = ${id}`);
}

export interface NewDelegation {
  substitute_id: number;
  starts_on: string;
  ends_on: string;
  reason: string | null;
}

/** Names a substitute: refused (thrown, by field) when it is the approver, unknown, overlapping or circular. Answers the id. */
export async function createDelegation(tx: Db, me: AuthUser, d: NewDelegation, today: string, at: string): Promise<number> {
  if (!holdsAny(me, CHECKER_SCOPES)) refuse([M.nothingToDelegate]);
  if (d.substitute_id === me.id) refuse([M.self], { substitute_id: [M.self] });
  if (d.starts_on < today) refuse([M.startPast], { starts_on: [M.startPast] });
  const sub = await tx.one<{ name: string }>(sql`SELECT ${userName('u')} AS name FROM users u WHERE u.id = ${d.substitute_id} AND u.active`);
  if (!sub) refuse([M.substituteUnknown], { substitute_id: [M.substituteUnknown] });
  // One writer of delegations at a time: two that would close a circle must not pass side by side.
  await tx.run(sql`SELECT pg_advisory_xact_lock(7310582049386851700)`);
  const overlap = await tx.one<{ starts_on: string; ends_on: string; name: string }>(sql`
    SELECT d.starts_on::text, d.ends_on::text, ${userName('u')} AS name FROM approval_delegations d JOIN users u ON u.id = d.substitute_id
    WHERE d.delegator_id = ${me.id} AND d.revoked_at IS NULL AND d.starts_on <= ${d.ends_on}::date AND d.ends_on >= ${d.starts_on}::date LIMIT 1`);
  if (overlap) refuse([M.overlaps(overlap.starts_on, overlap.ends_on, overlap.name)], { starts_on: [M.overlaps(overlap.starts_on, overlap.ends_on, overlap.name)] });
  // Follow the substitute's own delegations on these days (and theirs...): reaching the approver closes a circle.
  const circle = await tx.one(sql`
    WITH RECURSIVE chain(u) AS (
      SELECT ${d.substitute_id}::int
      UNION
      SELECT x.substitute_id FROM approval_delegations x JOIN chain c ON x.delegator_id = c.u
      WHERE x.revoked_at IS NULL AND x.starts_on <= ${d.ends_on}::date AND x.ends_on >= ${d.starts_on}::date)
    SELECT 1 AS found FROM chain WHERE u = ${me.id}`);
  if (circle) refuse([M.circle(sub!.name)], { substitute_id: [M.circle(sub!.name)] });
  const row = await tx.one<{ id: number }>(sql`
    INSERT INTO approval_delegations (delegator_id, substitute_id, starts_on, ends_on, reason, created_by, created_at)
    VALUES (${me.id}, ${d.substitute_id}, ${d.starts_on}::date, ${d.ends_on}::date, ${d.reason}, ${me.id}, ${at}::timestamptz)
    RETURNING delegation_id AS id`);
  await recordRevision(tx, {
    entity: 'approval_delegations',
    entityId: row!.id,
    action: 'created',
    userId: me.id,
    at,
    module: 'Approval Delegation',
    reference: `${sub!.name}, ${d.starts_on} to ${d.ends_on}`,
    remarks: d.reason,
    changes: [
      { field: 'substitute_id', label: 'Substitute', old: null, new: d.substitute_id, new_text: sub!.name },
      { field: 'starts_on', label: 'Start Date', old: null, new: d.starts_on },
      { field: 'ends_on', label: 'End Date', old: null, new: d.ends_on },
    ],
  });
  return row!.id;
}

/** Revokes a delegation not over yet; only its approver may. */
export async function revokeDelegation(tx: Db, me: AuthUser, id: number, today: string, at: string): Promise<boolean> {
  const d = await tx.one<{ delegator_id: number; ends_on: string; revoked: boolean; name: string }>(sql`
    SELECT d.delegator_id, d.ends_on::text, d.revoked_at IS NOT NULL AS revoked, ${userName('u')} AS name
    FROM approval_delegations d JOIN users u ON u.id = d.substitute_id WHERE d.delegation_id = ${id} FOR UPDATE OF d`);
  if (!d) return false;
  if (d.delegator_id !== me.id) refuse([M.notYours]);
  if (d.revoked || d.ends_on < today) refuse([M.over]);
  await tx.run(sql`UPDATE approval_delegations SET revoked_at = ${at}::timestamptz, revoked_by = ${me.id} WHERE delegation_id = ${id}`);
  await recordRevision(tx, { entity: 'approval_delegations', entityId: id, action: 'revoked', userId: me.id, at, module: 'Approval Delegation', reference: d.name });
  return true;
}
