import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import ServerGrid from '../../../components/grid/ServerGrid';
import type { GridSource } from '../../../components/grid/useGridData';

/**
 * One section of AR Information: a server-paged grid of the customer's rows
 * whose call answers the page and the totals of the whole list; the totals
 * are pinned in bold under the grid. Each section declares its endpoint,
 * columns, sort and how its totals read as a row.
 */
export interface ArSectionProps<Row, Result> {
  customerCode: string;
  screenId: string;
  label: string;
  endpoint: GridSource['endpoint'];
  columns: ColDef<Row>[];
  defaultSort: { order_by: string; direction: 'asc' | 'desc' };
  /** The page's rows and the totals row (left out when the list is empty). */
  shape: (result: Result) => { rows: Row[]; totalsRow: Partial<Row> };
  emptyText: string;
}

export default function ArSectionGrid<Row, Result>({ customerCode, screenId, label, endpoint, columns, defaultSort, shape, emptyText }: ArSectionProps<Row, Result>) {
  const source = useMemo<GridSource>(
    () => ({
      endpoint,
      args: { body: { customer_code: customerCode } },
      shape: (result: unknown, total: number) => {
        const { rows, totalsRow } = shape(result as Result);
        return { rows, total, pinnedBottom: total ? [totalsRow as Row] : undefined };
      },
    }),
    [customerCode, endpoint, shape],
  );
  return (
    <ServerGrid<Row>
      screenId={screenId}
      label={label}
      columns={columns}
      source={source}
      queryKey={customerCode}
      defaultSort={defaultSort}
      pagingInUrl={false}
      height={360}
      getRowClass={(p) => (p.node.rowPinned ? 'fw-bold' : undefined)}
      emptyText={emptyText}
    />
  );
}
