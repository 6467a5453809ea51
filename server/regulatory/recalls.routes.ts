import { Codes } from '../../contract';
import {
  NOTIFICATION_CHANNELS,
  RECALL_MESSAGES as M,
  recallBatchesEp,
  recallClassLabel,
  recallCloseEp,
  recallCreateEp,
  recallCustomerColumns,
  recallExportEp,
  recallListEp,
  recallNotifyEp,
  recallShowEp,
  type RecallBatch,
  type RecallRow,
} from '../../contract/recalls';
import { sql } from '../db/db';
import { sqlArray } from '../db/arrays';
import { exportToXlsx, oneBatch } from '../export';
import { answer, invalid, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { conflict, exportColumnsOf, pagedList, recordRevision, route } from '../kit';
import { createRecall, notReceivers, readRecall } from './recalls';

const VIEW = ['view_regulatory'] as const;
const MANAGE = ['manage_recalls'] as const;
const nowOf = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();

/** The list's figures per recall: its batches' deliveries less the returns before it, and the returns since. */
const LIST_SELECT = sql`r.recall_id, r.recall_no, p.product_code, p.product_name,
  (SELECT string_agg(b.batch_no, ', ' ORDER BY b.batch_no) FROM recall_batches rb JOIN product_batches b ON b.batch_id = rb.batch_id WHERE rb.recall_id = r.recall_id) AS batch_nos,
  r.recall_class, r.reason, r.initiated_on::text AS initiated_on, r.status, f.distributed, f.recovered,
  CASE WHEN f.distributed > 0 THEN round(f.recovered * 100.0 / f.distributed, 2)::text END AS effectiveness`;
const LIST_FROM = sql`recalls r JOIN products p ON p.product_id = r.product_id
  CROSS JOIN LATERAL (
    SELECT COALESCE(SUM(-m.quantity) FILTER (WHERE m.module = 'SO'), 0)::int
             - COALESCE(SUM(m.quantity) FILTER (WHERE m.module = 'RET' AND m.movement_type = 'IN' AND m.transaction_date < r.initiated_on), 0)::int AS distributed,
           COALESCE(SUM(m.quantity) FILTER (WHERE m.module = 'RET' AND m.movement_type = 'IN' AND m.transaction_date >= r.initiated_on), 0)::int AS recovered
    FROM inventory_movements m WHERE m.batch_id IN (SELECT batch_id FROM recall_batches WHERE recall_id = r.recall_id) AND m.status = 1) f`;

export const recallRoutes: RouteDef[] = [
  route(recallListEp, {
    scopes: VIEW,
    summary: 'Recalls: number, product, batches, class, status, and their effectiveness so far',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<RecallRow, string>(deps.db, {
        select: LIST_SELECT,
        from: LIST_FROM,
        where: [],
        search: { text: query.search, in: [sql`r.recall_no`, sql`p.product_code`, sql`p.product_name`, sql`r.reason`] },
        sort: { recall_no: sql`r.recall_no`, initiated_on: sql`r.initiated_on`, product_code: sql`p.product_code`, recall_class: sql`r.recall_class`, status: sql`r.status` },
        tiebreak: sql`r.recall_id`,
        query,
      });
      return ok(rows.map((r) => ({ ...r, recall_class: Number(r.recall_class) })), total);
    },
  }),
  route(recallBatchesEp, {
    scopes: VIEW,
    summary: "A product's batches to choose from for a recall: expiry, delivered to customers, on hand",
    handler: async ({ query, deps, ok }) => {
      const product = await deps.db.one<{ id: number }>(sql`SELECT product_id AS id FROM products WHERE upper(product_code) = upper(${query.product_code})`);
      if (!product) return invalid([M.productNotFound], { product_code: [M.productNotFound] });
      return ok(
        await deps.db.rows<RecallBatch>(sql`
          SELECT b.batch_id, b.batch_no, b.expiry_date::text AS expiry_date,
                 COALESCE(SUM(-m.quantity) FILTER (WHERE m.module = 'SO'), 0)::int AS delivered, COALESCE(SUM(m.quantity), 0)::int AS on_hand
          FROM product_batches b LEFT JOIN inventory_movements m ON m.batch_id = b.batch_id AND m.status = 1
          WHERE b.product_id = ${product.id} GROUP BY b.batch_id ORDER BY b.expiry_date DESC, b.batch_no`),
      );
    },
  }),
  route(recallShowEp, {
    scopes: VIEW,
    summary: 'One recall: its batches, every customer that received them with contacts and invoices, notifications, returns and effectiveness',
    handler: async ({ params, deps, ok }) => {
      const recall = await readRecall(deps.db, params.recall_id);
      return recall ? ok(recall) : notFound(M.notFound);
    },
  }),
  route(recallCreateEp, {
    scopes: MANAGE,
    summary: 'Start a recall of some batches of a product, with its class and reason',
    handler: async ({ body, deps, user }) => {
      const product = await deps.db.one<{ id: number }>(sql`SELECT product_id AS id FROM products WHERE upper(product_code) = upper(${body.product_code}) AND active = 1`);
      if (!product) return invalid([M.productNotFound], { product_code: [M.productNotFound] });
      const ids = [...new Set(body.batch_ids)];
      const own = await deps.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM product_batches WHERE product_id = ${product.id} AND batch_id = ANY(${sqlArray(ids, 'int')})`);
      if (own!.n !== ids.length) return invalid([M.batchNotOfProduct], { batch_ids: [M.batchNotOfProduct] });
      const at = nowOf(deps);
      const made = await deps.db.transaction(async (tx) => {
        const r = await createRecall(tx, { productId: product.id, batchIds: ids, recallClass: body.recall_class, reason: body.reason, initiatedOn: body.initiated_on, userId: user.id, at });
        await recordRevision(tx, {
          entity: 'recalls',
          entityId: r.id,
          action: 'created',
          userId: user.id,
          at,
          module: 'Recalls',
          reference: r.no,
          changes: [
            { field: 'product_code', label: 'Product', old: null, new: body.product_code },
            { field: 'batch_ids', label: 'Batches', old: null, new: ids.join(', ') },
            { field: 'recall_class', label: 'Class', old: null, new: body.recall_class, new_text: recallClassLabel(body.recall_class) },
            { field: 'reason', label: 'Reason', old: null, new: body.reason },
            { field: 'initiated_on', label: 'Initiated On', old: null, new: body.initiated_on },
          ],
        });
        return r.id;
      });
      return answer(Codes.CREATED, await readRecall(deps.db, made));
    },
  }),
  route(recallNotifyEp, {
    scopes: MANAGE,
    summary: 'Log the notification of some of the customers that received a recall (channel, remarks)',
    handler: async ({ params, body, deps, user }) => {
      const recall = await deps.db.one<{ recall_no: string; status: string }>(sql`SELECT recall_no, status FROM recalls WHERE recall_id = ${params.recall_id}`);
      if (!recall) return notFound(M.notFound);
      if (recall.status !== 'open') return conflict(M.closed(recall.recall_no));
      const ids = [...new Set(body.customer_ids)];
      if ((await notReceivers(deps.db, params.recall_id, ids)).length) return invalid([M.notReceiver], { customer_ids: [M.notReceiver] });
      const at = nowOf(deps);
      await deps.db.transaction(async (tx) => {
        await tx.run(sql`
          INSERT INTO recall_notifications (recall_id, customer_id, channel, remarks, notified_by, notified_at)
          SELECT ${params.recall_id}, unnest(${sqlArray(ids, 'int')}), ${body.channel}, ${body.remarks}, ${user.id}, ${at}::timestamptz`);
        const names = await tx.one<{ names: string }>(sql`SELECT string_agg(customer_code, ', ' ORDER BY customer_code) AS names FROM customers WHERE customer_id = ANY(${sqlArray(ids, 'int')})`);
        await recordRevision(tx, {
          entity: 'recalls',
          entityId: params.recall_id,
          action: 'notified',
          userId: user.id,
          at,
          module: 'Recalls',
          reference: recall.recall_no,
          remarks: body.remarks,
          changes: [
            { field: 'customers', label: 'Customers Notified', old: null, new: names!.names },
            { field: 'channel', label: 'Channel', old: null, new: body.channel, new_text: NOTIFICATION_CHANNELS.find((c) => c.value === body.channel)!.label },
          ],
        });
      });
      return answer(Codes.CREATED, await readRecall(deps.db, params.recall_id));
    },
  }),
  route(recallCloseEp, {
    scopes: MANAGE,
    summary: 'Close a recall (nothing more is logged on it; its figures stay readable)',
    handler: async ({ params, deps, user }) => {
      const at = nowOf(deps);
      const closed = await deps.db.transaction(async (tx) => {
        const row = await tx.one<{ recall_no: string }>(sql`
          UPDATE recalls SET status = 'closed', closed_by = ${user.id}, closed_at = ${at}::timestamptz
          WHERE recall_id = ${params.recall_id} AND status = 'open' RETURNING recall_no`);
        if (!row) return null;
        await recordRevision(tx, {
          entity: 'recalls',
          entityId: params.recall_id,
          action: 'closed',
          userId: user.id,
          at,
          module: 'Recalls',
          reference: row.recall_no,
          changes: [{ field: 'status', label: 'Status', old: 'open', new: 'closed', old_text: 'Open', new_text: 'Closed' }],
        });
        return row;
      });
      if (!closed) {
        const recall = await deps.db.one<{ recall_no: string }>(sql`SELECT recall_no FROM recalls WHERE recall_id = ${params.recall_id}`);
        return recall ? conflict(M.closed(recall.recall_no)) : notFound(M.notFound);
      }
      return answer(Codes.UPDATED, await readRecall(deps.db, params.recall_id));
    },
  }),
  route(recallExportEp, {
    scopes: VIEW,
    summary: "A recall's customers (who received the batches, contacts, invoices, quantities, effectiveness) as XLSX",
    handler: async (ctx) => {
      const recall = await readRecall(ctx.deps.db, ctx.params.recall_id);
      if (!recall) return notFound(M.notFound);
      return exportToXlsx(ctx, {
        title: `Recall ${recall.recall_no}`,
        fileName: ['recall', recall.recall_no],
        filters: [
          { label: 'Product', value: `${recall.product_code} ${recall.product_name}` },
          { label: 'Batches', value: recall.batches.map((b) => `${b.batch_no} (expiry ${b.expiry_date})`).join('; ') },
          { label: 'Class', value: recallClassLabel(recall.recall_class) },
          { label: 'Reason', value: recall.reason },
          { label: 'Initiated On', value: recall.initiated_on },
          { label: 'Effectiveness', value: recall.totals.effectiveness === null ? 'Nothing distributed' : `${recall.totals.effectiveness} %` },
        ],
        columns: exportColumnsOf(recallCustomerColumns),
        sum: ['distributed', 'recovered', 'outstanding'],
        batches: oneBatch(recall.customers),
      });
    },
  }),
];
