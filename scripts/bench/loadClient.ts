import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * The load generator of the bench's load scenario, run as a child process
 * (scripts/bench/load.ts forks it) so that it has an event loop and a CPU
 * account of its own: the server under test keeps the bench process's event
 * loop to itself, and the report can show that the generator is not the
 * bottleneck. Closed loop: `connections` workers each send a request, wait for
 * its answer (or for the timeout), and send the next, over one keep-alive
 * socket each (an Agent with `connections` sockets), until `seconds` are over;
 * then the requests in flight are waited for and counted.
 *
 * Plain node:http rather than a load tool from the registry: it needs no new
 * dependency, it records the latency of each kind of request of the mix
 * separately, and the servers measured answer a few thousand requests a second
 * at most, far below what a node:http client sustains on one core.
 */
export interface LoadRequest {
  /** Kind of request, for the per-kind figures of a mix. */
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

/** One request template: `pages` > 0 sets a random page in [0, pages) on each request (body `page`, or query `page`). */
export interface LoadTemplate extends LoadRequest {
  pages?: number;
}

export interface LoadJob {
  port: number;
  /** Several instances: requests go round-robin over these ports (a load balancer's work), `port` unused. */
  ports?: number[];
  connections: number;
  seconds: number;
  timeoutMs: number;
  tokens: string[];
  /** Requests go round-robin over these (and, independently, over the tokens). */
  templates: LoadTemplate[];
}

export interface KindResult {
  kind: string;
  /** Latencies of the answered requests (any status), ms. */
  latencies: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
  /** First few non-2xx statuses and error messages, to show what went wrong. */
  samples: string[];
}

export interface LoadResult {
  /** From the first request until every connection had its first answer (or timed out), ms. */
  rampMs: number;
  /** Failures of the ramp-up's requests (its latencies are left out). */
  ramp: KindResult;
  /** The measured window: from the end of the ramp-up until the last answer, ms. */
  elapsedMs: number;
  /** CPU time of this generator process over the run, ms (user + system). */
  cpuMs: number;
  kinds: KindResult[];
}

function pathAndBody(t: LoadTemplate): { path: string; body?: string } {
  const page = t.pages && t.pages > 0 ? Math.floor(Math.random() * t.pages) : undefined;
  if (t.method === 'GET') {
    const path = page === undefined ? t.path : t.path.replace(/([?&]page=)\d+/, `$1${page}`);
    return { path };
  }
  const body = page === undefined ? t.body : { ...t.body, page };
  return { path: t.path, body: JSON.stringify(body ?? {}) };
}

/** `onSteady` is called when the ramp-up is over and the measured window starts. */
export async function runLoad(job: LoadJob, onSteady?: () => void): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections, maxFreeSockets: job.connections });
  const kinds = new Map<string, KindResult>();
  for (const t of job.templates) if (!kinds.has(t.kind)) kinds.set(t.kind, { kind: t.kind, latencies: [], non2xx: 0, errors: 0, timeouts: 0, samples: [] });
  const rampFigures: KindResult = { kind: 'ramp-up', latencies: [], non2xx: 0, errors: 0, timeouts: 0, samples: [] };
  let counter = 0;
  const sample = (k: KindResult, what: string) => {
    if (k.samples.length < 5) k.samples.push(what);
  };

  const once = (ramp: boolean): Promise<void> =>
    new Promise((resolve) => {
      const i = counter++;
      const template = job.templates[i % job.templates.length];
      const token = job.tokens[i % job.tokens.length];
      // The ramp-up's requests count in the ramp-up's own figures.
      const k = ramp ? rampFigures : kinds.get(template.kind)!;
      const { path, body } = pathAndBody(template);
      const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${token}` };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      let done = false;
      const finish = () => {
        done = true;
        clearTimeout(timer);
        resolve();
      };
      const start = performance.now();
      const port = job.ports?.length ? job.ports[i % job.ports.length] : job.port;
      const req = http.request({ host: '127.0.0.1', port, method: template.method, path, headers, agent }, (res) => {
        const status = res.statusCode ?? 0;
        let text = '';
        const keep = status < 200 || status > 299;
        res.on('data', (chunk: Buffer) => {
          if (keep && text.length < 200) text += chunk.toString('utf8');
        });
        res.on('end', () => {
          if (done) return;
          k.latencies.push(performance.now() - start);
          if (keep) {
            k.non2xx++;
            sample(k, `${status} ${text.slice(0, 120)}`);
          }
          finish();
        });
        res.on('error', () => {});
      });
      // A timeout: no complete answer within timeoutMs. The socket is dropped (the Agent opens another).
      const timer = setTimeout(() => {
        if (done) return;
        k.timeouts++;
        finish();
        req.destroy(new Error('timeout'));
      }, job.timeoutMs);
      req.on('error', (err) => {
        if (done) return;
        k.errors++;
        sample(k, `error ${err.message}`);
        finish();
      });
      req.end(body);
    });

  const rampStart = performance.now();
  let opened = 0;
  let allOpened!: () => void;
  const rampDone = new Promise<void>((resolve) => (allOpened = resolve));
  let t0 = 0;
  let end = 0;
  let cpu0 = process.cpuUsage();
  const worker = async () => {
    await once(true);
    if (++opened === job.connections) {
      t0 = performance.now();
      end = t0 + job.seconds * 1000;
      cpu0 = process.cpuUsage();
      onSteady?.();
      allOpened();
    }
    await rampDone;
    while (performance.now() < end) await once(false);
  };
  await Promise.all(Array.from({ length: job.connections }, worker));
  const elapsedMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  agent.destroy();
  return { rampMs: t0 - rampStart, ramp: { ...rampFigures, latencies: [] }, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000, kinds: [...kinds.values()] };
}

// As a forked child: one job per message, its result sent back; gone with the bench.
if (process.send) {
  process.on('disconnect', () => process.exit(0));
  process.on('message', (job: LoadJob) => {
    runLoad(job, () => process.send!({ steady: true })).then(
      (result) => process.send!({ ok: true, result }),
      (err: unknown) => process.send!({ ok: false, error: String(err) }),
    );
  });
  process.send({ ready: true });
}
