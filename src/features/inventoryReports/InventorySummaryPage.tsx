import { flatSummaryRow, summaryColumns, type FlatSummaryRow } from '../../../contract/inventoryReports';
import { formatMoney } from '../../lib/money';
import ResultScreen from './ResultScreen';
import ResultTable, { searched } from './ResultTable';
import { ShelfLifeBandBadge } from '../../components/shelfLife';

const chosen = (keys: string[]) => (keys.length ? summaryColumns.filter((c) => keys.includes(c.key)) : summaryColumns);

/** Inventory List Summary: per batch and pallet, beginning and period in/out, ending quantity and value, shelf life, zone and pallet. */
export default function InventorySummaryPage() {
  return (
    <ResultScreen type="summary" title="Inventory List Summary">
      {(result, search, tableCol) => {
        const cols = chosen(tableCol);
        const rows = searched(result.rows.map(flatSummaryRow), cols, search);
        return (
          <>
            <ResultTable<FlatSummaryRow>
              label="Inventory List Summary"
              rows={rows}
              columns={cols}
              rowKey={(r) => r.key}
              render={{ shelf_life_status: (r) => <ShelfLifeBandBadge band={r.shelf_life_status} /> }}
            />
            <dl className="row small mt-3 mb-0" aria-label="Totals">
              <dt className="col-sm-3">Beginning quantity</dt>
              <dd className="col-sm-9">{result.totals.beginning_quantity.toLocaleString('en-PH')}</dd>
              <dt className="col-sm-3">In / Out</dt>
              <dd className="col-sm-9">
                {result.totals.quantity_in.toLocaleString('en-PH')} / {result.totals.quantity_out.toLocaleString('en-PH')}
              </dd>
              <dt className="col-sm-3">Ending quantity</dt>
              <dd className="col-sm-9">{result.totals.ending_quantity.toLocaleString('en-PH')}</dd>
              <dt className="col-sm-3">Ending value (PHP)</dt>
              <dd className="col-sm-9">{formatMoney(result.totals.ending_amount)}</dd>
            </dl>
          </>
        );
      }}
    </ResultScreen>
  );
}
