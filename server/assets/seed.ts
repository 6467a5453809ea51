import { sql, type Db } from '../db/db';
import type { Actor } from './common';
import { postRun } from './depreciation';
import type { AuthUser } from '../auth/users';
import { poAction } from '../purchaseOrders/levels';
import { createApo, receive } from './purchaseOrders';
import { APO } from './transitions';
import { insertAsset } from './register';

/**
 * The demo fixed-asset register of a pharmaceutical distributor, written
 * through the module's own functions so every posting is a balanced entry:
 * delivery vehicles, IT equipment, warehouse racking and cold-chain
 * refrigerators capitalized through 2025 (paid from Cash in Bank - BDO), the
 * monthly depreciation posted from the first month after the first purchase
 * through the last month ended before `today` (one run a month, dated its last
 * day), and one asset PO of network equipment from PLDT received in February
 * 2026 and not yet invoiced (what a payable voucher of PLDT can bill). It runs before
 * the period close, so the months it posts into are still open. A no-op once
 * any asset exists or any period is closed.
 */
interface SeedAsset {
  description: string;
  category: string;
  acquired: string;
  cost: string;
  salvage: string;
  months: number;
  cc: string;
  location: string;
  custodian: string | null;
  serial: string | null;
}
const REGISTER: SeedAsset[] = [
  { description: 'Isuzu NLR 77 reefer truck, 2-8 °C body', category: 'VEH', acquired: '2025-02-14', cost: '2380000.00', salvage: '238000.00', months: 60, cc: 'CC-420', location: 'Paranaque motor pool', custodian: 'EMP-0005', serial: 'PLATE NEX 4821' },
  { description: 'Toyota Hilux 2.4 4x2 (field sales)', category: 'VEH', acquired: '2025-05-20', cost: '1398000.00', salvage: '139800.00', months: 60, cc: 'CC-100', location: 'Makati head office', custodian: 'EMP-0006', serial: 'PLATE NGA 7315' },
  { description: 'Honda Click 125 (collector motorcycle)', category: 'VEH', acquired: '2025-08-04', cost: '86900.00', salvage: '0.00', months: 36, cc: 'CC-500', location: 'Makati head office', custodian: 'EMP-0012', serial: 'MC 183 ZQK' },
  { description: 'Dell OptiPlex 7010 desktop, accounting (1 of 2)', category: 'COMP', acquired: '2025-03-10', cost: '48500.00', salvage: '0.00', months: 36, cc: 'CC-500', location: 'Makati head office', custodian: 'EMP-0007', serial: 'DL7010-8H2K1' },
  { description: 'Dell OptiPlex 7010 desktop, accounting (2 of 2)', category: 'COMP', acquired: '2025-03-10', cost: '48500.00', salvage: '0.00', months: 36, cc: 'CC-500', location: 'Makati head office', custodian: 'EMP-0010', serial: 'DL7010-8H2K2' },
  { description: 'HPE ProLiant DL380 Gen11 server (ERP)', category: 'COMP', acquired: '2025-06-02', cost: '385000.00', salvage: '0.00', months: 48, cc: 'CC-520', location: 'Makati server room', custodian: 'EMP-0001', serial: 'HPE-CZJ3120K7Q' },
  { description: 'Zebra TC21 handheld scanners (set of 4)', category: 'COMP', acquired: '2025-09-15', cost: '129600.00', salvage: '0.00', months: 36, cc: 'CC-400', location: 'Paranaque warehouse', custodian: 'EMP-0005', serial: null },
  { description: 'Selective pallet racking, bays A to D', category: 'WHEQ', acquired: '2025-04-07', cost: '620000.00', salvage: '31000.00', months: 120, cc: 'CC-400', location: 'Paranaque warehouse', custodian: 'EMP-0005', serial: null },
  { description: 'Electric pallet jack, 2-ton', category: 'WHEQ', acquired: '2025-07-21', cost: '145000.00', salvage: '7250.00', months: 60, cc: 'CC-400', location: 'Paranaque warehouse', custodian: 'EMP-0005', serial: 'EPJ-20-55871' },
  { description: 'Pharmaceutical refrigerator 2-8 °C, 1,400 L (1 of 2)', category: 'COLD', acquired: '2025-03-25', cost: '268000.00', salvage: '13400.00', months: 84, cc: 'CC-410', location: 'Cold room, Paranaque', custodian: 'EMP-0005', serial: 'HLX-1400-00912' },
  { description: 'Pharmaceutical refrigerator 2-8 °C, 1,400 L (2 of 2)', category: 'COLD', acquired: '2025-03-25', cost: '268000.00', salvage: '13400.00', months: 84, cc: 'CC-410', location: 'Cold room, Paranaque', custodian: 'EMP-0005', serial: 'HLX-1400-00913' },
  { description: 'Walk-in cold room condensing unit', category: 'COLD', acquired: '2025-10-13', cost: '455000.00', salvage: '0.00', months: 84, cc: 'CC-410', location: 'Cold room, Paranaque', custodian: 'EMP-0005', serial: 'CU-BZ-7731' },
];

/** The months from `first` through `last` (YYYY-MM). */
function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number);
  for (let p = first; p <= last; p = `${y}-${String(m).padStart(2, '0')}`) {
    out.push(p);
    if (++m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

export async function seedAssets(db: Db, today = '2026-03-02'): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM assets LIMIT 1`)) return;
  // Books already closed (a demo database from before this seed): its past months refuse postings.
  if (await db.one(sql`SELECT 1 FROM accounting_periods LIMIT 1`)) return;
  const ids = await db.one<{ finance: number | null; approver: number | null; manager: number | null; purchaser: number | null; vendor: number | null }>(sql`
    SELECT (SELECT id FROM users WHERE username = 'finance') AS finance, (SELECT id FROM users WHERE username = 'approver') AS approver,
           (SELECT id FROM users WHERE username = 'manager') AS manager,
           (SELECT id FROM users WHERE username = 'purchaser') AS purchaser, (SELECT vendor_id FROM suppliers WHERE vendor_code = 'V-0011' AND active) AS vendor`);
  if (!ids?.finance || !ids.approver || !ids.purchaser) return;
  const costCenters = new Map((await db.rows<{ code: string; id: number }>(sql`SELECT cost_center_code AS code, cost_center_id AS id FROM cost_centers WHERE active`)).map((c) => [c.code, c.id]));
  const employees = new Map((await db.rows<{ no: string; id: number }>(sql`SELECT employee_no AS no, employee_id AS id FROM employees WHERE active`)).map((e) => [e.no, e.id]));
  const actor = (userId: number, date: string): Actor => ({ userId, at: `${date}T02:00:00.000Z`, today });
  // The last month ended before today.
  const [ty, tm] = today.split('-').map(Number);
  const through = tm === 1 ? `${ty - 1}-12` : `${ty}-${String(tm - 1).padStart(2, '0')}`;

  await db.transaction(async (tx) => {
    for (const a of [...REGISTER].sort((x, y) => x.acquired.localeCompare(y.acquired))) {
      if (a.acquired.slice(0, 7) > through) continue;
      await insertAsset(
        tx,
        {
          description: a.description,
          category_code: a.category,
          acquisition_date: a.acquired,
          cost: a.cost,
          salvage_value: a.salvage,
          useful_life_months: a.months,
          cost_center_id: costCenters.get(a.cc) ?? null,
          location: a.location,
          custodian_id: a.custodian ? (employees.get(a.custodian) ?? null) : null,
          serial_no: a.serial,
          credit_account: '1020',
        },
        actor(ids.finance!, a.acquired),
      );
    }
    if (ids.vendor && '2026-02' <= through) {
      const apo = await createApo(
        tx,
        {
          supplier_id: ids.vendor,
          po_date: '2026-02-09',
          remarks: 'Network equipment for the Paranaque warehouse link (PLDT Enterprise)',
          lines: [
            { description: 'Fortinet FortiGate 60F firewall', category_code: 'COMP', quantity: 1, unit_cost: '58500.00' },
            { description: 'Cisco Catalyst 9200L 24-port switch', category_code: 'COMP', quantity: 2, unit_cost: '72800.00' },
          ],
        },
        actor(ids.purchaser!, '2026-02-09'),
      );
      // ₱204,100.00 needs two levels: the officer's and the manager's, each by a different person.
      for (const [signer, at] of [[ids.approver!, '2026-02-10T02:00:00.000Z'], [ids.manager, '2026-02-10T06:00:00.000Z']] as const) {
        if (!signer) continue;
        const res = await poAction(tx, APO, 'approve', apo, { id: signer, isSuperuser: false } as AuthUser, at);
        if (!res.done) throw new Error(`Demo asset PO: ${JSON.stringify(res.answer.result)}`);
      }
      await receive(tx, apo, { receipt_date: '2026-02-16', location: 'Paranaque warehouse, IT rack', custodian_id: employees.get('EMP-0001') ?? null, cost_center_id: costCenters.get('CC-520') ?? null }, actor(ids.finance!, '2026-02-16'));
    }
    const first = REGISTER.map((a) => a.acquired.slice(0, 7)).sort()[0];
    // Depreciation starts the month after acquisition (the network equipment received above included); a month with nothing due is skipped.
    for (const period of monthsBetween(first, through)) {
      const due = await tx.one(sql`SELECT 1 FROM assets WHERE acquisition_date < ${`${period}-01`}::date LIMIT 1`);
      if (due) await postRun(tx, period, actor(ids.finance!, `${period}-28`));
    }
  });
}
