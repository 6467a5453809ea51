import {
  Codes,
  createUserEp,
  listUsersEp,
  setUserActiveEp,
  showUserEp,
  updateUserEp,
  USER_MESSAGES,
  userColumns,
  type UserRow,
} from '../../contract';
import { hashPassword } from '../auth/password';
import { passwordRefusals } from '../auth/passwordPolicy';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { changedFields, pagedList, recordRevision, route, type SortMap } from '../kit';
import { holdsSuperuserRole, otherActiveSuperusers, readUserDetail, readUserRow, USER_FROM, USER_ROW, USER_SEARCH, USER_SORT } from './userSql';

/**
 * User Management (spec 002 §2.5, §4, §5): list, one user, create (with the
 * administrator's first password, to be changed at first sign-in), update
 * (no password), and the active switch. Every write records its revision in
 * the same transaction (entity 'users', module 'User Management').
 */
const MODULE = 'User Management';
const LABELS: Record<string, string> = {
  username: 'Username',
  employee_no: 'Employee No.',
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  department_id: 'Department',
  job_id: 'Job Title',
  contact_no: 'Contact No.',
  is_otp: 'One-time password',
  otp_via: 'One-time password via',
};
const FIELDS = Object.keys(LABELS);

type UserInput = {
  username: string;
  employee_no: string;
  first_name: string;
  last_name: string;
  email: string;
  department_id: number;
  job_id: number;
  contact_no: string;
  is_otp: boolean;
  otp_via: 'email' | 'sms' | null;
};

const nowIso = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();
const sort: SortMap<typeof userColumns> = USER_SORT;

/** Username, e-mail and employee number another user already has: 00001 on each field. */
async function duplicates(db: Db, input: UserInput, exceptId: number | null): Promise<Answer | null> {
  const other = exceptId === null ? sql`` : sql`AND id <> ${exceptId}`;
  const taken = async (cond: ReturnType<typeof sql>) => Boolean(await db.one(sql`SELECT 1 FROM users WHERE ${cond} ${other} LIMIT 1`));
  const fields: Record<string, string[]> = {};
  if (await taken(sql`lower(username) = lower(${input.username})`)) fields.username = [USER_MESSAGES.usernameTaken];
  if (await taken(sql`lower(email) = lower(${input.email})`)) fields.email = [USER_MESSAGES.emailTaken];
  if (await taken(sql`lower(employee_no) = lower(${input.employee_no})`)) fields.employee_no = [USER_MESSAGES.employeeNoTaken];
  return Object.keys(fields).length ? invalid(Object.values(fields).flat(), fields) : null;
}

/** The names of the chosen department and job, or the 00001 when one does not exist (any more). */
async function lookupNames(db: Db, input: UserInput): Promise<{ department: string; job: string } | Answer> {
  const d = await db.one<{ name: string }>(sql`SELECT department_name AS name FROM departments WHERE department_id = ${input.department_id}`);
  const j = await db.one<{ name: string }>(sql`SELECT job_name AS name FROM job_titles WHERE job_id = ${input.job_id}`);
  const fields: Record<string, string[]> = {};
  if (!d) fields.department_id = ['Choose a department from the list.'];
  if (!j) fields.job_id = ['Choose a job title from the list.'];
  return d && j ? { department: d.name, job: j.name } : invalid(Object.values(fields).flat(), fields);
}

/** A unique index refused the write: another request took the username, e-mail or employee number in between. */
function raced(err: unknown): Answer | null {
  if ((err as { code?: string })?.code !== '23505' && !/duplicate key/.test(String((err as Error)?.message))) return null;
  return invalid(['Another user already has this username, email or employee number.']);
}

async function guarded(fn: () => Promise<Answer>): Promise<Answer> {
  try {
    return await fn();
  } catch (err) {
    const refusal = raced(err);
    if (refusal) return refusal;
    throw err;
  }
}

export const listUsers = route(listUsersEp, {
  scopes: ['get_all_users'],
  summary: 'Users: list, quick search over every column, sorted and paged',
  handler: async ({ query, deps, ok }) => {
    const { rows, total } = await pagedList<UserRow, string>(deps.db, {
      select: USER_ROW,
      from: USER_FROM,
      search: { text: query.search, in: USER_SEARCH },
      sort,
      tiebreak: sql`u.id`,
      query,
    });
    return ok(rows, total);
  },
});

export const showUser = route(showUserEp, {
  scopes: ['get_all_users', 'update_user'],
  summary: 'One user with nested department and job (the edit form)',
  handler: async ({ params, deps, ok }) => {
    const user = await readUserDetail(deps.db, params.id);
    return user ? ok(user) : notFound(USER_MESSAGES.userNotFound);
  },
});

export const createUser = route(createUserEp, {
  scopes: ['add_user'],
  summary: 'Create a user with a first password the user must change at first sign-in (00003)',
  handler: async ({ body, deps, user }) => {
    const refusals = passwordRefusals(body.password, body.username);
    if (refusals.length) return invalid(refusals, { password: refusals });
    const dup = await duplicates(deps.db, body, null);
    if (dup) return dup;
    const names = await lookupNames(deps.db, body);
    if ('status' in names) return names;
    // Hashing is slow: outside the transaction.
    const hash = await hashPassword(body.password, deps.config.passwordHashCost);
    const at = nowIso(deps);
    return guarded(async () => {
      const id = await deps.db.transaction(async (tx) => {
        const row = await tx.one<{ id: number }>(sql`
          INSERT INTO users (employee_no, username, email, first_name, last_name, department_id, department, job_id, job_name, mobile,
                             otp_enabled, otp_via, password_hash, must_change_password, active, created_at, updated_at)
          VALUES (${body.employee_no}, ${body.username}, ${body.email}, ${body.first_name}, ${body.last_name}, ${body.department_id}, ${names.department},
                  ${body.job_id}, ${names.job}, ${body.contact_no}, ${body.is_otp}, ${body.otp_via}, ${hash}, true, true, ${at}::timestamptz, ${at}::timestamptz)
          RETURNING id`);
        const newId = Number(row!.id);
        // Never the password: the revision lists the fields a person set.
        await recordRevision(tx, { entity: 'users', entityId: newId, action: 'created', userId: user.id, at, changes: changedFields(null, body, FIELDS, LABELS), module: MODULE, reference: body.username });
        return newId;
      });
      return answer(Codes.CREATED, await readUserDetail(deps.db, id));
    });
  },
});

/** The stored values under the form's field names, for the revision's old side. */
const FORM_VALUES = sql`username, employee_no, first_name, last_name, email, department_id, job_id, mobile AS contact_no, otp_enabled AS is_otp, otp_via`;

export const updateUser = route(updateUserEp, {
  scopes: ['update_user'],
  summary: 'Update a user (no password: that is the change-password page) (00004)',
  handler: async ({ params, body, deps, user }) => {
    if (!(await deps.db.one(sql`SELECT 1 FROM users WHERE id = ${params.id}`))) return notFound(USER_MESSAGES.userNotFound);
    const dup = await duplicates(deps.db, body, params.id);
    if (dup) return dup;
    const names = await lookupNames(deps.db, body);
    if ('status' in names) return names;
    const at = nowIso(deps);
    return guarded(async () => {
      const found = await deps.db.transaction(async (tx) => {
        const before = await tx.one<Record<string, unknown>>(sql`SELECT ${FORM_VALUES} FROM users WHERE id = ${params.id} FOR UPDATE`);
        if (!before) return false;
        await tx.run(sql`
          UPDATE users SET username = ${body.username}, employee_no = ${body.employee_no}, first_name = ${body.first_name}, last_name = ${body.last_name},
            email = ${body.email}, department_id = ${body.department_id}, department = ${names.department}, job_id = ${body.job_id}, job_name = ${names.job},
            mobile = ${body.contact_no}, otp_enabled = ${body.is_otp}, otp_via = ${body.otp_via}, updated_at = ${at}::timestamptz
          WHERE id = ${params.id}`);
        const changes = changedFields(before, body, FIELDS, LABELS);
        if (changes.length) await recordRevision(tx, { entity: 'users', entityId: params.id, action: 'updated', userId: user.id, at, changes, module: MODULE, reference: body.username });
        return true;
      });
      if (!found) return notFound(USER_MESSAGES.userNotFound);
      return answer(Codes.UPDATED, await readUserDetail(deps.db, params.id));
    });
  },
});

export const setUserActive = route(setUserActiveEp, {
  scopes: ['update_user'],
  summary: 'Activate or deactivate a user (00004); nobody deactivates themselves or the last active administrator',
  handler: async ({ params, body, deps, user }) => {
    if (!body.is_active && params.id === user.id) return invalid([USER_MESSAGES.selfDeactivate]);
    const superuser = deps.config.superuserRoleCode;
    const outcome = await deps.db.transaction(async (tx): Promise<Answer | null> => {
      const before = await tx.one<{ active: boolean; username: string }>(sql`SELECT active, username FROM users WHERE id = ${params.id} FOR UPDATE`);
      if (!before) return notFound(USER_MESSAGES.userNotFound);
      if (before.active === body.is_active) return null;
      if (!body.is_active && (await holdsSuperuserRole(tx, superuser, params.id)) && (await otherActiveSuperusers(tx, superuser, params.id)) === 0) {
        return invalid([USER_MESSAGES.lastAdministrator]);
      }
      const at = nowIso(deps);
      await tx.run(sql`UPDATE users SET active = ${body.is_active}, updated_at = ${at}::timestamptz WHERE id = ${params.id}`);
      // A deactivated user's sessions end now (authenticate refuses them anyway; this keeps the table honest).
      if (!body.is_active) await deps.sessions.revokeAllOf(params.id, undefined, tx);
      await recordRevision(tx, {
        entity: 'users',
        entityId: params.id,
        action: body.is_active ? 'activated' : 'deactivated',
        userId: user.id,
        at,
        changes: [{ field: 'is_active', label: 'Active', old: before.active, new: body.is_active }],
        module: MODULE,
        reference: before.username,
      });
      return null;
    });
    if (outcome) return outcome;
    return answer(Codes.UPDATED, await readUserRow(deps.db, params.id));
  },
});

export const userAdminRoutes = [listUsers, showUser, createUser, updateUser, setUserActive];
