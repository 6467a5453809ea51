import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the benchmark: initdb into a folder,
 * start on a free loopback port, stop afterwards. PostgreSQL
 * refuses to run as root, so as root the cluster runs as `nobody`.
 * Needs the server binaries (initdb, pg_ctl) on PATH; `apt-get install -y
 * postgresql` provides them under /usr/lib/postgresql/<v>/bin.
 */
export interface PgCluster {
  url: string;
  stop(): void;
}

function findBin(name: string): string | null {
  const which = spawnSync('bash', ['-lc', `command -v ${name} || ls /usr/lib/postgresql/*/bin/${name} 2>/dev/null | tail -1`], { encoding: 'utf8' });
  const found = which.stdout.trim().split('\n').pop();
  return found ? found : null;
}

async function freePort(): Promise<number> {
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
  const pgCtl = findBin('pg_ctl');
  if (!initdb || !pgCtl) return null;
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'nobody', '--', cmd, ...args], { stdio: 'pipe' }) : execFileSync(cmd, args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  if (!(reuse && existsSync(data))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    if (asRoot) {
      execFileSync('chown', ['-R', 'nobody', dir]);
      chmodSync(path.dirname(dir), 0o755);
    }
    run(initdb, ['-D', data, '-U', 'erp', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c shared_buffers=512MB -c work_mem=64MB -c maintenance_work_mem=512MB -c max_wal_size=4GB`;
  run(pgCtl, ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  const url = `postgres://erp@127.0.0.1:${port}/postgres`;
  return {
    url,
    /** Stops the server; the folder stays so BENCH_REUSE=1 can measure again on the same books. */
    stop() {
      if (existsSync(data)) run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
  };
}
