import { bankAccounts, bankBranches, bankBranchOptionsEp, cashInBankOptionsEp } from '../../contract/bankAccounts';
import { sql, type Db } from '../db/db';
import { resourceRoutes, route } from '../kit';

const iso = (col: ReturnType<typeof sql>) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The chart accounts a bank account may tie to: the cash-in-bank line of the chart. */
export const CASH_IN_BANK = sql`account_line_item = 'Cash in Bank'`;

const bankMissing = async (db: Db, bankId: unknown) =>
  (await db.one(sql`SELECT 1 FROM banks WHERE bank_id = ${Number(bankId)}`)) ? null : { bank_id: ['Bank not found.'] };

/** A bank's branches (the bank fixed by the page). */
export const bankBranchRoutes = resourceRoutes(bankBranches, {
  table: 'bank_branches',
  alias: 'br',
  select: sql`br.branch_id, br.bank_id, br.branch_code, br.branch_name, br.address, br.contact_person, br.contact_number, br.active,
    ${iso(sql`br.updated_at`)} AS updated_at,
    (SELECT COUNT(*)::int FROM bank_accounts ba WHERE ba.branch_id = br.branch_id AND ba.active) AS accounts`,
  search: [sql`br.branch_code`, sql`br.branch_name`, sql`br.address`, sql`br.contact_person`],
  sort: {
    branch_code: sql`lower(br.branch_code)`,
    branch_name: sql`lower(br.branch_name)`,
    contact_person: sql`lower(br.contact_person)`,
    accounts: sql`(SELECT COUNT(*) FROM bank_accounts ba WHERE ba.branch_id = br.branch_id AND ba.active)`,
    active: sql`br.active`,
    updated_at: sql`br.updated_at`,
  },
  filters: { bank_id: sql`br.bank_id` },
  validate: async (db, input, id) => {
    const missing = await bankMissing(db, input.bank_id);
    if (missing) return missing;
    // A branch stays with its bank: its accounts name the bank too.
    const kept = id === null ? null : await db.one<{ bank_id: number }>(sql`SELECT bank_id FROM bank_branches WHERE branch_id = ${id}`);
    return kept && kept.bank_id !== Number(input.bank_id) ? { bank_id: ['A branch cannot move to another bank.'] } : null;
  },
});

const CHART = sql`a.account_code || ' — ' || a.account_name`;

/** The company's accounts at a bank, each tied to a cash-in-bank account of the chart. */
export const bankAccountRoutes = resourceRoutes(bankAccounts, {
  table: 'bank_accounts',
  alias: 'ba',
  joins: sql`JOIN accounts a ON a.account_code = ba.account_code LEFT JOIN bank_branches br ON br.branch_id = ba.branch_id`,
  select: sql`ba.bank_account_id, ba.bank_id, ba.branch_id, br.branch_name, ba.account_number, ba.account_name, ba.account_type, ba.currency,
    ba.account_code, ${CHART} AS chart_account, ba.active, ${iso(sql`ba.updated_at`)} AS updated_at`,
  search: [sql`ba.account_number`, sql`ba.account_name`, sql`ba.account_code`, sql`a.account_name`, sql`br.branch_name`],
  sort: {
    account_number: sql`ba.account_number`,
    account_name: sql`lower(ba.account_name)`,
    account_type: sql`ba.account_type`,
    currency: sql`ba.currency`,
    branch_name: sql`lower(br.branch_name)`,
    chart_account: sql`ba.account_code`,
    active: sql`ba.active`,
    updated_at: sql`ba.updated_at`,
  },
  filters: { bank_id: sql`ba.bank_id` },
  validate: async (db, input, id) => {
    const missing = await bankMissing(db, input.bank_id);
    if (missing) return missing;
    const fields: Record<string, string[]> = {};
    const kept = id === null ? null : await db.one<{ bank_id: number }>(sql`SELECT bank_id FROM bank_accounts WHERE bank_account_id = ${id}`);
    if (kept && kept.bank_id !== Number(input.bank_id)) fields.bank_id = ['An account cannot move to another bank.'];
    if (input.branch_id != null && !(await db.one(sql`SELECT 1 FROM bank_branches WHERE branch_id = ${Number(input.branch_id)} AND bank_id = ${Number(input.bank_id)}`)))
      fields.branch_id = ['This branch is not a branch of this bank.'];
    if (!(await db.one(sql`SELECT 1 FROM accounts WHERE account_code = ${String(input.account_code)} AND ${CASH_IN_BANK}`)))
      fields.account_code = ['Choose a cash-in-bank account of the chart.'];
    return fields;
  },
});

/** The choices of the accounts' form: the bank's branches (inactive ones marked) and the chart's cash-in-bank accounts. */
export const bankLookupRoutes = [
  route(bankBranchOptionsEp, {
    scopes: ['view_banks'],
    summary: "A bank's branches for a select",
    handler: async ({ query, deps, ok }) =>
      ok(
        await deps.db.rows(sql`
          SELECT branch_id, branch_code || ' — ' || branch_name || CASE WHEN active THEN '' ELSE ' (inactive)' END AS label
          FROM bank_branches WHERE bank_id = ${query.bank_id} ORDER BY active DESC, lower(branch_code)`),
      ),
  }),
  route(cashInBankOptionsEp, {
    scopes: ['view_banks'],
    summary: "The chart's cash-in-bank accounts for a select, with the bank account already tied to each",
    handler: async ({ deps, ok }) =>
      ok(
        await deps.db.rows(sql`
          SELECT a.account_code, a.account_code || ' — ' || a.account_name || COALESCE(' (tied to ' || t.tied || ')', '') AS label
          FROM accounts a
          LEFT JOIN LATERAL (SELECT b.bank_code || ' ' || ba.account_number AS tied FROM bank_accounts ba JOIN banks b ON b.bank_id = ba.bank_id
                             WHERE ba.account_code = a.account_code AND ba.active LIMIT 1) t ON true
          WHERE a.account_line_item = 'Cash in Bank' ORDER BY a.account_code`),
      ),
  }),
];
