#!/usr/bin/env node
/**
 * `npm test`: type-check, lint, component + server tests, build, end-to-end
 * tests in headless Chromium. Ends with one line "N passed, N failed" summing
 * every suite (CI reads it). A step that fails outright or cannot start
 * (typecheck, lint, build, no Chromium, a vitest run without a report or one
 * that exits non-zero with no failed test) counts as one failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const outDir = '.test-results';
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

let passed = 0;
let failed = 0;
const problems = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.error) console.log(`=== ${label} could not start: ${res.error.message}`);
  console.log(`=== ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${res.status ?? res.signal})`);
  return res.status === 0;
}

/** A failed step: listed as a problem and counted as one failed. */
function stepFailed(problem) {
  problems.push(problem);
  failed += 1;
}

function vitest(label, projects, file) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${outDir}/${file}`];
  const ok = run(label, 'npx', args);
  const path = `${outDir}/${file}`;
  let report;
  try {
    report = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  } catch {
    report = undefined;
  }
  if (!report || !Array.isArray(report.testResults)) {
    stepFailed(`${label}: the runner produced no report`);
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // Name every failed test at the end: CI shows only the tail of the output.
  for (const f of report.testResults) {
    const file = String(f.name ?? 'a test file').replace(process.cwd() + '/', '');
    for (const a of f.assertionResults ?? []) {
      if (a.status === 'failed') problems.push(`${label}: ${file} > ${a.fullName ?? a.title ?? 'a test'}`);
    }
    if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) problems.push(`${label}: ${file} did not load: ${String(f.message ?? '').slice(0, 300)}`);
  }
  // A file that fails to load has no failed test but fails the run: count it.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  failed += brokenFiles;
  if (!ok && report.numFailedTests === 0 && brokenFiles === 0) stepFailed(`${label}: runner exited non-zero`);
}

if (!run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])) stepFailed('typecheck failed');
if (!run('lint', 'npx', ['eslint', '.', '--max-warnings=50'])) stepFailed('lint failed');

vitest('component and server tests', ['web', 'server'], 'unit.json');

if (!run('build', 'npx', ['vite', 'build'])) stepFailed('build failed');
else if (!run('chromium', 'bash', ['scripts/ensure-chromium.sh'])) stepFailed('chromium is not available');
else vitest('end-to-end tests', ['e2e'], 'e2e.json');

for (const p of problems) console.log(`! ${p}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
