import { salesPerProductColumns, salesPerProductReport as report, type SalesPerProductResult, type SalesPerProductRow } from '../../../contract/inventoryLedgers';
import { sql } from '../../db/db';
import { exportToXlsx, keysetBatches } from '../../export';
import { formatManilaDateTime } from '../../export/manilaTime';
import { exportColumnsOf, readableRows, route } from '../../kit';
import { salesPerProductAfter, salesPerProductPage, salesPerProductTotals } from './salesPerProduct';

/*
 * Sales Per Product Ledger (spec 000 §2.13), declared in the contract. Both
 * routes are written with route() rather than reportRoutes: the page answers
 * the lines and the Overall Net Total of the filters, not just rows; and
 * reportRoutes always brings its page route along, so the export (columns
 * from the declaration all the same) is written here too.
 */

export const salesPerProduct = route(report.page, {
  scopes: [report.scopes.view],
  summary: 'Sales invoice lines per product and customer, paged, with the overall net total of the filters',
  handler: async ({ body, deps, ok }) => {
    const rows = await salesPerProductPage(deps.db, body, body);
    const totals = await salesPerProductTotals(deps.db, body);
    const result: SalesPerProductResult = { rows, overall_net_total: totals.net };
    return ok(result, totals.n);
  },
});

export const salesPerProductExport = route(report.export, {
  scopes: [report.scopes.export],
  summary: 'Sales invoice lines per product and customer, as XLSX',
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
    const lines = keysetBatches<SalesPerProductRow, { d: string; id: number }>(
      (after, limit) => salesPerProductAfter(deps.db, body, after, limit),
      (last) => ({ d: last.si_date, id: last.id }),
    );
    return exportToXlsx<SalesPerProductRow>(ctx, {
      title: report.title,
      fileName: ['sales_per_product', body.date_from, body.date_to],
      filters: [
        { label: 'Customer', value: customer?.name ?? 'All' },
        { label: 'Products', value: products.map((p) => p.code).join(', ') || 'All' },
        { label: 'Date From', value: body.date_from },
        { label: 'Date To', value: body.date_to },
        { label: 'Overall Net Total', value: `Php ${totals.net}` },
      ],
      columns: exportColumnsOf(salesPerProductColumns),
      // Order Type in words (is_promotional through its labels).
      batches: readableRows(salesPerProductColumns, lines, formatManilaDateTime),
    });
  },
});

export const salesPerProductRoutes = [salesPerProduct, salesPerProductExport];
