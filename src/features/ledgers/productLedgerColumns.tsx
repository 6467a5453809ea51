import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import {
  productBatchColumns,
  productLedgerColumns,
  type ProductLedgerModule,
  type ProductLedgerRow,
  type ProductLedgerTriplet,
} from '../../../contract/inventoryLedgers';
import { colDefsOf } from '../../components/grid/columnDefs';
import { Button } from 'react-bootstrap';

/*
 * The product ledger's grids from the declared columns (contract): the
 * summary's module opens its batches, the batch modal shows the columns of
 * its module and a row's details. The buttons are not tab stops: Enter on a
 * focused row opens it (the grids' onRowOpen).
 */

/** Summary: the module name is a button opening the batch modal. */
export function productLedgerSummaryColumns(onOpen: (module: ProductLedgerModule) => void): ColDef<ProductLedgerRow>[] {
  return colDefsOf(productLedgerColumns, {
    module: {
      pinned: 'left',
      cellRenderer: (p: ICellRendererParams<ProductLedgerRow>) =>
        p.data ? (
          <Button tabIndex={-1} variant="link" size="sm" className="p-0" onClick={() => onOpen(p.data!.module)}>
            {p.data.particulars}
          </Button>
        ) : null,
    },
  });
}

/** The modal's triplet per module (spec 000 §4): Beg/Ending only beg/end; RR purchases; SO sold; IA adjustment; IT transfer. */
const MODULE_TRIPLET: Record<ProductLedgerModule, ProductLedgerTriplet> = {
  BEG: 'beg_end',
  END: 'beg_end',
  RR: 'purchases',
  SO: 'sold',
  IT: 'inventory_transfer',
  IA: 'adjustment',
};

const tripletKeys = (t: ProductLedgerTriplet) => [`${t}_unit`, `${t}_cost`, `${t}_total`];

/** The batch modal's columns of a module: a movement's reference, source and balance after it; only the batches' balances for Beg/Ending. */
export function productBatchGridColumns(module: ProductLedgerModule, onDetail: (row: ProductLedgerRow) => void): ColDef<ProductLedgerRow>[] {
  const balances = module === 'BEG' || module === 'END';
  const shown = new Set<string>([
    'transaction_date',
    'batch_no',
    ...tripletKeys(MODULE_TRIPLET[module]),
    'id',
    ...(balances ? [] : ['references', 'source', ...tripletKeys('overall_balance'), 'status']),
  ]);
  return colDefsOf(
    productBatchColumns.filter((c) => shown.has(c.key)),
    {
      id: {
        cellRenderer: (p: ICellRendererParams<ProductLedgerRow>) =>
          p.data ? (
            <Button
              tabIndex={-1}
              variant="outline-secondary" size="sm" className="py-0"
              onClick={() => onDetail(p.data!)}
              aria-label={`Details of ${p.data.references ?? p.data.batch_no ?? ''}`}
            >
              Details
            </Button>
          ) : null,
      },
    },
  );
}
