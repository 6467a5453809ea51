import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, processCpuMs } from './db/throwawayPostgres';

/**
 * One server instance as its own process (`node --max-semi-space-size=32 --import tsx server/main.ts`, what `npm run serve` runs), on a free
 * loopback port, with the environment given: how the scale-out test and the bench's `--instances=N` run several
 * instances over one database.
 */
export interface ServerProcess {
  /** http://127.0.0.1:<port>/api */
  url: string;
  port: number;
  proc: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** CPU time the process has used so far, ms (null without /proc). */
  cpuMs(): number | null;
  /** Everything it printed (SCALE_OUT_DEBUG prints it when it exits). */
  output(): string;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // The young generation as `npm run serve` sizes it (package.json): a request allocates a page's rows, its JSON and
  // its SQL; at Node's default 16 MB semi-space the scavenger ran often enough to cost a quarter of the server's CPU
  // per request under load (bench: 2.6-2.8 → 1.9-2.3 ms a request with PostgreSQL's share).
  const proc = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  let output = '';
  proc.on('exit', () => process.env.SCALE_OUT_DEBUG && console.log(output));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', read);
    proc.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`instance exited (${code}) before it was ready:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}/api`, port, proc, exited, cpuMs: () => processCpuMs(proc.pid!), output: () => output };
}
