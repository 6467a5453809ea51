import { CREDIT_DESK_MESSAGES as M, POSTING_KINDS, SOA_TABS, soaEp, soaExportEp, type SoaLine } from '../../contract/creditDesk';
import { exportToXlsx } from '../export';
import type { ExportColumn } from '../export/xlsxWriter';
import { invalid, notFound } from '../http/answer';
import { route } from '../kit';
import { runningBalanceRows } from '../kit/report';
import { allLines, statementOf } from './soa';

/** Statement of Account: the screen's statement (lines capped) and its XLSX (every line). */
const refusal = (message: string) => (message === M.customerNotFound ? notFound(message) : invalid([message], { by: [message] }));

const EXPORT_COLUMNS: ExportColumn<SoaLine>[] = [
  { header: 'Date', key: 'transaction_date', kind: 'date', width: 12 },
  { header: 'Customer Code', key: 'customer_code', kind: 'text', width: 16 },
  { header: 'Customer Name', key: 'customer_name', kind: 'text', width: 32 },
  { header: 'Transaction', key: 'transaction', kind: 'text', width: 16 },
  { header: 'Reference', key: 'reference', kind: 'text', width: 18 },
  { header: 'SI No.', key: 'si_number', kind: 'text', width: 16 },
  { header: 'Particulars', key: 'particulars', kind: 'text', width: 40 },
  { header: 'Debit', key: 'debit', kind: 'money', width: 16 },
  { header: 'Credit', key: 'credit', kind: 'money', width: 16 },
  { header: 'Balance', key: 'balance', kind: 'money', width: 16 },
];

export const soaRoutes = [
  route(soaEp, {
    scopes: ['view_statement_of_account'],
    summary: "Statement of account of a customer (or a main office with its branches) over a period: opening, lines with running balance, closing and its aging",
    handler: async ({ body, deps, ok }) => {
      const made = await statementOf(deps.db, body);
      return typeof made === 'string' ? refusal(made) : ok(made.soa);
    },
  }),
  route(soaExportEp, {
    scopes: ['view_statement_of_account'],
    summary: 'Statement of account of the period with every line, as XLSX',
    handler: async (ctx) => {
      const { body, deps } = ctx;
      const made = await statementOf(deps.db, body, 1);
      if (typeof made === 'string') return refusal(made);
      const { soa, ids } = made;
      const kinds = async function* () {
        for await (const batch of allLines(deps.db, ids, soa.date_from, soa.date_to, soa.opening)) {
          yield batch.map((l) => ({ ...l, transaction: POSTING_KINDS[l.transaction] ?? l.transaction }));
        }
      };
      return exportToXlsx(ctx, {
        title: 'Statement of Account',
        fileName: ['statement_of_account', soa.customer.customer_code, body.by, soa.date_from, soa.date_to],
        filters: [
          { label: 'Customer', value: `${soa.customer.customer_code} ${soa.customer.customer_name}` },
          { label: 'Statement', value: SOA_TABS[soa.by] },
          { label: 'Period', value: `${soa.date_from} to ${soa.date_to}` },
          { label: 'Opening Balance', value: soa.opening },
          { label: 'Closing Balance', value: soa.closing },
          { label: 'Past Due on Closing', value: `1-30: ${soa.aging.days_30}; 31-60: ${soa.aging.days_60}; 61-90: ${soa.aging.days_90}; over 90: ${soa.aging.over_90_days}` },
        ],
        columns: EXPORT_COLUMNS,
        batches: kinds(),
        sum: ['debit', 'credit'],
        ...runningBalanceRows(EXPORT_COLUMNS, { from: soa.date_from, to: soa.date_to, opening: soa.opening, closing: soa.closing }, { balance: 'balance' }),
      });
    },
  }),
];
