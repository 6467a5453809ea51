import { SALES_LEDGER_PATHS, salesJournalBody, salesJournalExportBody, type SalesJournalRow } from '../../../contract/salesLedgers';
import { exportToXlsx, type ExportColumn } from '../../export';
import { ok } from '../../http/answer';
import { defineRoute } from '../../http/routeRegistry';
import { customerFilter, dateFilters, transactionTypeFilter } from './filterLabels';
import { salesJournalBatches, salesJournalPage } from './salesJournal';

/** Sales Special Journal (spec 000 §2.10, §7). */
export const salesJournal = defineRoute({
  method: 'POST',
  url: SALES_LEDGER_PATHS.salesJournal,
  scopes: ['view_sales_special_journal_list'],
  summary: 'Sales special journal: invoices (sales credit) and returns (sales debit) with running net sales, paged',
  body: salesJournalBody,
  handler: async ({ body, deps }) => {
    const { rows, total } = await salesJournalPage(deps.db, body, body);
    return ok(rows, total);
  },
});

const COLUMNS: ExportColumn<SalesJournalRow>[] = [
  { header: 'Date', key: 'transaction_date', kind: 'date', width: 12 },
  { header: 'Received Date', key: 'received_date', kind: 'date', width: 14 },
  { header: 'Reference', key: 'reference', kind: 'text', width: 16 },
  { header: 'SI Number', key: 'si_number', kind: 'text', width: 16 },
  { header: 'Digital SI', key: 'digital_si', kind: 'text', width: 16 },
  { header: 'Transaction Type', key: 'transaction_type', kind: 'text', width: 20 },
  { header: 'Customer Code', key: 'customer_code', kind: 'text', width: 14 },
  { header: 'Customer Name', key: 'customer_name', kind: 'text', width: 32 },
  { header: 'Gross', key: 'gross', kind: 'money', width: 16 },
  { header: 'Net', key: 'net', kind: 'money', width: 16 },
  { header: 'Sales Debit', key: 'sales_debit', kind: 'money', width: 16 },
  { header: 'Sales Credit', key: 'sales_credit', kind: 'money', width: 16 },
  { header: 'Balance', key: 'balance', kind: 'money', width: 18 },
];

export const salesJournalExport = defineRoute({
  method: 'POST',
  url: SALES_LEDGER_PATHS.salesJournalExport,
  scopes: ['export_sales_special_journal_list'],
  summary: 'Sales special journal of the filters as XLSX',
  body: salesJournalExportBody,
  handler: async (ctx) => {
    const { body, deps } = ctx;
    return exportToXlsx(ctx, {
      title: 'Sales Special Journal',
      fileName: ['sales_special_journal', body.date_from, body.date_to],
      filters: [await transactionTypeFilter(deps.db, body.id), await customerFilter(deps.db, body.customer_id), ...dateFilters(body.date_from, body.date_to)],
      columns: COLUMNS,
      batches: salesJournalBatches(deps.db, body),
    });
  },
});
