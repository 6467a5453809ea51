import { Codes } from '../../contract';
import {
  ADVANCE_MESSAGES as M,
  CWT_EXCESS_ACCOUNT,
  CWT_RECEIVED_ON_REQUIRED,
  CWT_WRITE_OFF_ACCOUNT,
  cwtMonthColumns,
  cwtReceiptColumns,
  cwtReceipts,
  cwtReport,
  cwtUpdateEp,
  sawtEp,
  type CwtMonthRow,
  type CwtReceiptRow,
} from '../../contract/advances';
import { postEntry } from '../books/post';
import { sql, type Db, type SQL } from '../db/db';
import { jsonBatch, keysetBatches } from '../export';
import { answer, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { pagedList, recordRevision, refuse, refusedOr, reportRoutes, route, type SortMap } from '../kit';
import { likePattern } from '../kit/like';
import { manilaToday } from '../clock';
import { sawtOf } from './sawt';

/*
 * The CWT customers withheld on their receipts (collection_receipts.cwt, the
 * receipts not bounced), by customer and month, with the BIR 2307 status the
 * updating module keeps (cwt_updates): what is certified, what is still
 * missing and how old the oldest missing one is. A certified amount that
 * differs from what stands in the books posts the difference: a shortfall
 * is written off (Dr Taxes and Licenses, Cr CWT), an excess recognised
 * (Dr CWT, Cr Miscellaneous Income).
 */

const CWT_ACCOUNT = '1310';

interface Filters {
  date_from: string;
  date_to: string;
  search?: string;
  status?: '' | 'received' | 'missing';
}

/** Receipts with CWT in the range, their certificate state and customer. */
function receipts(f: Filters): SQL {
  const p = f.search ? likePattern(f.search) : null;
  return sql`
    SELECT r.receipt_id::bigint AS receipt_id, r.receipt_no, r.receipt_date, c.customer_code, c.customer_name, c.tin, r.amount_received,
           r.cwt AS cwt_booked, COALESCE(u.certified_cwt, r.cwt) AS cwt_certified, COALESCE(u.received_2307, r.cwt_2307_received) AS received_2307,
           u.received_on, u.atc_code, u.remarks, (${f.date_to}::date - r.receipt_date)::int AS age_days
    FROM collection_receipts r JOIN customers c ON c.customer_id = r.customer_id
    LEFT JOIN cwt_updates u ON u.receipt_id = r.receipt_id
    WHERE r.cwt > 0 AND r.status <> 'BOUNCED' AND r.receipt_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date
      ${p ? sql`AND (c.customer_code ILIKE ${p} OR c.customer_name ILIKE ${p} OR c.tin ILIKE ${p} OR r.receipt_no ILIKE ${p})` : sql``}
      ${f.status === 'received' ? sql`AND COALESCE(u.received_2307, r.cwt_2307_received)` : f.status === 'missing' ? sql`AND NOT COALESCE(u.received_2307, r.cwt_2307_received)` : sql``}`;
}

function months(f: Filters): SQL {
  return sql`(
    SELECT customer_code, MIN(customer_name) AS customer_name, MIN(tin) AS tin, to_char(receipt_date, 'YYYY-MM') AS month, COUNT(*)::int AS receipts,
           SUM(amount_received) AS amount_received, SUM(cwt_booked) AS cwt_booked, SUM(cwt_certified) AS cwt_certified,
           COUNT(*) FILTER (WHERE received_2307)::int AS received, COUNT(*) FILTER (WHERE NOT received_2307)::int AS missing,
           COALESCE(SUM(cwt_booked) FILTER (WHERE NOT received_2307), 0) AS missing_cwt,
           MAX(age_days) FILTER (WHERE NOT received_2307) AS oldest_missing_days
    FROM (${receipts(f)}) x GROUP BY customer_code, to_char(receipt_date, 'YYYY-MM')) t`;
}

const MONTH_SELECT = sql`t.customer_code, t.customer_name, t.tin, t.month, t.receipts, t.amount_received::numeric(18,2)::text AS amount_received,
  t.cwt_booked::numeric(18,2)::text AS cwt_booked, t.cwt_certified::numeric(18,2)::text AS cwt_certified, t.received, t.missing,
  t.missing_cwt::numeric(18,2)::text AS missing_cwt, t.oldest_missing_days`;
const MONTH_SORT: SortMap<typeof cwtMonthColumns> = {
  customer_code: sql`t.customer_code`,
  customer_name: sql`t.customer_name`,
  month: sql`t.month`,
  cwt_booked: sql`t.cwt_booked`,
  missing: sql`t.missing`,
  missing_cwt: sql`t.missing_cwt`,
  oldest_missing_days: sql`t.oldest_missing_days`,
};

const RECEIPT_SELECT = sql`t.receipt_id::int AS receipt_id, t.receipt_no, t.receipt_date::text AS receipt_date, t.customer_code, t.customer_name,
  t.cwt_booked::numeric(16,2)::text AS cwt_booked, t.cwt_certified::numeric(16,2)::text AS cwt_certified, t.received_2307,
  t.received_on::text AS received_on, t.atc_code, t.age_days, t.remarks`;
const RECEIPT_SORT: SortMap<typeof cwtReceiptColumns> = {
  receipt_date: sql`t.receipt_date`,
  receipt_no: sql`t.receipt_no`,
  customer_name: sql`t.customer_name`,
  age_days: sql`t.age_days`,
};

const exportFilters = async (b: Filters) => [
  { label: 'Date From', value: b.date_from },
  { label: 'Date To', value: b.date_to },
  ...(b.status ? [{ label: '2307', value: b.status === 'received' ? 'Received' : 'Missing' }] : []),
  ...(b.search ? [{ label: 'Search', value: b.search }] : []),
];

interface CwtUpdate {
  received_2307: boolean;
  received_on?: string | null;
  atc_code: string | null;
  certified_cwt: string;
  adjust_on?: string | null;
  remarks: string | null;
}

async function updateCwt(tx: Db, receiptId: number, b: CwtUpdate, userId: number, at: string, today: string): Promise<{ id: number; journal_entry: string | null } | null> {
  if (b.received_2307 && !b.received_on) refuse([CWT_RECEIVED_ON_REQUIRED], { received_on: [CWT_RECEIVED_ON_REQUIRED] });
  const r = await tx.one<{ receipt_no: string; customer_name: string; booked: string; certified: string; received: boolean; received_on: string | null; atc_code: string | null }>(sql`
    SELECT r.receipt_no, c.customer_name, r.cwt::text AS booked, COALESCE(u.certified_cwt, r.cwt)::text AS certified,
           COALESCE(u.received_2307, r.cwt_2307_received) AS received, u.received_on::text AS received_on, u.atc_code
    FROM collection_receipts r JOIN customers c ON c.customer_id = r.customer_id LEFT JOIN cwt_updates u ON u.receipt_id = r.receipt_id
    WHERE r.receipt_id = ${receiptId} AND r.cwt > 0 AND r.status <> 'BOUNCED' FOR UPDATE OF r`);
  if (!r) return null;
  if (b.atc_code && !(await tx.one(sql`SELECT 1 FROM atc_codes WHERE atc_code = ${b.atc_code}`))) refuse(['Choose an ATC from the list.'], { atc_code: ['Choose an ATC from the list.'] });
  const diff = (await tx.one<{ d: string }>(sql`SELECT (${b.certified_cwt}::numeric - ${r.certified}::numeric)::numeric(16,2)::text AS d`))!.d;
  let journal: { je_id: number; journal_entry: string } | null = null;
  if (Number(diff) !== 0) {
    const amount = diff.replace('-', '');
    const shortfall = diff.startsWith('-');
    journal = await postEntry(tx, {
      date: b.adjust_on || today,
      module: 'CWT',
      reference: r.receipt_no,
      payee: r.customer_name,
      particulars: `CWT per 2307 ${shortfall ? 'below' : 'above'} the amount booked on ${r.receipt_no}`,
      remarks: b.remarks,
      lines: shortfall
        ? [
            { account: CWT_WRITE_OFF_ACCOUNT, debit: amount, credit: '0' },
            { account: CWT_ACCOUNT, debit: '0', credit: amount },
          ]
        : [
            { account: CWT_ACCOUNT, debit: amount, credit: '0' },
            { account: CWT_EXCESS_ACCOUNT, debit: '0', credit: amount },
          ],
    });
  }
  const receivedOn = b.received_2307 ? (b.received_on ?? null) : null;
  await tx.run(sql`
    INSERT INTO cwt_updates (receipt_id, received_2307, received_on, atc_code, booked_cwt, certified_cwt, remarks, last_je_id, updated_by, updated_at)
    VALUES (${receiptId}, ${b.received_2307}, ${receivedOn}::date, ${b.atc_code}, ${r.booked}::numeric, ${b.certified_cwt}::numeric, ${b.remarks}, ${journal?.je_id ?? null}, ${userId}, ${at}::timestamptz)
    ON CONFLICT (receipt_id) DO UPDATE SET received_2307 = EXCLUDED.received_2307, received_on = EXCLUDED.received_on, atc_code = EXCLUDED.atc_code,
      certified_cwt = EXCLUDED.certified_cwt, remarks = EXCLUDED.remarks, last_je_id = COALESCE(EXCLUDED.last_je_id, cwt_updates.last_je_id),
      updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`);
  // The receipt's own flag is what the collections screens show.
  await tx.run(sql`UPDATE collection_receipts SET cwt_2307_received = ${b.received_2307} WHERE receipt_id = ${receiptId}`);
  await recordRevision(tx, {
    entity: 'cwt_updates',
    entityId: receiptId,
    action: 'updated',
    userId,
    at,
    module: 'CWT Report and Updating',
    reference: r.receipt_no,
    remarks: b.remarks,
    changes: [
      { field: 'received_2307', label: '2307 Received', old: r.received, new: b.received_2307, old_text: r.received ? 'Yes' : 'No', new_text: b.received_2307 ? 'Yes' : 'No' },
      { field: 'received_on', label: 'Received On', old: r.received_on, new: receivedOn },
      { field: 'atc_code', label: 'ATC', old: r.atc_code, new: b.atc_code },
      { field: 'certified_cwt', label: 'CWT per 2307', old: r.certified, new: b.certified_cwt },
      ...(journal ? [{ field: 'journal_entry', label: 'Adjusting Entry', old: null, new: journal.journal_entry }] : []),
    ].filter((c) => String(c.old ?? '') !== String(c.new ?? '')),
  });
  return { id: receiptId, journal_entry: journal?.journal_entry ?? null };
}

const receiptOf = (db: Db, id: number) =>
  db.one<CwtReceiptRow>(sql`SELECT ${RECEIPT_SELECT} FROM (${receipts({ date_from: '1900-01-01', date_to: '9999-12-31' })} AND r.receipt_id = ${id}) t`);

export const cwtRoutes: RouteDef[] = [
  ...reportRoutes<CwtMonthRow, typeof cwtReport>(cwtReport, {
    summary: { page: 'CWT withheld by customer and month, with the 2307 certificates received and missing' },
    page: (body, db) => pagedList<CwtMonthRow, keyof typeof MONTH_SORT>(db, { select: MONTH_SELECT, from: months(body), sort: MONTH_SORT, tiebreak: sql`t.customer_code, t.month`, query: body }),
    export: {
      fileName: (b) => ['cwt_report', b.date_from, b.date_to],
      filters: exportFilters,
      batches: (b, db) =>
        keysetBatches<CwtMonthRow, string>(
          (after, limit) =>
            jsonBatch<CwtMonthRow>(db, sql`SELECT ${MONTH_SELECT} FROM ${months(b)} WHERE t.customer_code || '|' || t.month > ${after ?? ''} ORDER BY t.customer_code || '|' || t.month LIMIT ${limit}`, sql`b.customer_code || '|' || b.month`),
          (last) => `${last.customer_code}|${last.month}`,
        ),
    },
  }),
  ...reportRoutes<CwtReceiptRow, typeof cwtReceipts>(cwtReceipts, {
    summary: { page: 'Receipts with CWT and their 2307 status, to update' },
    page: (body, db) => pagedList<CwtReceiptRow, keyof typeof RECEIPT_SORT>(db, { select: RECEIPT_SELECT, from: sql`(${receipts(body)}) t`, sort: RECEIPT_SORT, tiebreak: sql`t.receipt_id`, query: body }),
    export: {
      fileName: (b) => ['cwt_receipts', b.date_from, b.date_to],
      filters: exportFilters,
      batches: (b, db) =>
        keysetBatches<CwtReceiptRow, number>(
          (after, limit) => jsonBatch<CwtReceiptRow>(db, sql`SELECT ${RECEIPT_SELECT} FROM (${receipts(b)}) t WHERE t.receipt_id > ${after ?? 0} ORDER BY t.receipt_id LIMIT ${limit}`, sql`b.receipt_id`),
          (last) => last.receipt_id,
        ),
    },
  }),
  route(sawtEp, {
    scopes: ['view_finance_subledgers'],
    summary: 'SAWT of a quarter: CWT certified by 2307 per customer and ATC, with the DAT file for BIR 1702-Q',
    reads: 'replica',
    handler: async ({ query, deps, ok }) => ok(await sawtOf(deps.read, query.year, query.quarter)),
  }),
  route(cwtUpdateEp, {
    scopes: ['update_cwt'],
    summary: "Record a receipt's 2307 (received, date, ATC, amount); a changed amount posts the adjusting entry",
    handler: async ({ params, body, deps, user }) => {
      const now = deps.clock.now();
      const done = await refusedOr(deps.db, (tx) => updateCwt(tx, params.receipt_id, body, user.id, new Date(now).toISOString(), manilaToday(now)));
      if (done === null) return notFound(M.cwtReceiptNotFound);
      if ('status' in done) return done;
      return answer(Codes.UPDATED, { receipt: (await receiptOf(deps.db, done.id))!, journal_entry: done.journal_entry });
    },
  }),
];
