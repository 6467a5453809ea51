import { useMemo } from 'react';
import './inventoryLedgers.css';
import { INVENTORY_LEDGER_MESSAGES as M, YTD_GRAND_TOTAL_ID, YTD_TYPE_NAMES, YTD_TYPES, ytdSalesReport as report, type YtdSalesCells, type YtdType } from '../../../contract/inventoryLedgers';
import DateField from '../../components/filters/DateField';
import SearchSelect, { type SelectOption } from '../../components/filters/SearchSelect';
import ServerGrid from '../../components/grid/ServerGrid';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { useReportFilters } from '../../components/report/useReportFilters';
import { todayManila } from '../../lib/dates';
import SubLedgerLayout from './SubLedgerLayout';
import { ytdSalesGridColumns } from './ytdSalesColumns';

type Filters = { type: string; date_year: string };
/** The page call answers the rows, then their Grand Total row (id 0, last), pinned under the grid. */
const withGrandTotal = (result: unknown, total: number) => {
  const all = result as YtdSalesCells[];
  return { rows: all.filter((r) => r.id !== YTD_GRAND_TOTAL_ID), total, pinnedBottom: all.filter((r) => r.id === YTD_GRAND_TOTAL_ID) };
};
const TYPE_OPTIONS: SelectOption[] = YTD_TYPES.map((t) => ({ value: t, label: YTD_TYPE_NAMES[t] }));
const typeOptions = async (keyword: string) => TYPE_OPTIONS.filter((o) => o.label.toLowerCase().includes(keyword.trim().toLowerCase()));

/**
 * YTD Sales Ledger (spec 000 §2.16): report type (per channel by default;
 * cleared means per channel too) and a year (this year by default); monthly
 * sales net of VAT per customer channel or segment, zero shown as a dash,
 * with the highlighted Grand Total row of all of them. Not a ReportPage: the
 * page call answers the rows and the Grand Total row (pinned under the grid).
 */
export default function YtdSalesPage() {
  const f = useReportFilters<Filters>(report, { type: 'per_channel', date_year: todayManila().slice(0, 4) });
  const { draft, set } = f;

  const source = useMemo(() => ({ ...f.source, shape: withGrandTotal }), [f.source]);

  return (
    <SubLedgerLayout active="ytd-sales">
      <ReportFilters onSearch={f.search}>
        <SearchSelect
          label="Report Type"
          value={draft.type}
          valueLabel={YTD_TYPE_NAMES[draft.type as YtdType] ?? ''}
          onChange={(v) => set({ type: v })}
          loadOptions={typeOptions}
          placeholder="Sales Per Channel"
          className="col-12 col-md-3"
        />
        <DateField label="Year" yearOnly required value={draft.date_year} onChange={(y) => set({ date_year: y })} />
      </ReportFilters>
      <Can scopes={report.scopes.view} fallback={<PermissionDenied what={`the ${report.title}`} />}>
        <ServerGrid<YtdSalesCells>
          screenId="ledgers-ytd-sales"
          columns={ytdSalesGridColumns}
          source={source}
          queryKey={f.queryKey}
          defaultSort={report.defaultSort}
          getRowClass={(p) => (p.node.rowPinned === 'bottom' ? 'ledger-row-total' : undefined)}
          progressText={M.progress}
        />
      </Can>
    </SubLedgerLayout>
  );
}
