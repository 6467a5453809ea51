import { createCipheriv, createDecipheriv, createHmac, createPrivateKey, createPublicKey, privateDecrypt, publicEncrypt, randomBytes, sign, timingSafeEqual, verify, type KeyObject, constants } from 'node:crypto';
import type { EisDocument } from './format';

/**
 * THE EIS WIRE PROTOCOL, both ends (the transmitter's client here, the local simulator in simulator.ts). What the BIR
 * publishes is followed in its shape — an HMAC-authenticated session, each document signed as a JWS by the taxpayer's
 * key, the batch encrypted with the session's key — while the paths, header names and the exact cipher choices are
 * ours until certification (README, "E-invoicing"):
 *
 * 1. POST {url}/api/v1/sessions {client_id, timestamp, nonce} with X-Eis-Signature = base64 HMAC-SHA256 of
 *    "client_id|timestamp|nonce" under the client secret. Answer {token, session_key}: the session key (32 bytes)
 *    encrypted with the taxpayer's public key (RSA-OAEP, SHA-256), so only the holder of the private key reads it.
 * 2. POST {url}/api/v1/invoices with Authorization: Bearer token, body {batch_id, iv, data, tag}: AES-256-GCM under
 *    the session key of {documents: [JWS, …]} (at most 100), each JWS compact RS256 over the document's JSON.
 *    Answer {batch_id, results: [{unique_id, status: ACCEPTED | REJECTED, ack_id?, errors?}]}.
 */
export const EIS_PATHS = { sessions: '/api/v1/sessions', invoices: '/api/v1/invoices' } as const;

export interface EisEndpoint {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The taxpayer's signing key (PEM); its public half is registered with the BIR. */
  privateKey: KeyObject;
  timeoutMs: number;
}

export interface EisResult {
  unique_id: string;
  status: 'ACCEPTED' | 'REJECTED';
  ack_id?: string;
  errors?: string[];
}
export interface EisBatchAnswer {
  batch_id: string;
  results: EisResult[];
}

export interface SealedBatch {
  batch_id: string;
  iv: string;
  data: string;
  tag: string;
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function sessionSignature(secret: string, clientId: string, timestamp: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${clientId}|${timestamp}|${nonce}`).digest('base64');
}

export function signaturesMatch(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A document as a compact JWS (RS256) under the taxpayer's key. */
export function signDocument(doc: EisDocument, key: KeyObject, kid: string): string {
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = b64url(JSON.stringify(doc));
  return `${head}.${body}.${b64url(sign('sha256', Buffer.from(`${head}.${body}`), key))}`;
}

/** The document a JWS carries, or null when its signature is not the key's. */
export function readSignedDocument(jws: string, publicKey: KeyObject): unknown {
  const [head, body, sig] = jws.split('.');
  if (!head || !body || !sig) return null;
  if (!verify('sha256', Buffer.from(`${head}.${body}`), publicKey, Buffer.from(sig, 'base64url'))) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export function sealBatch(key: Buffer, batchId: string, documents: string[]): SealedBatch {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([c.update(JSON.stringify({ documents }), 'utf8'), c.final()]);
  return { batch_id: batchId, iv: iv.toString('base64'), data: data.toString('base64'), tag: c.getAuthTag().toString('base64') };
}

/** The batch's documents, or null when it was not sealed with this key (or was changed on the way). */
export function openBatch(key: Buffer, sealed: SealedBatch): string[] | null {
  try {
    const d = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
    d.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    const text = Buffer.concat([d.update(Buffer.from(sealed.data, 'base64')), d.final()]).toString('utf8');
    const docs = (JSON.parse(text) as { documents?: unknown }).documents;
    return Array.isArray(docs) && docs.every((x) => typeof x === 'string') ? (docs as string[]) : null;
  } catch {
    return null;
  }
}

export const wrapSessionKey = (key: Buffer, publicKey: KeyObject) => publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, key).toString('base64');
const unwrapSessionKey = (wrapped: string, privateKey: KeyObject) => privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(wrapped, 'base64'));

export const privateKeyOf = (pem: string) => createPrivateKey(pem);
export const publicKeyOf = (key: KeyObject) => createPublicKey(key);

/** Why a call to the EIS did not give an answer (no connection, a timeout, a refusal): the send is tried again later. */
export class EisUnavailable extends Error {}

async function post<T>(ep: EisEndpoint, path: string, body: unknown, headers: Record<string, string>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${ep.url.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ep.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new EisUnavailable(timedOut ? `No answer within ${ep.timeoutMs / 1000} s.` : `Could not reach the EIS (${err instanceof Error ? err.message : String(err)}).`);
  }
  const text = await res.text();
  if (!res.ok) throw new EisUnavailable(`The EIS answered HTTP ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}.`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new EisUnavailable('The EIS answered something that is not JSON.');
  }
}

export interface EisSession {
  token: string;
  key: Buffer;
}

export async function openSession(ep: EisEndpoint, now: number): Promise<EisSession> {
  const timestamp = new Date(now).toISOString();
  const nonce = randomBytes(12).toString('hex');
  const answer = await post<{ token?: string; session_key?: string }>(ep, EIS_PATHS.sessions, { client_id: ep.clientId, timestamp, nonce }, { 'x-eis-signature': sessionSignature(ep.clientSecret, ep.clientId, timestamp, nonce) });
  if (!answer.token || !answer.session_key) throw new EisUnavailable('The EIS opened no session.');
  return { token: answer.token, key: unwrapSessionKey(answer.session_key, ep.privateKey) };
}

export async function sendBatch(ep: EisEndpoint, session: EisSession, batchId: string, docs: EisDocument[]): Promise<EisBatchAnswer> {
  const sealed = sealBatch(session.key, batchId, docs.map((d) => signDocument(d, ep.privateKey, ep.clientId)));
  const answer = await post<EisBatchAnswer>(ep, EIS_PATHS.invoices, sealed, { authorization: `Bearer ${session.token}` });
  if (!Array.isArray(answer.results)) throw new EisUnavailable('The EIS answered no results for the batch.');
  return answer;
}
