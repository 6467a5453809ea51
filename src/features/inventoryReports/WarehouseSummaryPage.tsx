import type { WarehouseSummaryResult } from '../../../contract/inventoryReports';
import type { Column } from '../../../contract/kit';
import ResultScreen from './ResultScreen';
import ResultTable, { searched } from '../../components/ResultTable';

type Flat = Record<string, string | number>;

/** One row per product: each warehouse's beginning, in and out side by side, then the totals. */
export function warehouseTable(result: WarehouseSummaryResult): { columns: Column<Flat>[]; rows: Flat[] } {
  const columns: Column<Flat>[] = [
    { key: 'product_code', header: 'Product Code', kind: 'text' },
    { key: 'product_name', header: 'Product Name', kind: 'text' },
    ...result.warehouses.flatMap((w): Column<Flat>[] => [
      { key: `${w.warehouse_code}:beg`, header: `${w.warehouse_name} Beginning`, kind: 'quantity' },
      { key: `${w.warehouse_code}:in`, header: `${w.warehouse_name} In`, kind: 'quantity' },
      { key: `${w.warehouse_code}:out`, header: `${w.warehouse_name} Out`, kind: 'quantity' },
    ]),
    { key: 'TOTAL_IN', header: 'Total In', kind: 'quantity' },
    { key: 'TOTAL_OUT', header: 'Total Out', kind: 'quantity' },
    { key: 'total', header: 'Total', kind: 'quantity' },
  ];
  const rows = result.rows.map((r) => {
    const flat: Flat = { product_code: r.product_code, product_name: r.product_name, TOTAL_IN: r.TOTAL_IN, TOTAL_OUT: r.TOTAL_OUT, total: r.total };
    for (const w of result.warehouses) {
      flat[`${w.warehouse_code}:beg`] = r.movement_begin_warehouse_in[w.warehouse_code] ?? 0;
      flat[`${w.warehouse_code}:in`] = r.movement_warehouse_in[w.warehouse_code] ?? 0;
      flat[`${w.warehouse_code}:out`] = r.movement_warehouse_out[w.warehouse_code] ?? 0;
    }
    return flat;
  });
  return { columns, rows };
}

/** Inventory List of all Products by warehouse. */
export default function WarehouseSummaryPage() {
  return (
    <ResultScreen type="warehouse" title="Inventory List of all Products by warehouse">
      {(result, search) => {
        const { columns, rows } = warehouseTable(result);
        return <ResultTable<Flat> label="Inventory by warehouse" rows={searched(rows, columns, search)} columns={columns} rowKey={(r) => String(r.product_code)} />;
      }}
    </ResultScreen>
  );
}
