import { movementColumns, type MovementRow } from '../../../contract/inventoryReports';
import ResultScreen from './ResultScreen';
import ResultTable, { searched } from '../../components/ResultTable';

const chosen = (keys: string[]) => (keys.length ? movementColumns.filter((c) => keys.includes(c.key)) : movementColumns);

/** Inventory Movement: per batch on Date To, the main/central and picking balances, the order stages, the ledger and the actual inventory. */
export default function MovementSummaryPage() {
  return (
    <ResultScreen type="movement" title="Inventory Movement">
      {(result, search, tableCol) => {
        const cols = chosen(tableCol);
        return <ResultTable<MovementRow> label="Inventory Movement" rows={searched(result.rows, cols, search)} columns={cols} rowKey={(r) => r.key} />;
      }}
    </ResultScreen>
  );
}
