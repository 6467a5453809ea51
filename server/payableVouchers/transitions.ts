import { PV_MESSAGES as M, payableVoucherWorkflow } from '../../contract/payableVouchers';
import type { ActionOf } from '../../contract/kit';
import { postEntry } from '../books/post';
import { sql, type Db } from '../db/db';
import { recordRevision, refuse, transitionOrRefuse, type TransitionContext, type TransitionItem, type WorkflowStore, stampColumns } from '../kit';
import { entryLines, PAYEE_JOIN, PAYEE_NAME } from './vouchers';

/**
 * A payable voucher's decisions on the workflow kit (contract:
 * payableVoucherWorkflow): approve, return to the maker, cancel; each one
 * guarded UPDATE under the kit's maker ≠ checker and draft rules, with its
 * revision. Approving posts the voucher's one balanced entry on its date and
 * invoices its asset receipts, in the same transaction.
 */
export type PvAction = ActionOf<typeof payableVoucherWorkflow>;

export const PV_STORE: WorkflowStore<PvAction> = {
  entity: 'payable_vouchers',
  table: sql`payable_voucher_hdr`,
  id: sql`payable_voucher_hdr_id`,
  status: sql`status`,
  label: sql`pv_no`,
  maker: sql`created_by`,
  creator: sql`created_by`,
  stamps: stampColumns('checked'),
  reasonColumn: { return: sql`reason`, cancel: sql`reason` },
  sets: { approve: () => sql`reason = NULL` },
  hooks: { approve: postApproval },
};

/** One decision on voucher `id`: its id, or the refusal thrown (the caller's transaction rolls back). */
export const decidePv = (db: Db, action: PvAction, id: number, ctx: TransitionContext): Promise<number> =>
  transitionOrRefuse(db, payableVoucherWorkflow, PV_STORE, action, id, ctx);

/** The approval's entry and asset receipts; the journal entry joins the approval's revision. */
async function postApproval(tx: Db, item: TransitionItem, ctx: TransitionContext) {
  const pv = (await tx.one<{ pv_date: string; payee_name: string | null; particulars: string | null }>(sql`
    SELECT h.pv_date::text, ${PAYEE_NAME} AS payee_name, h.particulars FROM payable_voucher_hdr h ${PAYEE_JOIN} WHERE h.payable_voucher_hdr_id = ${item.id}`))!;
  const lines = await entryLines(tx, item.id);
  const posted = await postEntry(tx, {
    date: pv.pv_date,
    module: 'PV',
    reference: item.label,
    payee: pv.payee_name,
    particulars: pv.particulars ?? `Payable voucher ${item.label}`,
    lines: lines.map((l) => ({ account: l.account, debit: l.debit, credit: l.credit })),
  });
  await tx.run(sql`UPDATE payable_voucher_hdr SET je_id = ${posted.je_id} WHERE payable_voucher_hdr_id = ${item.id}`);
  await linkAssetReceipts(tx, item, ctx);
  return [{ field: 'journal_entry', label: 'Journal Entry', old: null, new: posted.journal_entry }];
}

/**
 * Approval invoices the voucher's asset receipts: each is linked to it (it
 * leaves "received, not yet invoiced"), with its revision. A receipt linked
 * by hand to another voucher meanwhile refuses the approval (rolled back).
 */
async function linkAssetReceipts(tx: Db, pv: TransitionItem, ctx: TransitionContext): Promise<void> {
  const receipts = await tx.rows<{ receipt_id: number; receipt_no: string; pv_id: number | null }>(sql`
    SELECT r.receipt_id, r.receipt_no, r.pv_id FROM payable_voucher_asset_receipts pa JOIN asset_receipts r ON r.receipt_id = pa.receipt_id
    WHERE pa.payable_voucher_hdr_id = ${pv.id} ORDER BY r.receipt_id FOR UPDATE OF r`);
  const taken = receipts.filter((r) => r.pv_id !== null).map((r) => M.assetReceiptNotOpen(r.receipt_no));
  if (taken.length) refuse(taken);
  if (!receipts.length) return;
  await tx.run(sql`
    UPDATE asset_receipts SET pv_id = ${pv.id}, invoiced_at = ${ctx.now}::timestamptz
    WHERE receipt_id IN (SELECT receipt_id FROM payable_voucher_asset_receipts WHERE payable_voucher_hdr_id = ${pv.id})`);
  for (const r of receipts)
    await recordRevision(tx, {
      entity: 'asset_receipts',
      entityId: r.receipt_id,
      action: 'invoiced',
      userId: ctx.user.id,
      at: ctx.now,
      module: 'Asset Purchase Order',
      reference: r.receipt_no,
      changes: [{ field: 'pv_no', label: 'Payable Voucher', old: null, new: pv.label }],
    });
}
