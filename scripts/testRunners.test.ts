import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The two test drivers (scripts/test-all.mjs behind `npm test`, scripts/e2e.mjs
 * behind `npm run test:e2e`) run against stand-ins: an `npx` on PATH and a
 * scripts/ensure-chromium.sh in a scratch folder, so every step can be made to
 * pass, fail or leave no report without running the real tools.
 */
const SCRIPTS = path.dirname(new URL(import.meta.url).pathname);

// npx stand-in: logs its arguments; fails when a word of STUB_FAIL is among them;
// for vitest, writes STUB_REPORT to --outputFile= (none when STUB_REPORT is unset)
// and exits with STUB_VITEST_STATUS.
const NPX = `#!/usr/bin/env bash
echo "npx $*" >> "$STUB_LOG"
for word in $STUB_FAIL; do
  for arg in "$@"; do [ "$arg" = "$word" ] && exit 1; done
done
if [ "$1" = "vitest" ]; then
  for arg in "$@"; do
    case "$arg" in --outputFile=*) [ -n "\${STUB_REPORT:-}" ] && printf '%s' "$STUB_REPORT" > "\${arg#--outputFile=}";; esac
  done
  exit "\${STUB_VITEST_STATUS:-0}"
fi
exit 0
`;
const CHROMIUM = `#!/usr/bin/env bash
echo "chromium" >> "$STUB_LOG"
exit "\${STUB_CHROMIUM_STATUS:-0}"
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'erp-test-runners-'));
  mkdirSync(path.join(dir, 'bin'));
  mkdirSync(path.join(dir, 'scripts'));
  writeFileSync(path.join(dir, 'bin', 'npx'), NPX);
  chmodSync(path.join(dir, 'bin', 'npx'), 0o755);
  writeFileSync(path.join(dir, 'scripts', 'ensure-chromium.sh'), CHROMIUM);
  writeFileSync(path.join(dir, 'log'), '');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function runScript(script: string, env: Record<string, string> = {}) {
  const res = spawnSync(process.execPath, [path.join(SCRIPTS, script)], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${path.join(dir, 'bin')}${path.delimiter}${process.env.PATH}`, STUB_LOG: path.join(dir, 'log'), ...env },
  });
  const lines = res.stdout.trim().split('\n');
  return { status: res.status, last: lines[lines.length - 1], calls: readFileSync(path.join(dir, 'log'), 'utf8').trim().split('\n').filter(Boolean) };
}

const report = (passed: number, failedTests: number, brokenFiles = 0) =>
  JSON.stringify({
    numPassedTests: passed,
    numFailedTests: failedTests,
    testResults: [
      { status: failedTests ? 'failed' : 'passed', assertionResults: [{ status: 'passed' }] },
      ...Array.from({ length: brokenFiles }, () => ({ status: 'failed', assertionResults: [] })),
    ],
  });

describe('scripts/test-all.mjs closing line', () => {
  it('sums the tests of both vitest runs when every step passes', () => {
    const r = runScript('test-all.mjs', { STUB_REPORT: report(4, 0) });
    expect(r.last).toBe('8 passed, 0 failed');
    expect(r.status).toBe(0);
  });

  it('keeps counting failed tests and files that failed to load', () => {
    const r = runScript('test-all.mjs', { STUB_REPORT: report(4, 2, 1), STUB_VITEST_STATUS: '1' });
    expect(r.last).toBe('8 passed, 6 failed');
    expect(r.status).toBe(1);
  });

  it('counts a failed typecheck and a failed lint as one failed each', () => {
    const r = runScript('test-all.mjs', { STUB_REPORT: report(4, 0), STUB_FAIL: 'tsc eslint' });
    expect(r.last).toBe('8 passed, 2 failed');
    expect(r.status).toBe(1);
  });

  it('counts a failed build as one failed (the end-to-end tests then do not run)', () => {
    const r = runScript('test-all.mjs', { STUB_REPORT: report(4, 0), STUB_FAIL: 'build' });
    expect(r.last).toBe('4 passed, 1 failed');
    expect(r.calls.filter((c) => c.includes('--project e2e'))).toEqual([]);
  });

  it('counts a missing Chromium as one failed', () => {
    const r = runScript('test-all.mjs', { STUB_REPORT: report(4, 0), STUB_CHROMIUM_STATUS: '1' });
    expect(r.last).toBe('4 passed, 1 failed');
    expect(r.status).toBe(1);
  });

  it('counts a vitest run without a report, or exiting non-zero with no failed test, as one failed each', () => {
    expect(runScript('test-all.mjs', { STUB_VITEST_STATUS: '1' }).last).toBe('0 passed, 2 failed');
    expect(runScript('test-all.mjs', { STUB_REPORT: report(4, 0), STUB_VITEST_STATUS: '1' }).last).toBe('8 passed, 2 failed');
  });

  it('counts a step whose script is missing as one failed', () => {
    rmSync(path.join(dir, 'scripts', 'ensure-chromium.sh'));
    const r = runScript('test-all.mjs', { STUB_REPORT: report(4, 0) });
    expect(r.last).toBe('4 passed, 1 failed');
  });
});

describe('scripts/e2e.mjs', () => {
  it('builds, makes sure Chromium is there, then runs the e2e project', () => {
    const r = runScript('e2e.mjs');
    expect(r.calls).toEqual(['npx vite build', 'chromium', 'npx vitest run --project e2e']);
    expect(r.status).toBe(0);
  });

  it("exits with the e2e run's status", () => {
    expect(runScript('e2e.mjs', { STUB_VITEST_STATUS: '3' }).status).toBe(3);
  });

  it('stops before the tests when the build or Chromium fails', () => {
    const build = runScript('e2e.mjs', { STUB_FAIL: 'build' });
    expect(build.status).not.toBe(0);
    expect(build.calls).toEqual(['npx vite build']);
    writeFileSync(path.join(dir, 'log'), '');
    const chromium = runScript('e2e.mjs', { STUB_CHROMIUM_STATUS: '1' });
    expect(chromium.status).toBe(1);
    expect(chromium.calls).toEqual(['npx vite build', 'chromium']);
  });
});
