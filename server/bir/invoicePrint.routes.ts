import { INVOICE_PRINT_MESSAGES as M, invoicePrintEp, type InvoicePrint } from '../../contract/invoicePrint';
import { sql } from '../db/db';
import { notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { recordRevision, route } from '../kit';
import { SELLER } from './eis/seller';
import { tinParts } from './eis/document';

/** "009876543" + "00000" → "009-876-543-00000": the TIN with its branch code as the invoice prints it. */
const printedTin = (tin: string | null) => {
  const { tin: t, branch } = tinParts(tin);
  return `${t.slice(0, 3)}-${t.slice(3, 6)}-${t.slice(6, 9)}-${branch}`;
};

export const invoicePrintRoutes: RouteDef[] = [
  route(invoicePrintEp, {
    scopes: ['create_manual_sales_invoice', 'view_e_invoices'],
    summary: 'Print a sales invoice as the EOPT Act has it (the copy counted: every print after the first is a REPRINT)',
    handler: async ({ params, deps, user, ok }) => {
      const at = new Date(deps.clock.now()).toISOString();
      const printed = await deps.db.transaction(async (tx) => {
        const head = await tx.one<Omit<InvoicePrint, 'seller' | 'lines' | 'copy_no' | 'reprint' | 'printed_at' | 'printed_by' | 'eis' | 'ack_cert_no' | 'ack_cert_date' | 'serial_range' | 'buyer'> & { buyer_name: string; business_name: string; tin: string | null; address: string | null }>(sql`
          SELECT si.si_id::int AS si_id, si.si_number, si.si_date::text AS si_date,
                 (si.si_date + COALESCE(ms.terms_days, 0))::text AS due_date,
                 COALESCE(NULLIF(c.registered_name, ''), c.customer_name) AS buyer_name, COALESCE(NULLIF(c.business_trade_name, ''), c.customer_name) AS business_name, c.tin,
                 NULLIF(concat_ws(', ', NULLIF(c.billing_bldg_street_address, ''), COALESCE((SELECT pc.city FROM ph_cities pc WHERE pc.city_id = c.billing_city_id), c.city)), '') AS address,
                 si.vatable_sales::text AS vatable_sales, si.vat_amount::text AS vat_amount, si.zero_rated::text AS zero_rated, si.vat_exempt::text AS vat_exempt,
                 si.discount::text AS discount, si.total::text AS total
          FROM sales_invoices si JOIN customers c ON c.customer_id = si.customer_id LEFT JOIN manual_sales_invoices ms ON ms.si_id = si.si_id
          WHERE si.si_id = ${params.si_id} FOR UPDATE OF si`);
        if (!head) return null;
        // The copy's number under the invoice's lock: two prints at once are copies 1 and 2, never two originals.
        const copy = (await tx.one<{ n: number }>(sql`
          INSERT INTO invoice_prints (si_id, copy_no, printed_by, printed_at)
          SELECT ${params.si_id}, COALESCE(MAX(copy_no), 0) + 1, ${user.id}, ${at}::timestamptz FROM invoice_prints WHERE si_id = ${params.si_id}
          RETURNING copy_no AS n`))!.n;
        await recordRevision(tx, {
          entity: 'sales_invoices',
          entityId: params.si_id,
          action: copy === 1 ? 'printed' : 'reprinted',
          userId: user.id,
          at,
          module: 'Sales Invoice',
          reference: head.si_number,
          changes: [{ field: 'copy_no', label: 'Copy', old: copy === 1 ? null : copy - 1, new: copy }],
        });
        const [lines, eis, by] = await Promise.all([
          tx.rows<InvoicePrint['lines'][number]>(sql`
            SELECT concat_ws(' ', p.product_name, NULLIF(p.generic_name, '')) AS description, l.qty, COALESCE(u.unit_name, 'BOX') AS unit,
                   l.price::text AS unit_price, (l.gross - l.net)::numeric(16, 2)::text AS discount, l.net::text AS amount
            FROM sales_invoice_lines l JOIN products p ON p.product_id = l.product_id LEFT JOIN product_units u ON u.unit_id = p.unit_id
            WHERE l.si_id = ${params.si_id} ORDER BY l.line_id`),
          tx.rows<InvoicePrint['eis'][number]>(sql`SELECT unique_id, state, ack_id FROM eis_documents WHERE doc_type = 'SI' AND source_id = ${params.si_id} ORDER BY unique_id`),
          tx.one<{ name: string }>(sql`SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ${user.id}`),
        ]);
        const { buyer_name, business_name, tin, address, ...rest } = head;
        return {
          ...rest,
          seller: { registered_name: SELLER.registered_name, business_name: SELLER.business_name, tin: printedTin(SELLER.tin), address: SELLER.address },
          buyer: { name: buyer_name, business_name, tin: tin ? printedTin(tin) : null, address },
          lines,
          ack_cert_no: SELLER.ack_cert_no,
          ack_cert_date: SELLER.ack_cert_date,
          serial_range: SELLER.serial_range,
          copy_no: copy,
          reprint: copy > 1,
          printed_at: at,
          printed_by: by!.name,
          eis,
        } satisfies InvoicePrint;
      });
      return printed ? ok(printed) : notFound(M.notFound);
    },
  }),
];
