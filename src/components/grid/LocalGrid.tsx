import './agGridSetup';
import { useRef } from 'react';
import { AgGridReact } from 'ag-grid-react';
import { themeQuartz, type ColDef, type GridApi, type GridReadyEvent } from 'ag-grid-community';
import { gridRendering } from './gridRendering';
import { keepGridStyles } from './gridStyles';
import { useCellLinks } from './useCellLinks';
import type { GridSelection } from './useGridSelection';
import { usePickList } from './usePickList';

export interface LocalGridProps<Row> {
  /** Accessible name of the grid. */
  label: string;
  columns: ColDef<Row>[];
  /** Every row, already read (an answer the backend does not page): the grid draws those in view and sorts them. */
  rows: readonly Row[];
  emptyText: string;
  height?: number;
  /** A pick list: the tick column, the choice kept by key (useGridSelection). */
  selection?: GridSelection<Row>;
  /** Opens (or chooses) a row: click, or Enter on a cell without a link of its own. */
  onRowOpen?: (row: Row) => void;
}

/**
 * The kit's grid over rows the screen holds (ServerGrid's sibling for the answers the spec does not page: a floor's
 * pallets, a customer's open invoices). The same look, keyboard and tick column; sorting is the grid's own.
 */
export default function LocalGrid<Row>({ label, columns, rows, emptyText, height = 384, selection, onRowOpen }: LocalGridProps<Row>) {
  const gridApi = useRef<GridApi<Row> | null>(null);
  const { onCellKeyDown, followRouterLink, context } = useCellLinks<Row>(onRowOpen);
  const { rowSelection, getRowId, showTicks, onSelectionChanged } = usePickList(selection, gridApi);
  if (rows.length === 0) return <p className="text-body-secondary">{emptyText}</p>;
  return (
    <div style={{ height }} role="region" aria-label={label} onClick={followRouterLink}>
      <AgGridReact<Row>
        theme={themeQuartz}
        rowData={rows as Row[]}
        columnDefs={columns}
        defaultColDef={{ resizable: true, sortable: true, minWidth: 80, cellDataType: false }}
        suppressNoRowsOverlay
        animateRows={false}
        rowBuffer={gridRendering.rowBuffer}
        onGridReady={(e: GridReadyEvent<Row>) => {
          gridApi.current = e.api;
          keepGridStyles();
          showTicks();
        }}
        onCellKeyDown={onCellKeyDown}
        context={context}
        onRowClicked={onRowOpen && ((e) => e.data && onRowOpen(e.data))}
        rowClass={onRowOpen ? 'server-grid-openable' : undefined}
        tabToNextCell={() => false}
        tabToNextHeader={() => false}
        rowSelection={rowSelection}
        getRowId={getRowId}
        onRowDataUpdated={selection && showTicks}
        onSelectionChanged={onSelectionChanged}
      />
    </div>
  );
}
