import { SALES_LEDGER_PATHS, vatableSalesBody, vatableSalesExportBody, type VatableSalesRow } from '../../../contract/salesLedgers';
import { exportToXlsx, type ExportColumn } from '../../export';
import { ok } from '../../http/answer';
import { defineRoute } from '../../http/routeRegistry';
import { customerFilter, customerStatusFilter, dateFilters } from './filterLabels';
import { vatableSalesBatches, vatableSalesPage } from './vatableSales';

/** Vatable Sales Ledger (spec 000 §2.14, §7). */
export const vatableSales = defineRoute({
  method: 'POST',
  url: SALES_LEDGER_PATHS.vatableSales,
  scopes: ['view_vatable_sales_ledger_list'],
  summary: 'Vatable sales ledger: sales invoices with their VAT breakdown, paged',
  body: vatableSalesBody,
  handler: async ({ body, deps }) => {
    const { rows, total } = await vatableSalesPage(deps.db, body, body);
    return ok(rows, total);
  },
});

const COLUMNS: ExportColumn<VatableSalesRow>[] = [
  { header: 'SI Date', key: 'si_date', kind: 'date', width: 12 },
  { header: 'DR Number', key: 'dr_number', kind: 'text', width: 16 },
  { header: 'SI Number', key: 'si_number', kind: 'text', width: 16 },
  { header: 'Customer Name', key: 'customer_name', kind: 'text', width: 32 },
  { header: 'TIN', key: 'tin', kind: 'text', width: 18 },
  { header: 'Net Sales', key: 'net_sales', kind: 'money', width: 16 },
  { header: 'VAT Sales', key: 'vat_sales', kind: 'money', width: 16 },
  { header: 'Zero Rated Sales', key: 'rated_sales', kind: 'money', width: 16 },
  { header: 'VAT Exempt', key: 'vat_exempt', kind: 'money', width: 16 },
  { header: 'VAT Amount', key: 'vat_amount', kind: 'money', width: 16 },
  { header: 'Sales (Net of VAT)', key: 'sales', kind: 'money', width: 18 },
];

export const vatableSalesExport = defineRoute({
  method: 'POST',
  url: SALES_LEDGER_PATHS.vatableSalesExport,
  scopes: ['export_vatable_sales_ledger_list'],
  summary: 'Vatable sales ledger of the filters as XLSX',
  body: vatableSalesExportBody,
  handler: async (ctx) => {
    const { body, deps } = ctx;
    return exportToXlsx(ctx, {
      title: 'Vatable Sales Ledger',
      fileName: ['vatable_sales_ledger', body.date_from, body.date_to],
      filters: [await customerStatusFilter(deps.db, body.reg_or_nonreg), await customerFilter(deps.db, body.customer_id), ...dateFilters(body.date_from, body.date_to)],
      columns: COLUMNS,
      batches: vatableSalesBatches(deps.db, body),
    });
  },
});
