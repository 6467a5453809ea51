import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { customerDiscountColumns, DISCOUNT_FIELDS, type CustomerDiscountRow, type DiscountField } from '../../../../../../contract/customerDeals';
import { colDefsOf, type KitColumnContext } from '../../../../../components/grid/columnDefs';
import { editableCell } from '../../../../../components/grid/editableCell';
import type { DiscountSave } from './useDiscountSave';

type Row = CustomerDiscountRow;

const percentCell: Partial<ColDef<Row>> = { type: 'rightAligned', valueFormatter: (p) => (p.value === null || p.value === undefined ? '' : `${String(p.value)}%`) };

/** An editable value, saved with its row. */
const editable = (field: DiscountField, onSave: DiscountSave): Partial<ColDef<Row>> => editableCell<Row>(field, (row, _typed, undo) => onSave(row, undo));

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
