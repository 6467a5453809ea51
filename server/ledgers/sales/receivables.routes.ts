import { receivablesReport, type ReceivableRow } from '../../../contract/salesLedgers';
import { reportRoutes } from '../../kit';
import { customerFilter, dateFilters } from './filterLabels';
import { receivableBatches, receivableOpeningClosing, receivablePage } from './receivables';
import { runningBalanceRows, totalRow } from '../../kit/report';

/** Receivable Sub Ledger (spec 000 §2.11, §7): its page and its export, declared in the contract. */
export const receivablesRoutes = reportRoutes<ReceivableRow, typeof receivablesReport>(receivablesReport, {
  summary: {
    page: 'Receivable sub-ledger postings of a customer (or all), paged, with running balance',
    export: 'Receivable sub-ledger of the filters with running balance, as XLSX',
  },
  page: (body, db) => receivablePage(db, body, body),
  export: {
    fileName: (body) => ['receivable_sub_ledger', body.dr_si_number, body.date_from, body.date_to],
    filters: async (body, db) => [
      await customerFilter(db, body.customer_id),
      { label: 'DR/SI Number', value: body.dr_si_number || 'All' },
      ...dateFilters(body.date_from, body.date_to),
    ],
    batches: (body, db) => receivableBatches(db, body),
    // Where the balance runs (a customer or all, not one invoice): the opening row, the period totals, the closing row.
    balanceRows: async (body, db) => {
      const b = await receivableOpeningClosing(db, body);
      if (!b) return { before: [], after: (sums) => [totalRow(receivablesReport.columns, 'Total', sums)] };
      return runningBalanceRows(receivablesReport.columns, { from: body.date_from, to: body.date_to, ...b });
    },
  },
});
