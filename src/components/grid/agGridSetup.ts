import {
  ModuleRegistry,
  ClientSideRowModelModule,
  RowStyleModule,
  CellStyleModule,
  ColumnAutoSizeModule,
  ColumnApiModule,
  TooltipModule,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  ValidationModule,
} from 'ag-grid-community';

/*
 * Only the modules our grids use (the whole community bundle costs ~120 KB gzip
 * more). Server paging is ours, so the client-side row model holds one page.
 * This module is imported only by grid chunks, never by the sign-in page.
 */
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  RowStyleModule,
  CellStyleModule,
  ColumnAutoSizeModule,
  ColumnApiModule,
  TooltipModule,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);
