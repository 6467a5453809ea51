import { ALL_SCOPES } from '../../contract';
import { hashPassword } from '../auth/password';
import { syncPermissionCatalogue } from '../permissions/catalogue';
import { sql, type Db } from '../db/db';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS, demoNotifications } from './demoData';
import { linkUserLookups } from '../users/lookups.routes';

/**
 * Every scope of the contract is a row of `permissions`, in every mode: the
 * scope list is code (contract/scopes.ts), and roles can only be granted
 * scopes that exist. Runs at every start so new scopes appear after a deploy.
 */
export async function syncPermissions(db: Db): Promise<void> {
  for (const scope of ALL_SCOPES) {
    await db.run(sql`INSERT INTO permissions (scope) VALUES (${scope}) ON CONFLICT (scope) DO NOTHING`);
  }
  // The permission matrix's modules, labels and tags (migration 072).
  await syncPermissionCatalogue(db);
}

/** Hash up to `width` passwords at a time: scrypt at N=2^17 takes 128 MiB each. */
async function hashAll(count: number, cost: number, width = 2): Promise<string[]> {
  const out: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await hashPassword(DEMO_PASSWORD, cost);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return out;
}

export interface SeedOptions {
  superuserRoleCode: string;
  passwordHashCost: number;
}

/**
 * Demo users, roles and notifications, only into a database without users
 * (first start). All or nothing: one transaction. Returns whether it seeded.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<boolean> {
  const existing = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM users`);
  if ((existing?.n ?? 0) > 0) return false;
  await syncPermissions(db);
  // Each user gets their own salt; the slow part happens once, here.
  const hashes = await hashAll(DEMO_USERS.length, opts.passwordHashCost);

  await db.transaction(async (tx) => {
    const roleIds = new Map<string, number>();
    for (const r of DEMO_ROLES) {
      const slug = r.slug === 'superuser' ? opts.superuserRoleCode : r.slug;
      const row = await tx.one<{ id: number }>(sql`
        INSERT INTO roles (role, slug, description) VALUES (${r.role}, ${slug}, ${r.description}) RETURNING id`);
      roleIds.set(r.slug, row!.id);
      if (r.approvalLimit !== undefined) await tx.run(sql`INSERT INTO approval_authorities (role_id, amount_limit) VALUES (${row!.id}, ${r.approvalLimit}::numeric)`);
      for (const scope of r.scopes) {
        await tx.run(sql`
          INSERT INTO role_permissions (role_id, permission_id)
          SELECT ${row!.id}, id FROM permissions WHERE scope = ${scope}`);
      }
    }
    for (const [i, u] of DEMO_USERS.entries()) {
      const row = await tx.one<{ id: number }>(sql`
        INSERT INTO users (employee_no, username, email, first_name, last_name, job_name, mobile, department,
                           password_hash, otp_enabled, active)
        VALUES (${u.employee_no}, ${u.username}, ${u.email}, ${u.first_name}, ${u.last_name}, ${u.job_name},
                ${u.mobile}, ${u.department}, ${hashes[i]}, ${u.otp_enabled}, ${u.active})
        RETURNING id`);
      for (const slug of u.roles) {
        await tx.run(sql`INSERT INTO user_roles (user_id, role_id) VALUES (${row!.id}, ${roleIds.get(slug)!})`);
      }
    }
    await linkUserLookups(tx);
    for (const n of demoNotifications()) {
      await tx.run(sql`
        INSERT INTO notifications (employee_no, description, created_at)
        VALUES (${n.employee_no}, ${n.description}, ${n.created_at}::timestamptz)`);
    }
  });
  return true;
}
