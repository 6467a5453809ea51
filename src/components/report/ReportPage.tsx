import type { ReactNode } from 'react';
import type { ColDef } from 'ag-grid-community';
import type { ReportDef } from '../../../contract/kit';
import ExportButton from '../export/ExportButton';
import ServerGrid, { type ServerGridProps } from '../grid/ServerGrid';
import { Can } from '../permissions';
import PermissionDenied from '../PermissionDenied';
import ReportFilters from '../ReportFilters';
import type { ReportFiltersState } from './useReportFilters';

export interface ReportPageProps<Row> {
  def: ReportDef<Row>;
  filters: ReportFiltersState;
  /** The filter fields; Search and Export follow them. */
  fields: ReactNode;
  columns: ColDef<Row>[];
  /** Remembered column layout key. */
  screenId: string;
  /** What surrounds the report (a tab strip and its heading); defaults to a heading with the title. */
  frame?: (content: ReactNode) => ReactNode;
  /** Disables Search and Export (e.g. while an export runs). */
  disabled?: boolean;
  /** Shown under the grid (totals and the like). */
  footer?: ReactNode;
  /** Told when an export starts and ends. */
  onExportRunning?: (running: boolean) => void;
  /** More of the grid's options (progress text, row opening, totals...). */
  grid?: Partial<Omit<ServerGridProps<Row>, 'columns' | 'source' | 'queryKey' | 'defaultSort' | 'screenId'>>;
  /** No Export button although the report has an export call (the spec hides the product ledger's: "Not Yet Working"). */
  hideExport?: boolean;
}

/** A report's page: its title, the report, and what a screen shows under it (a register, a panel). */
export const reportFrame = (title: string, below?: ReactNode) => (content: ReactNode) => (
  <div className="p-3">
    <h1 className="h4">{title}</h1>
    {content}
    {below}
  </div>
);

/**
 * A report screen: its filters with Search and Export (shown by the export
 * scope), and the server-paged grid behind the view scope (without it, the
 * permission message). A report is its declaration, its fields and its columns.
 */
export default function ReportPage<Row>({ def, filters, fields, columns, screenId, frame, disabled, footer, onExportRunning, grid, hideExport }: ReportPageProps<Row>) {
  const wrap = frame ?? reportFrame(def.title);
  return wrap(
    <>
      <ReportFilters onSearch={filters.search} disabled={disabled}>
        {fields}
        {def.export && def.scopes.export && !hideExport && (
          <div className="col-auto order-last">
            <ExportButton scope={def.scopes.export} path={def.export.path} body={filters.exportBody} disabled={disabled} onRunningChange={onExportRunning} />
          </div>
        )}
      </ReportFilters>
      <Can scopes={def.scopes.view} fallback={<PermissionDenied what={`the ${def.title}`} />}>
        <ServerGrid<Row> {...grid} screenId={screenId} label={def.title} columns={columns} source={filters.source} queryKey={filters.queryKey} defaultSort={def.defaultSort} />
        {footer}
      </Can>
    </>,
  );
}
