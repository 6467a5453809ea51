import { Codes } from '../../contract';
import {
  pvAccountsEp,
  pvApproveEp,
  pvAtcListEp,
  pvCancelEp,
  pvColumns,
  pvCreateEp,
  pvDraftEp,
  pvDraftListEp,
  pvEwtByPvEp,
  pvExportEp,
  pvIrListEp,
  pvListEp,
  pvMultiplePrintEwtEp,
  pvPayeesEp,
  pvPendingPaymentEp,
  pvPrintEp,
  pvPrintEwtEp,
  pvReturnEp,
  pvSetupOptionsEp,
  pvShowDraftEp,
  pvShowEp,
  pvUpdateEp,
  pvQapEp,
  PV_MESSAGES,
  PV_STATUSES,
  PAYEE_TYPES,
  pvInput,
  type AtcOption,
  type OpenReceiptRow,
  type PayeeOption,
  type PvRow,
  type SetupOption,
  type PvDetail,
} from '../../contract/payableVouchers';
import { holdsAny, type AuthUser } from '../auth/users';
import { sql, type Db, type SQL } from '../db/db';
import { exportToXlsx, jsonBatch, keysetBatches, type ExportContext } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { exportColumnsOf, likePattern, mayTouchDraft, othersDraft, OTHERS_DRAFTS, pagedList, readableRows, route, type SortMap } from '../kit';
import { accountsUserMayPostTo } from '../permissions/coaPermission';
import { qapOf } from './qap';
import { certificates, pvDetail, PV_FROM, PV_SELECT } from './reading';
import { refusedOr } from '../kit/refused';
import { PV_MODULE_ID, savePv, type VoucherActor } from './vouchers';
import { decidePv } from './transitions';

const decisionOf = (user: AuthUser, now: number, reason?: string) => ({ user, now: new Date(now).toISOString(), reason });
const actorOf = (user: AuthUser, now: number): VoucherActor => ({ userId: user.id, isSuperuser: user.isSuperuser, at: new Date(now).toISOString(), othersDrafts: holdsAny(user, [OTHERS_DRAFTS]) });

/** A voucher as the user may read it: someone else's draft or returned voucher is refused (403) without edit_others_drafts. */
const readable = (d: PvDetail | null, user: AuthUser): Answer | null =>
  d && (d.status === 'draft' || d.status === 'returned') && !mayTouchDraft(user, d.created_by) ? othersDraft('Payable voucher', d.pv_no) : null;

/** Runs a write (refusals roll it back) and answers the voucher as it then stands. */
async function writeThenShow(db: Db, code: string, write: (tx: Db) => Promise<number | null>): Promise<Answer> {
  const done = await refusedOr(db, write);
  if (done === null) return notFound('Payable voucher not found.');
  if (typeof done === 'object') return done;
  return answer(code, await pvDetail(db, done));
}

type ListBody = { search?: string; status?: string; payee_type?: string; date_from?: string; date_to?: string; unpaid?: boolean };
const where = (q: ListBody, extra: SQL[] = []) => [
  q.status && sql`h.status = ${q.status}`,
  q.payee_type && sql`h.payee_type = ${q.payee_type}`,
  q.date_from && sql`h.pv_date >= ${q.date_from}::date`,
  q.date_to && sql`h.pv_date <= ${q.date_to}::date`,
  q.unpaid && sql`h.status = 'approved' AND h.paid_cv_id IS NULL`,
  ...extra,
];
const SEARCH_IN = [sql`h.pv_no`, sql`h.invoice_no`, sql`s.company_name`, sql`s.vendor_code`, sql`e.last_name`, sql`e.employee_no`, sql`h.particulars`];
const SORT: SortMap<typeof pvColumns> = {
  pv_date: sql`h.pv_date`,
  pv_no: sql`h.pv_no`,
  payee_name: sql`lower(COALESCE(s.company_name, e.last_name))`,
  due_date: sql`h.due_date`,
  gross_amount: sql`h.gross_amount`,
  net_payable: sql`h.net_payable`,
  updated_at: sql`h.updated_at`,
};

/** The vouchers of the filters as XLSX (the POST and GET exports and the one of the vouchers waiting for payment). */
export function exportPvs(ctx: ExportContext, query: ListBody, opts: { title: string; fileName: string }): Promise<Answer> {
  const { db } = ctx.deps;
  const search = query.search ? likePattern(query.search) : null;
  const filters = where(query, search ? [sql`(${sql.join(SEARCH_IN.map((c) => sql`${c} ILIKE ${search}`), sql` OR `)})`] : []).filter(Boolean) as SQL[];
  const cond = filters.length ? sql.join(filters, sql` AND `) : sql`true`;
  return exportToXlsx(ctx, {
    title: opts.title,
    fileName: [opts.fileName, query.status ?? '', query.date_from ?? '', query.date_to ?? ''],
    filters: [
      ...(query.status ? [{ label: 'Status', value: PV_STATUSES[query.status as keyof typeof PV_STATUSES] ?? query.status }] : []),
      ...(query.payee_type ? [{ label: 'Payee Type', value: PAYEE_TYPES[query.payee_type as keyof typeof PAYEE_TYPES] ?? query.payee_type }] : []),
      ...(query.date_from ? [{ label: 'Date From', value: query.date_from }] : []),
      ...(query.date_to ? [{ label: 'Date To', value: query.date_to }] : []),
      ...(query.search ? [{ label: 'Search', value: query.search }] : []),
    ],
    columns: exportColumnsOf(pvColumns),
    sum: ['gross_amount', 'ewt_amount', 'net_payable'],
    batches: readableRows(
      pvColumns,
      keysetBatches<PvRow, number>(
        (after, limit) =>
          jsonBatch<PvRow>(db, sql`SELECT ${PV_SELECT} FROM ${PV_FROM} WHERE ${cond} AND h.payable_voucher_hdr_id > ${after ?? 0} ORDER BY h.payable_voucher_hdr_id LIMIT ${limit}`, sql`b.payable_voucher_hdr_id`),
        (last) => last.payable_voucher_hdr_id,
      ),
      formatManilaDateTime,
    ),
  });
}

function listRoute(ep: typeof pvListEp | typeof pvPendingPaymentEp | typeof pvDraftListEp, scopes: ['view_payable_vouchers'] | ['view_check_vouchers'], summary: string, extra: (user: AuthUser) => SQL[]) {
  return route(ep, {
    scopes,
    summary,
    handler: async ({ query, deps, ok, user }) => {
      const { rows, total } = await pagedList<PvRow, typeof query.order_by>(deps.db, {
        select: PV_SELECT,
        from: PV_FROM,
        where: where(query, extra(user)),
        search: { text: query.search, in: SEARCH_IN },
        sort: SORT,
        tiebreak: sql`h.payable_voucher_hdr_id`,
        query,
      });
      return ok(rows, total);
    },
  });
}

export const pvRoutes = [
  listRoute(pvListEp, ['view_payable_vouchers'], 'Payable vouchers: search, filter by status, payee type and date, sort and page', () => []),
  listRoute(pvPendingPaymentEp, ['view_check_vouchers'], 'Approved payable vouchers not yet paid by a check', () => [sql`h.status = 'approved' AND h.paid_cv_id IS NULL`]),
  listRoute(pvDraftListEp, ['view_payable_vouchers'], "The signed-in user's draft payable vouchers", (user) => [sql`h.status = 'draft' AND h.created_by = ${user.id}`]),
  route(pvExportEp, {
    scopes: ['view_payable_vouchers'],
    summary: 'Payable vouchers of the filters as XLSX',
    handler: async (ctx) => exportPvs(ctx, ctx.body, { title: 'Payable Vouchers', fileName: 'payable_vouchers' }),
  }),
  route(pvShowEp, {
    scopes: ['view_payable_vouchers'],
    summary: 'One payable voucher with its lines, EWT, receiving reports and entry',
    handler: async ({ params, deps, ok, user }) => {
      const d = await pvDetail(deps.db, params.id);
      return readable(d, user) ?? (d ? ok(d) : notFound('Payable voucher not found.'));
    },
  }),
  route(pvShowDraftEp, {
    scopes: ['create_payable_voucher'],
    summary: 'A draft or returned payable voucher, to go on writing it',
    handler: async ({ params, deps, ok, user }) => {
      const d = await pvDetail(deps.db, params.id);
      return readable(d, user) ?? (d && (d.status === 'draft' || d.status === 'returned') ? ok(d) : notFound('Draft not found.'));
    },
  }),
  route(pvCreateEp, {
    scopes: ['create_payable_voucher'],
    summary: 'Write a payable voucher and submit it for approval',
    handler: async ({ body, deps, user }) => writeThenShow(deps.db, Codes.CREATED, (tx) => savePv(tx, body, { id: null, submit: true }, actorOf(user, deps.clock.now()))),
  }),
  route(pvDraftEp, {
    scopes: ['create_payable_voucher'],
    summary: 'Save a payable voucher as a draft (incomplete is fine)',
    handler: async ({ body, deps, user }) => writeThenShow(deps.db, Codes.CREATED, (tx) => savePv(tx, body, { id: null, submit: false }, actorOf(user, deps.clock.now()))),
  }),
  route(pvUpdateEp, {
    scopes: ['create_payable_voucher'],
    summary: 'Save a draft or returned payable voucher again, or submit it for approval',
    handler: async ({ params, body, deps, user }) => {
      const { submit, ...v } = body;
      if (submit) {
        // The complete form's rules, as on create.
        const parsed = pvInput.safeParse(v);
        if (!parsed.success) {
          const fields: Record<string, string[]> = {};
          for (const i of parsed.error.issues) (fields[i.path.map(String).join('.')] ??= []).push(i.message);
          return invalid(parsed.error.issues.map((i) => i.message), fields);
        }
      }
      return writeThenShow(deps.db, Codes.UPDATED, (tx) => savePv(tx, v, { id: params.payable_voucher_hdr_id, submit }, actorOf(user, deps.clock.now())));
    },
  }),
  route(pvApproveEp, {
    scopes: ['approve_payable_voucher'],
    summary: 'Approve a payable voucher (not its maker): posts one balanced entry',
    handler: async ({ params, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => decidePv(tx, 'approve', params.id, decisionOf(user, deps.clock.now()))),
  }),
  route(pvReturnEp, {
    scopes: ['approve_payable_voucher'],
    summary: 'Return a payable voucher for approval to its maker, with the reason',
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, Codes.UPDATED, (tx) => decidePv(tx, 'return', params.payable_voucher_hdr_id, decisionOf(user, deps.clock.now(), body.reason))),
  }),
  route(pvCancelEp, {
    scopes: ['create_payable_voucher', 'approve_payable_voucher'],
    summary: 'Cancel a payable voucher not yet approved, with the reason',
    handler: async ({ params, body, deps, user }) =>
      writeThenShow(deps.db, Codes.UPDATED, (tx) => decidePv(tx, 'cancel', params.payable_voucher_hdr_id, decisionOf(user, deps.clock.now(), body.reason))),
  }),
  route(pvPrintEp, {
    scopes: ['view_payable_vouchers'],
    summary: 'A payable voucher as printed (the screen draws the PDF)',
    handler: async ({ params, deps, ok }) => {
      const d = await pvDetail(deps.db, params.id);
      return d ? ok(d) : notFound('Payable voucher not found.');
    },
  }),
  route(pvPrintEwtEp, {
    scopes: ['view_payable_vouchers'],
    summary: 'The BIR 2307 of an approved payable voucher',
    handler: async ({ params, deps, ok }) => {
      const d = await deps.db.one<{ status: string; ewt: string }>(sql`SELECT status, ewt_amount::text AS ewt FROM payable_voucher_hdr WHERE payable_voucher_hdr_id = ${params.id}`);
      if (!d) return notFound('Payable voucher not found.');
      if (d.status !== 'approved') return invalid([PV_MESSAGES.notApproved]);
      if (Number(d.ewt) === 0) return invalid([PV_MESSAGES.noEwt]);
      return ok((await certificates(deps.db, [params.id]))[0]);
    },
  }),
  route(pvMultiplePrintEwtEp, {
    scopes: ['view_payable_vouchers'],
    summary: 'BIR 2307 certificates of several approved vouchers: one per payee and quarter',
    handler: async ({ body, deps, ok }) => {
      const certs = await certificates(deps.db, body.ids);
      return certs.length ? ok(certs) : invalid([PV_MESSAGES.noEwt], { ids: [PV_MESSAGES.noEwt] });
    },
  }),
  route(pvEwtByPvEp, {
    scopes: ['view_payable_vouchers'],
    summary: "A payable voucher's EWT lines",
    handler: async ({ body, deps, ok }) => {
      const d = await pvDetail(deps.db, body.payable_voucher_hdr_id);
      return d ? ok(d.ewt) : notFound('Payable voucher not found.');
    },
  }),
  route(pvAtcListEp, {
    scopes: ['view_payable_vouchers'],
    summary: 'Active ATC codes of expanded withholding with their rates',
    handler: async ({ deps, ok }) =>
      ok(await deps.db.rows<AtcOption>(sql`SELECT atc_code, description, payee_type, rate::text FROM atc_codes WHERE active ORDER BY atc_code`)),
  }),
  route(pvPayeesEp, {
    scopes: ['create_payable_voucher'],
    summary: 'Payees of a type (suppliers, vendors, employees) with TIN, address and VAT registration',
    handler: async ({ query, deps, ok }) => {
      const p = query.search ? likePattern(query.search) : null;
      const rows =
        query.payee_type === 'employee'
          ? await deps.db.rows<PayeeOption>(sql`
              SELECT 'employee' AS payee_type, employee_id AS payee_id, employee_no AS code, last_name || ', ' || first_name AS name, tin, NULL AS address,
                     false AS vat_registered, NULL AS atc_code
              FROM employees WHERE active ${p ? sql`AND (employee_no ILIKE ${p} OR last_name ILIKE ${p} OR first_name ILIKE ${p})` : sql``}
              ORDER BY last_name, first_name LIMIT 50`)
          : await deps.db.rows<PayeeOption>(sql`
              SELECT ${query.payee_type}::text AS payee_type, vendor_id AS payee_id, vendor_code AS code, company_name AS name, tin, address,
                     vat_registration = 'vat' AS vat_registered, atc_code
              FROM suppliers WHERE active AND ${query.payee_type === 'supplier' ? sql`is_supplier` : sql`(is_vendor OR is_payee)`}
                ${p ? sql`AND (vendor_code ILIKE ${p} OR company_name ILIKE ${p})` : sql``}
              ORDER BY company_name LIMIT 50`);
      return ok(rows);
    },
  }),
  route(pvAccountsEp, {
    scopes: ['create_payable_voucher'],
    summary: 'The accounts the signed-in user may post to on a payable voucher',
    handler: async ({ deps, ok, user }) => ok(await accountsUserMayPostTo(deps.db, user, PV_MODULE_ID)),
  }),
  route(pvSetupOptionsEp, {
    scopes: ['create_payable_voucher'],
    summary: 'Active cost centers, programs and divisions a voucher line can carry',
    handler: async ({ deps, ok }) => {
      const of = (table: SQL, idCol: SQL, code: SQL, name: SQL) => deps.db.rows<SetupOption>(sql`SELECT ${idCol} AS id, ${code} AS code, ${name} AS name FROM ${table} WHERE active ORDER BY 2`);
      return ok({
        cost_centers: await of(sql`cost_centers`, sql`cost_center_id`, sql`cost_center_code`, sql`cost_center_name`),
        programs: await of(sql`programs`, sql`program_id`, sql`program_code`, sql`program_name`),
        divisions: await of(sql`divisions`, sql`division_id`, sql`division_code`, sql`division_name`),
      });
    },
  }),
  route(pvIrListEp, {
    scopes: ['create_payable_voucher'],
    summary: "A supplier's receiving reports not yet invoiced",
    handler: async ({ body, deps, ok }) => {
      const p = body.search ? likePattern(body.search) : null;
      return ok(
        await deps.db.rows<OpenReceiptRow>(sql`
          SELECT r.rr_id::int, r.rr_no, r.rr_date::text, r.po_no, r.net::text, r.vat::text, (r.net + r.vat)::numeric(16, 2)::text AS amount
          FROM receiving_reports r
          WHERE r.supplier_id = ${body.supplier_id}
            AND NOT EXISTS (SELECT 1 FROM supplier_payments sp WHERE sp.rr_id = r.rr_id)
            AND NOT EXISTS (SELECT 1 FROM payable_voucher_receipts pr JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = pr.payable_voucher_hdr_id
                            WHERE pr.rr_id = r.rr_id AND h.status <> 'cancelled')
            ${p ? sql`AND (r.rr_no ILIKE ${p} OR r.po_no ILIKE ${p})` : sql``}
          ORDER BY r.rr_date, r.rr_id LIMIT 200`),
      );
    },
  }),
  route(pvQapEp, {
    scopes: ['view_payable_vouchers'],
    summary: 'The QAP (EWT alphalist, BIR 1601-EQ) of a quarter: the DAT file and its rows',
    reads: 'replica',
    handler: async ({ query, deps, ok }) => ok(await qapOf(deps.read, query.year, query.quarter)),
  }),
];
