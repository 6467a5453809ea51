import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, type KeyObject } from 'node:crypto';
import { EIS_LIMITS, eisProblems, type EisDocument } from './format';
import { EIS_PATHS, openBatch, readSignedDocument, sessionSignature, signaturesMatch, wrapSessionKey, type EisResult, type SealedBatch } from './protocol';

/**
 * A LOCAL EIS SIMULATOR: the BIR's side of protocol.ts, for the demo and the tests, so nothing leaves the machine
 * unless a real endpoint is configured. It checks the session's HMAC, the batch's seal, each document's signature,
 * every field and length and the arithmetic (format.ts), and answers acceptance with an acknowledgement id or
 * rejection with the reasons. An accepted document sent again (same unique id) gets its acknowledgement again. Tests can make it
 * fail (HTTP 503), stall until the client times out, or reject what a rule of theirs picks.
 */
/** A reason to reject a document that passes the format's checks, or null. */
export type EisRule = (doc: EisDocument) => string | null;

export interface EisSimulator {
  url: string;
  /** The next `count` calls answer HTTP 503, or are never answered ('timeout'). */
  failNext(count: number, mode: 'error' | 'timeout'): void;
  /** Rejects the documents the rule gives a reason for (on top of the format's checks). */
  rejectWhen(rule: EisRule | null): void;
  /** Documents received so far, resends included. */
  received(): number;
  close(): Promise<void>;
}

export interface SimulatorOptions {
  clientId: string;
  clientSecret: string;
  /** The taxpayer's registered public key: documents are verified and session keys wrapped with it. */
  publicKey: KeyObject;
  port?: number;
  /** The simulator's clock, against which a session's timestamp must be fresh (tests pass theirs). */
  now?: () => number;
}

const SKEW_MS = 5 * 60 * 1000;

export async function startEisSimulator(opts: SimulatorOptions): Promise<EisSimulator> {
  const sessions = new Map<string, Buffer>();
  const answered = new Map<string, EisResult>();
  const stalled = new Set<ServerResponse>();
  let failures: { count: number; mode: 'error' | 'timeout' } = { count: 0, mode: 'error' };
  let rule: EisRule | null = null;
  let received = 0;
  let acks = 0;

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function judge(jws: string): EisResult {
    const doc = readSignedDocument(jws, opts.publicKey) as { EisUniqueId?: unknown; CompInvoiceId?: unknown } | null;
    const id = typeof doc?.EisUniqueId === 'string' ? doc.EisUniqueId : '';
    if (!doc) return { unique_id: id, status: 'REJECTED', errors: ['The document\u2019s signature does not verify.'] };
    const before = answered.get(id);
    if (before) return before;
    const errors = eisProblems(doc);
    const ruled = errors.length === 0 && rule ? rule(doc as EisDocument) : null;
    if (ruled) errors.push(ruled);
    acks += 1;
    const result: EisResult = errors.length
      ? { unique_id: id, status: 'REJECTED', errors }
      : { unique_id: id, status: 'ACCEPTED', ack_id: `EIS-ACK-${String(acks).padStart(8, '0')}` };
    // An accepted document sent again gets the same answer; a rejected one is judged again (it may have been put right).
    if (id && result.status === 'ACCEPTED') answered.set(id, result);
    return result;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    if (failures.count > 0) {
      failures.count -= 1;
      if (failures.mode === 'timeout') return void stalled.add(res);
      return reply(res, 503, { message: 'Service unavailable (simulated).' });
    }
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return reply(res, 400, { message: 'Body is not JSON.' });
    }
    if (req.url === EIS_PATHS.sessions) {
      const { client_id, timestamp, nonce } = json as Record<string, string>;
      const signature = String(req.headers['x-eis-signature'] ?? '');
      const fresh = Math.abs(Date.parse(String(timestamp)) - (opts.now ?? Date.now)()) <= SKEW_MS;
      if (client_id !== opts.clientId || !fresh || !signaturesMatch(signature, sessionSignature(opts.clientSecret, client_id, String(timestamp), String(nonce)))) {
        return reply(res, 401, { message: 'Authentication failed.' });
      }
      const token = randomBytes(24).toString('base64url');
      const key = randomBytes(32);
      sessions.set(token, key);
      return reply(res, 200, { token, session_key: wrapSessionKey(key, opts.publicKey) });
    }
    if (req.url === EIS_PATHS.invoices) {
      const key = sessions.get(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!key) return reply(res, 401, { message: 'No session.' });
      const docs = openBatch(key, json as unknown as SealedBatch);
      if (!docs) return reply(res, 400, { message: 'The batch does not open with the session key.' });
      if (docs.length === 0 || docs.length > EIS_LIMITS.batchMax) return reply(res, 400, { message: `A batch holds 1 to ${EIS_LIMITS.batchMax} documents.` });
      received += docs.length;
      return reply(res, 200, { batch_id: json.batch_id, results: docs.map(judge) });
    }
    return reply(res, 404, { message: 'Not found.' });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    failNext: (count, mode) => {
      failures = { count, mode };
    },
    rejectWhen: (r) => {
      rule = r;
    },
    received: () => received,
    close: async () => {
      for (const res of stalled) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
