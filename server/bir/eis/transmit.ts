import { randomBytes } from 'node:crypto';
import { EIS_LIMITS, type EisDocument } from './format';
import { sql, type Db } from '../../db/db';
import { isoAt } from '../../clock';
import { EisUnavailable, openSession, sendBatch, type EisEndpoint, type EisSession } from './protocol';

export interface TransmitSummary {
  sent: number;
  accepted: number;
  rejected: number;
  /** Documents whose send failed (no answer): they wait and are sent again. */
  failed: number;
  /** Why the last send failed, or that transmission is not configured. */
  error: string | null;
}

/** A send that got no answer waits 1, 2, 4 … minutes (at most an hour) before the next. */
const backoffMinutes = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1));
/** A document left "sent" this long (the instance stopped before the answer) is sent again: the BIR recognises it by its unique id. */
const STALE_SENT_MINUTES = 10;

interface Taken {
  unique_id: string;
  payload: EisDocument;
  attempts: number;
}

/**
 * Sends what is queued, oldest sale first, in batches of at most 100, up to `maxBatches` batches. Each batch is taken
 * in its own transaction (FOR UPDATE SKIP LOCKED, so instances sharing the database never send the same document
 * twice at once) and marked sent before the call; the answers are written document by document. A call that gets
 * no answer puts the batch back to wait (retried, with its backoff) and stops the run.
 */
export async function transmitPending(db: Db, ep: EisEndpoint | null, now: number, maxBatches = 20): Promise<TransmitSummary> {
  const out: TransmitSummary = { sent: 0, accepted: 0, rejected: 0, failed: 0, error: null };
  if (!ep) return { ...out, error: 'E-invoice transmission is not configured (EIS_URL): documents stay queued.' };
  const at = isoAt(now);
  await db.run(sql`
    WITH stale AS (
      UPDATE eis_documents SET state = 'retried', next_attempt_at = ${at}::timestamptz
      WHERE state = 'sent' AND sent_at < ${at}::timestamptz - make_interval(mins => ${STALE_SENT_MINUTES}) RETURNING unique_id)
    INSERT INTO eis_events (unique_id, at, event, detail) SELECT unique_id, ${at}::timestamptz, 'retried', 'No answer came for its batch: sent again.' FROM stale`);
  let session: EisSession | null = null;
  for (let n = 0; n < maxBatches; n++) {
    const batchId = `B-${at.slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex')}`;
    const taken = await db.transaction((tx) =>
      tx.rows<Taken>(sql`
        WITH pick AS (
          SELECT unique_id FROM eis_documents WHERE state IN ('queued', 'retried') AND next_attempt_at <= ${at}::timestamptz
          ORDER BY issued_at, unique_id LIMIT ${EIS_LIMITS.batchMax} FOR UPDATE SKIP LOCKED),
        sent AS (
          UPDATE eis_documents d SET state = 'sent', batch_id = ${batchId}, sent_at = ${at}::timestamptz, attempts = d.attempts + 1
          FROM pick WHERE d.unique_id = pick.unique_id RETURNING d.unique_id, d.payload, d.attempts),
        logged AS (INSERT INTO eis_events (unique_id, at, event, detail) SELECT unique_id, ${at}::timestamptz, 'sent', ${`In batch ${batchId}.`} FROM sent)
        SELECT unique_id, payload, attempts FROM sent ORDER BY unique_id`),
    );
    if (taken.length === 0) break;
    out.sent += taken.length;
    try {
      session ??= await openSession(ep, now);
      const answer = await sendBatch(ep, session, batchId, taken.map((t) => t.payload));
      const byId = new Map(answer.results.map((r) => [r.unique_id, r]));
      await db.transaction(async (tx) => {
        for (const t of taken) {
          const r = byId.get(t.unique_id);
          if (r?.status === 'ACCEPTED') {
            out.accepted += 1;
            await tx.run(sql`UPDATE eis_documents SET state = 'accepted', ack_id = ${r.ack_id ?? null}, reason = NULL, last_error = NULL, answered_at = ${at}::timestamptz WHERE unique_id = ${t.unique_id}`);
            await tx.run(sql`INSERT INTO eis_events (unique_id, at, event, detail) VALUES (${t.unique_id}, ${at}::timestamptz, 'accepted', ${`Acknowledgement ${r.ack_id ?? '(none given)'}.`})`);
          } else if (r?.status === 'REJECTED') {
            out.rejected += 1;
            const reason = (r.errors ?? []).join(' ') || 'Rejected without a reason.';
            await tx.run(sql`UPDATE eis_documents SET state = 'rejected', reason = ${reason}, answered_at = ${at}::timestamptz WHERE unique_id = ${t.unique_id}`);
            await tx.run(sql`INSERT INTO eis_events (unique_id, at, event, detail) VALUES (${t.unique_id}, ${at}::timestamptz, 'rejected', ${reason})`);
          } else {
            out.failed += 1;
            await putBack(tx, t, at, 'The batch\u2019s answer did not name this document.');
          }
        }
      });
    } catch (err) {
      if (!(err instanceof EisUnavailable)) throw err;
      out.failed += taken.length;
      out.error = err.message;
      await db.transaction(async (tx) => {
        for (const t of taken) await putBack(tx, t, at, err.message);
      });
      break;
    }
  }
  return out;
}

async function putBack(tx: Db, t: Taken, at: string, error: string): Promise<void> {
  await tx.run(sql`
    UPDATE eis_documents SET state = 'retried', last_error = ${error}, batch_id = NULL,
           next_attempt_at = ${at}::timestamptz + make_interval(mins => ${backoffMinutes(t.attempts)})
    WHERE unique_id = ${t.unique_id}`);
  await tx.run(sql`INSERT INTO eis_events (unique_id, at, event, detail) VALUES (${t.unique_id}, ${at}::timestamptz, 'send failed', ${error})`);
}
