import { Codes } from '../../contract';
import {
  ADJUSTMENT_IMPORT_HEADERS,
  adjustmentImportEp,
  adjustmentImportListEp,
  adjustmentImportTemplateEp,
  importColumns,
  OPENING_IMPORT_HEADERS,
  openingImportEp,
  openingImportListEp,
  openingImportTemplateEp,
  type ImportRow,
} from '../../contract/inventoryAdjustments';
import type { SortKey } from '../../contract/kit';
import { sql } from '../db/db';
import { exportToXlsx } from '../export';
import { answer, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { pagedList, route, userName, isoText, type SortMap } from '../kit';
import { whoOf } from './adjustments.routes';
import { importAdjustments, importOpeningStock } from './imports';
import { Refused } from './stock';
import { adjustmentDetail } from './store';

async function refusedOr(work: () => Promise<Answer>): Promise<Answer> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refused) return err.answer;
    throw err;
  }
}

/** One import as its list shows it: an adjustment import's status follows the adjustment it raised. */
const IMPORTS = (kind: 'adjustment' | 'opening') => sql`(
  SELECT i.import_id, i.file_name, i.row_count,
         CASE WHEN i.status = 'posted' THEN i.status
              ELSE (CASE a.status WHEN 0 THEN 'draft' WHEN 1 THEN 'for_approval' WHEN 2 THEN 'approved' ELSE 'declined' END) END AS status,
         COALESCE(a.adjustment_no, i.reference) AS reference, a.adjustment_id,
         COALESCE(a.total_quantity::bigint, i.total_quantity)::int AS total_quantity, COALESCE(a.total_amount, i.total_amount)::numeric(16, 2)::text AS total_amount,
         ${userName('u')} AS created_by_name, ${isoText('i.created_at')} AS created_at, i.created_at AS created_ts
  FROM inventory_imports i JOIN users u ON u.id = i.created_by LEFT JOIN inventory_adjustments a ON a.import_id = i.import_id
  WHERE i.kind = ${kind}) x`;

const SORT: SortMap<typeof importColumns> = { created_at: sql`x.created_ts`, file_name: sql`lower(x.file_name)` };

const listOf = (ep: typeof adjustmentImportListEp | typeof openingImportListEp, kind: 'adjustment' | 'opening', scopes: ['view_inventory_adjustments'] | ['import_inventory']) =>
  route(ep, {
    scopes,
    summary: `${kind === 'adjustment' ? 'Adjustment' : 'Opening-stock'} imports: file, rows, status, reference and totals, newest first`,
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<ImportRow, SortKey<typeof importColumns>>(deps.db, {
        select: sql`x.import_id, x.file_name, x.row_count, x.status, x.reference, x.adjustment_id, x.total_quantity, x.total_amount, x.created_by_name, x.created_at`,
        from: IMPORTS(kind),
        where: [query.status && sql`x.status = ${query.status}`],
        search: { text: query.search, in: [sql`x.file_name`, sql`x.reference`] },
        sort: SORT,
        tiebreak: sql`x.import_id`,
        query,
      });
      return ok(rows, total);
    },
  });

const template = (ep: typeof adjustmentImportTemplateEp | typeof openingImportTemplateEp, title: string, headers: Record<string, string>, notes: { label: string; value: string }[], scopes: ['create_inventory_adjustment'] | ['import_inventory']) =>
  route(ep, {
    scopes,
    summary: `The XLSX template of the ${title.toLowerCase()}: its columns and how to fill them`,
    handler: async (ctx) =>
      exportToXlsx(ctx, {
        title,
        fileName: [title.toLowerCase().replace(/ /g, '_')],
        filters: notes,
        columns: Object.entries(headers).map(([key, header]) => ({ key: key as never, header, kind: 'text', width: Math.max(14, header.length + 4) })),
        batches: (async function* () {})(),
      }),
  });

export const importRoutes: RouteDef[] = [
  route(adjustmentImportEp, {
    scopes: ['create_inventory_adjustment'],
    summary: 'Import inventory adjustment lines from an XLSX (base64): every row checked, one bad row refuses the file naming each bad row, else one adjustment for approval',
    // Not in settle's transaction: the file is read and checked first, then written in a transaction of its own.
    handler: async ({ body, deps, user }) => refusedOr(async () => answer(Codes.CREATED, await adjustmentDetail(deps.db, await importAdjustments(deps.db, body, whoOf(deps, user))))),
  }),
  listOf(adjustmentImportListEp, 'adjustment', ['view_inventory_adjustments']),
  template(
    adjustmentImportTemplateEp,
    'Inventory Adjustment Import Template',
    ADJUSTMENT_IMPORT_HEADERS,
    [
      { label: 'Quantity', value: 'negative takes stock off the pallet, positive adds it' },
      { label: 'Pallet Code', value: 'as on the pallet label, e.g. MC-A01' },
    ],
    ['create_inventory_adjustment'],
  ),
  route(openingImportEp, {
    scopes: ['import_inventory'],
    summary: 'Import the opening stock from an XLSX (base64): every row checked, then BEG movements onto the pallets and Dr inventory, Cr the opening balance account',
    handler: async ({ body, deps, user }) => refusedOr(async () => answer(Codes.CREATED, await importOpeningStock(deps.db, body, whoOf(deps, user)))),
  }),
  listOf(openingImportListEp, 'opening', ['import_inventory']),
  template(
    openingImportTemplateEp,
    'Opening Stock Import Template',
    OPENING_IMPORT_HEADERS,
    [
      { label: 'Expiry Date', value: 'YYYY-MM-DD; a batch already known keeps its expiry date' },
      { label: 'Unit Cost', value: 'cost per box, VAT exclusive, at most 4 decimals' },
    ],
    ['import_inventory'],
  ),
];
