import type { ReactNode } from 'react';
import type { Scope } from '../../../contract/scopes';
import ExportButton from '../../components/export/ExportButton';
import ServerGrid, { type ServerGridProps } from '../../components/grid/ServerGrid';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { LEDGER_PROGRESS } from './messages';
import SubLedgerLayout, { type SubLedgerKey } from './SubLedgerLayout';

export interface LedgerReportProps<Row> {
  tab: SubLedgerKey;
  /** The filter fields; Search follows them. */
  filters: ReactNode;
  onSearch: () => void;
  /** Export button (shown only with its scope); left out where the spec has none. */
  exportAction?: { scope: Scope; path: string; body: () => unknown | null; onRunningChange?: (running: boolean) => void };
  /** Without this scope the table area is the permission error view (spec 000 §2.8). */
  view: { scope: Scope; what: string };
  grid: Omit<ServerGridProps<Row>, 'progressText'>;
  /** Disables Search and Export (e.g. while an export runs). */
  disabled?: boolean;
  /** Shown between the grid and the tabs' bottom (totals and the like). */
  footer?: ReactNode;
}

/**
 * A sub-ledger screen: the SUB LEDGERS tabs, the filter row with Search and
 * Export, and the shared server-paged grid behind the view scope. A screen
 * is its filters, its columns, its call and its scopes.
 */
export default function LedgerReport<Row>({ tab, filters, onSearch, exportAction, view, grid, disabled, footer }: LedgerReportProps<Row>) {
  return (
    <SubLedgerLayout active={tab}>
      <ReportFilters onSearch={onSearch} disabled={disabled}>
        {filters}
        {exportAction && (
          <div className="col-auto order-last">
            <ExportButton {...exportAction} disabled={disabled} />
          </div>
        )}
      </ReportFilters>
      <Can scopes={view.scope} fallback={<PermissionDenied what={view.what} />}>
        <ServerGrid<Row> {...grid} progressText={LEDGER_PROGRESS} />
        {footer}
      </Can>
    </SubLedgerLayout>
  );
}
