import { salesJournalReport, type SalesJournalRow } from '../../../contract/salesLedgers';
import { reportRoutes } from '../../kit';
import { customerFilter, dateFilters, transactionTypeFilter } from './filterLabels';
import { salesJournalBatches, salesJournalPage } from './salesJournal';

/** Sales Special Journal (spec 000 §2.10, §7): its page and its export, declared in the contract. */
export const salesJournalRoutes = reportRoutes<SalesJournalRow, typeof salesJournalReport>(salesJournalReport, {
  summary: {
    page: 'Sales special journal: invoices (sales credit) and returns (sales debit) with running net sales, paged',
    export: 'Sales special journal of the filters as XLSX',
  },
  page: (body, db) => salesJournalPage(db, body, body),
  export: {
    fileName: (body) => ['sales_special_journal', body.date_from, body.date_to],
    filters: async (body, db) => [await transactionTypeFilter(db, body.id), await customerFilter(db, body.customer_id), ...dateFilters(body.date_from, body.date_to)],
    batches: (body, db) => salesJournalBatches(db, body),
  },
});
