import { kindOf, type MemoType } from '../../../contract/memos';
import { sql, type Db, type SQL } from '../../db/db';
import { eisDocuments, eisUniqueId, type EisLine, type EisParty, type EisSource } from './document';
import type { EisClass, EisDocType, EisDocument } from './format';
import { SELLER } from './seller';

/*
 * The EIS queue's writers: a posted sales invoice and an approved memo are queued in the transaction that posts
 * them (so a document is queued if and only if it is in the books), and a rejected document is made again from its
 * source when someone retries it after putting the source right (a customer's TIN, a name, an address).
 */

/** The buyer as the e-invoice names it: TIN, registered and trade names, billing address. */
const BUYER = sql`
  c.tin, COALESCE(NULLIF(c.registered_name, ''), c.customer_name) AS registered_name, COALESCE(NULLIF(c.business_trade_name, ''), c.customer_name) AS business_name,
  COALESCE(NULLIF(concat_ws(', ', NULLIF(c.billing_bldg_street_address, ''), COALESCE((SELECT pc.city FROM ph_cities pc WHERE pc.city_id = c.billing_city_id), c.city)), ''), c.customer_name) AS address`;

/** A date of the books and the Manila time of day of `at`: when a document dated that day was issued. */
const issuedAt = (day: SQL, at: string) => sql`(${day} + (${at}::timestamptz AT TIME ZONE 'Asia/Manila')::time) AT TIME ZONE 'Asia/Manila'`;
const issueText = (day: SQL, at: string) => sql`to_char(${issuedAt(day, at)} AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI:SS')`;

/** The line's class: exempt products are VE; an invoice with zero-rated sales has its other lines zero-rated. */
const LINE_CLASS = sql`CASE WHEN p.vat_exemption = 1 THEN 'VE' WHEN si.zero_rated > 0 THEN 'ZR' ELSE 'VT' END`;

interface Made {
  source: EisSource;
  customerId: number;
  issuedAt: string;
}

async function invoiceSource(db: Db, siId: number, at: string): Promise<Made | null> {
  const head = await db.one<EisParty & { number: string; customer_id: number; vat: string; remarks: string | null; issued: string; issued_at: string }>(sql`
    SELECT si.si_number AS number, si.customer_id, si.vat_amount::text AS vat, ms.remarks, ${BUYER},
           ${issueText(sql`si.si_date`, at)} AS issued, ${issuedAt(sql`si.si_date`, at)}::text AS issued_at
    FROM sales_invoices si JOIN customers c ON c.customer_id = si.customer_id LEFT JOIN manual_sales_invoices ms ON ms.si_id = si.si_id
    WHERE si.si_id = ${siId}`);
  if (!head) return null;
  const lines = await db.rows<EisLine>(sql`
    SELECT concat_ws(' ', p.product_name, NULLIF(p.generic_name, '')) AS name, l.qty, COALESCE(u.unit_name, 'BOX') AS unit,
           l.price::text AS unit_price, l.gross::text AS gross, l.net::text AS net, ${LINE_CLASS} AS vat_class
    FROM sales_invoice_lines l JOIN sales_invoices si ON si.si_id = l.si_id JOIN products p ON p.product_id = l.product_id
    LEFT JOIN product_units u ON u.unit_id = p.unit_id
    WHERE l.si_id = ${siId} ORDER BY l.line_id`);
  return {
    customerId: head.customer_id,
    issuedAt: head.issued_at,
    source: { doc_type: 'SI', number: head.number, issued_at: head.issued, seller: SELLER, buyer: head, ack_cert_no: SELLER.ack_cert_no, lines, vat: head.vat, remarks: head.remarks ?? '' },
  };
}

async function memoSource(db: Db, memoId: number, at: string): Promise<Made | null> {
  const m = await db.one<EisParty & { number: string; memo_type: MemoType; memo_kind: string; customer_id: number; amount: string; vat: string; reason: string; si_number: string; classes: EisClass[]; issued: string; issued_at: string }>(sql`
    SELECT m.memo_no AS number, m.memo_type, m.memo_kind, m.customer_id, m.amount::text AS amount, m.vat::text AS vat, m.reason, si.si_number, ${BUYER},
           ARRAY(SELECT DISTINCT ${LINE_CLASS} FROM sales_invoice_lines l JOIN products p ON p.product_id = l.product_id WHERE l.si_id = si.si_id) AS classes,
           ${issueText(sql`m.memo_date`, at)} AS issued, ${issuedAt(sql`m.memo_date`, at)}::text AS issued_at
    FROM memos m JOIN sales_invoices si ON si.si_id = m.si_id JOIN customers c ON c.customer_id = m.customer_id WHERE m.memo_id = ${memoId}`);
  if (!m) return null;
  // A memo with VAT corrects the invoice's VATable document; one without, its exempt or zero-rated one where it has one.
  const cls: EisClass = Number(m.vat) > 0 ? 'VT' : (['VE', 'ZR'] as const).find((c) => m.classes.includes(c)) ?? 'VE';
  const corrected: EisClass = m.classes.includes(cls) ? cls : (m.classes[0] ?? 'VT');
  const kind = kindOf(m.memo_type, m.memo_kind);
  const docType: EisDocType = m.memo_type === 'credit' ? 'CM' : 'DM';
  return {
    customerId: m.customer_id,
    issuedAt: m.issued_at,
    source: {
      doc_type: docType,
      number: m.number,
      issued_at: m.issued,
      seller: SELLER,
      buyer: m,
      ack_cert_no: SELLER.ack_cert_no,
      lines: [{ name: `${kind?.label ?? m.memo_kind} on ${m.si_number}`, qty: 1, unit: 'LOT', unit_price: m.amount, gross: m.amount, net: m.amount, vat_class: cls }],
      vat: m.vat,
      correction: { prev_unique_id: eisUniqueId(SELLER.tin, 'SI', m.si_number, corrected), code: m.memo_kind.slice(0, 20) },
      remarks: m.reason,
    },
  };
}

/**
 * The credit memo of an approved stock return (SRPF) as EIS corrections: one document per invoice and VAT class its
 * lines return, each naming that invoice's document of the class; the VAT is the posting's (per line, as booked).
 */
async function returnSources(db: Db, srpfId: number, cmNo: string, day: string, at: string): Promise<Made[]> {
  const lines = await db.rows<EisParty & { cm_no: string; si_number: string; customer_id: number; name: string; qty: number; unit: string; amount: string; vat: string; vat_class: EisClass; issued: string; issued_at: string }>(sql`
    SELECT ${cmNo} AS cm_no, si.si_number, si.customer_id, ${BUYER}, concat_ws(' ', p.product_name, NULLIF(p.generic_name, '')) AS name,
           x.quantity AS qty, CASE WHEN x.is_loose THEN 'PIECE' ELSE COALESCE(u.unit_name, 'BOX') END AS unit, x.applicable_amount::text AS amount,
           CASE WHEN p.vat_exemption = 1 THEN 0 ELSE x.applicable_amount - round(x.applicable_amount / 1.12, 2) END::numeric(16, 2)::text AS vat,
           ${LINE_CLASS} AS vat_class, ${issueText(sql`${day}::date`, at)} AS issued, ${issuedAt(sql`${day}::date`, at)}::text AS issued_at
    FROM srpf_lines x JOIN sales_invoices si ON si.si_id = x.si_id JOIN customers c ON c.customer_id = si.customer_id
    JOIN products p ON p.product_id = x.product_id LEFT JOIN product_units u ON u.unit_id = p.unit_id
    WHERE x.srpf_id = ${srpfId} AND x.applicable_amount > 0 ORDER BY x.line_no`);
  const groups = new Map<string, typeof lines>();
  for (const l of lines) groups.set(`${l.si_number}|${l.vat_class}`, [...(groups.get(`${l.si_number}|${l.vat_class}`) ?? []), l]);
  return [...groups.values()].map((g) => {
    const first = g[0];
    const vat = g.reduce((s, l) => s + Math.round(Number(l.vat) * 100), 0);
    return {
      customerId: first.customer_id,
      issuedAt: first.issued_at,
      source: {
        doc_type: 'CM' as const,
        number: first.cm_no,
        id_number: `${first.cm_no}-${first.si_number}`,
        issued_at: first.issued,
        seller: SELLER,
        buyer: first,
        ack_cert_no: SELLER.ack_cert_no,
        lines: g.map((l) => ({ name: l.name, qty: l.qty, unit: l.unit, unit_price: (Number(l.amount) / l.qty).toFixed(2), gross: l.amount, net: l.amount, vat_class: l.vat_class })),
        vat: (vat / 100).toFixed(2),
        correction: { prev_unique_id: eisUniqueId(SELLER.tin, 'SI', first.si_number, first.vat_class), code: 'return' },
        remarks: `Stock return, credit memo ${first.cm_no} on ${first.si_number}`,
      },
    };
  });
}

async function sourcesOf(db: Db, row: { source: Source; source_id: number; document_no: string; issued_at: string }): Promise<Made[]> {
  if (row.source === 'invoice') return [await invoiceSource(db, row.source_id, row.issued_at)].filter((m): m is Made => m !== null);
  if (row.source === 'memo') return [await memoSource(db, row.source_id, row.issued_at)].filter((m): m is Made => m !== null);
  const day = (await db.one<{ day: string }>(sql`SELECT (${row.issued_at}::timestamptz AT TIME ZONE 'Asia/Manila')::date::text AS day`))!.day;
  return returnSources(db, row.source_id, row.document_no, day, row.issued_at);
}

type Source = 'invoice' | 'memo' | 'return';

async function enqueue(tx: Db, made: Made, sourceId: number, source: Source, at: string): Promise<string[]> {
  const ids: string[] = [];
  for (const doc of eisDocuments(made.source)) {
    const added = await tx.one<{ unique_id: string }>(sql`
      INSERT INTO eis_documents (unique_id, doc_type, source, source_id, document_no, trans_class, customer_id, issued_at, net_amount, vat_amount, payload, next_attempt_at, queued_at)
      VALUES (${doc.EisUniqueId}, ${doc.DocType}, ${source}, ${sourceId}, ${doc.CompInvoiceId}, ${doc.TransClass}, ${made.customerId}, ${made.issuedAt}::timestamptz,
              ${doc.TotNetSalesAftDisct}::numeric, ${doc.VATAmt}::numeric, ${JSON.stringify(doc)}::jsonb, ${at}::timestamptz, ${at}::timestamptz)
      ON CONFLICT (unique_id) DO NOTHING RETURNING unique_id`);
    if (!added) continue;
    ids.push(added.unique_id);
    await tx.run(sql`INSERT INTO eis_events (unique_id, at, event) VALUES (${added.unique_id}, ${at}::timestamptz, 'queued')`);
  }
  return ids;
}

/** Queues the EIS documents of a posted sales invoice (one per VAT class), in the posting's transaction. */
export async function queueInvoice(tx: Db, siId: number, at: string): Promise<string[]> {
  const made = await invoiceSource(tx, siId, at);
  return made ? enqueue(tx, made, siId, 'invoice', at) : [];
}

/** Queues the EIS document of an approved credit or debit memo (a correction of its invoice's document). */
export async function queueMemo(tx: Db, memoId: number, at: string): Promise<string[]> {
  const made = await memoSource(tx, memoId, at);
  return made ? enqueue(tx, made, memoId, 'memo', at) : [];
}

/** Queues the EIS corrections of an approved stock return's credit memo (one per invoice and class it returns). */
export async function queueReturnMemo(tx: Db, srpf: { srpfId: number; cmNo: string; day: string }, at: string): Promise<string[]> {
  const ids: string[] = [];
  for (const made of await returnSources(tx, srpf.srpfId, srpf.cmNo, srpf.day, at)) ids.push(...(await enqueue(tx, made, srpf.srpfId, 'return', at)));
  return ids;
}

/** The document made again from its source as the books and the master data stand now (a retry after a fix). */
export async function remake(db: Db, row: { unique_id: string; source: Source; source_id: number; document_no: string; issued_at: string }): Promise<EisDocument | null> {
  // Made at the document's own time of issue, not the retry's.
  const made = await sourcesOf(db, row);
  return made.flatMap((m) => eisDocuments(m.source)).find((d) => d.EisUniqueId === row.unique_id) ?? null;
}
