import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster, for the benchmark (scripts/bench) and for
 * the server tests that need what PGlite cannot show (concurrent
 * transactions): initdb into a folder, start on a free loopback port, stop
 * afterwards. PostgreSQL refuses to run as root, so as root the cluster runs
 * as `nobody`. Needs the server binaries (initdb, pg_ctl) on PATH or under
 * /usr/lib/postgresql/<v>/bin, where Debian's `postgresql` package puts them
 * (scripts/ensure-postgres.sh installs it on CI).
 */
export interface PgCluster {
  url: string;
  /** CPU time used so far by the cluster's processes (postmaster, live backends, exited backends), ms; null where /proc is missing. */
  cpuMs(): number | null;
  stop(): void;
}

/** utime + stime (+ cutime + cstime with `children`) of a process from /proc, in clock ticks; null if it is gone. */
function procTicks(pid: number, children: boolean): { ppid: number; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state is field 3.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [f[11], f[12], f[13], f[14]].map(Number);
    return { ppid: Number(f[1]), ticks: utime + stime + (children ? cutime + cstime : 0) };
  } catch {
    return null;
  }
}

/**
 * CPU of a cluster: the postmaster's own and its waited-for (exited) children's,
 * plus its live children's. Linux reports clock ticks of 1/100 s (CLK_TCK).
 */
function clusterCpuMs(data: string): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  let ticks = procTicks(postmaster, true)?.ticks ?? 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = procTicks(Number(name), false);
    if (p && p.ppid === postmaster) ticks += p.ticks;
  }
  return ticks * 10;
}

/** CPU time a process has used so far (its own, not its children's), ms; null where /proc is missing or it is gone. */
export function processCpuMs(pid: number): number | null {
  const p = procTicks(pid, false);
  return p ? p.ticks * 10 : null;
}

export function findBin(name: string): string | null {
  const which = spawnSync('bash', ['-lc', `command -v ${name} || ls /usr/lib/postgresql/*/bin/${name} 2>/dev/null | tail -1`], { encoding: 'utf8' });
  const found = which.stdout.trim().split('\n').pop();
  return found ? found : null;
}

/** A loopback port nothing listens on now (the clusters here, and the server processes of server/serverProcess.ts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** `reuse` starts the cluster of an earlier run when its folder is there (its books stay). */
export async function startPostgres(reuse: boolean, dir = path.resolve('.bench/postgres')): Promise<PgCluster | null> {
  const initdb = findBin('initdb');
  if (!initdb || !findBin('pg_ctl')) return null;
  const data = path.join(dir, 'data');
  if (!(reuse && existsSync(data))) {
    freshFolder(dir);
    asOwner(initdb, ['-D', data, '-U', 'erp', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }
  return startCluster(dir);
}

/**
 * A hot standby of `primary` in `dir`, streaming its WAL (pg_basebackup -R): what a deployment's read replica is,
 * on this machine. Read-only; it follows the primary until stopped.
 */
export async function startReplica(primary: PgCluster, dir: string): Promise<PgCluster> {
  const basebackup = findBin('pg_basebackup');
  if (!basebackup) throw new Error('pg_basebackup is needed for a replica');
  const { port } = new URL(primary.url);
  freshFolder(dir);
  asOwner(basebackup, ['-D', path.join(dir, 'data'), '-h', '127.0.0.1', '-p', port, '-U', 'erp', '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
  return startCluster(dir);
}

const asRoot = () => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its programs run as `nobody`. */
function asOwner(cmd: string, args: string[]) {
  return asRoot() ? execFileSync('runuser', ['-u', 'nobody', '--', cmd, ...args], { stdio: 'pipe' }) : execFileSync(cmd, args, { stdio: 'pipe' });
}

function freshFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (asRoot()) {
    execFileSync('chown', ['-R', 'nobody', dir]);
    chmodSync(path.dirname(dir), 0o755);
  }
}

async function startCluster(dir: string): Promise<PgCluster> {
  const pgCtl = findBin('pg_ctl')!;
  const data = path.join(dir, 'data');
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c shared_buffers=512MB -c work_mem=64MB -c maintenance_work_mem=512MB -c max_wal_size=4GB`;
  asOwner(pgCtl, ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  const url = `postgres://erp@127.0.0.1:${port}/postgres`;
  return {
    url,
    cpuMs: () => clusterCpuMs(data),
    /** Stops the server; the folder stays so BENCH_REUSE=1 can measure again on the same books. */
    stop() {
      if (existsSync(data)) asOwner(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
}
