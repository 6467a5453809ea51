import { sql, type Db } from '../db/db';
import { createCv, releaseCv } from './checks';
import type { AuthUser } from '../auth/users';
import { decidePv } from './transitions';
import { savePv, type VoucherActor, type PvWrite } from './vouchers';

/**
 * Demo payable and check vouchers, written through the same functions as the
 * screens (so every posting is a balanced entry and the books stay whole):
 * rent paid by a released check, security services with a check for release,
 * legal fees approved and waiting for payment, a supplier invoice of a
 * receiving report waiting for approval, and an employee's draft. Finance
 * makes them, the approver approves. A no-op once any voucher exists.
 */
export async function seedPayableVouchers(db: Db): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM payable_voucher_hdr LIMIT 1`)) return;
  const ids = await db.one<{ finance: number; approver: number; bank: number | null; cc: number | null }>(sql`
    SELECT (SELECT id FROM users WHERE username = 'finance') AS finance, (SELECT id FROM users WHERE username = 'approver') AS approver,
           (SELECT bank_account_id FROM bank_accounts WHERE active AND account_code = '1020' LIMIT 1) AS bank,
           (SELECT cost_center_id FROM cost_centers WHERE active ORDER BY cost_center_id LIMIT 1) AS cc`);
  if (!ids?.finance || !ids.approver || !ids.bank) return;
  const payees = await db.rows<{ code: string; id: number }>(sql`SELECT vendor_code AS code, vendor_id AS id FROM suppliers WHERE vendor_code IN ('V-0012', 'V-0013', 'V-0014') AND active`);
  const payee = (code: string) => payees.find((p) => p.code === code)?.id ?? null;
  const employee = (await db.one<{ id: number }>(sql`SELECT employee_id AS id FROM employees WHERE employee_no = 'EMP-0006'`))?.id ?? null;
  // A Pfizer receipt no payment or voucher has invoiced yet (the latest by the voucher's date).
  const rr = await db.one<{ rr_id: string; supplier_id: number; net: string }>(sql`
    SELECT r.rr_id::text, r.supplier_id, r.net::text FROM receiving_reports r JOIN suppliers s ON s.vendor_id = r.supplier_id
    WHERE s.vendor_code = 'V-0002' AND NOT EXISTS (SELECT 1 FROM supplier_payments p WHERE p.rr_id = r.rr_id)
      AND r.rr_date <= '2026-11-21' -- the voucher's date: a voucher is never dated before the receipt it bills
    ORDER BY r.rr_date DESC LIMIT 1`);
  const maker = (at: string): VoucherActor => ({ userId: ids.finance, isSuperuser: false, at });
  const checker = (at: string) => ({ user: { id: ids.approver, isSuperuser: false } as AuthUser, now: at });
  const line = (account: string, debit: string, description: string) => ({
    account_code: account, cost_center_id: ids.cc, program_id: null, division_id: null, description, debit, credit: '0.00',
  });
  const pv = (p: Partial<PvWrite> & Pick<PvWrite, 'payee_type' | 'payee_id' | 'pv_date'>): PvWrite => ({
    due_date: null, invoice_no: null, invoice_date: null, particulars: null, rr_ids: [], lines: [], ewt: [], ...p,
  });

  await db.transaction(async (tx) => {
    const rent = await savePv(tx, pv({
      payee_type: 'vendor', payee_id: payee('V-0014'), pv_date: '2026-10-05', due_date: '2026-10-10', invoice_no: 'BRC-2026-1005', invoice_date: '2026-10-01',
      particulars: 'Warehouse rent for October 2026', lines: [line('6020', '80000.00', 'Warehouse rent, October 2026')], ewt: [{ atc_code: 'WC100', tax_base: '80000.00' }],
    }), { id: null, submit: true }, maker('2026-10-05T01:00:00Z'));
    await decidePv(tx, 'approve', rent, checker('2026-10-06T02:00:00Z'));
    const rentCheck = await createCv(tx, { bank_account_id: ids.bank!, check_date: '2026-10-09', particulars: 'October 2026 rent', pv_ids: [rent] }, maker('2026-10-09T01:00:00Z'));
    await releaseCv(tx, rentCheck, '2026-10-10', maker('2026-10-10T01:00:00Z'));

    const security = await savePv(tx, pv({
      payee_type: 'vendor', payee_id: payee('V-0013'), pv_date: '2026-11-03', due_date: '2026-12-03', invoice_no: 'GS-88213', invoice_date: '2026-10-31',
      particulars: 'Security services for October 2026', lines: [line('6022', '45000.00', 'Guard services, October 2026')], ewt: [{ atc_code: 'WC120', tax_base: '45000.00' }],
    }), { id: null, submit: true }, maker('2026-11-03T01:00:00Z'));
    await decidePv(tx, 'approve', security, checker('2026-11-04T02:00:00Z'));
    await createCv(tx, { bank_account_id: ids.bank!, check_date: '2026-11-20', particulars: 'Security services, October 2026', pv_ids: [security] }, maker('2026-11-20T01:00:00Z'));

    const legal = await savePv(tx, pv({
      payee_type: 'vendor', payee_id: payee('V-0012'), pv_date: '2026-11-12', due_date: '2026-12-12', invoice_no: 'SRT-2026-311', invoice_date: '2026-11-10',
      particulars: 'Retainer and contract review, November 2026', lines: [line('6070', '60000.00', 'Legal retainer, November 2026')], ewt: [{ atc_code: 'WC011', tax_base: '60000.00' }],
    }), { id: null, submit: true }, maker('2026-11-12T01:00:00Z'));
    await decidePv(tx, 'approve', legal, checker('2026-11-13T02:00:00Z'));

    if (rr)
      await savePv(tx, pv({
        payee_type: 'supplier', payee_id: rr.supplier_id, pv_date: '2026-11-21', due_date: '2027-01-20', invoice_no: 'PF-SI-771204', invoice_date: '2026-11-20',
        particulars: 'Pfizer invoice of the latest receipt', rr_ids: [Number(rr.rr_id)], ewt: [{ atc_code: 'WC158', tax_base: rr.net }],
      }), { id: null, submit: true }, maker('2026-11-21T01:00:00Z'));

    if (employee)
      await savePv(tx, pv({
        payee_type: 'employee', payee_id: employee, pv_date: '2026-11-24', particulars: 'Field transportation reimbursement (draft)',
        lines: [line('6019', '2350.00', 'Client visits, Quezon City, 17-21 Nov 2026')],
      }), { id: null, submit: false }, maker('2026-11-24T01:00:00Z'));
  });
}
