import { sql, type Db } from '../db/db';

/**
 * Demo branches and accounts (need the banks and the chart, seeded after the
 * migrations): BDO and Metrobank, where the chart keeps its two cash-in-bank
 * accounts, each with its current account; an old BDO savings account,
 * closed, still names 1020; BPI has a branch and no account yet. A no-op
 * once any branch exists or before the banks do.
 */
const BRANCHES = [
  ['BDO', 'MKT-AYALA', 'Makati - Ayala Avenue', 'G/F BDO Corporate Center, 7899 Makati Ave., Makati City', 'Rowena Castro', '(02) 8840-7000'],
  ['BDO', 'QC-CUBAO', 'Quezon City - Cubao', 'Aurora Blvd. cor. Gen. Romulo Ave., Cubao, Quezon City', 'Dennis Ong', '(02) 8911-2211'],
  ['MBTC', 'MKT-SALCEDO', 'Makati - Salcedo Village', 'G/F Metrobank Plaza, Sen. Gil Puyat Ave., Makati City', 'Carla Mendoza', '(02) 8898-8000'],
  ['MBTC', 'PSG-ORTIGAS', 'Pasig - Ortigas Center', 'Emerald Ave., Ortigas Center, Pasig City', null, '(02) 8634-1122'],
  ['BPI', 'MKT-PASEO', 'Makati - Paseo de Roxas', 'BPI Building, Ayala Ave. cor. Paseo de Roxas, Makati City', 'Gino Santos', '(02) 8891-0000'],
] as const;
const ACCOUNTS = [
  ['BDO', 'MKT-AYALA', '0012-3456-7890', 'Demo Pharma Distribution, Inc.', 'current', 'PHP', '1020', true],
  ['BDO', 'QC-CUBAO', '0045-6789-0123', 'Demo Pharma Distribution, Inc.', 'savings', 'PHP', '1020', false],
  ['MBTC', 'MKT-SALCEDO', '123-7-12345678-9', 'Demo Pharma Distribution, Inc.', 'current', 'PHP', '1030', true],
] as const;

export async function seedBankAccounts(db: Db): Promise<void> {
  if (await db.one(sql`SELECT 1 FROM bank_branches LIMIT 1`)) return;
  if (!(await db.one(sql`SELECT 1 FROM banks WHERE bank_code = 'BDO'`)) || !(await db.one(sql`SELECT 1 FROM accounts WHERE account_code = '1020'`))) return;
  const at = sql`TIMESTAMPTZ '2022-12-01 09:00:00+08'`;
  await db.transaction(async (tx) => {
    for (const [bank, code, name, address, person, phone] of BRANCHES) {
      await tx.run(sql`
        INSERT INTO bank_branches (bank_id, branch_code, branch_name, address, contact_person, contact_number, created_at, updated_at)
        SELECT bank_id, ${code}, ${name}, ${address}, ${person}, ${phone}, ${at}, ${at} FROM banks WHERE bank_code = ${bank}`);
    }
    for (const [bank, branch, number, name, type, currency, chart, active] of ACCOUNTS) {
      await tx.run(sql`
        INSERT INTO bank_accounts (bank_id, branch_id, account_number, account_name, account_type, currency, account_code, active, created_at, updated_at)
        SELECT b.bank_id, br.branch_id, ${number}, ${name}, ${type}, ${currency}, ${chart}, ${active}, ${at}, ${at}
        FROM banks b JOIN bank_branches br ON br.bank_id = b.bank_id AND br.branch_code = ${branch}
        WHERE b.bank_code = ${bank}`);
    }
  });
}
