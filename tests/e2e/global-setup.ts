import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Starts the reference server on a fresh embedded database with demo data,
 * serving the built app (dist/) and the API on one origin, for the browser tests.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 18080);
export const E2E_CROSS_LOGIN_SECRET = 'e2e-cross-login-secret-not-for-production';

let child: ChildProcess | undefined;
let dataDir: string | undefined;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

/** Waits until nothing answers at `url` (a server of an earlier run still stopping); throws if it stays. */
async function waitForPortFree(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
    } catch {
      return; // refused: free
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // Tests against another run's server (and its changed data) would fail in confusing ways.
  throw new Error(`${url} is already serving: stop that server or set E2E_PORT`);
}

export default async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'erp-e2e-'));
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  await waitForPortFree(`${baseUrl}/`, 15_000);
  // node + tsx directly (not npx) in its own process group, so teardown stops the whole tree.
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      ERP_MODE: 'demo',
      CROSS_LOGIN_SECRET: E2E_CROSS_LOGIN_SECRET,
      // A build elsewhere (STATIC_DIR) lets several people run the browser tests on one machine.
      STATIC_DIR: process.env.STATIC_DIR || 'dist',
      LOG_LEVEL: 'warn',
      // E-invoices are sent at start and when a test sends them (Send Now), never behind a test's back.
      EIS_INTERVAL_SECONDS: '3600',
      REVISION_HEAD_FILE: path.join(dataDir, 'revision-heads.jsonl'),
    },
  });
  const stop = () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  // The demo seed takes about a minute on an idle 2-core machine and several on a busy one.
  try {
    await waitForServer(`${baseUrl}/`, Number(process.env.E2E_SERVER_WAIT_MS || 600_000));
  } catch (err) {
    // No teardown runs when setup throws: stop the server here, or it keeps the port.
    stop();
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    stop();
    // Wait for the server to be gone, so a run right after this one starts its own.
    await waitForPortFree(`${baseUrl}/`, 15_000).catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
