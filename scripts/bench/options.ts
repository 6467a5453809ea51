/**
 * The options of `npm run bench`, read from the command line after `--`
 * (`--name=value` or `--name value`), then from BENCH_* environment variables,
 * then from npm's own config variables (`npm run bench --db=pglite` without
 * the `--` makes npm keep the option as npm_config_db), then the defaults.
 * The help text below is what `--help` prints and is the one description of
 * the options (scripts/bench.ts points here).
 */
export type BenchDb = 'pglite' | 'postgres';
export type BenchSection = 'bundle' | 'browser' | 'queries' | 'books' | 'export' | 'export1m' | 'load' | 'customers';
export type BenchScale = 'bench' | 'demo';

export interface BenchOptions {
  dbs: BenchDb[];
  sections: Set<BenchSection>;
  reuse: boolean;
  scale: BenchScale;
  /** Seconds of each 50/200-connection run of the load scenario (the GET /api/users/me line runs min(10, this)). */
  loadSeconds: number;
  /**
   * The load section's server: 0 = in the bench process (the default), N = N server processes over the same
   * PostgreSQL, requests round-robin over them; a list (1,2) runs the load once per count.
   */
  instances: number[];
  /** Times each load run is repeated; the report adds the median CPU per request (a shared machine's noise is large). */
  loadRuns: number;
  help: boolean;
}

export const ALL_SECTIONS: readonly BenchSection[] = ['bundle', 'browser', 'queries', 'books', 'export', 'export1m', 'load', 'customers'];
const ALL_DBS: readonly BenchDb[] = ['pglite', 'postgres'];

export const HELP = `npm run bench -- [options]

Performance report: bundle sizes, then the finance books on the embedded
database (PGlite) and on a PostgreSQL cluster started for the run.

  --db=pglite|postgres|both      databases to measure (default both)            env BENCH_DB
  --section=LIST                 comma list of bundle,browser,queries,books,      env BENCH_SECTION
                                 export,export1m,load,customers
                                 (default all):
                                   bundle   vite build and the bundle sizes
                                   browser  the app in Chromium at 4x CPU throttling: sign-in to the
                                            dashboard, the first and a later grid screen (demo data)
                                   queries  GL / trial balance / income statement / sub-ledger / YTD
                                            timings through the real routes, beside the naive queries
                                   books    a year's books of accounts (PDF) with GL pages read meanwhile
                                   export   the GL export to XLSX (> 1M rows at bench scale)
                                   export1m the GL export of 1,000,000 rows on PGlite, on a database
                                            of its own (test books + 1M lines on one account; built
                                            in about a minute, kept in .bench/pglite-export1m)
                                   load     concurrent HTTP load on a listening server (loopback)
                                   customers the Customers Center, its export and the customer view
                                            at 100,000 customers on PGlite, on a database of its own
                                            (kept in .bench/pglite-customers)
  --scale=bench|demo             size of the generated books (default bench)     env BENCH_SCALE
                                   bench  >= 5M journal lines: ~20 min to generate on PostgreSQL,
                                          ~50 min on PGlite; kept in .bench/pglite, .bench/postgres
                                   demo   the demo books (6,000 sales invoices): a minute or two;
                                          kept in .bench/pglite-demo, .bench/postgres-demo
  --reuse                        measure on the books of the previous run of the  env BENCH_REUSE=1
                                 same scale instead of generating them again
  --load-seconds=N               seconds of each load run at 50 and 200           env BENCH_LOAD_SECONDS
                                 connections (default 30; the GET /api/users/me
                                 line runs min(10, N) s)
  --load-runs=N                  each load run N times (1-9, default 1) and the   env BENCH_LOAD_RUNS
                                 median CPU per request of the N
  --instances=N[,M]              load on N server processes (PostgreSQL only;     env BENCH_INSTANCES
                                 0 = in the bench process, the default)
  --help                         this text

Examples:
  npm run bench -- --scale=demo --db=pglite --section=load --load-seconds=5
  npm run bench -- --reuse --db=postgres --section=queries,load
`;

export class OptionError extends Error {}

type Env = Record<string, string | undefined>;

function list<T extends string>(name: string, raw: string, allowed: readonly T[], both?: string): T[] {
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (both && items.length === 1 && items[0] === both) return [...allowed];
  if (items.length === 0) throw new OptionError(`--${name} needs a value`);
  for (const item of items) {
    if (!allowed.includes(item as T)) throw new OptionError(`--${name}: "${item}" is not one of ${[...allowed, ...(both ? [both] : [])].join(', ')}`);
  }
  // In the report's order, whatever order they were given in.
  return allowed.filter((a) => items.includes(a));
}

const truthy = (v: string) => v === '' || v === '1' || v === 'true' || v === 'yes';

export function parseOptions(argv: readonly string[], env: Env = process.env): BenchOptions {
  const given = new Map<string, string>();
  const known = new Set(['db', 'section', 'reuse', 'scale', 'load-seconds', 'load-runs', 'instances', 'help']);
  const flags = new Set(['reuse', 'help']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h') {
      given.set('help', '');
      continue;
    }
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m || !known.has(m[1])) throw new OptionError(`unknown option "${arg}" (npm run bench -- --help)`);
    let value = m[2];
    if (value === undefined && !flags.has(m[1])) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new OptionError(`--${m[1]} needs a value`);
      i++;
    }
    given.set(m[1], value ?? '');
  }
  const pick = (name: string): string | undefined => {
    const envName = name.toUpperCase().replace(/-/g, '_');
    return given.get(name) ?? env[`BENCH_${envName}`] ?? env[`npm_config_${name.replace(/-/g, '_')}`];
  };

  const help = given.has('help');
  const dbRaw = pick('db') ?? 'both';
  const sectionRaw = pick('section') ?? ALL_SECTIONS.join(',');
  const scaleRaw = pick('scale') ?? 'bench';
  if (scaleRaw !== 'bench' && scaleRaw !== 'demo') throw new OptionError(`--scale: "${scaleRaw}" is not bench or demo`);
  const reuseRaw = pick('reuse');
  const reuse = reuseRaw !== undefined && truthy(reuseRaw);
  const secondsRaw = pick('load-seconds') ?? '30';
  const loadSeconds = Number(secondsRaw);
  if (!Number.isInteger(loadSeconds) || loadSeconds < 1 || loadSeconds > 600) {
    throw new OptionError(`--load-seconds: "${secondsRaw}" is not a whole number of seconds from 1 to 600`);
  }
  const runsRaw = pick('load-runs') ?? '1';
  const loadRuns = Number(runsRaw);
  if (!Number.isInteger(loadRuns) || loadRuns < 1 || loadRuns > 9) {
    throw new OptionError(`--load-runs: "${runsRaw}" is not a whole number from 1 to 9`);
  }
  const instancesRaw = pick('instances') ?? '0';
  const instances = instancesRaw.split(',').map(Number);
  if (!instances.every((n) => Number.isInteger(n) && n >= 0 && n <= 8)) {
    throw new OptionError(`--instances: "${instancesRaw}" is not a comma list of whole numbers from 0 to 8`);
  }
  return {
    instances,
    dbs: list('db', dbRaw, ALL_DBS, 'both'),
    sections: new Set(list('section', sectionRaw, ALL_SECTIONS, 'all')),
    reuse,
    scale: scaleRaw,
    loadSeconds,
    loadRuns,
    help,
  };
}
