import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { YtdSalesRow } from '../../../contract/inventoryLedgers';
import { formatMoney } from '../../lib/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Spec 000 §2.16: zero values display as a dash. */
export const ytdAmount = (value: string | null | undefined) => (value == null || /^-?0*(\.0*)?$/.test(value) ? '-' : formatMoney(value));
const amount = (p: ValueFormatterParams<YtdSalesRow>) => ytdAmount(p.value as string | undefined);

/** Customer Type, January..December, Grand Total. Only the type and the grand total sort (server whitelist). */
export const ytdSalesColumns: ColDef<YtdSalesRow>[] = [
  { field: 'type_name', headerName: 'Customer Type', width: 200, pinned: 'left' },
  ...MONTHS.map(
    (name, i): ColDef<YtdSalesRow> => ({
      colId: `month_${i + 1}`,
      headerName: name,
      width: 130,
      type: 'rightAligned',
      sortable: false,
      valueGetter: (p) => p.data?.sales.find((s) => s.month === i + 1)?.total_sales,
      valueFormatter: amount,
    }),
  ),
  { field: 'Grand_Total', headerName: 'Grand Total', width: 150, type: 'rightAligned', valueFormatter: amount },
];
