import { Codes } from '../../contract';
import { ewtFormUpdateEp, pvPayeeAddressEp, pvPayeeTinEp, type EwtFormUpdateResult } from '../../contract/advances';
import { ewtAccountOf } from '../../contract/payableVouchers';
import { postEntry } from '../books/post';
import { sql, type Db } from '../db/db';
import { answer, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { recordRevision, refuse, refusedOr, route } from '../kit';
import { lockPv } from '../payableVouchers/public';

/*
 * The §7.8 calls the payable vouchers did not have: the EWT form update (a
 * 2307 printed with the wrong ATC or base on an approved, unpaid voucher) and
 * the payee's TIN and address for the forms.
 */

interface EwtFix {
  payable_voucher_hdr_id: number;
  line_no: number;
  atc_code: string;
  tax_base: string;
  adjust_on: string;
}

async function updateEwtForm(tx: Db, b: EwtFix, userId: number, at: string): Promise<EwtFormUpdateResult | null> {
  const pv = await lockPv(tx, b.payable_voucher_hdr_id);
  if (!pv) return null;
  if (pv.status !== 'approved') refuse(['Only an approved voucher\'s EWT form can be updated; correct a draft on the voucher itself.']);
  const head = await tx.one<{ paid: boolean; ap_account: string }>(sql`SELECT paid_cv_id IS NOT NULL AS paid, ap_account FROM payable_voucher_hdr WHERE payable_voucher_hdr_id = ${pv.id}`);
  if (head!.paid) refuse(['The voucher is already paid by a check: correct the EWT with a journal voucher.']);
  const line = await tx.one<{ atc_code: string; tax_base: string; tax_withheld: string; ewt_account: string }>(sql`
    SELECT atc_code, tax_base::text, tax_withheld::text, ewt_account FROM payable_voucher_ewt WHERE line_no = ${b.line_no} AND payable_voucher_hdr_id = ${pv.id}`);
  if (!line) return refuse(['EWT line not found on the voucher.'], { line_no: ['EWT line not found on the voucher.'] });
  const atc = await tx.one<{ rate: string; withheld: string }>(sql`
    SELECT rate::text, round(${b.tax_base}::numeric * rate / 100, 2)::numeric(16,2)::text AS withheld FROM atc_codes WHERE atc_code = ${b.atc_code} AND active`);
  if (!atc) return refuse(['Choose an ATC from the list.'], { atc_code: ['Choose an ATC from the list.'] });
  const account = ewtAccountOf(b.atc_code);
  const apDiff = (await tx.one<{ d: string }>(sql`SELECT (${line.tax_withheld}::numeric - ${atc.withheld}::numeric)::numeric(16,2)::text AS d`))!.d;
  let journal: string | null = null;
  if (apDiff !== '0.00' || account !== line.ewt_account) {
    const more = apDiff.startsWith('-');
    const diff = apDiff.replace('-', '');
    const posted = await postEntry(tx, {
      date: b.adjust_on,
      module: 'PV',
      reference: pv.pv_no,
      payee: pv.payee_name,
      particulars: `EWT of ${pv.pv_no} corrected: ${line.atc_code} ${line.tax_withheld} to ${b.atc_code} ${atc.withheld}`,
      lines: [
        { account: line.ewt_account, debit: line.tax_withheld, credit: '0' },
        { account: account, debit: '0', credit: atc.withheld },
        { account: head!.ap_account, debit: more ? diff : '0', credit: more ? '0' : diff },
      ],
    });
    journal = posted.journal_entry;
  }
  await tx.run(sql`
    UPDATE payable_voucher_ewt SET atc_code = ${b.atc_code}, rate = ${atc.rate}::numeric, tax_base = ${b.tax_base}::numeric, tax_withheld = ${atc.withheld}::numeric, ewt_account = ${account}
    WHERE payable_voucher_hdr_id = ${pv.id} AND line_no = ${b.line_no}`);
  const sums = await tx.one<{ ewt: string; net: string }>(sql`
    UPDATE payable_voucher_hdr h SET ewt_amount = x.ewt, net_payable = h.gross_amount - x.ewt, updated_by = ${userId}, updated_at = ${at}::timestamptz
    FROM (SELECT COALESCE(SUM(tax_withheld), 0) AS ewt FROM payable_voucher_ewt WHERE payable_voucher_hdr_id = ${pv.id}) x
    WHERE h.payable_voucher_hdr_id = ${pv.id} RETURNING h.ewt_amount::text AS ewt, h.net_payable::text AS net`);
  await recordRevision(tx, {
    entity: 'payable_vouchers',
    entityId: pv.id,
    action: 'ewt_form_updated',
    userId,
    at,
    module: 'Payable Voucher',
    reference: pv.pv_no,
    changes: [
      { field: 'atc_code', label: 'ATC', old: line.atc_code, new: b.atc_code },
      { field: 'tax_base', label: 'Tax Base', old: line.tax_base, new: b.tax_base },
      { field: 'tax_withheld', label: 'Tax Withheld', old: line.tax_withheld, new: atc.withheld },
      ...(journal ? [{ field: 'journal_entry', label: 'Adjusting Entry', old: null, new: journal }] : []),
    ],
  });
  return { line_no: b.line_no, atc_code: b.atc_code, rate: atc.rate, tax_base: b.tax_base, tax_withheld: atc.withheld, net_payable: sums!.net, journal_entry: journal };
}

export const ewtFormRoutes: RouteDef[] = [
  route(ewtFormUpdateEp, {
    scopes: ['create_payable_voucher'],
    summary: "Correct the ATC and base of an approved, unpaid voucher's EWT line (posts the adjustment)",
    handler: async ({ body, deps, user }) => {
      const done = await refusedOr(deps.db, (tx) => updateEwtForm(tx, body, user.id, new Date(deps.clock.now()).toISOString()));
      if (done === null) return notFound('Payable voucher not found.');
      if ('status' in done) return done;
      return answer(Codes.UPDATED, done);
    },
  }),
  route(pvPayeeTinEp, {
    scopes: ['view_payable_vouchers'],
    summary: "A payee's TIN for the voucher and the 2307",
    handler: async ({ query, deps, ok }) => {
      const r =
        query.payee_type === 'employee'
          ? await deps.db.one<{ tin: string | null }>(sql`SELECT tin FROM employees WHERE employee_id = ${query.payee_id}`)
          : await deps.db.one<{ tin: string | null }>(sql`SELECT tin FROM suppliers WHERE vendor_id = ${query.payee_id}`);
      return r ? ok({ tin: r.tin }) : notFound('Payee not found.');
    },
  }),
  route(pvPayeeAddressEp, {
    scopes: ['view_payable_vouchers'],
    summary: "A payee's registered address for the voucher and the 2307",
    handler: async ({ query, deps, ok }) => {
      if (query.payee_type === 'employee') {
        const e = await deps.db.one(sql`SELECT 1 FROM employees WHERE employee_id = ${query.payee_id}`);
        return e ? ok({ address: null, zip: null }) : notFound('Payee not found.');
      }
      const r = await deps.db.one<{ address: string | null; zip: string | null }>(sql`SELECT address, zip_code AS zip FROM suppliers WHERE vendor_id = ${query.payee_id}`);
      return r ? ok(r) : notFound('Payee not found.');
    },
  }),
];
