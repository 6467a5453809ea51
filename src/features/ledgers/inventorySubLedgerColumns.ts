import type { ColDef } from 'ag-grid-community';
import type { InventoryMovementRow } from '../../../contract/inventoryLedgers';
import { moneyColumn } from '../../components/grid/moneyColumn';

const qty = new Intl.NumberFormat('en-PH');
const quantityColumn = (field: 'quantity' | 'qty_balance', headerName: string): ColDef<InventoryMovementRow> => ({
  field,
  headerName,
  type: 'rightAligned',
  width: 120,
  sortable: false,
  valueFormatter: (p) => (p.value == null ? '' : qty.format(p.value as number)),
});

/** Movement table of an inventory sub-ledger card. Balances read in date order: only the date sorts. */
export const inventoryMovementColumns: ColDef<InventoryMovementRow>[] = [
  { field: 'transaction_date', headerName: 'Date', width: 120 },
  { field: 'batch_no', headerName: 'Batch No.', width: 140, sortable: false },
  { field: 'source_document', headerName: 'Source Document', width: 150, sortable: false },
  { field: 'module', headerName: 'Module', width: 100, sortable: false },
  { field: 'movement_type', headerName: 'Movement', width: 110, sortable: false },
  quantityColumn('quantity', 'Quantity'),
  quantityColumn('qty_balance', 'Qty Balance'),
  moneyColumn('cost_unit', 'Unit Cost', { sortable: false, width: 120 }),
  moneyColumn('diluted_cost', 'Diluted Cost', { sortable: false, width: 120 }),
  moneyColumn('amount', 'Amount', { sortable: false }),
  moneyColumn('amount_balance', 'Amount Balance', { sortable: false }),
  { field: 'supplier_name', headerName: 'Supplier', width: 220, sortable: false },
  { field: 'floor', headerName: 'Floor', width: 140, sortable: false },
  { field: 'pallet_code', headerName: 'Pallet', width: 110, sortable: false },
  { field: 'particulars', headerName: 'Particulars', width: 240, sortable: false },
  { field: 'remarks', headerName: 'Remarks', width: 180, sortable: false },
  { field: 'created_at', headerName: 'Created At', width: 170, sortable: false },
];
