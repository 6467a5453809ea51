import { CREDIT_OPS_MESSAGES as M, type ManualSiValues } from '../../contract/creditOps';
import { nextNumber, postEntry } from '../books/post';
import { queueInvoice } from '../bir/public';
import { sql, type Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { invalid, type Answer } from '../http/answer';
import { recordRevision, sellableOn } from '../kit';
import { allocateFefo } from '../../contract/fefo';
import type { Actor } from '../collections/public';
import { takeFromPallets } from '../warehouse/public';
import { passTradeGates, type GateActor } from '../regulatory';
import { notePosted } from '../books/postedBy';

/*
 * A sales invoice written outside the system, posted the way the generator
 * posts one (server/finance/seed/documents.ts and postings.ts): the invoice
 * and its lines (one per batch drawn), the receivable row (SI), the stock
 * drawn first-expiry-first out of the pallets that hold it, one balanced
 * entry (Dr AR, Cr Sales and Output VAT; Dr Cost of Sales, Cr Inventory at
 * each batch's cost) and the sales totals the journals page by.
 */

const AR = '1100';
const SALES = '4010';
const OUTPUT_VAT = '2100';
const COST_OF_SALES = '5010';
const INVENTORY = '1200';

export type ManualSi = ManualSiValues;

interface Stock {
  n: number;
  product_id: number;
  product_code: string;
  expiry_date: string;
  supplier_id: number;
  batch_id: number;
  floor: string;
  pallet_code: string;
  pallet_id: number;
  on_hand: number;
  cost: string;
}

/** Records the invoice; answers its id or the refusal (nothing written). */
export async function createManualSi(tx: Db, input: ManualSi, actor: Actor & { user: GateActor['user'] }): Promise<number | Answer> {
  const customer = await tx.one<{ customer_id: number; customer_name: string; credit_term_days: number }>(sql`
    SELECT customer_id, customer_name, credit_term_days FROM customers WHERE customer_code = ${input.customer_code}`);
  if (!customer) return invalid([M.customerNotFound], { customer_code: [M.customerNotFound] });
  if (input.courier_id && !(await tx.one(sql`SELECT 1 FROM couriers WHERE courier_id = ${input.courier_id} AND active`))) {
    return invalid([M.carrierNotFound], { courier_id: [M.carrierNotFound] });
  }
  if (await tx.one(sql`SELECT 1 FROM sales_invoices WHERE si_number = ${input.si_number}`)) {
    return invalid([M.duplicateSi(input.si_number)], { si_number: [M.duplicateSi(input.si_number)] });
  }
  const linesJson = JSON.stringify(input.lines.map((l, n) => ({ n, code: l.product_code, qty: l.quantity, price: l.unit_price, dsc: l.discount })));
  const LINES = sql`jsonb_to_recordset(${linesJson}::jsonb) AS l(n int, code text, qty int, price numeric(14, 2), dsc numeric(5, 2))`;
  const products = await tx.rows<{ n: number; product_id: number | null }>(sql`
    SELECT l.n, p.product_id FROM ${LINES} LEFT JOIN products p ON upper(p.product_code) = upper(l.code) AND p.active = 1 ORDER BY l.n`);
  const missing = products.filter((p) => p.product_id === null);
  if (missing.length) return invalid([M.productNotFound], Object.fromEntries(missing.map((p) => [`lines.${p.n}.product_code`, [M.productNotFound]])));
  // The products' rows are the lock of their stock: two invoices of one product take turns, so together they never oversell.
  await tx.run(sql`SELECT product_id FROM products WHERE product_id IN (SELECT p.product_id FROM ${LINES} JOIN products p ON upper(p.product_code) = upper(l.code)) ORDER BY product_id FOR UPDATE`);
  // Posted stock of batches not expired on the invoice date, first expiry first, at the cost the batch came in at; drawn pallet by
  // pallet from where the batch sits (picking area first, then the fullest), so no pallet is asked for more than it holds.
  const stock = await tx.rows<Stock>(sql`
    SELECT l.n, p.product_id, p.product_code, p.supplier_id, ps.batch_id, b.expiry_date::text AS expiry_date, f.floor, wp.pallet_code, wp.pallet_id, ps.quantity::int AS on_hand,
           COALESCE((SELECT i.diluted_cost FROM inventory_movements i WHERE i.batch_id = ps.batch_id AND i.movement_type = 'IN' AND i.module IN ('BEG', 'RR')
                     ORDER BY i.movement_id LIMIT 1), p.cost_vat)::numeric(14, 4)::text AS cost
    FROM ${LINES} JOIN products p ON upper(p.product_code) = upper(l.code)
    JOIN pallet_stock ps ON ps.product_id = p.product_id AND ps.quantity > 0
    JOIN warehouse_pallets wp ON wp.pallet_id = ps.pallet_id JOIN warehouse_floors f ON f.floor_id = wp.floor_id
    JOIN product_batches b ON b.batch_id = ps.batch_id AND ${sellableOn(sql`b.expiry_date`, input.si_date)}
    ORDER BY l.n, b.expiry_date, ps.batch_id, f.area = 'picking' DESC, ps.quantity DESC, wp.pallet_id`);
  const draws: { n: number; product_id: number; supplier_id: number; batch_id: number; floor: string; pallet_code: string; pallet_id: number; qty: number; cost: string }[] = [];
  const fields: Record<string, string[]> = {};
  input.lines.forEach((line, n) => {
    const drawn = allocateFefo(stock.filter((s) => s.n === n), line.quantity, input.si_date);
    if (!drawn.ok) {
      fields[`lines.${n}.quantity`] = [M.noStock(line.product_code, drawn.available, line.quantity)];
      return;
    }
    for (const { place: p, qty } of drawn.draws) {
      draws.push({ n, product_id: p.product_id, supplier_id: p.supplier_id, batch_id: p.batch_id, floor: p.floor, pallet_code: p.pallet_code, pallet_id: p.pallet_id, qty, cost: p.cost });
    }
  });
  if (Object.keys(fields).length) return invalid(Object.values(fields).flat(), fields);
  // The pallets' lock and below-zero check every stock writer shares (a transfer may have emptied one since the read).
  await takeFromPallets(tx, draws.map((d) => ({ pallet_id: d.pallet_id, batch_id: d.batch_id, quantity: d.qty })));

  // Invoice lines per input line and batch; a VAT-exclusive price is grossed up to the VAT-inclusive price per box the invoices keep.
  const drawsJson = JSON.stringify(draws);
  const DRAWS = sql`jsonb_to_recordset(${drawsJson}::jsonb) AS d(n int, product_id int, supplier_id int, batch_id int, floor text, pallet_code text, pallet_id int, qty int, cost numeric(14, 4))`;
  // A zero-rated sale carries no VAT: its VATable lines keep a VAT-exclusive price (a VAT-inclusive one loses its VAT).
  const zeroRated = input.zero_rated === 1;
  const gross = zeroRated
    ? input.price_basis === 'EXCLUSIVE'
      ? sql`l.price`
      : sql`CASE WHEN p.vat_exemption = 1 THEN l.price ELSE round(l.price / 1.12, 2) END`
    : input.price_basis === 'EXCLUSIVE'
      ? sql`CASE WHEN p.vat_exemption = 1 THEN l.price ELSE round(l.price * 1.12, 2) END`
      : sql`l.price`;
  const calc = await tx.rows<Record<string, unknown>>(sql`
    SELECT d.n, row_number() OVER (ORDER BY d.n, d.batch_id)::int AS k, d.product_id, d.batch_id, d.qty, x.price::text, l.dsc::text,
           (d.qty * x.price)::numeric(16, 2)::text AS gross, round(d.qty * x.price * (100 - l.dsc) / 100, 2)::text AS net,
           round(d.qty * d.cost, 2)::text AS cost_amount, d.cost::text, p.vat_exemption = 1 AS exempt, d.supplier_id, d.floor, d.pallet_code, d.pallet_id
    FROM ${DRAWS} JOIN ${LINES} ON l.n = d.n JOIN products p ON p.product_id = d.product_id
    CROSS JOIN LATERAL (SELECT ${gross} AS price) x ORDER BY 2`);
  const calcJson = JSON.stringify(calc);
  const CALC = sql`jsonb_to_recordset(${calcJson}::jsonb) AS m(n int, k int, product_id int, batch_id int, qty int, price numeric(14, 2), dsc numeric(5, 2),
    gross numeric(16, 2), net numeric(16, 2), cost_amount numeric(16, 2), cost numeric(14, 4), exempt boolean, supplier_id int, floor text, pallet_code text, pallet_id int)`;
  const taxed = zeroRated ? sql`0` : sql`COALESCE(SUM(net) FILTER (WHERE NOT exempt), 0)`;
  const t = (await tx.one<{ gross: string; total: string; vatable_sales: string; vat: string; zero_rated: string; exempt: string; cost: string }>(sql`
    SELECT SUM(gross)::numeric(16, 2)::text AS gross, SUM(net)::numeric(16, 2)::text AS total,
           round(${taxed} / 1.12, 2)::text AS vatable_sales,
           (${taxed} - round(${taxed} / 1.12, 2))::numeric(16, 2)::text AS vat,
           ${zeroRated ? sql`COALESCE(SUM(net) FILTER (WHERE NOT exempt), 0)` : sql`0`}::numeric(16, 2)::text AS zero_rated,
           COALESCE(SUM(net) FILTER (WHERE exempt), 0)::numeric(16, 2)::text AS exempt, SUM(cost_amount)::numeric(16, 2)::text AS cost
    FROM ${CALC}`))!;

  const number = await nextNumber(tx, 'MSI', input.si_date);
  const drNumber = number.replace(/^MSI/, 'MDR');
  const terms = input.terms ?? customer.credit_term_days;
  const posted = await postEntry(tx, {
    date: input.si_date,
    module: 'SI',
    reference: drNumber,
    payee: customer.customer_name,
    particulars: `Sales invoice ${input.si_number} to ${customer.customer_name} (manual)`,
    remarks: input.remarks ?? null,
    lines: [
      { account: AR, debit: t.total, credit: '0' },
      { account: SALES, debit: '0', credit: subtract(t.total, t.vat) },
      { account: OUTPUT_VAT, debit: '0', credit: t.vat },
      { account: COST_OF_SALES, debit: t.cost, credit: '0' },
      { account: INVENTORY, debit: '0', credit: t.cost },
    ],
  });
  const siId = Number((await tx.one<{ id: string }>(sql`SELECT nextval('manual_si_ids')::text AS id`))!.id);
  // The licence and registration gates on the invoice's day: the customer's LTO, the products' CPRs (a refusal rolls all back).
  const gated = await passTradeGates(
    tx,
    { entity: 'sales_invoices', id: siId, document: 'Sales invoice', reference: input.si_number },
    { customerId: customer.customer_id, products: sql`SELECT product_id FROM ${DRAWS}`, sLicenceHolder: { customerId: customer.customer_id } },
    { user: actor.user, now: actor.at, day: input.si_date },
  );
  const booker = await tx.one<{ name: string }>(sql`SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ${actor.userId}`);
  try {
    await tx.run(sql`
      INSERT INTO sales_invoices (si_id, dr_number, si_number, digital_si, so_number, si_date, received_date, customer_id, transaction_type_id,
        is_promotional, booked_by, gross, discount, total, vatable_sales, vat_amount, zero_rated, vat_exempt, cost, je_id, courier_id)
      VALUES (${siId}, ${drNumber}, ${input.si_number}, ${number}, 'MANUAL', ${input.si_date}::date, ${input.si_date}::date, ${customer.customer_id}, 1,
        0, ${booker?.name ?? 'Manual entry'}, ${t.gross}::numeric, ${t.gross}::numeric - ${t.total}::numeric, ${t.total}::numeric, ${t.vatable_sales}::numeric,
        ${t.vat}::numeric, ${t.zero_rated}::numeric, ${t.exempt}::numeric, ${t.cost}::numeric, ${posted.je_id}, ${input.courier_id ?? null})`);
  } catch (err) {
    // Another invoice took the number between the check and here: the transaction is rolled back by the caller's throw.
    if (isUniqueViolation(err)) throw new DuplicateSi(input.si_number);
    throw err;
  }
  await tx.run(sql`
    INSERT INTO manual_sales_invoices (si_id, terms_days, price_basis, remarks, created_by, created_at)
    VALUES (${siId}, ${terms}, ${input.price_basis}, ${input.remarks ?? null}, ${actor.userId}, ${actor.at}::timestamptz)`);
  await tx.run(sql`
    INSERT INTO sales_invoice_lines (si_id, product_id, batch_id, qty, fg, price, dsc, gross, net, cost_amount)
    SELECT ${siId}, product_id, batch_id, SUM(qty), 0, price, dsc, SUM(gross), SUM(net), SUM(cost_amount)
    FROM ${CALC} GROUP BY n, product_id, batch_id, price, dsc ORDER BY n, batch_id`);
  notePosted('stock');
  await tx.run(sql`
    INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost, amount,
                                     supplier_id, floor, pallet_code, pallet_id, particulars, remarks, status)
    SELECT m.product_id, m.batch_id, ${input.si_date}::date, 'OUT', 'SO', ${drNumber}, -m.qty, m.cost, m.cost, -m.cost_amount,
           m.supplier_id, m.floor, m.pallet_code, m.pallet_id, 'Delivered to ' || ${customer.customer_name} || ' (manual SI ' || ${input.si_number} || ')', NULL, 1
    FROM ${CALC} ORDER BY m.k`);
  await tx.run(sql`
    INSERT INTO receivable_entries (customer_id, transaction_date, transaction, reference, si_id, particulars, debit, credit, je_id)
    VALUES (${customer.customer_id}, ${input.si_date}::date, 'SI', ${input.si_number}, ${siId}, ${`Sales invoice ${input.si_number}`}, ${t.total}::numeric, 0, ${posted.je_id})`);
  await addSalesTotals(tx, siId);
  // The sale goes to the BIR's EIS (issue 27): queued with the posting, sent by the transmitter.
  const eis = await queueInvoice(tx, siId, actor.at);
  await recordRevision(tx, {
    entity: 'sales_invoices',
    entityId: siId,
    action: 'created',
    userId: actor.userId,
    at: actor.at,
    module: 'Manual Sales Invoice',
    reference: input.si_number,
    changes: [
      { field: 'customer_code', label: 'Customer', old: null, new: input.customer_code, new_text: customer.customer_name },
      { field: 'si_date', label: 'SI Date', old: null, new: input.si_date },
      { field: 'terms', label: 'Terms (days)', old: null, new: terms },
      { field: 'total', label: 'Total', old: null, new: t.total },
      { field: 'vat_amount', label: 'VAT', old: null, new: t.vat },
      ...(zeroRated ? [{ field: 'zero_rated', label: 'Zero-rated Sales', old: null, new: t.zero_rated }] : []),
      { field: 'lines', label: 'Products', old: null, new: input.lines.map((l) => `${l.product_code} x ${l.quantity}`).join(', ') },
      ...gated,
      { field: 'eis', label: 'E-Invoice Documents Queued', old: null, new: eis.join(', ') },
    ],
  });
  return siId;
}

export class DuplicateSi extends Error {
  constructor(readonly siNumber: string) {
    super(`SI ${siNumber} exists already`);
  }
}

const subtract = (a: string, b: string) => {
  const c = (s: string) => BigInt(s.replace('.', ''));
  const d = c(a) - c(b);
  const abs = d < 0n ? -d : d;
  return `${d < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** The day, product and customer-month totals the sales journals page by (050, 065): kept row by row, as refreshSalesDayTotals would rebuild them. */
async function addSalesTotals(tx: Db, siId: number): Promise<void> {
  await tx.run(sql`
    INSERT INTO sales_day_totals (day, transaction_type_id, invoice_count, return_count, invoice_sales, return_sales)
    SELECT si_date, transaction_type_id, 1, 0, total - vat_amount, 0 FROM sales_invoices WHERE si_id = ${siId}
    ON CONFLICT (day, transaction_type_id) DO UPDATE SET invoice_count = sales_day_totals.invoice_count + 1,
      invoice_sales = sales_day_totals.invoice_sales + EXCLUDED.invoice_sales`);
  await tx.run(sql`
    INSERT INTO sales_product_day_totals (day, product_id, line_count, net)
    SELECT si.si_date, l.product_id, COUNT(*), SUM(l.net) FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id
    WHERE l.si_id = ${siId} GROUP BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET line_count = sales_product_day_totals.line_count + EXCLUDED.line_count,
      net = sales_product_day_totals.net + EXCLUDED.net`);
  await tx.run(sql`
    INSERT INTO sales_customer_month_totals (month, customer_id, net)
    SELECT date_trunc('month', si_date)::date, customer_id, vatable_sales + zero_rated + vat_exempt FROM sales_invoices WHERE si_id = ${siId}
    ON CONFLICT (month, customer_id) DO UPDATE SET net = sales_customer_month_totals.net + EXCLUDED.net`);
}
