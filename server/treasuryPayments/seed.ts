import { sql, type Db } from '../db/db';
import { createNtc, depositNtc } from './nonTrade';
import { schedulePayments } from './payments';

/**
 * Demo payment schedule: the approved legal retainer voucher waiting for
 * payment (server/payableVouchers/seed.ts) is scheduled by check from the BDO
 * account, so the Scheduled tab has a row to release. Nothing is posted (the
 * release posts). A no-op once any schedule exists or without that voucher.
 */
export async function seedTreasuryPayments(db: Db): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM payment_schedules LIMIT 1`)) return;
  const ids = await db.one<{ finance: number | null; bank: number | null; pv: number | null }>(sql`
    SELECT (SELECT id FROM users WHERE username = 'finance') AS finance,
           (SELECT bank_account_id FROM bank_accounts WHERE active AND account_code = '1020' LIMIT 1) AS bank,
           (SELECT payable_voucher_hdr_id::int FROM payable_voucher_hdr WHERE invoice_no = 'SRT-2026-311' AND status = 'approved' AND paid_cv_id IS NULL) AS pv`);
  if (!ids?.finance || !ids.bank || !ids.pv) return;
  await db.transaction((tx) =>
    schedulePayments(tx, { pv_ids: [ids.pv!], pay_date: '2026-12-11', bank_account_id: ids.bank!, method: 'check', remarks: 'Due 12 December: release with the Friday checks' }, {
      userId: ids.finance!,
      isSuperuser: false,
      at: '2026-11-25T01:00:00Z',
    }),
  );
}

/*
 * Demo non-trade collections, recorded and posted through the module's own
 * createNtc / depositNtc (December 2025, so this year's numbers start at
 * NTC-2026-000001): the sub-lessee's rent by bank transfer with its CWT, scrap
 * sold for cash, and an old delivery van sold by a dated check since
 * deposited. A no-op once any exists, once December 2025 is closed, or without
 * the finance user or the bank.
 */
export async function seedNonTradeCollections(db: Db): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM non_trade_collections LIMIT 1`)) return;
  // A demo database already closed through December 2025 takes no postings there: leave it as it is.
  if (await db.one(sql`SELECT 1 FROM accounting_periods WHERE year = 2025 AND month = 12 AND status = 'closed'`)) return;
  const ids = await db.one<{ finance: number | null; bank: number | null }>(sql`
    SELECT (SELECT id FROM users WHERE username = 'finance') AS finance,
           (SELECT bank_account_id FROM bank_accounts WHERE active AND account_code = '1020' ORDER BY bank_account_id LIMIT 1) AS bank`);
  if (!ids?.finance || !ids.bank) return;
  const actor = (at: string) => ({ userId: ids.finance!, isSuperuser: false, at });
  const base = { payor_type: 'other' as const, payor_id: null, payor_tin: null, bank_account_id: ids.bank, check_bank: null, check_no: null, check_date: null };
  await db.transaction(async (tx) => {
    await createNtc(tx, {
      ...base, collection_date: '2025-12-05', payor_name: 'Mercury Drug Corp. (sub-lessee)', payor_tin: '000-111-222-000', category: 'rental', account_code: '7050',
      amount: '11200.00', vatable: true, cwt: '500.00', mode: 'bank_transfer', particulars: 'December 2025 rent of the Pasig bodega',
    }, actor('2025-12-05T02:00:00Z'));
    await createNtc(tx, {
      ...base, collection_date: '2025-12-12', payor_name: 'JM Scrap Trading', category: 'scrap', account_code: '7050',
      amount: '3360.00', vatable: true, cwt: '0.00', mode: 'cash', bank_account_id: null, particulars: 'Carton and pallet scrap, November',
    }, actor('2025-12-12T03:00:00Z'));
    const van = await createNtc(tx, {
      ...base, collection_date: '2025-12-15', payor_name: 'R. Santos Hauling', category: 'asset_sale', account_code: '7030',
      amount: '168000.00', vatable: true, cwt: '0.00', mode: 'dated_check', check_bank: 'Metrobank', check_no: '0007781', check_date: '2025-12-22',
      particulars: 'Sale of the 2014 delivery van',
    }, actor('2025-12-15T03:00:00Z'));
    await depositNtc(tx, van, '2025-12-22', actor('2025-12-22T02:00:00Z'));
  });
}
