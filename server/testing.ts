import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from './app';
import { manualClock, type ManualClock } from './clock';
import { DEFAULT_SUPERUSER_ROLE_CODE, loadConfig, type Config } from './config';
import { openDb, type Db } from './db/db';
import { migrate } from './db/migrate';
import { loadPhilippineAddresses } from './addresses/load';
import { seedDemoData } from './seed';
import { findUserByUsername } from './auth/users';
import type { OutboxMessage } from '../contract';

/**
 * A complete server for tests: in-memory PGlite, migrated and seeded with
 * the demo data, a manual clock, no logging. Build one per test file
 * (beforeAll). A new PGlite cluster takes 3-7 s to create on this machine,
 * so testing.globalSetup.ts prepares one seeded database per run and every
 * file clones it (~1 s).
 *
 * PASSWORD_HASH_COST is 12 here (about 20 ms a hash instead of 600 ms) so a
 * suite can sign in hundreds of times; password.test.ts checks the real
 * cost (17) separately. Production refuses anything below 17.
 */
export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: ManualClock;
  /** A bearer token for a demo user (session opened directly, also for otpuser). */
  login(username: string): Promise<string>;
  /**
   * app.inject with JSON, an optional bearer token and a parsed body. The body
   * is `any` on purpose: tests read any envelope shape and assert on it.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(opts: InjectOptions & { token?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  /** Demo outbox messages for a recipient, newest first (through the demo endpoint). */
  outbox(recipient?: string): Promise<OutboxMessage[]>;
  close(): Promise<void>;
}

/** Seed parameters of the test template database (the defaults of createTestServer). */
export const TEST_SEED = { superuserRoleCode: DEFAULT_SUPERUSER_ROLE_CODE, passwordHashCost: 12 } as const;

/** Folder with empty.tar and seeded.tar, written once per run by testing.globalSetup.ts. */
export const TEMPLATE_DIR_ENV = 'ERP_TEST_PGLITE_TEMPLATES';

function template(name: 'empty' | 'seeded'): Uint8Array | undefined {
  const dir = process.env[TEMPLATE_DIR_ENV];
  const file = dir && path.join(dir, `${name}.tar`);
  return file && existsSync(file) ? readFileSync(file) : undefined;
}

/**
 * An in-memory database for a test: `empty` (not even migrated) or `seeded`
 * (migrated, demo data with TEST_SEED). Cloned from the run's template when
 * the global setup made one, built from scratch otherwise.
 */
export async function openTestDb(kind: 'empty' | 'seeded'): Promise<Db> {
  const db = await openDb({ pgliteDir: 'memory://', pgliteTemplate: template(kind) });
  if (kind === 'seeded') {
    await migrate(db);
    await loadPhilippineAddresses(db);
    await seedDemoData(db, TEST_SEED);
  }
  return db;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  sender?: BuildOptions['sender'];
  extraRoutes?: BuildOptions['extraRoutes'];
  /** Where e-invoices go (a test's EIS simulator); none by default: they stay queued. */
  eis?: BuildOptions['eis'];
  /** Start time of the manual clock (default 2026-03-02T01:00:00Z). */
  now?: number;
}

export async function createTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  // Each server writes its exports and uploads to its own folders, removed on close.
  const exportDir = mkdtempSync(path.join(tmpdir(), 'erp-test-exports-'));
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'erp-test-uploads-'));
  const config = loadConfig({
    EXPORT_DIR: exportDir,
    UPLOAD_DIR: uploadDir,
    REVISION_HEAD_FILE: path.join(exportDir, 'revision-heads.jsonl'),
    PGLITE_DIR: 'memory://',
    ERP_MODE: 'demo',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: String(TEST_SEED.passwordHashCost),
    CROSS_LOGIN_SECRET: 'test-cross-login-secret-0123456789abcdef',
    STATIC_DIR: '/nonexistent-static-dir',
    ...opts.env,
  });
  const standard =
    config.mode === 'demo' &&
    !config.databaseUrl &&
    config.superuserRoleCode === TEST_SEED.superuserRoleCode &&
    config.passwordHashCost === TEST_SEED.passwordHashCost;
  let db: Db;
  if (standard) db = await openTestDb('seeded');
  else {
    db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    await migrate(db);
    await loadPhilippineAddresses(db);
    if (config.mode === 'demo') {
      await seedDemoData(db, { superuserRoleCode: config.superuserRoleCode, passwordHashCost: config.passwordHashCost });
    }
  }
  const clock = manualClock(opts.now ?? Date.UTC(2026, 2, 2, 1, 0, 0));
  const app = await buildApp({ config, db, clock, sender: opts.sender, extraRoutes: opts.extraRoutes, eis: opts.eis ?? null });
  await app.ready();

  return {
    app,
    db,
    config,
    clock,
    async login(username) {
      const user = await findUserByUsername(db, username);
      if (!user) throw new Error(`No demo user ${username}`);
      return (await app.deps.sessions.create(user.id)).token;
    },
    async call({ token, ...inject }) {
      const res = await app.inject({
        ...inject,
        headers: { ...(inject.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {
        // not JSON (index.html): keep the text
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
    async outbox(recipient) {
      const qs = recipient ? `?recipient=${encodeURIComponent(recipient)}` : '';
      const res = await app.inject({ method: 'GET', url: `/api/__demo__/outbox${qs}` });
      return res.json().result as OutboxMessage[];
    },
    async close() {
      await app.close();
      await db.close();
      rmSync(exportDir, { recursive: true, force: true });
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
