import type { ColDef } from 'ag-grid-community';
import type { EwtSubledgerRow } from '../../../../contract/ewt';
import { moneyColumn } from '../../../components/grid/moneyColumn';

/**
 * Columns of the EWT Payable Report (spec 000 §2.20). The server keeps the
 * rows in set-up date order (a reversal right under its set-up), so only the
 * set-up date sorts.
 */
export const EWT_COLUMNS: ColDef<EwtSubledgerRow>[] = [
  { field: 'customer_code', headerName: 'Customer Code', width: 140, sortable: false },
  { field: 'name', headerName: 'Name', width: 240, sortable: false },
  { field: 'setup_date', headerName: 'Set-up Date', width: 130 },
  { field: 'setup_reference', headerName: 'Set-up Reference', width: 160, sortable: false },
  { field: 'transaction_date', headerName: 'Reversal Date', width: 130, sortable: false },
  { field: 'reversal_reference', headerName: 'Reversal Reference', width: 170, sortable: false },
  { field: 'particulars', headerName: 'Particulars', width: 320, sortable: false },
  moneyColumn<EwtSubledgerRow>('debit', 'Debit', { sortable: false }),
  moneyColumn<EwtSubledgerRow>('credit', 'Credit', { sortable: false }),
  moneyColumn<EwtSubledgerRow>('running_balance', 'Running Balance', { width: 170, sortable: false }),
];
