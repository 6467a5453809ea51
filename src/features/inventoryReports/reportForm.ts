import { INVENTORY_REPORT_MESSAGES, REPORT_OF_TYPE, type InventoryReportFilters, type ReportType } from '../../../contract/inventoryReports';

/**
 * The rules of the inventory report form (spec 001 §2, §5): blank choices
 * mean ALL; the dates show only once a report type is chosen; a To date
 * before From is "Error: Invalid date range." and hides Generate, which
 * shows only for a valid range.
 */
export interface ReportForm {
  products: string[];
  groups: number[];
  segments: number[];
  warehouses: string[];
  type: ReportType | '';
  date_from: string;
  date_to: string;
  table_col: string[];
}

export const EMPTY_FORM: ReportForm = { products: [], groups: [], segments: [], warehouses: [], type: '', date_from: '', date_to: '', table_col: [] };

export const showsDates = (f: ReportForm) => f.type !== '';
export const rangeError = (f: ReportForm): string | null =>
  showsDates(f) && f.date_from && f.date_to && f.date_to < f.date_from ? INVENTORY_REPORT_MESSAGES.invalidRange : null;
export const canGenerate = (f: ReportForm) => showsDates(f) && Boolean(f.date_from) && Boolean(f.date_to) && rangeError(f) === null;

/** The spec's filter object: blank lists travel empty (= ALL). */
export const bodyOf = (f: ReportForm): InventoryReportFilters => ({
  product_name: f.products,
  product_group: f.groups,
  product_segment: f.segments,
  warehouse: f.warehouses,
  table_col: f.table_col,
  report_date_from: f.date_from,
  report_date_to: f.date_to,
});

/** The form as the URL keeps it (the result screens carry it, and Change Table Columns brings it back). */
export const formToParam = (f: ReportForm) => JSON.stringify(f);
export function formFromParam(text: string | null): ReportForm {
  if (!text) return EMPTY_FORM;
  try {
    const v = JSON.parse(text) as Partial<ReportForm>;
    const strings = (x: unknown) => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : []);
    const numbers = (x: unknown) => (Array.isArray(x) ? x.filter((n): n is number => typeof n === 'number') : []);
    const type = typeof v.type === 'string' && Object.hasOwn(REPORT_OF_TYPE, v.type) ? (v.type as ReportType) : '';
    return {
      products: strings(v.products),
      groups: numbers(v.groups),
      segments: numbers(v.segments),
      warehouses: strings(v.warehouses),
      type,
      date_from: typeof v.date_from === 'string' ? v.date_from : '',
      date_to: typeof v.date_to === 'string' ? v.date_to : '',
      table_col: strings(v.table_col),
    };
  } catch {
    return EMPTY_FORM;
  }
}
