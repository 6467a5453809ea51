import type { ColDef, ICellRendererParams, ValueSetterParams } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { customerProductCodeColumns, type CustomerProductCodeRow, type EditableField } from '../../../contract/customerProductCodes';
import { colDefsOf, type KitColumnContext } from '../../components/grid/columnDefs';

type Row = CustomerProductCodeRow;
export type CellSave = (row: Row | undefined, field: EditableField, value: string, undo: () => void) => Promise<void>;

/**
 * An editable column: the grid shows the typed value at once and the save
 * runs; a save that does not happen puts the old value back. The rows are the
 * screen's own copies (see ProductMaintenancePage), never the cache's.
 */
function editable(field: EditableField, onSave: CellSave): Partial<ColDef<Row>> {
  return {
    editable: true,
    cellClass: 'cpc-editable',
    valueSetter: (p: ValueSetterParams<Row>) => {
      const typed = String(p.newValue ?? '').trim();
      if (typed === String(p.oldValue ?? '')) return false;
      const row = p.data as Record<EditableField, string | null> | undefined;
      if (row) row[field] = typed || null;
      void onSave(p.data, field, typed, () => {
        if (row) row[field] = p.oldValue as string | null;
        p.api.refreshCells({ rowNodes: [p.node!], columns: [p.column], force: true });
      });
      return true;
    },
  };
}

/** The Details cell: a link the grid follows on click or Enter (ServerGrid), opening Form Details for the row. */
function detailsColumn(linkOf: (row: Row) => string): ColDef<Row> {
  return {
    colId: 'details',
    headerName: 'Details',
    sortable: false,
    width: 100,
    context: { link: linkOf } satisfies KitColumnContext<Row>,
    cellRenderer: (p: ICellRendererParams<Row>) =>
      p.data ? (
        <Link to={linkOf(p.data)} tabIndex={-1} aria-label={`Details of ${p.data.customer_code} ${p.data.product_code}`}>
          Edit
        </Link>
      ) : null,
  };
}

/** The spec's six columns; with the update scope the two codes are editable and each row opens Form Details. */
export function productCodeColDefs(opts: { canEdit: boolean; onSave: CellSave; detailsLink: (row: Row) => string }): ColDef<Row>[] {
  if (!opts.canEdit) return colDefsOf<Row>(customerProductCodeColumns);
  return [
    ...colDefsOf<Row>(customerProductCodeColumns, {
      smpp_product_code: editable('smpp_product_code', opts.onSave),
      template_product_name: editable('template_product_name', opts.onSave),
    }),
    detailsColumn(opts.detailsLink),
  ];
}
