import { SRPF_MESSAGES as M } from '../../contract/srpf';
import { queueReturnMemo } from '../bir/public';
import { nextNumber, postEntry } from '../books/post';
import { sql, type Db } from '../db/db';
import { conflict, Refused } from '../kit';
import { takeFromPallets, type PalletTake } from '../warehouse/public';
import { applicationProblems } from './store';
import { notePosted } from '../books/postedBy';

/**
 * What an SRPF does to the books (the rules are written out in contract/srpf.ts):
 * the credit memo at approval of a customer return, and the stock at receipt.
 * Each is one balanced journal entry with the SRPF number as its reference,
 * written in the caller's transaction after the header row was moved under
 * its guard, so a retried or concurrent action never reaches here twice.
 */
const AR = '1100';
const INVENTORY = '1200';
const PAYABLE = '2010';
const OUTPUT_VAT = '2100';
const CUSTOMER_ADVANCES = '2050';
const SALES_RETURNS = '4020';
const COST_OF_SALES = '5010';

interface Head {
  srpf_no: string;
  srpf_type: 'SRPF' | 'SRPF-RTS';
  customer_id: number;
  customer_name: string;
  disposition: string | null;
  applicable: string;
}

const headOf = async (tx: Db, srpfId: number) =>
  (await tx.one<Head>(sql`
    SELECT h.srpf_no, h.srpf_type, h.customer_id, c.customer_name, h.disposition, h.applicable_amount::text AS applicable
    FROM srpf_headers h JOIN customers c ON c.customer_id = h.customer_id WHERE h.srpf_id = ${srpfId}`))!;

/**
 * The credit memo of an approved customer return: Dr sales returns (the
 * applicable amount less its VAT) and output VAT; Cr the receivable for what
 * the customer's invoices still owe and Cr advances from customers (2050) for
 * the rest, so no invoice ever carries a credit balance (issue 25, defect 4).
 * Apply to Advances credits the whole amount to the customer's advances.
 * Apply to Aging credits the invoices chosen (their applied amounts, checked
 * again against their balances now), then each line's own invoice in line
 * order up to what it still owes; whatever is left is an advance. One
 * sales_returns row per line (what the sales journal and the customer's
 * returns read).
 */
export async function postCreditMemo(tx: Db, srpfId: number, date: string, at: string): Promise<void> {
  const h = await headOf(tx, srpfId);
  if (h.srpf_type !== 'SRPF') return;
  const apps = (await tx.one<{ json: string }>(sql`
    SELECT COALESCE(json_agg(json_build_object('n', n, 'si_id', si_id, 'amount', applied_amount))::text, '[]') AS json
    FROM (SELECT row_number() OVER (ORDER BY disposition_id)::int - 1 AS n, si_id, applied_amount FROM srpf_dispositions WHERE srpf_id = ${srpfId}) d`))!.json;
  const refused = await applicationProblems(tx, h.customer_id, h.applicable, apps);
  if (refused) throw new Refused(conflict(Array.isArray(refused.result) ? (refused.result as string[]).join('\n') : String(refused.result)));
  const vat = (await tx.one<{ vat: string }>(sql`
    SELECT COALESCE(SUM(CASE WHEN p.vat_exemption = 1 THEN 0 ELSE x.applicable_amount - round(x.applicable_amount / 1.12, 2) END), 0)::numeric(16, 2)::text AS vat
    FROM srpf_lines x JOIN products p ON p.product_id = x.product_id WHERE x.srpf_id = ${srpfId}`))!.vat;
  if (Number(h.applicable) === 0) return;
  const credits = await receivableCredits(tx, srpfId, h);
  const cmNo = await nextNumber(tx, 'CM', date);
  const sums = (await tx.one<{ net: string; receivable: string; advance: string }>(sql`
    SELECT (${h.applicable}::numeric - ${vat}::numeric)::numeric(16, 2)::text AS net,
           COALESCE(SUM(c.amount), 0)::numeric(16, 2)::text AS receivable,
           (${h.applicable}::numeric - COALESCE(SUM(c.amount), 0))::numeric(16, 2)::text AS advance
    FROM jsonb_to_recordset(${JSON.stringify(credits)}::jsonb) AS c(si_id int, amount numeric)`))!;
  const posted = await postEntry(tx, {
    date,
    module: 'RET',
    reference: h.srpf_no,
    payee: h.customer_name,
    particulars: `Credit memo ${cmNo} for stock return ${h.srpf_no} of ${h.customer_name}`,
    lines: [
      { account: SALES_RETURNS, debit: sums.net, credit: '0' },
      { account: OUTPUT_VAT, debit: vat, credit: '0' },
      { account: AR, debit: '0', credit: sums.receivable },
      { account: CUSTOMER_ADVANCES, debit: '0', credit: sums.advance },
    ],
  });
  await tx.run(sql`
    INSERT INTO sales_returns (return_id, return_no, si_id, line_id, return_date, qty, amount, vat, cost, je_id)
    SELECT nextval('srpf_return_ids'), ${h.srpf_no} || '-' || x.line_no, x.si_id, x.si_line_id, ${date}::date,
           CASE WHEN x.is_loose THEN 0 ELSE x.quantity END, x.applicable_amount,
           CASE WHEN p.vat_exemption = 1 THEN 0 ELSE x.applicable_amount - round(x.applicable_amount / 1.12, 2) END,
           CASE WHEN x.is_loose THEN 0 ELSE round(x.quantity * x.diluted_cost, 2) END, ${posted.je_id}
    FROM srpf_lines x JOIN products p ON p.product_id = x.product_id WHERE x.srpf_id = ${srpfId} ORDER BY x.line_no`);
  await tx.run(sql`
    INSERT INTO receivable_entries (customer_id, transaction_date, transaction, reference, si_id, particulars, debit, credit, je_id)
    SELECT ${h.customer_id}, ${date}::date, 'RET', ${cmNo}, c.si_id, 'Credit memo ' || ${cmNo} || ' (' || ${h.srpf_no} || ') on SI ' || si.si_number, 0, c.amount, ${posted.je_id}
    FROM jsonb_to_recordset(${JSON.stringify(credits.map((c, o) => ({ ...c, o })))}::jsonb) AS c(si_id int, amount numeric, o int)
    JOIN sales_invoices si ON si.si_id = c.si_id ORDER BY c.o`);
  await tx.run(sql`UPDATE srpf_headers SET cm_no = ${cmNo}, cm_je_id = ${posted.je_id}, advance_amount = ${sums.advance}::numeric, advance_left = ${sums.advance}::numeric WHERE srpf_id = ${srpfId}`);
  // The credit memo corrects the invoices it returns against: it goes to the BIR's EIS (issue 27).
  await queueReturnMemo(tx, { srpfId, cmNo, day: date }, at);
}

/**
 * What the credit memo takes off which invoice, in order: the applied invoices (already checked against their
 * balances), then each line's own invoice up to what it still owes after them, while the applicable amount
 * lasts. Nothing for Apply to Advances. The own invoices are locked first, so a collection applied at the same
 * time cannot leave one below zero.
 */
async function receivableCredits(tx: Db, srpfId: number, h: Head): Promise<{ si_id: number; amount: string }[]> {
  if (h.disposition === 'apply_advances') return [];
  await tx.run(sql`SELECT si_id FROM sales_invoices WHERE si_id IN (SELECT si_id FROM srpf_lines WHERE srpf_id = ${srpfId}) ORDER BY si_id FOR UPDATE`);
  return tx.rows<{ si_id: number; amount: string }>(sql`
    WITH applied AS (SELECT si_id, applied_amount AS amount, disposition_id AS o FROM srpf_dispositions WHERE srpf_id = ${srpfId}),
    rest AS (SELECT ${h.applicable}::numeric - COALESCE((SELECT SUM(amount) FROM applied), 0) AS left_over),
    wanted AS (SELECT x.si_id, MIN(x.line_no) AS o, SUM(x.applicable_amount) AS amount FROM srpf_lines x WHERE x.srpf_id = ${srpfId} GROUP BY x.si_id),
    capped AS (
      SELECT w.si_id, w.o,
             LEAST(w.amount, GREATEST(0, (SELECT COALESCE(SUM(re.debit - re.credit), 0) FROM receivable_entries re WHERE re.si_id = w.si_id)
                                         - COALESCE((SELECT SUM(a.amount) FROM applied a WHERE a.si_id = w.si_id), 0))) AS amount
      FROM wanted w),
    own AS (
      SELECT c.si_id, c.o,
             LEAST(c.amount, GREATEST(0, (SELECT left_over FROM rest)
               - COALESCE(SUM(c.amount) OVER (ORDER BY c.o ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))) AS amount
      FROM capped c)
    SELECT e.si_id, e.amount::numeric(16, 2)::text AS amount
    FROM (SELECT si_id, amount, 0 AS k, o FROM applied UNION ALL SELECT si_id, amount, 1, o FROM own WHERE amount > 0) e ORDER BY e.k, e.o`);
}

/** The pallet a batch goes back to: where most of it sits now, else where it last moved, else the main warehouse's picking area. */
const PALLET_OF_BATCH = sql`COALESCE(
  (SELECT ps.pallet_id FROM pallet_stock ps WHERE ps.batch_id = x.batch_id AND ps.quantity > 0 ORDER BY ps.quantity DESC, ps.pallet_id LIMIT 1),
  (SELECT m.pallet_id FROM inventory_movements m WHERE m.batch_id = x.batch_id AND m.pallet_id IS NOT NULL ORDER BY m.movement_id DESC LIMIT 1),
  (SELECT wp.pallet_id FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
   WHERE wp.active ORDER BY w.kind = 'main' DESC, f.area = 'picking' DESC, wp.pallet_id LIMIT 1))`;

/**
 * The goods of an approved return arrive (customer returns: whole packs back
 * into their batch at its cost, Dr inventory Cr cost of sales) or leave for
 * the supplier (RTS: out of the pallet holding the batch, Dr payable Cr
 * inventory). Loose pieces are credited but not restocked: the warehouse
 * keeps whole packs only. Answers the journal entry's id, or null when no
 * whole pack moved.
 */
export async function postStock(tx: Db, srpfId: number, date: string): Promise<number | null> {
  const h = await headOf(tx, srpfId);
  const rts = h.srpf_type === 'SRPF-RTS';
  const sign = rts ? -1 : 1;
  if (rts) {
    // Out of the pallet holding most of the batch, through the pallets' shared lock and below-zero check.
    const takes = await tx.rows<PalletTake>(sql`
      SELECT pick.pallet_id, x.batch_id, x.quantity FROM srpf_lines x CROSS JOIN LATERAL (SELECT ${PALLET_OF_BATCH} AS pallet_id) pick
      WHERE x.srpf_id = ${srpfId} AND NOT x.is_loose`);
    await takeFromPallets(tx, takes, (short) => {
      throw new Refused(conflict(M.notEnoughStock(short.product_name, short.batch_no)));
    });
  }
  notePosted('stock');
  const moved = (await tx.one<{ amount: string | null }>(sql`
    WITH ins AS (
      INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost,
                                       amount, supplier_id, floor, pallet_code, pallet_id, particulars, remarks, status)
      SELECT x.product_id, x.batch_id, ${date}::date, ${rts ? 'OUT' : 'IN'}, 'RET', ${h.srpf_no}, ${sign} * x.quantity, x.diluted_cost, x.diluted_cost,
             round(${sign} * x.quantity * x.diluted_cost, 2), p.supplier_id, f.floor, wp.pallet_code, wp.pallet_id,
             ${rts ? 'Returned to supplier' : `Returned by ${h.customer_name}`}, x.reason, 1
      FROM srpf_lines x JOIN products p ON p.product_id = x.product_id
      CROSS JOIN LATERAL (SELECT ${PALLET_OF_BATCH} AS pallet_id) pick
      JOIN warehouse_pallets wp ON wp.pallet_id = pick.pallet_id JOIN warehouse_floors f ON f.floor_id = wp.floor_id
      WHERE x.srpf_id = ${srpfId} AND NOT x.is_loose ORDER BY x.line_no
      RETURNING amount)
    SELECT abs(SUM(amount))::numeric(16, 2)::text AS amount FROM ins`))!.amount;
  if (!moved || Number(moved) === 0) return null;
  const posted = await postEntry(tx, {
    date,
    module: 'RET',
    reference: h.srpf_no,
    payee: h.customer_name,
    particulars: rts ? `Stock of ${h.srpf_no} returned to the supplier` : `Stock of ${h.srpf_no} received back from ${h.customer_name}`,
    lines: rts
      ? [
          { account: PAYABLE, debit: moved, credit: '0' },
          { account: INVENTORY, debit: '0', credit: moved },
        ]
      : [
          { account: INVENTORY, debit: moved, credit: '0' },
          { account: COST_OF_SALES, debit: '0', credit: moved },
        ],
  });
  return posted.je_id;
}
