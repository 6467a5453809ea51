import type { ColDef, ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import type { Column } from '../../../contract/kit';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

/**
 * AG Grid column definitions from a declared column list
 * (contract/kit/columns.ts): the header a user reads, the width, whether the
 * server sorts by it, and the display of its kind. A screen adds only what
 * the declaration cannot say: a link to open, a renderer of its own.
 */
export interface ColumnExtra<Row> extends Partial<ColDef<Row>> {
  /** Where the cell leads (click, or Enter on the focused cell): the code of a record, a drill-down. */
  link?: (row: Row) => string | null | undefined;
}

export type ColumnExtras<Row> = Partial<Record<Extract<keyof Row, string>, ColumnExtra<Row>>>;

/** What ServerGrid reads from a column to follow its link on Enter. */
export interface KitColumnContext<Row> {
  link?: (row: Row) => string | null | undefined;
}

const count = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });
const asCount = (v: unknown) => (v === null || v === undefined || v === '' ? '' : count.format(Number(v)));

function kindDef<Row>(c: Column<Row>): Partial<ColDef<Row>> {
  switch (c.kind) {
    case 'money':
      return { type: 'rightAligned', valueFormatter: (p) => formatMoney(p.value as string) };
    case 'quantity':
    case 'number':
      return { type: 'rightAligned', valueFormatter: (p) => asCount(p.value) };
    case 'datetime':
      return { valueFormatter: (p) => formatDateTime(p.value as string) };
    case 'status':
      return { valueFormatter: (p) => (p.value === null || p.value === undefined ? '' : (c.labels?.[String(p.value)] ?? String(p.value))) };
    default:
      return {};
  }
}

/** What a grid gives its link cells (AG Grid's `context`): the address of a link as the router writes it. */
export interface GridLinkContext {
  hrefOf: (to: string) => string;
}

/** Marks a cell's link as the app's own: ServerGrid follows it with the router (a plain click), not a page load. */
export const ROUTER_LINK_ATTRIBUTE = 'data-router-link';

/**
 * The cell of a linked column (LinkCell below): a link, not a tab stop of its own (the grid's Enter follows it). Drawn
 * as plain DOM, not a React component: a grid page draws dozens of them, and a React cell renderer costs a portal
 * each (the first rows of a list came later for it on a modest PC). A modified click (new tab, window) is the browser's.
 */
class LinkCell<Row> implements ICellRendererComp<Row> {
  private gui!: HTMLElement;

  init(p: ICellRendererParams<Row> & { link: (row: Row) => string | null | undefined }): void {
    const to = p.data ? p.link(p.data) : null;
    const text = p.valueFormatted ?? (p.value === null || p.value === undefined ? '' : String(p.value));
    if (!to) {
      this.gui = document.createElement('span');
      this.gui.textContent = text;
      return;
    }
    const a = document.createElement('a');
    a.setAttribute('href', (p.context as GridLinkContext | undefined)?.hrefOf(to) ?? to);
    a.tabIndex = -1;
    a.textContent = text;
    a.setAttribute(ROUTER_LINK_ATTRIBUTE, '');
    this.gui = a;
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  refresh(): boolean {
    return false;
  }
}

export function colDefsOf<Row>(cols: readonly Column<Row>[], extras: ColumnExtras<Row> = {}): ColDef<Row>[] {
  return cols
    .filter((c) => !c.exportOnly)
    .map((c) => {
      const { link, ...extra } = (extras[c.key] ?? {}) as ColumnExtra<Row>;
      return {
        field: c.key as unknown as ColDef<Row>['field'],
        colId: c.key,
        headerName: c.header,
        width: c.width ?? (c.kind === 'money' ? 150 : c.kind === 'date' ? 120 : 160),
        sortable: Boolean(c.sortable),
        ...kindDef(c),
        ...(link ? { cellRenderer: LinkCell, cellRendererParams: { link }, context: { link } satisfies KitColumnContext<Row> } : {}),
        ...extra,
      } as ColDef<Row>;
    });
}

/**
 * A screen's arrangement of declared columns at an office width (1440 px):
 * the identifying columns pinned left (they stay while the rest scrolls),
 * then the figures a user came for, then the rest in declared order. The
 * export keeps the declared order.
 */
export function arranged<Row>(defs: ColDef<Row>[], how: { pin?: readonly string[]; lead?: readonly string[] }): ColDef<Row>[] {
  const pin = how.pin ?? [];
  const lead = how.lead ?? [];
  const byId = (id: string) => defs.find((d) => d.colId === id);
  const picked = [...pin, ...lead].map(byId).filter((d): d is ColDef<Row> => Boolean(d));
  return [
    ...picked.map((d) => (pin.includes(String(d.colId)) ? { ...d, pinned: 'left' as const, lockPinned: true } : d)),
    ...defs.filter((d) => !picked.includes(d)),
  ];
}
