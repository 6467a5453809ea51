import { Codes } from '../../contract';
import {
  ASSET_CLEARING_ACCOUNT,
  ASSET_MESSAGES as M,
  apoApproveEp,
  apoCancelEp,
  apoColumns,
  apoCreateEp,
  apoListEp,
  apoReceiveEp,
  apoShowEp,
  receiptInvoiceEp,
  type ApoDetail,
} from '../../contract/assets';
import type { BodyOut } from '../../contract/kit';
import { sql, type Db } from '../db/db';
import { answer, notFound, type Answer } from '../http/answer';
import { pagedList, recordRevision, route, userName, type SortMap } from '../kit';
import { levelsOf, poAction } from '../purchaseOrders/public';
import { APO } from './transitions';
import { nextNumber, postEntry } from '../books/post';
import { actorOf, checkPostable, checkSetup, refuse, refuseOn, type Actor } from './common';
import { insertAsset } from './register';

/*
 * Asset (non-stock) purchase orders: written (purchasing or finance), approved
 * by someone other than the maker, then received. Receiving capitalizes one
 * asset per unit in one entry dated the receipt: Dr each category's asset
 * account, Cr Accounts Payable - Capital Expenditures with the supplier as
 * payee. The receipt stays "received, not yet invoiced" until an approved
 * payable voucher of the supplier is linked to it.
 */

const MODULE = 'Asset Purchase Order';
const STATUS = sql`CASE WHEN p.status = 'approved' AND p.received THEN 'received' ELSE p.status END`;
const SELECT = sql`p.apo_id, p.apo_no, p.po_date::text, s.company_name AS supplier_name, p.total::text, ${STATUS} AS status,
  ${userName('mk')} AS maker, CASE WHEN p.checked_by IS NULL THEN NULL ELSE ${userName('ck')} END AS checker, r.receipt_no`;
const FROM = sql`asset_purchase_orders p JOIN suppliers s ON s.vendor_id = p.supplier_id JOIN users mk ON mk.id = p.created_by
  LEFT JOIN users ck ON ck.id = p.checked_by LEFT JOIN asset_receipts r ON r.apo_id = p.apo_id`;

async function apoDetail(db: Db, id: number): Promise<ApoDetail | null> {
  const row = await db.one<Omit<ApoDetail, 'lines'> & { approval_cycle: number; level_status: number | null }>(sql`
    SELECT ${SELECT}, p.supplier_id, p.remarks, p.created_by, p.approval_cycle, p.level_status FROM ${FROM} WHERE p.apo_id = ${id}`);
  if (!row) return null;
  const { approval_cycle, level_status, ...head } = row;
  const levels = await levelsOf(db, APO, id, approval_cycle, head.total, level_status ?? -1);
  const lines = await db.rows<ApoDetail['lines'][number]>(sql`
    SELECT l.line_no, l.description, l.category_code, c.category_name, l.quantity, l.unit_cost::text, l.amount::text
    FROM asset_po_lines l JOIN asset_categories c ON c.category_code = l.category_code WHERE l.apo_id = ${id} ORDER BY l.line_no`);
  return { ...head, levels, lines };
}

async function writeThenShow(db: Db, code: string, write: (tx: Db) => Promise<number | null>): Promise<Answer> {
  const done = await db.transaction(write);
  if (done === null) return notFound(M.poNotFound);
  return answer(code, await apoDetail(db, done));
}

/** A decision's answer: the order as it now stands, or the refusal. */
async function decided(db: Db, res: { done: true } | { done: false; answer: Answer }, id: number): Promise<Answer> {
  return res.done ? answer(Codes.UPDATED, await apoDetail(db, id)) : res.answer;
}

export async function createApo(tx: Db, v: BodyOut<typeof apoCreateEp>, actor: Actor): Promise<number> {
  if (!(await tx.one(sql`SELECT 1 FROM suppliers WHERE vendor_id = ${v.supplier_id} AND active`))) refuseOn('supplier_id', M.supplierUnknown);
  const cats = await tx.rows<{ n: number }>(sql`
    SELECT l.n FROM jsonb_to_recordset(${JSON.stringify(v.lines.map((l, n) => ({ n, c: l.category_code })))}::jsonb) AS l(n int, c text)
    WHERE NOT EXISTS (SELECT 1 FROM asset_categories WHERE category_code = l.c) ORDER BY l.n`);
  if (cats.length) {
    const fields = Object.fromEntries(cats.map((c) => [`lines.${c.n}.category_code`, [M.categoryUnknown]]));
    refuse([M.categoryUnknown], fields);
  }
  const apoNo = await nextNumber(tx, 'APO', v.po_date);
  const lines = JSON.stringify(v.lines.map((l, n) => ({ ...l, n: n + 1 })));
  const row = await tx.one<{ apo_id: number }>(sql`
    INSERT INTO asset_purchase_orders (apo_no, supplier_id, po_date, remarks, total, status, level_status, created_by, created_at)
    SELECT ${apoNo}, ${v.supplier_id}, ${v.po_date}::date, ${v.remarks}, SUM(round(l.quantity * l.unit_cost, 2)), 'for_approval', 0, ${actor.userId}, ${actor.at}::timestamptz
    FROM jsonb_to_recordset(${lines}::jsonb) AS l(quantity int, unit_cost numeric)
    RETURNING apo_id`);
  const id = Number(row!.apo_id);
  await tx.run(sql`
    INSERT INTO asset_po_lines (apo_id, line_no, description, category_code, quantity, unit_cost, amount)
    SELECT ${id}, l.n, l.description, l.category_code, l.quantity, l.unit_cost, round(l.quantity * l.unit_cost, 2)
    FROM jsonb_to_recordset(${lines}::jsonb) AS l(n int, description text, category_code text, quantity int, unit_cost numeric)`);
  await recordRevision(tx, { entity: 'asset_purchase_orders', entityId: id, action: 'created', maker: 'created', userId: actor.userId, at: actor.at, module: MODULE, reference: apoNo });
  return id;
}

export async function receive(tx: Db, id: number, v: BodyOut<typeof apoReceiveEp>, actor: Actor): Promise<number | null> {
  const p = await tx.one<{ apo_no: string; status: string; received: boolean; po_date: string; supplier: string }>(sql`
    SELECT p.apo_no, p.status, p.received, p.po_date::text, s.company_name AS supplier
    FROM asset_purchase_orders p JOIN suppliers s ON s.vendor_id = p.supplier_id WHERE p.apo_id = ${id} FOR UPDATE OF p`);
  if (!p) return null;
  if (p.status !== 'approved' || p.received) refuse([M.notReceivable]);
  if (v.receipt_date < p.po_date) refuseOn('receipt_date', M.receiptBeforePo);
  await checkSetup(tx, v);
  await checkPostable(tx, { receipt_date: ASSET_CLEARING_ACCOUNT });
  const lines = await tx.rows<{ description: string; category_code: string; quantity: number; unit_cost: string; asset_account: string; life: number }>(sql`
    SELECT l.description, l.category_code, l.quantity, l.unit_cost::text, c.asset_account, c.default_life_months AS life
    FROM asset_po_lines l JOIN asset_categories c ON c.category_code = l.category_code WHERE l.apo_id = ${id} ORDER BY l.line_no`);
  const receiptNo = await nextNumber(tx, 'ARR', v.receipt_date);
  const posted = await postEntry(tx, {
    date: v.receipt_date,
    module: 'ARR',
    reference: receiptNo,
    payee: p.supplier,
    particulars: `Assets received on ${p.apo_no} from ${p.supplier}`,
    lines: [
      ...(await tx.rows<{ account: string; debit: string; credit: string }>(sql`
        SELECT c.asset_account AS account, SUM(l.amount)::text AS debit, '0' AS credit
        FROM asset_po_lines l JOIN asset_categories c ON c.category_code = l.category_code WHERE l.apo_id = ${id} GROUP BY 1 ORDER BY 1`)),
      ...(await tx.rows<{ account: string; debit: string; credit: string }>(sql`
        SELECT ${ASSET_CLEARING_ACCOUNT}::text AS account, '0' AS debit, SUM(amount)::text AS credit FROM asset_po_lines WHERE apo_id = ${id}`)),
    ],
  });
  const r = await tx.one<{ receipt_id: number }>(sql`
    INSERT INTO asset_receipts (receipt_no, apo_id, receipt_date, amount, clearing_account, je_id, created_by, created_at)
    SELECT ${receiptNo}, ${id}, ${v.receipt_date}::date, SUM(amount), ${ASSET_CLEARING_ACCOUNT}, ${posted.je_id}, ${actor.userId}, ${actor.at}::timestamptz
    FROM asset_po_lines WHERE apo_id = ${id}
    RETURNING receipt_id`);
  for (const l of lines) {
    for (let unit = 1; unit <= l.quantity; unit++) {
      await insertAsset(
        tx,
        {
          description: l.quantity > 1 ? `${l.description} (${unit} of ${l.quantity})` : l.description,
          category_code: l.category_code,
          acquisition_date: v.receipt_date,
          cost: l.unit_cost,
          salvage_value: '0.00',
          useful_life_months: Number(l.life),
          cost_center_id: v.cost_center_id,
          location: v.location,
          custodian_id: v.custodian_id,
          serial_no: null,
          credit_account: ASSET_CLEARING_ACCOUNT,
          receipt_id: Number(r!.receipt_id),
          je_id: posted.je_id,
        },
        actor,
      );
    }
  }
  await tx.run(sql`UPDATE asset_purchase_orders SET received = true WHERE apo_id = ${id}`);
  await recordRevision(tx, {
    entity: 'asset_purchase_orders',
    entityId: id,
    action: 'received',
    userId: actor.userId,
    at: actor.at,
    module: MODULE,
    reference: p.apo_no,
    remarks: `Receipt ${receiptNo}, journal entry ${posted.journal_entry}`,
  });
  return id;
}

/** Links an approved payable voucher of the same supplier to a receipt: it is then invoiced. */
async function invoice(tx: Db, receiptId: number, pvNo: string, actor: Actor): Promise<{ receipt_no: string; pv_no: string } | null> {
  const r = await tx.one<{ receipt_no: string; pv_id: number | null; supplier_id: number }>(sql`
    SELECT r.receipt_no, r.pv_id, p.supplier_id FROM asset_receipts r JOIN asset_purchase_orders p ON p.apo_id = r.apo_id WHERE r.receipt_id = ${receiptId} FOR UPDATE OF r`);
  if (!r) return null;
  if (r.pv_id) refuse([M.alreadyInvoiced]);
  // A voucher billing it links it on approval (server/payableVouchers/vouchers.ts): two links would double the invoice.
  const held = await tx.one<{ pv_no: string }>(sql`
    SELECT h.pv_no FROM payable_voucher_asset_receipts pa JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = pa.payable_voucher_hdr_id
    WHERE pa.receipt_id = ${receiptId} AND h.status NOT IN ('cancelled', 'approved')`);
  if (held) refuseOn('pv_no', M.heldByVoucher(held.pv_no));
  const pv = await tx.one<{ id: number }>(sql`
    SELECT payable_voucher_hdr_id::int AS id FROM payable_voucher_hdr WHERE pv_no = ${pvNo} AND status = 'approved' AND supplier_id = ${r.supplier_id}`);
  if (!pv) refuseOn('pv_no', M.pvNotUsable);
  await tx.run(sql`UPDATE asset_receipts SET pv_id = ${pv!.id}, invoiced_at = ${actor.at}::timestamptz WHERE receipt_id = ${receiptId}`);
  await recordRevision(tx, {
    entity: 'asset_receipts',
    entityId: receiptId,
    action: 'invoiced',
    userId: actor.userId,
    at: actor.at,
    module: MODULE,
    reference: r.receipt_no,
    changes: [{ field: 'pv_no', label: 'Payable Voucher', old: null, new: pvNo }],
  });
  return { receipt_no: r.receipt_no, pv_no: pvNo };
}

const SORT: SortMap<typeof apoColumns> = { apo_no: sql`p.apo_no`, po_date: sql`p.po_date`, supplier_name: sql`lower(s.company_name)`, total: sql`p.total` };
const READ = ['view_asset_management', 'view_purchase_orders', 'approve_purchase_order'] as const;

export const purchaseOrderRoutes = [
  route(apoListEp, {
    scopes: [...READ],
    summary: 'Asset (non-stock) purchase orders by status: search, sort and page',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<never, typeof query.order_by>(deps.db, {
        select: SELECT,
        from: FROM,
        where: [query.status && sql`${STATUS} = ${query.status}`],
        search: { text: query.search, in: [sql`p.apo_no`, sql`s.company_name`, sql`p.remarks`] },
        sort: SORT,
        tiebreak: sql`p.apo_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
  route(apoShowEp, {
    scopes: [...READ],
    summary: 'An asset purchase order with its lines',
    handler: async ({ params, deps, ok }) => {
      const p = await apoDetail(deps.db, params.apo_id);
      return p ? ok(p) : notFound(M.poNotFound);
    },
  }),
  route(apoCreateEp, {
    scopes: ['manage_assets', 'create_purchase_order'],
    summary: 'Writes an asset purchase order for approval',
    handler: async ({ body, deps, user }) => writeThenShow(deps.db, Codes.CREATED, (tx) => createApo(tx, body, actorOf(user, deps.clock.now()))),
  }),
  route(apoApproveEp, {
    scopes: ['approve_purchase_order'],
    summary: 'Approves an asset purchase order (never its maker)',
    handler: async ({ params, deps, user }) => decided(deps.db, await poAction(deps.db, APO, 'approve', params.apo_id, user, new Date(deps.clock.now()).toISOString()), params.apo_id),
  }),
  route(apoCancelEp, {
    scopes: ['approve_purchase_order', 'manage_assets', 'create_purchase_order'],
    summary: 'Cancels an asset purchase order for approval',
    handler: async ({ params, deps, user }) => decided(deps.db, await poAction(deps.db, APO, 'cancel', params.apo_id, user, new Date(deps.clock.now()).toISOString()), params.apo_id),
  }),
  route(apoReceiveEp, {
    scopes: ['manage_assets'],
    summary: 'Receives an approved asset purchase order: capitalizes its assets against the capital expenditure payable',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => receive(tx, params.apo_id, body, actorOf(user, deps.clock.now()))),
  }),
  route(receiptInvoiceEp, {
    scopes: ['manage_assets'],
    summary: "Marks an asset receipt invoiced by the supplier's approved payable voucher",
    handler: async ({ params, body, deps, user, ok }) => {
      const done = await deps.db.transaction((tx) => invoice(tx, params.receipt_id, body.pv_no, actorOf(user, deps.clock.now())));
      return done ? ok(done) : notFound(M.receiptNotFound);
    },
  }),
];
