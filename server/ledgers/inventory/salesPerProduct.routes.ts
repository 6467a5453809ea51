import {
  INVENTORY_LEDGER_PATHS,
  isPromotionalLabel,
  salesPerProductBody,
  salesPerProductExportBody,
  type SalesPerProductResult,
  type SalesPerProductRow,
} from '../../../contract/inventoryLedgers';
import { sql } from '../../db/db';
import { exportToXlsx, keysetBatches, type ExportColumn } from '../../export';
import { ok } from '../../http/answer';
import { defineRoute } from '../../http/routeRegistry';
import { salesPerProductAfter, salesPerProductPage, salesPerProductTotals } from './salesPerProduct';

export const salesPerProduct = defineRoute({
  method: 'POST',
  url: INVENTORY_LEDGER_PATHS.salesPerProduct,
  scopes: ['view_sales_per_product_ledger_list'],
  summary: 'Sales invoice lines per product and customer, paged, with the overall net total of the filters',
  body: salesPerProductBody,
  handler: async ({ body, deps }) => {
    const rows = await salesPerProductPage(deps.db, body, body);
    const totals = await salesPerProductTotals(deps.db, body);
    const result: SalesPerProductResult = { rows, overall_net_total: totals.net };
    return ok(result, totals.n);
  },
});

type ExportRow = SalesPerProductRow & { order_type: string };

const COLUMNS: ExportColumn<ExportRow>[] = [
  { header: 'Booked By', key: 'booked_by', kind: 'text', width: 20 },
  { header: 'Year', key: 'year', kind: 'int', width: 7 },
  { header: 'Month', key: 'month', kind: 'int', width: 7 },
  { header: 'SI Date', key: 'si_date', kind: 'date', width: 12 },
  { header: 'DR No.', key: 'dr_number', kind: 'text', width: 12 },
  { header: 'Digital SI No.', key: 'digital_si_number', kind: 'text', width: 14 },
  { header: 'Printed SI No.', key: 'printed_si_number', kind: 'text', width: 14 },
  { header: 'Customer', key: 'customer_name', kind: 'text', width: 32 },
  { header: 'SO No.', key: 'so_number', kind: 'text', width: 12 },
  { header: 'Order Type', key: 'order_type', kind: 'text', width: 30 },
  { header: 'Channel', key: 'channel', kind: 'text', width: 14 },
  { header: 'Tagging', key: 'tagging', kind: 'text', width: 12 },
  { header: 'Segment', key: 'segment', kind: 'text', width: 18 },
  { header: 'Product Code', key: 'product_code', kind: 'text', width: 14 },
  { header: 'Product', key: 'product', kind: 'text', width: 30 },
  { header: 'Batch No.', key: 'batch_no', kind: 'text', width: 16 },
  { header: 'Expiry Date', key: 'exp_date', kind: 'date', width: 12 },
  { header: 'Qty', key: 'qty', kind: 'int', width: 8 },
  { header: 'FG', key: 'fg', kind: 'int', width: 6 },
  { header: 'Price', key: 'price', kind: 'money', width: 12 },
  { header: 'Discount %', key: 'dsc', kind: 'money', width: 10 },
  { header: 'Gross', key: 'gross', kind: 'money', width: 14 },
  { header: 'Net', key: 'net', kind: 'money', width: 14 },
];

export const salesPerProductExport = defineRoute({
  method: 'POST',
  url: INVENTORY_LEDGER_PATHS.salesPerProductExport,
  scopes: ['export_sales_per_product_ledger_list'],
  summary: 'Sales invoice lines per product and customer, as XLSX',
  body: salesPerProductExportBody,
  handler: async (ctx) => {
    const { body, deps } = ctx;
    const customer = body.customer_id
      ? await deps.db.one<{ name: string }>(sql`SELECT customer_name AS name FROM customers WHERE customer_id = ${body.customer_id}`)
      : undefined;
    const products = body.products.length
      ? await deps.db.rows<{ code: string }>(sql`SELECT product_code AS code FROM products WHERE product_id IN (${sql.join(
          body.products.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY product_code`)
      : [];
    const totals = await salesPerProductTotals(deps.db, body);
    return exportToXlsx(ctx, {
      title: 'Sales Per Product Ledger',
      fileName: ['sales_per_product', body.date_from, body.date_to],
      filters: [
        { label: 'Customer', value: customer?.name ?? 'All' },
        { label: 'Products', value: products.map((p) => p.code).join(', ') || 'All' },
        { label: 'Date From', value: body.date_from },
        { label: 'Date To', value: body.date_to },
        { label: 'Overall Net Total', value: `Php ${totals.net}` },
      ],
      columns: COLUMNS,
      batches: keysetBatches<ExportRow, { d: string; id: number }>(
        async (after, limit) => (await salesPerProductAfter(deps.db, body, after, limit)).map((r) => ({ ...r, order_type: isPromotionalLabel(r.is_promotional) })),
        (last) => ({ d: last.si_date, id: last.id }),
      ),
    });
  },
});

export const salesPerProductRoutes = [salesPerProduct, salesPerProductExport];
