import { flatSummaryRow, summaryColumns, type FlatSummaryRow } from '../../../contract/inventoryReports';
import { formatMoney } from '../../lib/money';
import ResultScreen from './ResultScreen';
import ResultTable, { searched } from '../../components/ResultTable';
import { ShelfLifeBandBadge } from '../../components/shelfLife';
import { Facts } from '../../components/Facts';

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
            <Facts
              className="small mt-3 mb-0"
              aria-label="Totals"
              facts={[
                ['Beginning quantity', result.totals.beginning_quantity.toLocaleString('en-PH')],
                ['In / Out', `${result.totals.quantity_in.toLocaleString('en-PH')} / ${result.totals.quantity_out.toLocaleString('en-PH')}`],
                ['Ending quantity', result.totals.ending_quantity.toLocaleString('en-PH')],
                ['Ending value (PHP)', formatMoney(result.totals.ending_amount)],
              ]}
            />
          </>
        );
      }}
    </ResultScreen>
  );
}
