import { vatableSalesReport, type VatableSalesRow } from '../../../contract/salesLedgers';
import { reportRoutes } from '../../kit';
import { customerFilter, customerStatusFilter, dateFilters } from './filterLabels';
import { vatableSalesBatches, vatableSalesPage } from './vatableSales';

/** Vatable Sales Ledger (spec 000 §2.14, §7): its page and its export, declared in the contract. */
export const vatableSalesRoutes = reportRoutes<VatableSalesRow, typeof vatableSalesReport>(vatableSalesReport, {
  summary: { page: 'Vatable sales ledger: sales invoices with their VAT breakdown, paged', export: 'Vatable sales ledger of the filters as XLSX' },
  page: (body, db) => vatableSalesPage(db, body, body),
  export: {
    fileName: (body) => ['vatable_sales_ledger', body.date_from, body.date_to],
    filters: async (body, db) => [await customerStatusFilter(db, body.reg_or_nonreg), await customerFilter(db, body.customer_id), ...dateFilters(body.date_from, body.date_to)],
    batches: (body, db) => vatableSalesBatches(db, body),
  },
});
