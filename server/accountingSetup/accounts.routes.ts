import { Codes } from '../../contract';
import {
  accountColumns,
  COA_MESSAGES,
  COA_SCOPES,
  coaCashInBankEp,
  coaDropDownEp,
  coaExportEp,
  coaHeaderOptionsEp,
  coaListEp,
  coaShowEp,
  coaSoftDeleteEp,
  type AccountDetail,
  type AccountOptionRow,
  type AccountRow,
} from '../../contract/chartOfAccounts';
import type { SortKey } from '../../contract/kit';
import { sql, type Db, type SQL } from '../db/db';
import { exportToXlsx } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { answer, invalid, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { conflict, exportColumnsOf, pagedList, readableRows, recordRevision, route, whereOf, type SortMap } from '../kit';
import { manilaToday } from '../clock';
import { ACCOUNT_ENTITY, loadDraftsOfAccount, MODULE } from './draftStore';
import { ACCOUNT_SELECT } from './sqlParts';

/**
 * The chart itself (spec 002 §7.9): the paged list with its filters, one
 * account with its drafts and postings, the soft delete, the drop-downs
 * (postable accounts, headers, cash in bank) and the XLSX export.
 */

const READERS = [COA_SCOPES.view] as const;
const nowOf = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();

const SORT: SortMap<typeof accountColumns> = {
  account_code: sql`a.account_code`,
  account_name: sql`lower(a.account_name)`,
  account_type: sql`a.account_type`,
  account_group: sql`lower(a.account_group)`,
  account_sub_group: sql`lower(a.account_sub_group)`,
  account_line_item: sql`lower(a.account_line_item)`,
  normal_side: sql`a.normal_side`,
  is_header: sql`a.is_header`,
  parent_code: sql`a.parent_code`,
  active: sql`a.active`,
};

interface Filters {
  search?: string;
  account_type?: string;
  account_group?: string;
  account_sub_group?: string;
  active: 'all' | 'active' | 'inactive';
  kind: 'all' | 'posting' | 'header';
}

const filtersOf = (f: Filters): (SQL | false | undefined | '')[] => [
  sql`a.deleted_at IS NULL`,
  f.account_type && sql`a.account_type = ${f.account_type}`,
  f.account_group && sql`lower(a.account_group) = lower(${f.account_group})`,
  f.account_sub_group && sql`lower(a.account_sub_group) = lower(${f.account_sub_group})`,
  f.active === 'active' && sql`a.active`,
  f.active === 'inactive' && sql`NOT a.active`,
  f.kind === 'posting' && sql`NOT a.is_header`,
  f.kind === 'header' && sql`a.is_header`,
];
const SEARCH = [sql`a.account_code`, sql`a.account_name`, sql`a.account_group`, sql`a.account_sub_group`, sql`a.account_line_item`];

const list = route(coaListEp, {
  scopes: READERS,
  summary: 'Chart of accounts: paged, searched by code, name or hierarchy, filtered by type, group, sub-group, status and kind',
  handler: async ({ body, deps, ok }) => {
    const { rows, total } = await pagedList<AccountRow, SortKey<typeof accountColumns>>(deps.db, {
      select: ACCOUNT_SELECT,
      from: sql`accounts a`,
      where: filtersOf(body),
      search: { text: body.search, in: SEARCH },
      sort: SORT,
      tiebreak: sql`a.account_code`,
      query: body,
    });
    return ok(rows, total);
  },
});

const show = route(coaShowEp, {
  scopes: READERS,
  summary: 'One account: its place in the hierarchy, its drafts (newest first), its postings and the accounts under it',
  handler: async ({ params, deps, ok }) => {
    const account = await deps.db.one<AccountRow>(sql`SELECT ${ACCOUNT_SELECT} FROM accounts a WHERE a.account_id = ${params.id} AND a.deleted_at IS NULL`);
    if (!account) return notFound(COA_MESSAGES.notFound);
    const [postings, children, drafts] = await Promise.all([
      deps.db.one<AccountDetail['postings']>(sql`
        SELECT COUNT(*)::int AS line_count, MIN(transaction_date)::text AS first_date, MAX(transaction_date)::text AS last_date
        FROM journal_lines WHERE account_code = ${account.account_code}`),
      deps.db.rows<AccountDetail['children'][number]>(sql`
        SELECT account_code, account_name, active FROM accounts WHERE parent_code = ${account.account_code} AND deleted_at IS NULL ORDER BY account_code`),
      loadDraftsOfAccount(deps.db, account.account_code),
    ]);
    return ok({ account, drafts, postings: { ...postings!, line_count: Number(postings!.line_count) }, children });
  },
});

const softDelete = route(coaSoftDeleteEp, {
  scopes: [COA_SCOPES.update],
  summary: 'Delete an account that never took a posting (soft: it leaves every list); one with postings can only be deactivated; 00006',
  handler: async ({ body, deps, user }) => {
    const at = nowOf(deps);
    const outcome = await deps.db.transaction(async (tx) => {
      const acc = await tx.one<{ account_code: string; is_header: boolean }>(sql`
        SELECT account_code, is_header FROM accounts WHERE account_id = ${body.account_id} AND deleted_at IS NULL FOR UPDATE`);
      if (!acc) return notFound(COA_MESSAGES.notFound);
      if (await tx.one(sql`SELECT 1 FROM journal_lines WHERE account_code = ${acc.account_code} LIMIT 1`)) return invalid([COA_MESSAGES.hasPostings(acc.account_code)]);
      if (await tx.one(sql`SELECT 1 FROM accounts WHERE parent_code = ${acc.account_code} AND deleted_at IS NULL LIMIT 1`)) return invalid([COA_MESSAGES.headerHasChildren(acc.account_code)]);
      const open = await tx.one<{ draft_no: string }>(sql`SELECT draft_no FROM account_drafts WHERE account_code = ${acc.account_code} AND status IN (0, 1) LIMIT 1`);
      if (open) return conflict(COA_MESSAGES.openDraft(acc.account_code, open.draft_no));
      // Set-up rows that name the account would point at a deleted one: refuse until they are changed.
      const used = await tx.one<{ n: number }>(sql`
        SELECT (SELECT COUNT(*) FROM coa_tag_accounts WHERE account_code = ${acc.account_code} AND active)
             + (SELECT COUNT(*) FROM accounting_code_profiles WHERE account_code = ${acc.account_code} AND active) AS n`);
      if (Number(used?.n ?? 0) > 0) return invalid([`Account ${acc.account_code} is used by COA tags or accounting code profiles: remove it there first.`]);
      await tx.run(sql`UPDATE accounts SET deleted_at = ${at}::timestamptz, deleted_by = ${user.id}, active = false, updated_by = ${user.id}, updated_at = ${at}::timestamptz
                       WHERE account_id = ${body.account_id}`);
      await recordRevision(tx, {
        entity: ACCOUNT_ENTITY,
        entityId: body.account_id,
        action: 'deleted',
        userId: user.id,
        at,
        changes: [{ field: 'active', label: 'Active', old: true, new: false }],
        module: MODULE,
        reference: acc.account_code,
      });
      return null;
    });
    return outcome ?? answer(Codes.DELETED, COA_MESSAGES.deleted);
  },
});

const optionSelect = sql`a.account_code, a.account_name, a.account_type, a.account_code || ' — ' || a.account_name AS label`;

/** Active, not deleted, taking postings: what a voucher line may name. */
export const POSTABLE = sql`a.deleted_at IS NULL AND a.active AND NOT a.is_header`;

const dropDown = route(coaDropDownEp, {
  scopes: [COA_SCOPES.view, 'view_journal_vouchers', 'view_payable_vouchers', 'view_check_vouchers', 'maintain_accounting_setup'],
  summary: 'Active accounts that take postings, searched by code or name (a voucher line, a profile)',
  handler: async ({ body, deps, ok }) =>
    ok(
      await deps.db.rows<AccountOptionRow>(sql`
        SELECT ${optionSelect} FROM accounts a
        ${whereOf([POSTABLE, body.account_type && sql`a.account_type = ${body.account_type}`, body.account_line_item && sql`a.account_line_item = ${body.account_line_item}`], { text: body.search, in: [sql`a.account_code`, sql`a.account_name`] })}
        ORDER BY a.account_code LIMIT ${body.limit}`),
    ),
});

const headers = route(coaHeaderOptionsEp, {
  scopes: [COA_SCOPES.view],
  summary: 'Active header accounts (the parent choices of an account)',
  handler: async ({ deps, ok }) =>
    ok(await deps.db.rows<AccountOptionRow>(sql`SELECT ${optionSelect} FROM accounts a WHERE a.deleted_at IS NULL AND a.active AND a.is_header ORDER BY a.account_code`)),
});

/** Cash in bank: the accounts tagged so (COA tagging), or of line item "Cash in Bank" before any tag exists. */
export function cashInBank(db: Db): Promise<AccountOptionRow[]> {
  return db.rows<AccountOptionRow>(sql`
    SELECT ${optionSelect} FROM accounts a
    WHERE ${POSTABLE} AND (
      EXISTS (SELECT 1 FROM coa_tag_accounts ta JOIN coa_tags t ON t.tag_id = ta.tag_id
              WHERE ta.account_code = a.account_code AND ta.active AND t.active AND t.tag_code = 'CASH_IN_BANK')
      OR (a.account_line_item = 'Cash in Bank' AND NOT EXISTS (SELECT 1 FROM coa_tags WHERE tag_code = 'CASH_IN_BANK')))
    ORDER BY a.account_code`);
}

const cashInBankList = route(coaCashInBankEp, {
  scopes: [COA_SCOPES.view, 'view_check_vouchers', 'view_payable_vouchers', 'view_banks'],
  summary: 'Active cash-in-bank accounts that take postings (COA tag CASH_IN_BANK)',
  handler: async ({ deps, ok }) => ok(await cashInBank(deps.db)),
});

const exportList = route(coaExportEp, {
  scopes: READERS,
  summary: 'Chart of accounts as XLSX with the filters and order of the list (a download link)',
  handler: async (ctx) => {
    const { query, deps } = ctx;
    const order = SORT[query.order_by as keyof typeof SORT] ?? sql`a.account_code`;
    const rows = await deps.db.rows<AccountRow>(sql`
      SELECT ${ACCOUNT_SELECT} FROM accounts a ${whereOf(filtersOf(query), { text: query.search, in: SEARCH })}
      ORDER BY ${order} ${query.direction === 'desc' ? sql`DESC` : sql`ASC`}, a.account_code`);
    const cols = accountColumns;
    const label = (v: string | undefined) => v || 'All';
    return exportToXlsx<AccountRow>(ctx, {
      title: 'Chart of Accounts',
      fileName: ['chart_of_accounts', manilaToday(deps.clock.now())],
      filters: [
        { label: 'Search', value: label(query.search) },
        { label: 'Type', value: label(query.account_type) },
        { label: 'Group', value: label(query.account_group) },
        { label: 'Sub-Group', value: label(query.account_sub_group) },
        { label: 'Status', value: { all: 'All', active: 'Active', inactive: 'Inactive' }[query.active] },
        { label: 'Kind', value: { all: 'All', posting: 'Posting accounts', header: 'Header accounts' }[query.kind] },
      ],
      columns: exportColumnsOf(cols),
      batches: readableRows(cols, (async function* () {
        yield rows;
      })(), formatManilaDateTime),
    });
  },
});

export const accountRoutes: RouteDef[] = [list, show, softDelete, dropDown, headers, cashInBankList, exportList];
