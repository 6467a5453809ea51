#!/usr/bin/env node
/**
 * `npm run test:e2e`: the end-to-end tests alone. Builds the app (the tests
 * drive the built dist/), makes sure Debian's Chromium is there, then runs the
 * vitest e2e project and exits with its status. A failed build or a missing
 * browser stops here with that step's status.
 */
import { spawnSync } from 'node:child_process';

function run(label, cmd, args) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.error) console.error(`${label}: could not start ${cmd}: ${res.error.message}`);
  // Killed by a signal or never started: still a failure.
  return res.status ?? 1;
}

const steps = [
  ['build', 'npx', ['vite', 'build']],
  ['chromium', 'bash', ['scripts/ensure-chromium.sh']],
  ['end-to-end tests', 'npx', ['vitest', 'run', '--project', 'e2e']],
];

for (const [label, cmd, args] of steps) {
  const status = run(label, cmd, args);
  if (status !== 0) {
    if (label !== 'end-to-end tests') console.error(`! ${label} failed (exit ${status}): the end-to-end tests did not run`);
    process.exit(status);
  }
}
process.exit(0);
