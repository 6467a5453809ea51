import { Codes } from '../../contract';
import {
  ASSET_MESSAGES as M,
  assetColumns,
  assetCreateEp,
  assetDisposeEp,
  assetListEp,
  assetOptionsEp,
  assetShowEp,
  assetUpdateEp,
  GAIN_ON_DISPOSAL_ACCOUNT,
  LOSS_ON_DISPOSAL_ACCOUNT,
  type AssetOptions,
} from '../../contract/assets';
import type { BodyOut } from '../../contract/kit';
import { sql, type Db } from '../db/db';
import { answer, notFound, type Answer } from '../http/answer';
import { changedFields, pagedList, recordRevision, route, type SortMap } from '../kit';
import { nextNumber, postEntry } from '../books/post';
import { actorOf, checkPostable, checkSetup, refuseOn, type Actor } from './common';
import { ASSET_FROM, ASSET_SELECT, assetDetail } from './reading';

const MODULE = 'Asset Management';
const READ = ['view_asset_management', 'view_finance_subledgers'] as const;
const LABELS = { description: 'Description', cost_center_id: 'Cost Center', location: 'Location', custodian_id: 'Custodian', serial_no: 'Serial No.' };

/** Runs a write and answers the asset as it then stands (a refusal as its 00001, a missing asset as 404). */
export async function writeThenShow(db: Db, code: string, write: (tx: Db) => Promise<number | null>): Promise<Answer> {
  const done = await db.transaction(write);
  if (done === null) return notFound(M.notFound);
  return answer(code, await assetDetail(db, done));
}

interface NewAsset {
  description: string;
  category_code: string;
  acquisition_date: string;
  cost: string;
  salvage_value: string;
  useful_life_months: number;
  cost_center_id: number | null;
  location: string | null;
  custodian_id: number | null;
  serial_no: string | null;
  credit_account: string;
  receipt_id?: number | null;
  /** The journal entry already posted for it (a received PO posts one entry for all its assets). */
  je_id?: number;
  payee?: string | null;
}

/** Registers an asset; without `je_id`, capitalizes it: Dr the category's asset account, Cr the credit account. */
export async function insertAsset(tx: Db, v: NewAsset, actor: Actor): Promise<number> {
  const cat = await tx.one<{ asset_account: string }>(sql`SELECT asset_account FROM asset_categories WHERE category_code = ${v.category_code}`);
  if (!cat) return refuseOn('category_code', M.categoryUnknown);
  // In SQL numeric: the contract leaves the comparison of two amounts to the server.
  const salvageOk = await tx.one<{ ok: boolean }>(sql`SELECT ${v.salvage_value}::numeric < ${v.cost}::numeric AS ok`);
  if (!salvageOk!.ok) refuseOn('salvage_value', M.salvageTooHigh);
  await checkSetup(tx, v);
  const assetNo = await nextNumber(tx, 'FA', v.acquisition_date);
  let jeId = v.je_id;
  if (!jeId) {
    await checkPostable(tx, { credit_account: v.credit_account, category_code: cat.asset_account });
    const posted = await postEntry(tx, {
      date: v.acquisition_date,
      module: 'FA',
      reference: assetNo,
      payee: v.payee ?? null,
      particulars: `Capitalization of ${assetNo} ${v.description}`,
      lines: [
        { account: cat.asset_account, debit: v.cost, credit: '0' },
        { account: v.credit_account, debit: '0', credit: v.cost },
      ],
    });
    jeId = posted.je_id;
  }
  const row = await tx.one<{ asset_id: number }>(sql`
    INSERT INTO assets (asset_no, description, category_code, acquisition_date, cost, salvage_value, useful_life_months, cost_center_id, location,
                        custodian_id, serial_no, credit_account, receipt_id, je_id, created_by, created_at, updated_by, updated_at)
    VALUES (${assetNo}, ${v.description}, ${v.category_code}, ${v.acquisition_date}::date, ${v.cost}::numeric, ${v.salvage_value}::numeric, ${v.useful_life_months},
            ${v.cost_center_id}, ${v.location}, ${v.custodian_id}, ${v.serial_no}, ${v.credit_account}, ${v.receipt_id ?? null}, ${jeId},
            ${actor.userId}, ${actor.at}::timestamptz, ${actor.userId}, ${actor.at}::timestamptz)
    RETURNING asset_id`);
  const assetId = Number(row!.asset_id);
  await recordRevision(tx, {
    entity: 'assets',
    entityId: assetId,
    action: 'created',
    userId: actor.userId,
    at: actor.at,
    module: MODULE,
    reference: assetNo,
    changes: changedFields(null, { ...v, cost: v.cost, salvage_value: v.salvage_value }, ['description', 'category_code', 'acquisition_date', 'cost', 'salvage_value', 'useful_life_months', 'credit_account'], {
      category_code: 'Category',
      acquisition_date: 'Acquisition Date',
      cost: 'Cost',
      salvage_value: 'Salvage Value',
      useful_life_months: 'Useful Life (Months)',
      credit_account: 'Credit Account',
    }),
  });
  return assetId;
}

async function updateAsset(tx: Db, id: number, v: BodyOut<typeof assetUpdateEp>, actor: Actor): Promise<number | null> {
  const before = await tx.one<Record<string, unknown> & { asset_no: string }>(sql`
    SELECT asset_no, description, cost_center_id, location, custodian_id, serial_no FROM assets WHERE asset_id = ${id} FOR UPDATE`);
  if (!before) return null;
  await checkSetup(tx, v);
  const changes = changedFields(before, v, Object.keys(LABELS), LABELS);
  if (!changes.length) return id;
  await tx.run(sql`
    UPDATE assets SET description = ${v.description}, cost_center_id = ${v.cost_center_id}, location = ${v.location}, custodian_id = ${v.custodian_id},
                      serial_no = ${v.serial_no}, updated_by = ${actor.userId}, updated_at = ${actor.at}::timestamptz
    WHERE asset_id = ${id}`);
  await recordRevision(tx, { entity: 'assets', entityId: id, action: 'updated', userId: actor.userId, at: actor.at, module: MODULE, reference: before.asset_no, changes });
  return id;
}

/**
 * Disposal on a date: the asset leaves the books at cost with the depreciation
 * posted to date; proceeds against the book value give the gain or the loss.
 */
async function disposeAsset(tx: Db, id: number, v: BodyOut<typeof assetDisposeEp>, actor: Actor): Promise<number | null> {
  const a = await tx.one<{ asset_no: string; description: string; status: string; acquisition_date: string; cost: string; accumulated: string; last_period: string | null; asset_account: string; accumulated_account: string }>(sql`
    SELECT a.asset_no, a.description, a.status, a.acquisition_date::text, a.cost::text,
           COALESCE((SELECT SUM(amount) FROM depreciation_lines d WHERE d.asset_id = a.asset_id), 0)::numeric(16,2)::text AS accumulated,
           (SELECT to_char(MAX(period), 'YYYY-MM') FROM depreciation_lines d WHERE d.asset_id = a.asset_id) AS last_period,
           c.asset_account, c.accumulated_account
    FROM assets a JOIN asset_categories c ON c.category_code = a.category_code WHERE a.asset_id = ${id} FOR UPDATE OF a`);
  if (!a) return null;
  if (a.status !== 'active') refuseOn('disposal_date', M.alreadyDisposed);
  if (v.disposal_date < a.acquisition_date) refuseOn('disposal_date', M.disposalBeforeAcquisition);
  if (a.last_period && v.disposal_date.slice(0, 7) <= a.last_period) refuseOn('disposal_date', M.disposalBeforeDepreciation(a.last_period));
  await checkPostable(tx, { proceeds_account: Number(v.proceeds) > 0 ? v.proceeds_account : null });
  const fig = await tx.one<{ nbv: string; gain: string; loss: string; result: string }>(sql`
    SELECT (${a.cost}::numeric - ${a.accumulated}::numeric)::text AS nbv,
           GREATEST(${v.proceeds}::numeric - (${a.cost}::numeric - ${a.accumulated}::numeric), 0)::numeric(16,2)::text AS gain,
           GREATEST((${a.cost}::numeric - ${a.accumulated}::numeric) - ${v.proceeds}::numeric, 0)::numeric(16,2)::text AS loss,
           (${v.proceeds}::numeric - (${a.cost}::numeric - ${a.accumulated}::numeric))::numeric(16,2)::text AS result`);
  const posted = await postEntry(tx, {
    date: v.disposal_date,
    module: 'FA',
    reference: a.asset_no,
    particulars: `Disposal of ${a.asset_no} ${a.description}`,
    remarks: v.remarks,
    lines: [
      { account: a.accumulated_account, debit: a.accumulated, credit: '0' },
      { account: v.proceeds_account ?? '', debit: v.proceeds, credit: '0' },
      { account: LOSS_ON_DISPOSAL_ACCOUNT, debit: fig!.loss, credit: '0' },
      { account: a.asset_account, debit: '0', credit: a.cost },
      { account: GAIN_ON_DISPOSAL_ACCOUNT, debit: '0', credit: fig!.gain },
    ],
  });
  await tx.run(sql`
    UPDATE assets SET status = 'disposed', disposal_date = ${v.disposal_date}::date, disposal_proceeds = ${v.proceeds}::numeric,
                      proceeds_account = ${Number(v.proceeds) > 0 ? v.proceeds_account : null}, disposal_gain = ${fig!.result}::numeric,
                      disposal_je_id = ${posted.je_id}, updated_by = ${actor.userId}, updated_at = ${actor.at}::timestamptz
    WHERE asset_id = ${id}`);
  await recordRevision(tx, {
    entity: 'assets',
    entityId: id,
    action: 'disposed',
    userId: actor.userId,
    at: actor.at,
    module: MODULE,
    reference: a.asset_no,
    remarks: v.remarks,
    changes: [
      { field: 'status', label: 'Status', old: 'active', new: 'disposed', old_text: 'Active', new_text: 'Disposed' },
      { field: 'disposal_proceeds', label: 'Proceeds', old: null, new: v.proceeds },
      { field: 'disposal_gain', label: 'Gain (Loss) on Disposal', old: null, new: fig!.result },
    ],
  });
  return id;
}

async function options(db: Db): Promise<AssetOptions> {
  const opts = (q: ReturnType<typeof sql>) => db.rows<{ value: string | number; label: string }>(q);
  const accounts = (where: ReturnType<typeof sql>) =>
    opts(sql`SELECT account_code AS value, account_code || ' - ' || account_name AS label FROM accounts
             WHERE NOT is_header AND active AND deleted_at IS NULL AND (${where}) ORDER BY account_code`);
  const [categories, cost_centers, custodians, suppliers, credit_accounts, proceeds_accounts, prepaid_accounts, expense_accounts] = await Promise.all([
    db.rows<AssetOptions['categories'][number]>(sql`SELECT * FROM asset_categories ORDER BY category_name`),
    opts(sql`SELECT cost_center_id AS value, cost_center_code || ' - ' || cost_center_name AS label FROM cost_centers WHERE active ORDER BY cost_center_code`),
    opts(sql`SELECT employee_id AS value, last_name || ', ' || first_name || ' (' || employee_no || ')' AS label FROM employees WHERE active ORDER BY last_name, first_name`),
    opts(sql`SELECT vendor_id AS value, company_name || ' (' || vendor_code || ')' AS label FROM suppliers WHERE active ORDER BY company_name`),
    accounts(sql`account_line_item IN ('Cash in Bank', 'Non-Trade Payables', 'Petty Cash Fund') OR account_sub_group = 'Accrued Expenses'`),
    accounts(sql`account_line_item IN ('Cash in Bank', 'Cash on Hand', 'Non-Trade Receivables')`),
    accounts(sql`account_line_item IN ('Prepayments', 'Prepaid Taxes')`),
    accounts(sql`account_type = 'Expenses'`),
  ]);
  return { categories, cost_centers, custodians, suppliers, credit_accounts, proceeds_accounts, prepaid_accounts, expense_accounts };
}

const SORT: SortMap<typeof assetColumns> = {
  asset_no: sql`a.asset_no`,
  description: sql`lower(a.description)`,
  category_name: sql`c.category_name`,
  acquisition_date: sql`a.acquisition_date`,
  cost: sql`a.cost`,
  status: sql`a.status`,
};

export const registerRoutes = [
  route(assetOptionsEp, {
    scopes: [...READ, 'manage_allocated_expenses', 'create_purchase_order'],
    summary: 'Asset categories, cost centers, custodians, suppliers and the accounts the asset forms offer',
    handler: async ({ deps, ok }) => ok(await options(deps.db)),
  }),
  route(assetListEp, {
    scopes: [...READ],
    summary: 'The asset register: search, filter by status and category, sort and page',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<never, typeof query.order_by>(deps.db, {
        select: ASSET_SELECT,
        from: ASSET_FROM,
        where: [query.status && sql`a.status = ${query.status}`, query.category_code && sql`a.category_code = ${query.category_code}`],
        search: { text: query.search, in: [sql`a.asset_no`, sql`a.description`, sql`a.serial_no`, sql`a.location`] },
        sort: SORT,
        tiebreak: sql`a.asset_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
  route(assetShowEp, {
    scopes: [...READ],
    summary: 'An asset with its depreciation schedule by month',
    handler: async ({ params, deps, ok }) => {
      const a = await assetDetail(deps.db, params.asset_id);
      return a ? ok(a) : notFound(M.notFound);
    },
  }),
  route(assetCreateEp, {
    scopes: ['manage_assets'],
    summary: 'Registers and capitalizes an asset (Dr asset, Cr the credit account)',
    handler: async ({ body, deps, user }) =>
      writeThenShow(deps.db, Codes.CREATED, (tx) => insertAsset(tx, { ...body, salvage_value: body.salvage_value }, actorOf(user, deps.clock.now()))),
  }),
  route(assetUpdateEp, {
    scopes: ['manage_assets'],
    summary: "Changes an asset's description, cost center, location, custodian or serial number",
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => updateAsset(tx, params.asset_id, body, actorOf(user, deps.clock.now()))),
  }),
  route(assetDisposeEp, {
    scopes: ['manage_assets'],
    summary: 'Disposes of an asset, posting the gain or loss',
    handler: async ({ params, body, deps, user }) => writeThenShow(deps.db, Codes.UPDATED, (tx) => disposeAsset(tx, params.asset_id, body, actorOf(user, deps.clock.now()))),
  }),
];
