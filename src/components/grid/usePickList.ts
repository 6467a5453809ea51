import { useCallback, useMemo } from 'react';
import type { GetRowIdParams, GridApi, IRowNode, RowSelectionOptions, SelectionChangedEvent, SelectionEventSourceType } from 'ag-grid-community';
import { choiceAfterPageChange, type GridSelection } from './useGridSelection';

// Ticks a person made (the grid's own re-reads and ours are 'api', 'rowDataChanged' and the like).
const PERSON_TICKED = new Set<SelectionEventSourceType>(['checkboxSelected', 'rowClicked', 'spaceKey', 'keyboardSelectAll', 'uiSelectAll', 'uiSelectAllFiltered', 'uiSelectAllCurrentPage']);

/** The grid's side of a pick list: the tick column, ticks drawn from the kept choice, the person's ticks kept. */
export function usePickList<Row>(selection: GridSelection<Row> | undefined, gridApi: { current: GridApi<Row> | null }) {
  const keyOf = selection?.keyOf;
  const canChoose = selection?.canChoose;
  const headerTick = selection?.headerTick ?? true;
  const rowSelection = useMemo<RowSelectionOptions<Row> | undefined>(
    () =>
      keyOf && {
        mode: 'multiRow',
        checkboxes: true,
        headerCheckbox: headerTick,
        selectAll: 'currentPage',
        enableClickSelection: false,
        isRowSelectable: canChoose ? (node) => Boolean(node.data && canChoose(node.data)) : undefined,
      },
    [keyOf, canChoose, headerTick],
  );
  // Summary rows are never ticked; their id only has to differ from the page's.
  const getRowId = useMemo(() => keyOf && ((p: GetRowIdParams<Row>) => (p.rowPinned ? `${p.rowPinned}:${JSON.stringify(p.data)}` : keyOf(p.data))), [keyOf]);
  const chosen = selection?.chosen;
  const showTicks = useCallback(() => {
    const api = gridApi.current;
    if (!api || !chosen || !keyOf) return;
    const on: IRowNode<Row>[] = [];
    const off: IRowNode<Row>[] = [];
    api.forEachNode((n) => {
      if (!n.data) return;
      const wanted = chosen.has(keyOf(n.data));
      if (wanted !== Boolean(n.isSelected())) (wanted ? on : off).push(n);
    });
    if (on.length) api.setNodesSelected({ nodes: on, newValue: true, source: 'api' });
    if (off.length) api.setNodesSelected({ nodes: off, newValue: false, source: 'api' });
  }, [gridApi, chosen, keyOf]);
  const onSelectionChanged = useCallback(
    (e: SelectionChangedEvent<Row>) => {
      if (!selection || !PERSON_TICKED.has(e.source)) return;
      const page: Row[] = [];
      e.api.forEachNode((n) => void (n.data && page.push(n.data)));
      selection.onChange(choiceAfterPageChange(selection.chosen, page, e.api.getSelectedRows(), selection.keyOf));
    },
    [selection],
  );
  return { rowSelection, getRowId, showTicks, onSelectionChanged };
}
