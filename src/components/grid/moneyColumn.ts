import type { ColDef } from 'ag-grid-community';
import { formatMoney } from '../../lib/money';

/** A right-aligned amount column over a decimal-string field. */
export function moneyColumn<Row>(field: string, headerName: string, extra: Partial<ColDef<Row>> = {}): ColDef<Row> {
  return {
    field: field as ColDef<Row>['field'],
    headerName,
    type: 'rightAligned',
    valueFormatter: (p) => formatMoney(p.value as string),
    width: 150,
    ...extra,
  };
}
