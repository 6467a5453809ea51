import './inventoryLedgers.css';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { INVENTORY_LEDGER_MESSAGES as M, INVENTORY_LEDGER_PATHS, YTD_TYPE_NAMES, YTD_TYPES, type YtdSalesResult, type YtdSalesRow, type YtdType } from '../../../contract/inventoryLedgers';
import { api } from '../../api/client';
import DateField from '../../components/filters/DateField';
import SearchSelect, { type SelectOption } from '../../components/filters/SearchSelect';
import ServerGrid from '../../components/grid/ServerGrid';
import type { Paging } from '../../components/grid/usePaging';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { todayManila } from '../../lib/dates';
import SubLedgerLayout from './SubLedgerLayout';
import { ytdSalesColumns } from './ytdSalesColumns';


type Filters = { type: string; date_year: string };
const TYPE_OPTIONS: SelectOption[] = YTD_TYPES.map((t) => ({ value: t, label: YTD_TYPE_NAMES[t] }));
const typeOptions = async (keyword: string) => TYPE_OPTIONS.filter((o) => o.label.toLowerCase().includes(keyword.trim().toLowerCase()));
const isYear = (y: string) => /^\d{4}$/.test(y);

/**
 * YTD Sales Ledger (spec 000 §2.16): report type (per channel by default;
 * cleared means per channel too) and a year (this year by default); monthly
 * sales net of VAT per customer channel or segment, zero shown as a dash,
 * with the highlighted Grand Total row of all of them.
 */
export default function YtdSalesPage() {
  const thisYear = todayManila().slice(0, 4);
  const [applied, apply] = useUrlState<Filters>({ type: 'per_channel', date_year: thisYear });
  const [draft, setDraft] = useState<Filters>(applied);
  const [runs, setRuns] = useState(0);

  function search() {
    if (!isYear(draft.date_year)) {
      toast.warning(M.invalidData);
      return;
    }
    apply(draft);
    setRuns((n) => n + 1);
  }

  const fetchPage = useMemo(
    () => async (p: Paging) => {
      const res = await api.post<YtdSalesResult>(INVENTORY_LEDGER_PATHS.ytdSales, { date_year: Number(applied.date_year), type: applied.type || undefined, ...p });
      return { rows: res.result.rows, total: res.total_rows ?? 0, pinnedBottom: [res.result.grand_total] };
    },
    [applied.date_year, applied.type],
  );

  return (
    <SubLedgerLayout active="ytd-sales">
      <ReportFilters onSearch={search}>
        <SearchSelect
          label="Report Type"
          value={draft.type}
          valueLabel={YTD_TYPE_NAMES[draft.type as YtdType] ?? ''}
          onChange={(v) => setDraft((d) => ({ ...d, type: v }))}
          loadOptions={typeOptions}
          placeholder="Sales Per Channel"
          className="col-12 col-md-3"
        />
        <DateField label="Year" yearOnly required value={draft.date_year} onChange={(y) => setDraft((d) => ({ ...d, date_year: y }))} />
      </ReportFilters>
      <Can scopes="view_ytd_sales_ledger_list" fallback={<PermissionDenied what="the YTD Sales Ledger" />}>
        <ServerGrid<YtdSalesRow>
          screenId="ledgers-ytd-sales"
          columns={ytdSalesColumns}
          fetchPage={fetchPage}
          queryKey={isYear(applied.date_year) ? `${JSON.stringify(applied)}#${runs}` : null}
          defaultSort={{ order_by: 'type_name', direction: 'asc' }}
          getRowClass={(p) => (p.node.rowPinned === 'bottom' ? 'ledger-row-total' : undefined)}
          progressText={M.progress}
        />
      </Can>
    </SubLedgerLayout>
  );
}
