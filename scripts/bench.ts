/**
 * `npm run bench`: performance figures, printed as a report. Starts with the
 * bundle sizes; the data-volume, query, export and load figures of the
 * finance reports are added by their own modules under scripts/bench/.
 *
 * Options (`npm run bench -- --help` prints them; scripts/bench/options.ts
 * parses them):
 *   --db=pglite|postgres|both          default both                  (BENCH_DB)
 *   --section=bundle,browser,queries,books,export,export1m,load  comma list, default all (BENCH_SECTION)
 *   --scale=bench|demo                 default bench; demo = the demo books in
 *                                      .bench/pglite-demo, .bench/postgres-demo (BENCH_SCALE)
 *   --reuse                            the books of the previous run   (BENCH_REUSE=1)
 *   --load-seconds=N                   each load run, default 30       (BENCH_LOAD_SECONDS)
 *   --load-runs=N                      each load run N times, median CPU (BENCH_LOAD_RUNS)
 *
 * A quick check of the mechanics (a minute or two):
 *   npm run bench -- --scale=demo --db=pglite --section=load --load-seconds=5
 */
import { execSync } from 'node:child_process';
import { browserBench } from './bench/browser';
import { printBundleReport } from './bench/bundle';
import { customersBench } from './bench/customers';
import { exportMillionBench } from './bench/exportMillion';
import { financeBench } from './bench/finance';
import { HELP, OptionError, parseOptions, type BenchOptions, type BenchSection } from './bench/options';

let opts: BenchOptions;
try {
  opts = parseOptions(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof OptionError)) throw err;
  console.error(`${err.message}\n\n${HELP}`);
  process.exit(2);
}
if (opts.help) {
  console.log(HELP);
  process.exit(0);
}

const started = Date.now();
console.log('# ERP back-office benchmark');
console.log(`machine: ${process.platform} ${process.arch}, node ${process.version}`);
const finance = ['queries', 'books', 'export', 'load'].some((s) => opts.sections.has(s as BenchSection));
console.log(
  `sections: ${[...opts.sections].join(', ')}` +
    (finance
      ? `; scale: ${opts.scale}${opts.scale === 'demo' ? ' (the demo books: figures that check the mechanics, not the aims)' : ''}; ` +
        `databases: ${opts.dbs.join(', ')}${opts.reuse ? '; reusing the books of the previous run' : ''}`
      : ''),
);
if (opts.sections.has('bundle')) {
  execSync('npx vite build', { stdio: 'ignore' });
  console.log(`vite build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  printBundleReport();
}
if (opts.sections.has('browser')) {
  if (!opts.sections.has('bundle')) execSync('npx vite build', { stdio: 'ignore' });
  await browserBench();
}
await financeBench(opts);
if (opts.sections.has('export1m') && opts.dbs.includes('pglite')) await exportMillionBench(opts.reuse);
if (opts.sections.has('customers') && opts.dbs.includes('pglite')) await customersBench(opts.reuse);
