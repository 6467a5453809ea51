import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoTime, sql, type Db } from './db';
import { openTestDb } from '../testing';
import { loadConfig } from '../config';
import { migrate, readMigrations } from './migrate';
import { seedDemoData } from '../seed';
import { DEMO_USERS } from '../seed/demoData';

let db: Db;
beforeAll(async () => {
  db = await openTestDb('empty');
});
afterAll(async () => {
  await db?.close();
});

describe('migrations', () => {
  it('applies every file once, in order, and records it', async () => {
    const all = readMigrations().map((m) => m.version);
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.rows<{ version: string }>(sql`SELECT version FROM schema_migrations ORDER BY version`);
    expect(rows.map((r) => r.version)).toEqual(all);
  });

  it('a failing migration leaves nothing behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'erp-migrations-'));
    try {
      writeFileSync(path.join(dir, '900_broken.sql'), 'CREATE TABLE half_done (id int);\nSELECT no_such_function();');
      await expect(migrate(db, dir)).rejects.toThrow();
      expect(await db.one(sql`SELECT to_regclass('half_done') AS t`)).toEqual({ t: null });
      expect(await db.one(sql`SELECT version FROM schema_migrations WHERE version = '900'`)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses badly named files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'erp-migrations-'));
    try {
      writeFileSync(path.join(dir, 'add-things.sql'), 'SELECT 1;');
      expect(() => readMigrations(dir)).toThrow(/001_name.sql/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('demo seed', () => {
  it('seeds an empty database once, deterministically', async () => {
    // The default configuration: the admin role gets the spec's superuser role code (spec 002 §6).
    const { superuserRoleCode } = loadConfig({});
    expect(await seedDemoData(db, { superuserRoleCode, passwordHashCost: 10 })).toBe(true);
    expect(await seedDemoData(db, { superuserRoleCode, passwordHashCost: 10 })).toBe(false);
    const users = await db.rows<{ id: number; username: string; job_name: string | null }>(sql`SELECT id, username, job_name FROM users ORDER BY id`);
    expect(users.map((u) => u.username)).toEqual(DEMO_USERS.map((u) => u.username));
    expect(users.map((u) => u.id)).toEqual(DEMO_USERS.map((_, i) => i + 1));
    expect(users.find((u) => u.username === 'viewer')!.job_name).toBeNull();
    const counts = await db.rows<{ employee_no: string; n: number }>(
      sql`SELECT employee_no, COUNT(*)::int AS n FROM notifications GROUP BY employee_no ORDER BY employee_no`,
    );
    expect(counts).toEqual([
      { employee_no: 'EMP-0001', n: 3 },
      { employee_no: 'EMP-0002', n: 25 },
    ]);
    const admin = await db.one<{ slug: string }>(sql`
      SELECT r.slug FROM roles r JOIN user_roles ur ON ur.role_id = r.id JOIN users u ON u.id = ur.user_id WHERE u.username = 'admin'`);
    expect(admin?.slug).toBe('aaf1');
  });

  it('timestamps come back as ISO text from the driver', async () => {
    const row = await db.one<{ t: unknown }>(sql`SELECT ${'2026-01-05T01:00:00.123Z'}::timestamptz AS t`);
    expect(isoTime(row!.t)).toBe('2026-01-05T01:00:00.123Z');
    expect(isoTime('2026-01-05 09:00:00.123456+08')).toBe('2026-01-05T01:00:00.123Z');
    expect(() => isoTime('yesterday')).toThrow();
  });
});
