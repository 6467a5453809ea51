import type { ColDef } from 'ag-grid-community';
import type { GeneralLedgerRow } from '../../../contract/finance';
import { moneyColumn } from '../../components/grid/moneyColumn';

export const ledgerColumns: ColDef<GeneralLedgerRow>[] = [
  { field: 'journal_entry', headerName: 'Journal Entry', width: 150, sortable: false },
  { field: 'transaction_date', headerName: 'Date', width: 120 },
  { field: 'account_code', headerName: 'Account Code', width: 120, sortable: false },
  { field: 'account_name', headerName: 'Account Name', width: 200, sortable: false },
  moneyColumn('debit', 'Debit', { sortable: false }),
  moneyColumn('credit', 'Credit', { sortable: false }),
  moneyColumn('running_balance', 'Running Balance', { sortable: false }),
  { field: 'module', headerName: 'Module', width: 100, sortable: false },
  { field: 'reference', headerName: 'Reference', width: 140, sortable: false },
  { field: 'payee', headerName: 'Payee', width: 200, sortable: false },
  { field: 'md', headerName: 'MD', width: 100, sortable: false },
  { field: 'particulars', headerName: 'Particulars', width: 240, sortable: false },
  { field: 'remarks', headerName: 'Remarks', width: 160, sortable: false },
  { field: 'details', headerName: 'Details', width: 160, sortable: false },
  { field: 'program', headerName: 'Program', width: 120, sortable: false },
  { field: 'cost_center', headerName: 'Cost Center', width: 140, sortable: false },
  { field: 'bank_date', headerName: 'Bank Date', width: 120, sortable: false },
  { field: 'accounting_code', headerName: 'Accounting Code', width: 140, sortable: false },
];
