import { ModuleRegistry, TextEditorModule, type ColDef, type ValueSetterParams } from 'ag-grid-community';

/*
 * The text cell editor of editable grids. The shared grid setup
 * (agGridSetup.ts) registers only what read-only grids use; this registers
 * the editor with the first grid that edits cells.
 */
ModuleRegistry.registerModules([TextEditorModule]);

/**
 * An editable column: the grid shows the typed value at once and `save`
 * runs; a save that does not happen calls `undo`, which puts the old value
 * back. The rows must be the screen's own copies, never the cache's (frozen)
 * rows. `blankAs` is what an emptied cell holds (the typed '' by default).
 */
export function editableCell<Row>(
  field: keyof Row & string,
  save: (row: Row | undefined, typed: string, undo: () => void) => Promise<void>,
  opts: { blankAs?: null } = {},
): Partial<ColDef<Row>> {
  return {
    editable: true,
    valueSetter: (p: ValueSetterParams<Row>) => {
      const typed = String(p.newValue ?? '').trim();
      if (typed === String(p.oldValue ?? '')) return false;
      const row = p.data as Record<string, unknown> | undefined;
      if (row) row[field] = typed === '' && 'blankAs' in opts ? opts.blankAs : typed;
      void save(p.data, typed, () => {
        if (row) row[field] = p.oldValue;
        p.api.refreshCells({ rowNodes: [p.node!], columns: [p.column], force: true });
      });
      return true;
    },
  };
}
