import {
  pvCoaTagEp,
  pvExportGetEp,
  pvExportOrEp,
  pvNonStockPoEp,
  poLookupEp,
  programListEp,
  type CoaTagOption,
  type NonStockPoRow,
  type SetupOption,
} from '../../contract/payableVouchers';
import { poColumns, type PoListRow } from '../../contract/purchaseOrders';
import { JV_SCOPES } from '../../contract/journalVouchers';
import { sql, type Db } from '../db/db';
import { likePattern, pagedList, route, type SortMap } from '../kit';
import { accountsUserMayPostTo, type CoaHolder } from '../permissions/coaPermission';
import { PO_LIST_FROM, PO_LIST_SELECT, poTotal } from '../purchaseOrders/public';
import { exportPvs } from './pv.routes';
import { PV_MODULE_ID } from './vouchers';

/*
 * The §7.8 look-ups the voucher form calls beside its own: asset (non-stock)
 * POs received and not yet invoiced, COA tags with the accounts the user may
 * use, programs, the list exports by GET and of the vouchers waiting for
 * payment, and the approved stock POs a supplier's invoice refers to.
 */

/** Active tags with their active accounts that the user may post to in the COA module; tags left empty are dropped. */
export async function coaTagOptions(db: Db, user: CoaHolder, moduleId: number): Promise<CoaTagOption[]> {
  const allowed = new Map((await accountsUserMayPostTo(db, user, moduleId)).map((a) => [a.account_code, a]));
  const rows = await db.rows<{ tag_id: number; tag_code: string; tag_name: string; account_code: string }>(sql`
    SELECT t.tag_id, t.tag_code, t.tag_name, ta.account_code FROM coa_tags t JOIN coa_tag_accounts ta ON ta.tag_id = t.tag_id AND ta.active
    WHERE t.active ORDER BY t.tag_code, ta.account_code`);
  const tags = new Map<number, CoaTagOption>();
  for (const r of rows) {
    const account = allowed.get(r.account_code);
    if (!account) continue;
    const tag = tags.get(r.tag_id) ?? { tag_id: r.tag_id, tag_code: r.tag_code, tag_name: r.tag_name, accounts: [] };
    tag.accounts.push(account);
    tags.set(r.tag_id, tag);
  }
  return [...tags.values()];
}

const PO_SORT: SortMap<typeof poColumns> = {
  po_no: sql`po.po_hdr_id`,
  po_date: sql`po.po_date`,
  supplier_name: sql`lower(s.company_name)`,
  delivery_date: sql`COALESCE(po.delivery_date, pr.estimated_delivery_date)`,
  total_amount: poTotal('po'),
};

export const pvLookupRoutes = [
  route(pvNonStockPoEp, {
    scopes: ['create_payable_voucher'],
    summary: "A supplier's received asset (non-stock) purchase orders not yet invoiced, by receipt",
    handler: async ({ query, deps, ok }) => {
      const p = query.search ? likePattern(query.search) : null;
      return ok(
        await deps.db.rows<NonStockPoRow>(sql`
          SELECT r.receipt_id, r.receipt_no, r.receipt_date::text, p.apo_id, p.apo_no, p.po_date::text,
                 (SELECT string_agg(l.description || ' (' || l.quantity || ')', ', ' ORDER BY l.line_no) FROM asset_po_lines l WHERE l.apo_id = p.apo_id) AS items,
                 r.amount::text
          FROM asset_receipts r JOIN asset_purchase_orders p ON p.apo_id = r.apo_id
          WHERE p.supplier_id = ${query.supplier_id} AND r.pv_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM payable_voucher_asset_receipts pa JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = pa.payable_voucher_hdr_id
                            WHERE pa.receipt_id = r.receipt_id AND h.status <> 'cancelled')
            ${p ? sql`AND (r.receipt_no ILIKE ${p} OR p.apo_no ILIKE ${p})` : sql``}
          ORDER BY r.receipt_date, r.receipt_id LIMIT 200`),
      );
    },
  }),
  route(pvCoaTagEp, {
    scopes: ['create_payable_voucher'],
    summary: 'COA tags with the accounts under each that the signed-in user may post to on a payable voucher',
    handler: async ({ deps, user, ok }) => ok(await coaTagOptions(deps.db, user, PV_MODULE_ID)),
  }),
  route(programListEp, {
    scopes: ['create_payable_voucher', JV_SCOPES.create],
    summary: 'Active programs and projects a voucher line can carry, by code or name',
    handler: async ({ body, deps, ok }) => {
      const p = body.search ? likePattern(body.search) : null;
      return ok(
        await deps.db.rows<SetupOption>(sql`
          SELECT program_id AS id, program_code AS code, program_name AS name FROM programs
          WHERE active ${p ? sql`AND (program_code ILIKE ${p} OR program_name ILIKE ${p})` : sql``}
          ORDER BY program_code LIMIT 200`),
      );
    },
  }),
  route(pvExportGetEp, {
    scopes: ['view_payable_vouchers'],
    summary: 'Payable vouchers of the filters (query parameters) as XLSX',
    handler: async (ctx) => exportPvs(ctx, ctx.query, { title: 'Payable Vouchers', fileName: 'payable_vouchers' }),
  }),
  route(pvExportOrEp, {
    scopes: ['view_check_vouchers'],
    summary: 'Approved payable vouchers not yet paid by a check, as XLSX',
    handler: async (ctx) => exportPvs(ctx, { ...ctx.body, unpaid: true }, { title: 'Payable Vouchers for Payment', fileName: 'payable_vouchers_for_payment' }),
  }),
  route(poLookupEp, {
    scopes: ['create_payable_voucher', 'view_purchase_orders'],
    summary: 'Approved stock purchase orders, optionally of one supplier, searchable by PO or PR number',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<PoListRow, typeof query.order_by>(deps.db, {
        select: PO_LIST_SELECT,
        from: PO_LIST_FROM,
        // Status 1 is Approved (PO_STATUS_NAMES).
        where: [sql`po.approved_status = 1`, query.supplier_id && sql`s.vendor_id = ${query.supplier_id}`],
        search: { text: query.search, in: [sql`po.po_no`, sql`pr.pr_no`, sql`s.company_name`] },
        sort: PO_SORT,
        tiebreak: sql`po.po_hdr_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
];
