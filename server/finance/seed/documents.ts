import type { Db } from '../../db/db';
import { CUSTOMERS, FLOORS, PRODUCTS, SALES_PEOPLE } from './masterData';
import { exec, h, money, pick } from './sqlGen';

/**
 * The documents of the demo business, set-based. Every document is derived
 * from the one before it, so the books tell one story:
 *   sales invoices (1-3 products each, batch of the week they were received)
 *   -> weekly receiving reports per supplier that replenish what sold, plus 10%
 *   -> supplier payments 45 days later, withholding 1% EWT, remitted monthly
 *   -> collections after each customer's habitual delay (1% CWT by hospitals
 *      and government), a few invoices never paid, promises to pay for late ones
 *   -> sales returns of a tenth of a line a week later
 *   -> inventory movements for all of it, plus floor transfers and monthly
 *      cycle-count shrinkage from the opening batch.
 * Stock never goes below zero in any batch: a batch is received on the first
 * day of its week and only that week's sales draw from it.
 */
export const BOOKS_START = '2022-12-01';
export const BOOKS_END = '2026-11-22';
export const OPENING_DATE = '2022-11-30';
const DAYS = 1452; // BOOKS_START .. BOOKS_END

const START = `DATE '${BOOKS_START}'`;
const END = `DATE '${BOOKS_END}'`;
const NC = CUSTOMERS.length;
const NP = PRODUCTS.length;
const pad = (expr: string, n = 7) => `lpad((${expr})::text, ${n}, '0')`;
/** Pallet code of a product on a floor: prefixSql is an SQL text expression ('MC' main/central, 'PA' picking area). */
const pallet = (pid: string, prefixSql: string) => `${prefixSql} || '-' || chr(65 + ${pid} % 6) || lpad((${pid} % 20 + 1)::text, 2, '0')`;

export async function generateDocuments(db: Db, invoices: number): Promise<void> {
  await exec(db, `DROP TABLE IF EXISTS gen_si, gen_line, gen_rrl, gen_rr, gen_col`);

  // ---- Sales invoices and their lines ----
  await exec(db, `CREATE TEMP TABLE gen_si AS
    SELECT s.i, s.d, (s.d - ${START}) / 7 AS week, c.customer_id, c.segment, c.customer_type, c.credit_term_days AS term,
           CASE WHEN c.customer_type = 'Government' THEN 4 WHEN ${h('s.i', 21)} % 10 < 7 THEN 1 WHEN ${h('s.i', 21)} % 10 < 9 THEN 2 ELSE 3 END AS ttype,
           CASE WHEN ${h('s.i', 22)} % 20 = 0 THEN 1 ELSE 0 END AS promo,
           ${pick(SALES_PEOPLE, h('s.i', 23))} AS booked_by,
           1 + ${h('s.i', 24)} % 3 AS nlines,
           -- Each customer has a payment habit: early, on time, late, very late.
           CASE ${h('c.customer_id', 31)} % 4 WHEN 0 THEN c.credit_term_days - 10 WHEN 1 THEN c.credit_term_days
                WHEN 2 THEN c.credit_term_days + 20 ELSE c.credit_term_days + 75 END + (${h('s.i', 32)} % 15)::int AS delay
    FROM (SELECT i, ${START} + ((i - 1)::bigint * ${DAYS} / ${invoices})::int AS d, 1 + ${h('i', 3)} % ${NC} AS cid
          FROM generate_series(1, ${invoices}) AS i) s
    JOIN customers c ON c.customer_id = s.cid`);
  await exec(db, `CREATE TEMP TABLE gen_line AS
    SELECT s.i, k, s.d, s.week, p.product_id, p.vat_exemption, q.qty, p.selling_price AS price, x.dsc, p.cost_vat,
           ${money('q.qty * p.selling_price')} AS gross, ${money('q.qty * p.selling_price * (100 - x.dsc) / 100')} AS net,
           ${money('q.qty * p.cost_vat')} AS cost_amount
    FROM gen_si s
    CROSS JOIN LATERAL generate_series(1, s.nlines) AS k
    JOIN products p ON p.product_id = 1 + ${h('s.i * 3 + k', 12)} % ${NP}
    CROSS JOIN LATERAL (SELECT 1 + ${h('s.i * 5 + k', 13)} % 12 AS qty) q
    CROSS JOIN LATERAL (SELECT (CASE WHEN s.promo = 1 THEN 10 WHEN s.segment = 'Chain' THEN 5 ELSE 0 END)::numeric AS dsc) x`);

  // Batches: one opening batch per product, then one per product and week received.
  await exec(db, `INSERT INTO product_batches (product_id, batch_no, manufacturing_date, expiry_date)
    SELECT product_id, 'OB-' || ${pad('product_id', 3)}, DATE '2022-09-01', DATE '2027-06-30' + product_id FROM products ORDER BY product_id`);
  const batchNo = (week: string, pid: string) => `'B' || to_char(${START} + ${week} * 7, 'YYMMDD') || '-' || ${pad(pid, 3)}`;
  await exec(db, `INSERT INTO product_batches (product_id, batch_no, manufacturing_date, expiry_date)
    SELECT product_id, ${batchNo('week', 'product_id')}, ${START} + week * 7 - 60, ${START} + week * 7 + 730
    FROM (SELECT DISTINCT week, product_id FROM gen_line) w ORDER BY week, product_id`);

  await exec(db, `INSERT INTO sales_invoices (si_id, dr_number, si_number, digital_si, so_number, si_date, received_date, customer_id,
      transaction_type_id, is_promotional, booked_by, gross, discount, total, vatable_sales, vat_amount, zero_rated, vat_exempt, cost, je_id)
    SELECT s.i, 'DR-' || ${pad('s.i')}, 'SI-' || ${pad('s.i')}, 'DSI-' || ${pad('s.i', 8)}, 'SO-' || ${pad('s.i')}, s.d, s.d + (1 + ${h('s.i', 25)} % 3)::int,
           s.customer_id, s.ttype, s.promo, s.booked_by, t.gross, t.gross - t.total, t.total,
           round(t.vatable / 1.12, 2), t.vatable - round(t.vatable / 1.12, 2), 0, t.exempt, t.cost, 10000000 + s.i
    FROM gen_si s JOIN (SELECT i, SUM(gross) AS gross, SUM(net) AS total, SUM(cost_amount) AS cost,
                               COALESCE(SUM(net) FILTER (WHERE vat_exemption = 0), 0) AS vatable,
                               COALESCE(SUM(net) FILTER (WHERE vat_exemption = 1), 0) AS exempt
                        FROM gen_line GROUP BY i) t ON t.i = s.i
    ORDER BY s.i`);
  await exec(db, `INSERT INTO sales_invoice_lines (si_id, product_id, batch_id, qty, fg, price, dsc, gross, net, cost_amount)
    SELECT l.i, l.product_id, b.batch_id, l.qty, 0, l.price, l.dsc, l.gross, l.net, l.cost_amount
    FROM gen_line l JOIN product_batches b ON b.product_id = l.product_id AND b.batch_no = ${batchNo('l.week', 'l.product_id')}
    ORDER BY l.i, l.k`);

  // ---- Receipts: per supplier and week, what sold that week plus 10% ----
  await exec(db, `CREATE TEMP TABLE gen_rrl AS
    SELECT p.supplier_id, l.week, l.product_id, p.cost, p.cost_vat, p.vat_exemption,
           ceil(SUM(l.qty) * 1.1)::int AS received
    FROM gen_line l JOIN products p ON p.product_id = l.product_id
    GROUP BY p.supplier_id, l.week, l.product_id, p.cost, p.cost_vat, p.vat_exemption`);
  await exec(db, `CREATE TEMP TABLE gen_rr AS
    SELECT row_number() OVER (ORDER BY week, supplier_id)::int AS j, supplier_id, week, ${START} + week * 7 AS d
    FROM (SELECT DISTINCT supplier_id, week FROM gen_rrl) x`);
  await exec(db, `INSERT INTO receiving_reports (rr_id, rr_no, po_no, supplier_id, rr_date, net, vat, je_id)
    SELECT r.j, 'RR-' || ${pad('r.j')}, 'PO-' || ${pad('r.j')}, r.supplier_id, r.d, t.net, t.vat, 30000000 + r.j
    FROM gen_rr r JOIN (SELECT supplier_id, week, SUM(received * cost_vat) AS net,
                               round(COALESCE(SUM(received * cost_vat) FILTER (WHERE vat_exemption = 0), 0) * 0.12, 2) AS vat
                        FROM gen_rrl GROUP BY supplier_id, week) t ON t.supplier_id = r.supplier_id AND t.week = r.week
    ORDER BY r.j`);
  await exec(db, `INSERT INTO receiving_lines (rr_id, product_id, batch_id, quantity_ordered, received_quantity, free_goods,
      unit_price, unit_vat_inclusive, diluted_cost, amount)
    SELECT r.j, l.product_id, b.batch_id, l.received, l.received, 0, l.cost_vat, l.cost, l.cost_vat, l.received * l.cost_vat
    FROM gen_rrl l JOIN gen_rr r ON r.supplier_id = l.supplier_id AND r.week = l.week
    JOIN product_batches b ON b.product_id = l.product_id AND b.batch_no = ${batchNo('l.week', 'l.product_id')}
    ORDER BY r.j, l.product_id`);

  // ---- Supplier payments 45 days after receipt, withholding 1% EWT; remitted on the 10th of the next month ----
  await exec(db, `INSERT INTO supplier_payments (payment_id, cv_number, rr_id, supplier_id, payment_date, amount, ewt, je_id)
    SELECT rr_id, 'CV-' || ${pad('rr_id')}, rr_id, supplier_id, rr_date + 45, net + vat, round(net * 0.01, 2), 40000000 + rr_id
    FROM receiving_reports WHERE rr_date + 45 <= ${END} ORDER BY rr_id`);
  await exec(db, `INSERT INTO ewt_setups (ewt_id, supplier_id, setup_date, setup_reference, amount, particulars,
      reversal_date, reversal_reference, setup_je_id, reversal_je_id)
    SELECT sp.payment_id, sp.supplier_id, sp.payment_date, sp.cv_number, sp.ewt,
           'EWT 1% withheld from ' || s.company_name || ' on RR-' || ${pad('sp.rr_id')},
           CASE WHEN rem <= ${END} THEN rem END, CASE WHEN rem <= ${END} THEN 'EWT-REM-' || to_char(sp.payment_date, 'YYYYMM') END,
           sp.je_id, CASE WHEN rem <= ${END} THEN 70000000 + to_char(sp.payment_date, 'YYYYMM')::int END
    FROM supplier_payments sp JOIN suppliers s ON s.vendor_id = sp.supplier_id
    CROSS JOIN LATERAL (SELECT (date_trunc('month', sp.payment_date) + interval '1 month 9 days')::date AS rem) x
    ORDER BY sp.payment_id`);

  // ---- Sales returns: one invoice in fifty returns a tenth of its first line a week later ----
  await exec(db, `INSERT INTO sales_returns (return_id, return_no, si_id, line_id, return_date, qty, amount, vat, cost, je_id)
    SELECT si.si_id, 'RET-' || ${pad('si.si_id')}, si.si_id, l.line_id, si.si_date + 7, r.qty, r.amount,
           CASE WHEN p.vat_exemption = 1 THEN 0 ELSE r.amount - round(r.amount / 1.12, 2) END, ${money('r.qty * p.cost_vat')}, 60000000 + si.si_id
    FROM sales_invoices si
    JOIN LATERAL (SELECT * FROM sales_invoice_lines WHERE si_id = si.si_id ORDER BY line_id LIMIT 1) l ON true
    JOIN products p ON p.product_id = l.product_id
    CROSS JOIN LATERAL (SELECT GREATEST(1, l.qty / 10) AS qty) q
    CROSS JOIN LATERAL (SELECT q.qty, ${money('q.qty * l.price * (100 - l.dsc) / 100')} AS amount) r
    WHERE si.si_id % 50 = 0 AND si.si_date + 7 <= ${END}
    ORDER BY si.si_id`);

  // ---- Collections: after each customer's habitual delay; one invoice in 25 is never paid ----
  await exec(db, `CREATE TEMP TABLE gen_col AS
    SELECT s.i, s.customer_id, s.customer_type, s.d, s.term,
           CASE WHEN s.i % 25 = 0 THEN NULL ELSE s.d + s.delay END AS paid_on,
           si.total - COALESCE(r.amount, 0) AS amount
    FROM gen_si s JOIN sales_invoices si ON si.si_id = s.i LEFT JOIN sales_returns r ON r.si_id = s.i`);
  // Each generated collection is its own official receipt (099_collection_receipts.sql), deposited to
  // BDO (1020) as the posting says: two in three by a dated check that cleared, the rest by transfer.
  await exec(db, `INSERT INTO collection_receipts (receipt_id, receipt_no, customer_id, receipt_date, payment_mode, debit_account,
                                                   check_no, check_bank, check_date, amount_received, cwt, status, je_id)
    SELECT i, 'CR-' || ${pad('i')}, customer_id, paid_on, CASE WHEN i % 3 = 0 THEN 'TRANSFER' ELSE 'CHECK' END, '1020',
           CASE WHEN i % 3 = 0 THEN NULL ELSE lpad((i::bigint * 7919 % 100000000)::text, 10, '0') END,
           CASE WHEN i % 3 = 0 THEN NULL ELSE (ARRAY['BDO', 'BPI', 'Metrobank', 'Security Bank', 'UnionBank'])[1 + i % 5] END,
           CASE WHEN i % 3 = 0 THEN NULL ELSE paid_on - (i % 4)::int END,
           amount - cwt, cwt, CASE WHEN i % 3 = 0 THEN 'POSTED' ELSE 'CLEARED' END, 20000000 + i
    FROM (SELECT i, customer_id, paid_on, amount,
                 CASE WHEN customer_type IN ('Hospital', 'Government') THEN round(amount / 1.12 * 0.01, 2) ELSE 0 END AS cwt
          FROM gen_col WHERE paid_on <= ${END}) c
    ORDER BY i`);
  await exec(db, `INSERT INTO collections (collection_id, cr_number, customer_id, si_id, collection_date, amount, cwt, je_id, receipt_id)
    SELECT receipt_id, receipt_no, customer_id, receipt_id, receipt_date, amount_received + cwt, cwt, je_id, receipt_id
    FROM collection_receipts ORDER BY receipt_id`);
  // Promises to pay: asked a week past due from late payers; kept when paid by the promised date.
  await exec(db, `INSERT INTO promises_to_pay (customer_id, si_id, promised_on, promise_date, amount, kept)
    SELECT customer_id, i, d + term + 7, d + term + 30, amount, COALESCE(paid_on <= d + term + 30, false)
    FROM gen_col WHERE (paid_on IS NULL OR paid_on > d + term + 7) AND d + term + 7 <= ${END} ORDER BY d, i`);

  // ---- Receivable sub-ledger postings, in date order ----
  await exec(db, `INSERT INTO receivable_entries (customer_id, transaction_date, transaction, reference, si_id, particulars, debit, credit, je_id)
    SELECT customer_id, d, kind, ref, si_id, particulars, debit, credit, je_id FROM (
      SELECT customer_id, si_date AS d, 'SI' AS kind, 1 AS o, si_number AS ref, si_id, 'Sales invoice ' || si_number AS particulars, total AS debit, 0 AS credit, je_id
      FROM sales_invoices
      UNION ALL
      SELECT si.customer_id, r.return_date, 'RET', 2, r.return_no, r.si_id, 'Sales return on ' || si.si_number, 0, r.amount, r.je_id
      FROM sales_returns r JOIN sales_invoices si ON si.si_id = r.si_id
      UNION ALL
      SELECT c.customer_id, c.collection_date, 'CR', 3, c.cr_number, c.si_id, 'Collection of ' || si.si_number, 0, c.amount, c.je_id
      FROM collections c JOIN sales_invoices si ON si.si_id = c.si_id) x
    ORDER BY d, o, si_id`);

  await generateMovements(db);
  await exec(db, `DROP TABLE gen_si, gen_line, gen_rrl, gen_rr, gen_col`);
}

/** Inventory sub-ledger postings for every document above, in date order within each kind. */
async function generateMovements(db: Db): Promise<void> {
  const [main, picking] = FLOORS;
  const cols = `(product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost, amount,
                 supplier_id, floor, pallet_code, particulars, remarks, status)`;
  // Opening stock: sixty MOQs of every product, valued at cost.
  await exec(db, `INSERT INTO inventory_movements ${cols}
    SELECT p.product_id, b.batch_id, DATE '${OPENING_DATE}', 'IN', 'BEG', 'OPENING', 60 * p.quantity, p.cost_vat, p.cost_vat,
           60 * p.quantity * p.cost_vat, p.supplier_id, '${main}', ${pallet('p.product_id', "'MC'")}, 'Beginning inventory', NULL, 1
    FROM products p JOIN product_batches b ON b.product_id = p.product_id AND b.batch_no = 'OB-' || ${pad('p.product_id', 3)}
    ORDER BY p.product_id`);
  await exec(db, `INSERT INTO inventory_movements ${cols}
    SELECT l.product_id, l.batch_id, r.rr_date, 'IN', 'RR', r.rr_no, l.received_quantity, l.unit_price, l.diluted_cost, l.amount,
           r.supplier_id, '${main}', ${pallet('l.product_id', "'MC'")}, 'Received from supplier, ' || r.po_no, NULL, 1
    FROM receiving_lines l JOIN receiving_reports r ON r.rr_id = l.rr_id ORDER BY r.rr_date, l.rr_line_id`);
  // Replenishment before the sales, so no pallet goes below zero at any point (in date and then insertion order):
  // on its receipt day a batch's picking pallet gets what that week's sales of it take (they draw from no
  // other batch), and the tenth received on top stays in reserve. Every third receipt line (and every one of
  // the last few days) then sends that surplus to picking the day after; the last few days' are still in
  // transit. Both sides at the same cost, so the books do not move.
  await exec(db, `INSERT INTO inventory_movements ${cols}
    SELECT l.product_id, l.batch_id, x.d, t.kind, 'IT', 'IT-' || ${pad('l.rr_line_id')} || x.suffix, t.sign * x.qty,
           l.unit_price, l.diluted_cost, t.sign * x.qty * l.unit_price, r.supplier_id, t.floor,
           ${pallet('l.product_id', 't.prefix')}, 'Replenishment to picking area', NULL,
           CASE WHEN t.kind = 'IN' AND x.n = 2 AND x.d > DATE '${BOOKS_END}' - 5 THEN 0 ELSE 1 END
    FROM receiving_lines l JOIN receiving_reports r ON r.rr_id = l.rr_id
    JOIN (SELECT batch_id, SUM(qty)::int AS sold FROM sales_invoice_lines GROUP BY batch_id) s ON s.batch_id = l.batch_id
    CROSS JOIN LATERAL (VALUES (1, r.rr_date, '', s.sold), (2, r.rr_date + 1, '-S',
      CASE WHEN l.rr_line_id % 3 = 0 OR r.rr_date + 1 > DATE '${BOOKS_END}' - 5 THEN l.received_quantity - s.sold ELSE 0 END))
      AS x(n, d, suffix, qty)
    CROSS JOIN (VALUES ('OUT', -1, '${main}', 'MC', 1), ('IN', 1, '${picking}', 'PA', 2)) AS t(kind, sign, floor, prefix, o)
    WHERE x.qty > 0 AND x.d <= DATE '${BOOKS_END}'
    ORDER BY x.d, x.n, l.rr_line_id, t.o`);
  await exec(db, `INSERT INTO inventory_movements ${cols}
    SELECT l.product_id, l.batch_id, si.si_date, 'OUT', 'SO', si.dr_number, -l.qty, p.cost_vat, p.cost_vat, -l.cost_amount,
           p.supplier_id, '${picking}', ${pallet('l.product_id', "'PA'")}, 'Delivered to ' || c.customer_name, NULL, 1
    FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id JOIN products p ON p.product_id = l.product_id
    JOIN customers c ON c.customer_id = si.customer_id ORDER BY si.si_date, l.line_id`);
  await exec(db, `INSERT INTO inventory_movements ${cols}
    SELECT l.product_id, l.batch_id, r.return_date, 'IN', 'RET', r.return_no, r.qty, p.cost_vat, p.cost_vat, r.cost,
           p.supplier_id, '${picking}', ${pallet('l.product_id', "'PA'")}, 'Returned by customer', 'Good condition', 1
    FROM sales_returns r JOIN sales_invoice_lines l ON l.line_id = r.line_id JOIN products p ON p.product_id = l.product_id
    ORDER BY r.return_date, r.return_id`);
  // Cycle-count shrinkage from the opening batch on the 28th of some months.
  await exec(db, `INSERT INTO inventory_movements ${cols}
    SELECT p.product_id, b.batch_id, m.d, 'OUT', 'IA', 'IA-' || to_char(m.d, 'YYYYMM'), -q.qty, p.cost_vat, p.cost_vat,
           -q.qty * p.cost_vat, p.supplier_id, '${main}', ${pallet('p.product_id', "'MC'")}, 'Cycle count adjustment', 'Damaged in storage', 1
    FROM products p JOIN product_batches b ON b.product_id = p.product_id AND b.batch_no = 'OB-' || ${pad('p.product_id', 3)}
    CROSS JOIN (SELECT (date_trunc('month', g) + interval '27 days')::date AS d, row_number() OVER (ORDER BY g) AS n
                FROM generate_series(DATE '${BOOKS_START}', DATE '${BOOKS_END}', interval '1 month') g) m
    CROSS JOIN LATERAL (SELECT 1 + ${h('p.product_id * 100 + m.n', 41)} % 3 AS qty) q
    WHERE (p.product_id + m.n) % 4 = 0 AND m.d <= DATE '${BOOKS_END}'
    ORDER BY m.d, p.product_id`);
}
