import type { ColDef } from 'ag-grid-community';
import { PRODUCT_LEDGER_MODULE_NAMES, type ProductLedgerModule, type ProductLedgerRow } from '../../../contract/inventoryLedgers';
import { moneyColumn } from '../../components/grid/moneyColumn';

const count = new Intl.NumberFormat('en-PH');
type Triplet = 'purchases' | 'sold' | 'inventory_transfer' | 'adjustment' | 'overall_balance' | 'beg_end';
const TRIPLET_NAMES: Record<Triplet, string> = {
  purchases: 'Purchases',
  sold: 'Sold',
  inventory_transfer: 'Inventory Transfer',
  adjustment: 'Adjustment',
  overall_balance: 'Overall Balance',
  beg_end: 'Beg/End',
};

/** Unit, cost and total of one triplet; none of them sort (the server keeps module or date order). */
function triplet(name: Triplet): ColDef<ProductLedgerRow>[] {
  const label = TRIPLET_NAMES[name];
  return [
    {
      field: `${name}_unit` as keyof ProductLedgerRow,
      headerName: `${label} Unit`,
      type: 'rightAligned',
      width: 130,
      sortable: false,
      valueFormatter: (p) => (p.value == null ? '' : count.format(Number(p.value))),
    },
    moneyColumn(`${name}_cost`, `${label} Cost`, { sortable: false, width: 140 }),
    moneyColumn(`${name}_total`, `${label} Total`, { sortable: false, width: 150 }),
  ];
}

const pending = (status: number | undefined) => (status === 0 ? 'Pending' : 'Posted');

/** Summary: the module name is a button opening the batch modal. */
export function productLedgerSummaryColumns(onOpen: (module: ProductLedgerModule) => void): ColDef<ProductLedgerRow>[] {
  return [
    {
      field: 'particulars',
      headerName: 'Module',
      width: 160,
      sortable: false,
      pinned: 'left',
      cellRenderer: (p: { data?: ProductLedgerRow }) =>
        p.data ? (
          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onOpen(p.data!.module)}>
            {p.data.particulars}
          </button>
        ) : null,
    },
    ...triplet('beg_end'),
    ...triplet('purchases'),
    ...triplet('sold'),
    ...triplet('inventory_transfer'),
    ...triplet('adjustment'),
    ...triplet('overall_balance'),
    { field: 'status', headerName: 'Status', width: 110, sortable: false, valueFormatter: (p) => pending(p.value as number) },
  ];
}

/** The modal's triplet per module (spec 000 §4): Beg/Ending only beg/end; RR purchases; SO sold; IA adjustment; IT transfer. */
const MODULE_TRIPLET: Record<ProductLedgerModule, Triplet> = {
  BEG: 'beg_end',
  END: 'beg_end',
  RR: 'purchases',
  SO: 'sold',
  IT: 'inventory_transfer',
  IA: 'adjustment',
};

export function productBatchColumns(module: ProductLedgerModule, onDetail: (row: ProductLedgerRow) => void): ColDef<ProductLedgerRow>[] {
  const balances = module === 'BEG' || module === 'END';
  return [
    { field: 'transaction_date', headerName: 'Date', width: 120 },
    { field: 'batch_no', headerName: 'Batch No.', width: 150, sortable: false },
    ...(balances
      ? []
      : [
          { field: 'references', headerName: 'Reference', width: 140, sortable: false } as ColDef<ProductLedgerRow>,
          { field: 'source', headerName: 'Source', width: 100, sortable: false } as ColDef<ProductLedgerRow>,
        ]),
    ...triplet(MODULE_TRIPLET[module]),
    ...(balances ? [] : [...triplet('overall_balance'), { field: 'status', headerName: 'Status', width: 110, sortable: false, valueFormatter: (p) => pending(p.value as number) } as ColDef<ProductLedgerRow>]),
    {
      colId: 'details',
      headerName: '',
      width: 100,
      sortable: false,
      cellRenderer: (p: { data?: ProductLedgerRow }) =>
        p.data ? (
          <button type="button" className="btn btn-outline-secondary btn-sm py-0" onClick={() => onDetail(p.data!)} aria-label={`Details of ${p.data.references ?? p.data.batch_no ?? ''}`}>
            Details
          </button>
        ) : null,
    },
  ];
}

export const moduleTitle = (m: ProductLedgerModule) => PRODUCT_LEDGER_MODULE_NAMES[m];
