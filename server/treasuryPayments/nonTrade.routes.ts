import { Codes } from '../../contract';
import {
  NTC_STATUSES,
  ntcCancelEp,
  ntcColumns,
  ntcCreateEp,
  ntcDepositEp,
  ntcExportEp,
  ntcListEp,
  ntcOptionsEp,
  ntcPayorsEp,
  ntcShowEp,
  ntcTotalsEp,
  type NtcDetail,
  type NtcOptions,
  type NtcRow,
  type NtcTotals,
  type PayorOption,
} from '../../contract/treasuryPayments';
import { sql, type Db, type SQL } from '../db/db';
import { exportToXlsx, jsonBatch, keysetBatches } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { notFound } from '../http/answer';
import { exportColumnsOf, likePattern, pagedList, readableRows, route, whereOf, type SortMap } from '../kit';
import { manilaToday } from '../clock';
import { cancelNtc, createNtc, CREDITABLE, depositNtc } from './nonTrade';
import { actorOf, written } from './payments.routes';

const NTC_SELECT = sql`n.ntc_id::int, n.ntc_no, n.collection_date::text, n.payor_type, n.payor_name, n.category, n.account_code || ' ' || a.account_name AS account,
  n.mode, n.check_bank, n.check_no, n.check_date::text, bk.bank_name || ' ' || ba.account_number AS deposit_to, n.amount::text, n.vat_amount::text, n.cwt::text,
  n.status, n.deposit_date::text, n.cancel_date::text`;
const NTC_FROM = sql`non_trade_collections n JOIN accounts a ON a.account_code = n.account_code
  LEFT JOIN bank_accounts ba ON ba.bank_account_id = n.bank_account_id LEFT JOIN banks bk ON bk.bank_id = ba.bank_id`;
const NTC_SEARCH = [sql`n.ntc_no`, sql`n.payor_name`, sql`n.check_no`, sql`n.account_code`];

const filtersOf = (f: { status: keyof typeof NTC_STATUSES; date_from?: string; date_to?: string }): (SQL | undefined)[] => [
  sql`n.status = ${f.status}`,
  f.date_from ? sql`n.collection_date >= ${f.date_from}::date` : undefined,
  f.date_to ? sql`n.collection_date <= ${f.date_to}::date` : undefined,
];

const SORT: SortMap<typeof ntcColumns> = {
  collection_date: sql`n.collection_date`,
  ntc_no: sql`n.ntc_no`,
  payor_name: sql`lower(n.payor_name)`,
  check_date: sql`n.check_date`,
  amount: sql`n.amount`,
};

async function ntcDetail(db: Db, id: number): Promise<NtcDetail | null> {
  const head = await db.one<Omit<NtcDetail, 'entries'>>(sql`
    SELECT ${NTC_SELECT}, COALESCE(n.supplier_id, n.employee_id) AS payor_id, n.payor_tin, n.account_code, n.bank_account_id, n.particulars, n.cancel_reason,
           u.username AS created_by
    FROM ${NTC_FROM} LEFT JOIN users u ON u.id = n.created_by WHERE n.ntc_id = ${id}`);
  if (!head) return null;
  const entries = await db.rows<NtcDetail['entries'][number]>(sql`
    SELECT je.journal_entry, je.transaction_date::text, l.account_code, ac.account_name, l.debit::text, l.credit::text
    FROM non_trade_collections n JOIN journal_entries je ON je.id IN (n.je_id, n.deposit_je_id, n.cancel_je_id)
    JOIN journal_lines l ON l.je_id = je.id JOIN accounts ac ON ac.account_code = l.account_code
    WHERE n.ntc_id = ${id} ORDER BY je.id, l.id`);
  return { ...head, entries };
}

async function writeThenShow(db: Db, code: string, write: (tx: Db) => Promise<number | null>) {
  const done = await written(db, code, write);
  if (done.code !== code) return done;
  if (done.result === null) return notFound('Non-trade collection not found.');
  return { ...done, result: await ntcDetail(db, done.result as number) };
}

export const nonTradeRoutes = [
  route(ntcListEp, {
    scopes: ['view_non_trade_collections'],
    summary: 'Non-trade collections by status: search by number, payor, check or account, filter by date, sort and page',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<NtcRow, typeof query.order_by>(deps.db, {
        select: NTC_SELECT,
        from: NTC_FROM,
        where: filtersOf(query),
        search: { text: query.search, in: NTC_SEARCH },
        sort: SORT,
        tiebreak: sql`n.ntc_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
  route(ntcTotalsEp, {
    scopes: ['view_non_trade_collections'],
    summary: 'The totals of a non-trade collection tab (and how many dated checks may be deposited today)',
    handler: async ({ query, deps, ok }) => {
      const today = manilaToday(deps.clock.now());
      const where = whereOf(filtersOf(query), { text: query.search, in: NTC_SEARCH });
      return ok(
        (await deps.db.one<NtcTotals>(sql`
          SELECT COUNT(*)::int AS count, COALESCE(SUM(n.amount), 0)::numeric(16, 2)::text AS amount, COALESCE(SUM(n.vat_amount), 0)::numeric(16, 2)::text AS vat_amount,
                 COALESCE(SUM(n.cwt), 0)::numeric(16, 2)::text AS cwt, COUNT(*) FILTER (WHERE n.status = 'dated_check' AND n.check_date <= ${today}::date)::int AS due_now
          FROM ${NTC_FROM} ${where}`))!,
      );
    },
  }),
  route(ntcExportEp, {
    scopes: ['view_non_trade_collections'],
    summary: 'A non-trade collection tab as XLSX',
    handler: async (ctx) => {
      const { body, deps } = ctx;
      return exportToXlsx(ctx, {
        title: 'Non-Trade Collections',
        fileName: ['non_trade_collections', body.status, body.date_from ?? '', body.date_to ?? ''],
        filters: [
          { label: 'Status', value: NTC_STATUSES[body.status] },
          ...(body.date_from ? [{ label: 'Date From', value: body.date_from }] : []),
          ...(body.date_to ? [{ label: 'Date To', value: body.date_to }] : []),
          ...(body.search ? [{ label: 'Search', value: body.search }] : []),
        ],
        columns: exportColumnsOf(ntcColumns),
        sum: ['amount', 'vat_amount', 'cwt'],
        batches: readableRows(
          ntcColumns,
          keysetBatches<NtcRow, number>(
            (after, limit) => {
              const where = whereOf([...filtersOf(body), sql`n.ntc_id > ${after ?? 0}`], { text: body.search, in: NTC_SEARCH });
              return jsonBatch<NtcRow>(deps.db, sql`SELECT ${NTC_SELECT} FROM ${NTC_FROM} ${where} ORDER BY n.ntc_id LIMIT ${limit}`, sql`b.ntc_id`);
            },
            (last) => last.ntc_id,
          ),
          formatManilaDateTime,
        ),
      });
    },
  }),
  route(ntcShowEp, {
    scopes: ['view_non_trade_collections'],
    summary: 'One non-trade collection with its journal entries',
    handler: async ({ params, deps, ok }) => {
      const d = await ntcDetail(deps.db, params.id);
      return d ? ok(d) : notFound('Non-trade collection not found.');
    },
  }),
  route(ntcOptionsEp, {
    scopes: ['create_non_trade_collection'],
    summary: 'The accounts a non-trade collection may credit and the bank accounts it may be deposited to',
    handler: async ({ deps, ok }) => {
      const [accounts, banks] = await Promise.all([
        deps.db.rows<NtcOptions['accounts'][number]>(sql`SELECT a.account_code, a.account_name FROM accounts a WHERE ${CREDITABLE} ORDER BY a.account_code`),
        deps.db.rows<NtcOptions['banks'][number]>(sql`
          SELECT ba.bank_account_id, bk.bank_name || ' ' || ba.account_number || ' (' || ba.account_name || ')' AS label, ba.account_code
          FROM bank_accounts ba JOIN banks bk ON bk.bank_id = ba.bank_id WHERE ba.active AND ba.currency = 'PHP' ORDER BY bk.bank_name, ba.account_number`),
      ]);
      return ok({ accounts, banks });
    },
  }),
  route(ntcPayorsEp, {
    scopes: ['create_non_trade_collection'],
    summary: 'Active suppliers, vendors or employees a non-trade collection may be received from (first 50 of the search)',
    handler: async ({ query, deps, ok }) => {
      const like = query.search ? likePattern(query.search) : null;
      const rows =
        query.payor_type === 'employee'
          ? await deps.db.rows<PayorOption>(sql`
              SELECT employee_id AS payor_id, employee_no AS code, last_name || ', ' || first_name AS name, NULL::text AS tin FROM employees
              WHERE active ${like ? sql`AND (employee_no ILIKE ${like} OR last_name || ', ' || first_name ILIKE ${like})` : sql``} ORDER BY last_name, first_name LIMIT 50`)
          : await deps.db.rows<PayorOption>(sql`
              SELECT vendor_id AS payor_id, vendor_code AS code, company_name AS name, tin FROM suppliers
              WHERE active AND ${query.payor_type === 'supplier' ? sql`is_supplier` : sql`(is_vendor OR is_payee)`}
                ${like ? sql`AND (vendor_code ILIKE ${like} OR company_name ILIKE ${like})` : sql``} ORDER BY company_name LIMIT 50`);
      return ok(rows);
    },
  }),
  route(ntcCreateEp, {
    scopes: ['create_non_trade_collection'],
    summary: 'Record a non-trade collection: posts cash, bank or dated checks against the account credited, output VAT and CWT',
    handler: async ({ body, deps, user }) =>
      writeThenShow(deps.db, Codes.CREATED, (tx) =>
        createNtc(
          tx,
          { ...body, payor_name: body.payor_name ?? null, payor_tin: body.payor_tin ?? null, bank_account_id: body.bank_account_id ?? null, check_bank: body.check_bank ?? null, check_no: body.check_no ?? null, particulars: body.particulars ?? null },
          actorOf(user, deps.clock.now()),
        ),
      ),
  }),
  route(ntcDepositEp, {
    scopes: ['create_non_trade_collection'],
    summary: 'Deposit a dated check on or after its date (Dr the bank, Cr post-dated checks)',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => depositNtc(tx, params.id, body.deposit_date, actorOf(user, deps.clock.now()))),
  }),
  route(ntcCancelEp, {
    scopes: ['create_non_trade_collection'],
    summary: 'Cancel a non-trade collection: posts the reversal of everything it posted',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => cancelNtc(tx, params.id, body.cancel_date, body.reason, actorOf(user, deps.clock.now()))),
  }),
];
