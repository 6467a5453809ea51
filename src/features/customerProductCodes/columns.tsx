import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { customerProductCodeColumns, type CustomerProductCodeRow, type EditableField } from '../../../contract/customerProductCodes';
import { colDefsOf, type KitColumnContext } from '../../components/grid/columnDefs';
import { editableCell } from '../../components/grid/editableCell';

type Row = CustomerProductCodeRow;
export type CellSave = (row: Row | undefined, field: EditableField, value: string, undo: () => void) => Promise<void>;

/** An editable code: an emptied cell holds null, as the server stores it. */
const editable = (field: EditableField, onSave: CellSave): Partial<ColDef<Row>> => ({
  ...editableCell<Row>(field, (row, typed, undo) => onSave(row, field, typed, undo), { blankAs: null }),
  cellClass: 'cpc-editable',
});

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
