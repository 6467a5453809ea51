import { Codes } from '../../contract';
import { createManualSiEp, CREDIT_OPS_MESSAGES as M, manualSiListEp, sellableProductsEp, type ManualSiRow, type SellableProduct } from '../../contract/creditOps';
import { sql, type Db } from '../db/db';
import { answer, invalid } from '../http/answer';
import { likePattern } from '../kit/like';
import { pagedList, route, sellableOn } from '../kit';
import { manilaToday } from '../clock';
import { createManualSi, DuplicateSi } from './manualSi';

const SI_SELECT = sql`si.si_id::int, si.si_number, si.si_date::text, (si.si_date + m.terms_days)::text AS due_date, c.customer_code, c.customer_name,
  si.vatable_sales::text, si.vat_amount::text, si.zero_rated::text, si.vat_exempt::text, si.discount::text, si.total::text, si.cost::text, je.journal_entry,
  u.username AS created_by`;
const SI_FROM = sql`manual_sales_invoices m JOIN sales_invoices si ON si.si_id = m.si_id JOIN customers c ON c.customer_id = si.customer_id
  LEFT JOIN journal_entries je ON je.id = si.je_id LEFT JOIN users u ON u.id = m.created_by`;

const invoiceRow = (db: Db, siId: number) => db.one<ManualSiRow>(sql`SELECT ${SI_SELECT} FROM ${SI_FROM} WHERE m.si_id = ${siId}`);

export const manualSiRoutes = [
  route(manualSiListEp, {
    scopes: ['create_manual_sales_invoice'],
    summary: 'Manual sales invoices: search, sort and page',
    handler: async ({ body, deps, ok }) => {
      const { rows, total } = await pagedList<ManualSiRow, typeof body.order_by>(deps.db, {
        select: SI_SELECT,
        from: SI_FROM,
        search: { text: body.search, in: [sql`si.si_number`, sql`c.customer_code`, sql`c.customer_name`] },
        sort: { si_date: sql`si.si_date`, si_number: sql`si.si_number`, customer_name: sql`lower(c.customer_name)`, total: sql`si.total` },
        tiebreak: sql`si.si_id`,
        query: body,
      });
      return ok(rows, total);
    },
  }),
  route(sellableProductsEp, {
    scopes: ['create_manual_sales_invoice'],
    summary: 'Active products matching a search, with their selling price and the unexpired stock on hand to sell',
    handler: async ({ query, deps, ok }) => {
      const p = likePattern(query.search || '');
      const today = manilaToday(deps.clock.now());
      const rows = await deps.db.rows<SellableProduct>(sql`
        SELECT p.product_code, p.product_name, p.selling_price::numeric(14, 2)::text AS selling_price, p.vat_exemption = 1 AS vat_exempt,
               COALESCE((SELECT SUM(i.quantity) FROM inventory_movements i JOIN product_batches b ON b.batch_id = i.batch_id AND ${sellableOn(sql`b.expiry_date`, today)}
                         WHERE i.product_id = p.product_id AND i.status = 1), 0)::int AS on_hand
        FROM products p WHERE p.active = 1 AND (p.product_code ILIKE ${p} OR p.product_name ILIKE ${p} OR p.generic_name ILIKE ${p})
        ORDER BY p.product_code LIMIT 30`);
      return ok(rows);
    },
  }),
  route(createManualSiEp, {
    scopes: ['create_manual_sales_invoice'],
    summary: 'Enter a sales invoice issued outside the system: posted to the receivable, the sales, the output VAT and the stock',
    handler: async ({ body, deps, user }) => {
      try {
        const done = await deps.db.transaction((tx) => createManualSi(tx, body, { userId: user.id, user, at: new Date(deps.clock.now()).toISOString() }));
        if (typeof done === 'object') return done;
        return answer(Codes.CREATED, await invoiceRow(deps.db, done));
      } catch (err) {
        if (err instanceof DuplicateSi) return invalid([M.duplicateSi(err.siNumber)], { si_number: [M.duplicateSi(err.siNumber)] });
        throw err;
      }
    },
  }),
];
