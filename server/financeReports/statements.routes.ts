import {
  balanceSheetEp,
  balanceSheetExportEp,
  tbMonthlyEp,
  tbMonthlyExportEp,
  tbV2Ep,
  tbV2ExportEp,
  type BalanceSheetRow,
  type TbV2Row,
} from '../../contract/financeReports';
import { exportToXlsx, oneBatch, type ExportColumn } from '../export';
import { route } from '../kit';
import { balanceSheet, previousYearEnd } from './balanceSheet';
import { trialBalanceMonthly, trialBalanceV2 } from './trialBalanceV2';

/*
 * The balance sheet and the trial balance v2 (statement-shaped answers, not
 * paged lists): each is one read and its XLSX, written by the server from
 * the same figures.
 */

const LEVEL_INDENT: Record<BalanceSheetRow['level'], number> = { type: 0, group: 1, subgroup: 2, line_item: 3, account: 4, computed: 4 };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type BsLine = { name: string; code: string; current: string; previous: string; variance: string };
type TbLine = Omit<TbV2Row, 'account_type'> & { account_type: string };

export const statementRoutes = [
  route(balanceSheetEp, {
    scopes: ['view_financial_statements'],
    reads: 'replica',
    summary: 'Balance sheet as of a date beside a comparative date, by the chart of accounts',
    handler: async ({ body, deps, ok }) => ok(await balanceSheet(deps.read, body.as_of, body.compare_to || previousYearEnd(body.as_of))),
  }),
  route(balanceSheetExportEp, {
    scopes: ['view_financial_statements'],
    reads: 'replica',
    summary: 'Balance sheet as XLSX',
    handler: async (ctx) => {
      const compareTo = ctx.body.compare_to || previousYearEnd(ctx.body.as_of);
      const bs = await balanceSheet(ctx.deps.read, ctx.body.as_of, compareTo);
      const line = (name: string, p: { current: string; previous: string }): BsLine => ({ name, code: '', current: p.current, previous: p.previous, variance: '' });
      const rows: BsLine[] = [
        ...bs.rows.map((r) => ({ name: `${'  '.repeat(LEVEL_INDENT[r.level])}${r.name}`, code: r.account_code ?? '', current: r.current, previous: r.previous, variance: r.variance })),
        line('Total Assets', bs.totals.assets),
        line('Total Liabilities', bs.totals.liabilities),
        line('Total Equity', bs.totals.equity),
        line('Total Liabilities and Equity', bs.totals.liabilities_and_equity),
        line('Difference', bs.totals.difference),
      ];
      const columns: ExportColumn<BsLine>[] = [
        { header: 'Account', key: 'name', kind: 'text', width: 50 },
        { header: 'Account Code', key: 'code', kind: 'text', width: 14 },
        { header: `As of ${bs.as_of}`, key: 'current', kind: 'money', width: 18 },
        { header: `As of ${bs.compare_to}`, key: 'previous', kind: 'money', width: 18 },
        { header: 'Increase (Decrease)', key: 'variance', kind: 'money', width: 18 },
      ];
      return exportToXlsx(ctx, {
        title: 'Balance Sheet',
        fileName: ['balance_sheet', bs.as_of, bs.compare_to],
        filters: [
          { label: 'As of', value: bs.as_of },
          { label: 'Compared with', value: bs.compare_to },
        ],
        columns,
        batches: oneBatch(rows),
      });
    },
  }),
  route(tbV2Ep, {
    scopes: ['get_trial_balance'],
    reads: 'replica',
    summary: 'Trial balance: opening, period debits and credits, closing per account or per line item, with totals',
    handler: async ({ body, deps, ok }) => ok(await trialBalanceV2(deps.read, body.date_from, body.date_to, body.view)),
  }),
  route(tbV2ExportEp, {
    scopes: ['export_trial_balance'],
    reads: 'replica',
    summary: 'Trial balance (opening, debits, credits, closing) as XLSX',
    handler: async (ctx) => {
      const { date_from, date_to, view } = ctx.body;
      const tb = await trialBalanceV2(ctx.deps.read, date_from, date_to, view);
      const total: TbLine = { code: '', name: 'Total', account_type: '', account_group: '', account_sub_group: '', account_line_item: '', ...tb.totals };
      const columns: ExportColumn<TbLine>[] = [
        ...(view === 'accounts' ? [{ header: 'Account Code', key: 'code', kind: 'text', width: 14 } as const, { header: 'Account Name', key: 'name', kind: 'text', width: 36 } as const] : []),
        { header: 'Opening Balance', key: 'opening', kind: 'money', width: 18 },
        { header: 'Debit', key: 'debit', kind: 'money', width: 18 },
        { header: 'Credit', key: 'credit', kind: 'money', width: 18 },
        { header: 'Closing Balance', key: 'closing', kind: 'money', width: 18 },
        { header: 'Type', key: 'account_type', kind: 'text', width: 14 },
        { header: 'Group', key: 'account_group', kind: 'text', width: 24 },
        { header: 'Sub Group', key: 'account_sub_group', kind: 'text', width: 28 },
        { header: 'Line Item', key: 'account_line_item', kind: 'text', width: 28 },
      ];
      return exportToXlsx(ctx, {
        title: view === 'accounts' ? 'Trial Balance' : 'Simplified Trial Balance',
        fileName: [view === 'accounts' ? 'trial_balance' : 'simplified_trial_balance', date_from, date_to],
        filters: [
          { label: 'Date From', value: date_from },
          { label: 'Date To', value: date_to },
        ],
        columns,
        batches: oneBatch([...tb.rows, total]),
      });
    },
  }),
  route(tbMonthlyEp, {
    scopes: ['get_trial_balance'],
    reads: 'replica',
    summary: 'Trial balance of a year in monthly columns: opening, each month, closing',
    handler: async ({ body, deps, ok }) => ok(await trialBalanceMonthly(deps.read, body.year, body.view)),
  }),
  route(tbMonthlyExportEp, {
    scopes: ['export_trial_balance'],
    reads: 'replica',
    summary: 'Trial balance of a year in monthly columns as XLSX',
    handler: async (ctx) => {
      const tb = await trialBalanceMonthly(ctx.deps.read, ctx.body.year, ctx.body.view);
      type Line = Record<string, string>;
      const flat = (code: string, name: string, r: { opening: string; months: string[]; closing: string }): Line => ({
        code,
        name,
        opening: r.opening,
        ...Object.fromEntries(r.months.map((m, i) => [`m${i + 1}`, m])),
        closing: r.closing,
      });
      const columns: ExportColumn<Line>[] = [
        { header: 'Code', key: 'code', kind: 'text', width: 14 },
        { header: 'Name', key: 'name', kind: 'text', width: 36 },
        { header: `Opening ${tb.year}-01-01`, key: 'opening', kind: 'money', width: 18 },
        ...MONTHS.map((m, i) => ({ header: m, key: `m${i + 1}`, kind: 'money' as const, width: 16 })),
        { header: `Closing ${tb.year}-12-31`, key: 'closing', kind: 'money', width: 18 },
      ];
      return exportToXlsx(ctx, {
        title: 'Trial Balance by Month',
        fileName: ['trial_balance_monthly', String(tb.year)],
        filters: [{ label: 'Year', value: String(tb.year) }],
        columns,
        batches: oneBatch([...tb.rows.map((r) => flat(r.code, r.name, r)), flat('', 'Total', tb.totals)]),
      });
    },
  }),
];
