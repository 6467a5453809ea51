import { Codes } from '../../../contract';
import { EIS_DEADLINE_HOURS, EIS_MESSAGES as M, eisListEp, eisRetryEp, eisShowEp, eisSummaryEp, eisTransmitEp, type EisDetail, type EisRow, type EisTab } from '../../../contract/eis';
import { sql, type Db, type SQL } from '../../db/db';
import { isoAt } from '../../clock';
import { answer, notFound } from '../../http/answer';
import type { RouteDef } from '../../http/routeRegistry';
import { conflict, isoText, pagedList, recordRevision, route } from '../../kit';
import type { EisDocType } from './format';
import { remake } from './queue';
import { transmitPending } from './transmit';

const VIEW = ['view_e_invoices'] as const;
const SEND = ['transmit_e_invoices'] as const;

/** Not accepted 72 hours after the sale (the three-day rule), as of `at`. */
const overdue = (at: string) => sql`(d.state <> 'accepted' AND d.issued_at < ${at}::timestamptz - make_interval(hours => ${EIS_DEADLINE_HOURS}))`;
const WHERE_TAB: Record<EisTab, (at: string) => SQL | null> = {
  overdue,
  rejected: () => sql`d.state = 'rejected'`,
  waiting: () => sql`d.state IN ('queued', 'retried', 'sent')`,
  accepted: () => sql`d.state = 'accepted'`,
  all: () => null,
};

const rowSelect = (at: string) => sql`d.unique_id, d.doc_type, d.document_no, d.trans_class, c.customer_code, c.customer_name, ${isoText('d.issued_at')} AS issued_at,
  d.net_amount::text AS net_amount, d.vat_amount::text AS vat_amount, d.state, d.attempts, d.ack_id,
  CASE WHEN d.state = 'rejected' THEN d.reason ELSE d.last_error END AS reason, ${overdue(at)} AS overdue`;
const FROM = sql`eis_documents d JOIN customers c ON c.customer_id = d.customer_id`;

async function readDocument(db: Db, uniqueId: string, at: string): Promise<EisDetail | null> {
  const row = await db.one<Omit<EisDetail, 'events'>>(sql`
    SELECT ${rowSelect(at)}, d.source_id::int AS source_id, d.batch_id, ${isoText('d.sent_at')} AS sent_at, ${isoText('d.answered_at')} AS answered_at, d.payload
    FROM ${FROM} WHERE d.unique_id = ${uniqueId}`);
  if (!row) return null;
  const events = await db.rows<EisDetail['events'][number]>(sql`
    SELECT ${isoText('e.at')} AS at, e.event, e.detail, u.first_name || ' ' || u.last_name AS by
    FROM eis_events e LEFT JOIN users u ON u.id = e.user_id WHERE e.unique_id = ${uniqueId} ORDER BY e.event_id`);
  return { ...row, events };
}

export const eisRoutes: RouteDef[] = [
  route(eisListEp, {
    scopes: VIEW,
    summary: 'E-invoice documents by board tab (past the three-day rule, rejected, waiting, accepted, all): state, acknowledgement, reasons',
    handler: async ({ query, deps, ok }) => {
      const at = isoAt(deps.clock.now());
      const tab = WHERE_TAB[query.tab](at);
      const { rows, total } = await pagedList<EisRow, string>(deps.db, {
        select: rowSelect(at),
        from: FROM,
        where: tab ? [tab] : [],
        search: { text: query.search, in: [sql`d.document_no`, sql`c.customer_code`, sql`c.customer_name`, sql`d.ack_id`, sql`d.unique_id`] },
        sort: { document_no: sql`d.document_no`, doc_type: sql`d.doc_type`, issued_at: sql`d.issued_at`, customer_code: sql`c.customer_code`, net_amount: sql`d.net_amount`, state: sql`d.state` },
        tiebreak: sql`d.unique_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
  route(eisSummaryEp, {
    scopes: VIEW,
    summary: 'The board\u2019s counts (past three days, rejected, waiting, accepted), whether transmission is configured, and the last answer',
    handler: async ({ deps, ok }) => {
      const at = isoAt(deps.clock.now());
      const s = await deps.db.one<{ overdue: number; rejected: number; waiting: number; accepted: number; last_answer_at: string | null }>(sql`
        SELECT COUNT(*) FILTER (WHERE ${overdue(at)})::int AS overdue, COUNT(*) FILTER (WHERE d.state = 'rejected')::int AS rejected,
               COUNT(*) FILTER (WHERE d.state IN ('queued', 'retried', 'sent'))::int AS waiting, COUNT(*) FILTER (WHERE d.state = 'accepted')::int AS accepted,
               ${isoText('max(d.answered_at)')} AS last_answer_at
        FROM eis_documents d`);
      return ok({ configured: deps.eis !== null, ...s! });
    },
  }),
  route(eisShowEp, {
    scopes: VIEW,
    summary: 'One e-invoice document: the JSON sent, its state, acknowledgement or reasons, and every send and answer',
    handler: async ({ params, deps, ok }) => {
      const doc = await readDocument(deps.db, params.unique_id, isoAt(deps.clock.now()));
      return doc ? ok(doc) : notFound(M.notFound);
    },
  }),
  route(eisTransmitEp, {
    scopes: SEND,
    summary: 'Send what is queued to the EIS now (batches of at most 100) and record the answers',
    handler: async ({ deps, user, ok }) => {
      const r = await transmitPending(deps.db, deps.eis, deps.clock.now());
      // Who sent the queue by hand, and what came of it (each document's own sends and answers are its events).
      if (r.sent > 0)
        await recordRevision(deps.db, {
          entity: 'eis_transmissions',
          entityId: user.id,
          action: 'sent now',
          userId: user.id,
          at: isoAt(deps.clock.now()),
          module: 'E-Invoices',
          reference: 'Send Now',
          changes: (['sent', 'accepted', 'rejected', 'failed'] as const).map((k) => ({ field: k, label: k[0].toUpperCase() + k.slice(1), old: null, new: r[k] })),
          remarks: r.error,
        });
      return ok(r);
    },
  }),
  route(eisRetryEp, {
    scopes: SEND,
    summary: 'Send a rejected document again, made anew from its invoice or memo as the books and master data stand now',
    handler: async ({ params, deps, user }) => {
      const at = isoAt(deps.clock.now());
      const done = await deps.db.transaction(async (tx) => {
        const row = await tx.one<{ unique_id: string; doc_type: EisDocType; source: 'invoice' | 'memo' | 'return'; source_id: number; issued_at: string; state: string; document_no: string; payload: Record<string, unknown> }>(sql`
          SELECT unique_id, doc_type, source, source_id::int AS source_id, issued_at::text AS issued_at, state, document_no, payload FROM eis_documents WHERE unique_id = ${params.unique_id} FOR UPDATE`);
        if (!row) return notFound(M.notFound);
        if (row.state !== 'rejected') return conflict(M.notRejected);
        const doc = await remake(tx, row);
        if (!doc) return conflict(M.sourceGone);
        await tx.run(sql`
          UPDATE eis_documents SET state = 'retried', payload = ${JSON.stringify(doc)}::jsonb, next_attempt_at = ${at}::timestamptz,
                 net_amount = ${doc.TotNetSalesAftDisct}::numeric, vat_amount = ${doc.VATAmt}::numeric
          WHERE unique_id = ${row.unique_id}`);
        const changed = JSON.stringify(doc) !== JSON.stringify(row.payload);
        await tx.run(sql`
          INSERT INTO eis_events (unique_id, at, event, detail, user_id)
          VALUES (${row.unique_id}, ${at}::timestamptz, 'retried', ${changed ? 'Made again from the books and master data as they stand: the document changed.' : 'Sent again unchanged.'}, ${user.id})`);
        await recordRevision(tx, {
          entity: { invoice: 'sales_invoices', memo: 'memos', return: 'srpf_headers' }[row.source],
          entityId: row.source_id,
          action: 'e-invoice retried',
          userId: user.id,
          at,
          module: 'E-Invoices',
          reference: row.document_no,
          changes: [{ field: 'eis_state', label: 'E-Invoice Status', old: 'rejected', new: 'retried', old_text: 'Rejected', new_text: 'Waiting to Resend' }],
        });
        return null;
      });
      return done ?? answer(Codes.UPDATED, await readDocument(deps.db, params.unique_id, at));
    },
  }),
];
