import type { ValueFormatterParams } from 'ag-grid-community';
import { ytdSalesColumns, type YtdSalesCells } from '../../../contract/inventoryLedgers';
import { colDefsOf, type ColumnExtras } from '../../components/grid/columnDefs';
import { formatMoney } from '../../lib/money';

/** Spec 000 §2.16: zero values display as a dash. */
export const ytdAmount = (value: string | null | undefined) => (value == null || /^-?0*(\.0*)?$/.test(value) ? '-' : formatMoney(value));
const amount = (p: ValueFormatterParams<YtdSalesCells>) => ytdAmount(p.value as string | undefined);

// Each month column reads its month of `sales`.
const months: ColumnExtras<YtdSalesCells> = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => [
    `month_${i + 1}`,
    { valueGetter: (p: { data?: YtdSalesCells }) => p.data?.sales.find((s) => s.month === i + 1)?.total_sales, valueFormatter: amount },
  ]),
);

/** The declared columns (contract), the type pinned on the left, amounts with dashes for zero. */
export const ytdSalesGridColumns = colDefsOf<YtdSalesCells>(ytdSalesColumns, { type_name: { pinned: 'left' }, ...months, Grand_Total: { valueFormatter: amount } });
