import { ModuleRegistry, TextEditorModule, type ColDef, type ICellRendererParams, type ValueSetterParams } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { customerDiscountColumns, DISCOUNT_FIELDS, type CustomerDiscountRow, type DiscountField } from '../../../../../../contract/customerDeals';
import { colDefsOf, type KitColumnContext } from '../../../../../components/grid/columnDefs';
import type { DiscountSave } from './useDiscountSave';

// The text cell editor of this grid's editable columns (the shared grid setup registers only what read-only grids use).
ModuleRegistry.registerModules([TextEditorModule]);

type Row = CustomerDiscountRow;

const percentCell: Partial<ColDef<Row>> = { type: 'rightAligned', valueFormatter: (p) => (p.value === null || p.value === undefined ? '' : `${String(p.value)}%`) };

/**
 * An editable value: the grid shows the typed value at once and the row is
 * saved; a save that does not happen puts the old value back. The rows are
 * the tab's own copies, never the cache's (frozen) rows.
 */
function editable(field: DiscountField, onSave: DiscountSave): Partial<ColDef<Row>> {
  return {
    editable: true,
    valueSetter: (p: ValueSetterParams<Row>) => {
      const typed = String(p.newValue ?? '').trim();
      if (typed === String(p.oldValue ?? '')) return false;
      const row = p.data as unknown as Record<DiscountField, unknown> | undefined;
      if (row) row[field] = typed;
      void onSave(p.data, () => {
        if (row) row[field] = p.oldValue;
        p.api.refreshCells({ rowNodes: [p.node!], columns: [p.column], force: true });
      });
      return true;
    },
  };
}

/** The Remove cell: a link the grid follows on click or Enter (ServerGrid); the tab asks before removing. */
function removeColumn(linkOf: (row: Row) => string): ColDef<Row> {
  return {
    colId: 'remove',
    headerName: 'Remove',
    sortable: false,
    width: 110,
    context: { link: linkOf } satisfies KitColumnContext<Row>,
    cellRenderer: (p: ICellRendererParams<Row>) =>
      p.data ? (
        <Link to={linkOf(p.data)} tabIndex={-1} className="text-danger" aria-label={`Remove ${p.data.product_name}`}>
          Remove
        </Link>
      ) : null,
  };
}

/**
 * The spec's columns (product name, SRP, quantity (MOQ), free goods, discount
 * %, rebate %) and the deal each row came from, linked to it; with the edit
 * scope the five values are editable and each row can be removed.
 */
export function discountColDefs(opts: { canEdit: boolean; onSave: DiscountSave; dealLink: (row: Row) => string | null; removeLink: (row: Row) => string }): ColDef<Row>[] {
  const values = Object.fromEntries(DISCOUNT_FIELDS.map((f) => [f, { ...(f === 'discount' || f === 'rebate' ? percentCell : {}), ...(opts.canEdit ? editable(f, opts.onSave) : {}) }]));
  const cols = colDefsOf<Row>(customerDiscountColumns, { ...values, batch_no: { link: opts.dealLink } });
  return opts.canEdit ? [...cols, removeColumn(opts.removeLink)] : cols;
}
