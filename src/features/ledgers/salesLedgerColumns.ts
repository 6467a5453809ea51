import type { ColDef } from 'ag-grid-community';
import type { ReceivableRow, SalesJournalRow } from '../../../contract/salesLedgers';
import { moneyColumn } from '../../components/grid/moneyColumn';

/** Grid columns of the sales-side sub-ledgers. Sortable columns are the ones the contract whitelists. */

export const salesJournalColumns: ColDef<SalesJournalRow>[] = [
  { field: 'transaction_date', headerName: 'Date', width: 120 },
  { field: 'received_date', headerName: 'Received Date', width: 130 },
  { field: 'reference', headerName: 'Reference', width: 140, sortable: false },
  { field: 'si_number', headerName: 'SI Number', width: 140 },
  { field: 'digital_si', headerName: 'Digital SI', width: 140, sortable: false },
  { field: 'transaction_type', headerName: 'Transaction Type', width: 160 },
  { field: 'customer_code', headerName: 'Customer Code', width: 130, sortable: false },
  { field: 'customer_name', headerName: 'Customer Name', width: 240 },
  moneyColumn('gross', 'Gross'),
  moneyColumn('net', 'Net'),
  moneyColumn('sales_debit', 'Sales Debit'),
  moneyColumn('sales_credit', 'Sales Credit'),
  moneyColumn('balance', 'Balance', { sortable: false }),
];

// The running balance reads in date order only: every other column stays unsorted.
export const receivableColumns: ColDef<ReceivableRow>[] = [
  { field: 'transaction_date', headerName: 'Date', width: 120 },
  { field: 'transaction', headerName: 'Transaction', width: 120, sortable: false },
  { field: 'reference', headerName: 'Reference', width: 140, sortable: false },
  { field: 'customer_code', headerName: 'Customer Code', width: 130, sortable: false },
  { field: 'customer_name', headerName: 'Customer Name', width: 240, sortable: false },
  { field: 'new_particulars', headerName: 'Particulars', width: 260, sortable: false },
  moneyColumn('receivable_debit', 'Debit', { sortable: false }),
  moneyColumn('receivable_credit', 'Credit', { sortable: false }),
  moneyColumn('balance', 'Invoice Balance', { sortable: false }),
  moneyColumn('running_balance', 'Running Balance', { sortable: false }),
  { field: 'printed_si_number', headerName: 'Printed SI Number', width: 150, sortable: false },
  { field: 'digital_si_number', headerName: 'Digital SI Number', width: 150, sortable: false },
  { field: 'dr_number', headerName: 'DR Number', width: 140, sortable: false },
];
