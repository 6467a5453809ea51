import { ModuleRegistry, TextEditorModule } from 'ag-grid-community';

/*
 * The text cell editor, for this screen's editable columns. The shared grid
 * setup (components/grid/agGridSetup.ts) registers only what read-only grids
 * use; this registers the editor when the first editable grid loads. Move it
 * there when a second screen edits cells.
 */
ModuleRegistry.registerModules([TextEditorModule]);
