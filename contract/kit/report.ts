import type { Scope } from '../scopes';
import type { Column } from './columns';
import type { Endpoint, EndpointDef } from './endpoint';

/**
 * A report over the books declared once: its page call (the filters plus
 * paging in a POST body, answering a page of rows), its export call (the
 * filters, answering a download link), its columns and default sort, and the
 * scopes that show the table and the Export button. The filter rules and
 * their messages (dates missing, dates reversed) are the call's schemas: the
 * screen checks Search against the page body and Export against the export
 * body, so the messages exist once, in the contract.
 *
 *   export const vatableSalesReport = report<VatableSalesRow>()({
 *     title: 'Vatable Sales Ledger', page: vatableSalesPageEp, export: vatableSalesExportEp,
 *     columns: vatableSalesColumns, defaultSort: { order_by: 'si_date', direction: 'asc' },
 *     scopes: { view: 'view_vatable_sales_ledger_list', export: 'export_vatable_sales_ledger_list' } });
 */
export interface ReportDef<Row> {
  /** The report's name: the export's first header row, the permission message. */
  title: string;
  page: Endpoint<unknown, EndpointDef>;
  export?: Endpoint<unknown, EndpointDef>;
  columns: readonly Column<Row>[];
  defaultSort: { order_by: string; direction: 'asc' | 'desc' };
  /** The table shows for any one of the view scopes. */
  scopes: { view: Scope | readonly [Scope, ...Scope[]]; export?: Scope };
  /**
   * Columns summed into the export's bold Total row (flows: debits, credits,
   * amounts, quantities; never unit costs or running balances, which get
   * opening and closing rows instead).
   */
  totals?: readonly Extract<keyof Row, string>[];
}

export function report<Row>() {
  return <const D extends ReportDef<Row>>(def: D): D => {
    if (def.page.method !== 'POST' || !def.page.body || !def.page.paged) throw new Error(`${def.title}: the page call is a paged POST with a body`);
    if (def.export && (!def.export.body || !def.scopes.export)) throw new Error(`${def.title}: an export needs its body schema and its scope`);
    return def;
  };
}
