import { ALL_SCOPES, scopeGroups, type Role, type UserProfile } from '../../contract';
import { sql, type Db, type SQL } from '../db/db';

/** A users row as stored. */
export interface UserRow {
  id: number;
  employee_no: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  job_name: string | null;
  mobile: string | null;
  department: string | null;
  password_hash: string;
  otp_enabled: boolean;
  active: boolean;
  /** An administrator set the password: the user must change it before anything else (migration 071). */
  must_change_password: boolean;
}

export const USER_COLUMNS = sql`id, employee_no, username, email, first_name, last_name, job_name, mobile, department, password_hash, otp_enabled, active, must_change_password`;

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.one<UserRow>(sql`SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = lower(${username})`);
}

/** The address domain most active users have: what a decoy address for an unknown username shows. */
export async function commonEmailDomain(deps: { db: Db }): Promise<string> {
  const row = await deps.db.one<{ domain: string }>(sql`
    SELECT split_part(email, '@', 2) AS domain FROM users WHERE active
    GROUP BY 1 ORDER BY COUNT(*) DESC, 1 LIMIT 1`);
  return row?.domain || 'mail.invalid';
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.one<UserRow>(sql`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower(${email})`);
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.one<UserRow>(sql`SELECT ${USER_COLUMNS} FROM users WHERE id = ${id}`);
}

export function findUserByEmployeeNo(db: Db, employeeNo: string): Promise<UserRow | undefined> {
  return db.one<UserRow>(sql`SELECT ${USER_COLUMNS} FROM users WHERE employee_no = ${employeeNo}`);
}

export async function rolesOf(db: Db, userId: number): Promise<Role[]> {
  return db.rows<Role>(sql`
    SELECT r.role, r.slug FROM roles r JOIN user_roles ur ON ur.role_id = r.id
    WHERE ur.user_id = ${userId} ORDER BY r.id`);
}

export function toProfile(user: UserRow, roles: Role[]): UserProfile {
  return {
    user_id: user.id,
    employee_no: user.employee_no,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    job_name: user.job_name,
    roles,
  };
}

export async function profileOf(db: Db, user: UserRow): Promise<UserProfile> {
  return toProfile(user, await rolesOf(db, user.id));
}

/**
 * The scopes a user holds: all of them for the superuser role (its slug comes
 * from SUPERUSER_ROLE_CODE), otherwise the union over the user's roles, plus
 * `bypass`, which every signed-in user holds (contract/scopes.ts, group self).
 */
export async function scopesOf(db: Db, userId: number, roles: Role[], superuserRoleCode: string) {
  const rows = await db.rows<{ scope: string }>(sql`SELECT unnest(${ROLE_SCOPES(sql`${userId}`)}) AS scope`);
  return scopeSetOf(roles, rows.map((r) => r.scope), superuserRoleCode);
}

/** SQL: the scopes granted to a user's roles, as a sorted text array (`userId` an SQL expression). */
export const ROLE_SCOPES = (userId: SQL) => sql`ARRAY(
    SELECT DISTINCT p.scope FROM permissions p
    JOIN role_permissions rp ON rp.permission_id = p.id
    JOIN user_roles ur ON ur.role_id = rp.role_id
    WHERE ur.user_id = ${userId} ORDER BY p.scope)`;

/** SQL: a user's roles as a JSON array of { role, slug } in role order (`userId` an SQL expression). */
export const USER_ROLES_JSON = (userId: SQL) => sql`COALESCE((
    SELECT json_agg(json_build_object('role', r.role, 'slug', r.slug) ORDER BY r.id)
    FROM roles r JOIN user_roles ur ON ur.role_id = r.id WHERE ur.user_id = ${userId}), '[]'::json)`;

/** The scope set of roles and their granted scopes: everything for the superuser role, plus the self group. */
export function scopeSetOf(roles: Role[], granted: string[], superuserRoleCode: string) {
  const isSuperuser = roles.some((r) => r.slug === superuserRoleCode);
  if (isSuperuser) return { isSuperuser, scopes: [...ALL_SCOPES] as string[] };
  const scopes = new Set(granted);
  for (const s of scopeGroups.self) scopes.add(s);
  return { isSuperuser, scopes: [...scopes].sort() };
}

/** The user behind an authenticated request. */
export interface AuthUser {
  id: number;
  employeeNo: string;
  profile: UserProfile;
  scopes: ReadonlySet<string>;
  isSuperuser: boolean;
  /** SHA-256 of the bearer token of this request (logout revokes exactly this session). */
  sessionHash: string;
  /** When this session last wrote (ms), noted only with a replica: its reports read the primary until the replica has it. */
  lastWriteAt?: number | null;
  /** Until the user changes the password an administrator set, only a few calls are open (server/auth/passwordChangeLock.ts). */
  mustChangePassword?: boolean;
}

export function holdsAny(user: Pick<AuthUser, 'isSuperuser' | 'scopes'>, scopes: readonly string[]): boolean {
  return user.isSuperuser || scopes.some((s) => user.scopes.has(s));
}
