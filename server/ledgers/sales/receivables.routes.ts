import { receivablesBody, receivablesExportBody, SALES_LEDGER_PATHS, type ReceivableRow } from '../../../contract/salesLedgers';
import { exportToXlsx, type ExportColumn } from '../../export';
import { ok } from '../../http/answer';
import { defineRoute } from '../../http/routeRegistry';
import { customerFilter, dateFilters } from './filterLabels';
import { receivableBatches, receivablePage } from './receivables';

/** Receivable Sub Ledger (spec 000 §2.11, §7). */
export const receivables = defineRoute({
  method: 'POST',
  url: SALES_LEDGER_PATHS.receivables,
  scopes: ['view_receivable_sub_ledger_list'],
  summary: 'Receivable sub-ledger postings of a customer (or all), paged, with running balance',
  body: receivablesBody,
  handler: async ({ body, deps }) => {
    const { rows, total } = await receivablePage(deps.db, body, body);
    return ok(rows, total);
  },
});

const COLUMNS: ExportColumn<ReceivableRow>[] = [
  { header: 'Date', key: 'transaction_date', kind: 'date', width: 12 },
  { header: 'Transaction', key: 'transaction', kind: 'text', width: 12 },
  { header: 'Reference', key: 'reference', kind: 'text', width: 16 },
  { header: 'Customer Code', key: 'customer_code', kind: 'text', width: 14 },
  { header: 'Customer Name', key: 'customer_name', kind: 'text', width: 32 },
  { header: 'Particulars', key: 'new_particulars', kind: 'text', width: 34 },
  { header: 'Debit', key: 'receivable_debit', kind: 'money', width: 16 },
  { header: 'Credit', key: 'receivable_credit', kind: 'money', width: 16 },
  { header: 'Invoice Balance', key: 'balance', kind: 'money', width: 18 },
  { header: 'Running Balance', key: 'running_balance', kind: 'money', width: 18 },
  { header: 'Printed SI Number', key: 'printed_si_number', kind: 'text', width: 18 },
  { header: 'Digital SI Number', key: 'digital_si_number', kind: 'text', width: 18 },
  { header: 'DR Number', key: 'dr_number', kind: 'text', width: 16 },
];

export const receivablesExport = defineRoute({
  method: 'POST',
  url: SALES_LEDGER_PATHS.receivablesExport,
  scopes: ['export_receivable_sub_ledger_list'],
  summary: 'Receivable sub-ledger of the filters with running balance, as XLSX',
  body: receivablesExportBody,
  handler: async (ctx) => {
    const { body, deps } = ctx;
    return exportToXlsx(ctx, {
      title: 'Receivable Sub Ledger',
      fileName: ['receivable_sub_ledger', body.dr_si_number, body.date_from, body.date_to],
      filters: [
        await customerFilter(deps.db, body.customer_id),
        { label: 'DR/SI Number', value: body.dr_si_number || 'All' },
        ...dateFilters(body.date_from, body.date_to),
      ],
      columns: COLUMNS,
      batches: receivableBatches(deps.db, body),
    });
  },
});
