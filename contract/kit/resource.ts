import { z } from 'zod';
import type { Scope } from '../scopes';
import { sortQuery, type Column } from './columns';
import { endpoint, type Endpoint } from './endpoint';
import { pagedQuery, searchText } from './list';
import { id } from '../envelope';

/**
 * A master-data resource declared once: its row, its columns, the schema of
 * what a form sends, its scopes. From it come the five calls (list, show,
 * create, update, active switch; the list's export when declared), the server routes (server/kit/resource.ts)
 * and the list page and form (src/components/resource/).
 *
 *   export const banks = resource<BankRow>()({ name: 'banks', apiPath: '/banks', id: 'bank_id', title: 'Banks Maintenance',
 *     noun: 'bank', columns: bankColumns, input: bankInput, defaultSort: { order_by: 'bank_code' },
 *     scopes: { view: 'view_banks', create: 'add_bank', update: 'update_bank' } });
 */
export interface FormField {
  key: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'date';
  /** For select fields. */
  options?: readonly { value: string; label: string }[];
  /** For select fields whose choices the server keeps (another master's records). */
  lookup?: Lookup;
  /** Shown under the field. */
  help?: string;
}

/**
 * Choices read from the server for a select (a form field or a list filter):
 * a GET answering rows, of which `value` and `label` are read. With
 * `dependsOn`, the choices need another field's value, sent as that query
 * parameter (a province's cities); the select waits until it is chosen.
 */
export interface Lookup {
  endpoint: Endpoint<unknown[]>;
  value: string;
  label: string;
  dependsOn?: string;
}

/** A list filter on one of the row's ids: a select fed by a lookup, or fixed by the page (a bank's branches). */
export interface ListFilter {
  key: string;
  label: string;
  lookup?: Lookup;
}

export interface ResourceDef<Row, I extends z.ZodObject = z.ZodObject> {
  /** Cache tag and revision-history entity: "banks". */
  name: string;
  /** The list screen's title. */
  title: string;
  /** One record in messages: "bank". */
  noun: string;
  /** API base path: "/banks". */
  apiPath: string;
  /** The key column of the row. */
  id: Extract<keyof Row, string>;
  /** What identifies a record to a person (its code). */
  label: Extract<keyof Row, string>;
  columns: readonly Column<Row>[];
  defaultSort: { order_by: string; direction?: 'asc' | 'desc' };
  /** What the form sends on create and on update (the same schema validates the form and the server). */
  input: I;
  /** The form's fields, in order. */
  fields: readonly FormField[];
  /**
   * Fields that must be unique, with the message shown on the field; `within`
   * other input fields (unique per bank, per courier and place; a null is a
   * value there), `activeOnly` among the active records; `index` names the
   * table's unique index, so a refusal by it lands on this field.
   */
  unique?: readonly {
    key: Extract<keyof z.input<I>, string>;
    message: string;
    within?: readonly Extract<keyof z.input<I>, string>[];
    activeOnly?: boolean;
    index?: string;
  }[];
  /** The list's filters by id (each an optional query parameter). */
  filters?: readonly ListFilter[];
  /** Other tags a write makes stale (a customer's courier changed from the couriers' screen). */
  invalidates?: readonly string[];
  /** The row's active flag: deactivated instead of deleted. */
  active?: Extract<keyof Row, string>;
  scopes: { view: Scope; create?: Scope; update?: Scope };
  /** The revision history's module name of its writes; default: the title. */
  module?: string;
  /**
   * The list's XLSX export (POST {apiPath}/export): the rows the list's
   * search, status, filters and sort select, with the declared columns
   * (exportOnly ones too, screenOnly ones left out). `true` puts it behind
   * the view scope; `{ scope }` behind a scope of its own.
   */
  export?: true | { scope: Scope };
}

/** The scope of a resource's export, or null when it has none. */
export function exportScopeOf(def: Pick<ResourceDef<never>, 'export' | 'scopes'>): Scope | null {
  if (!def.export) return null;
  return def.export === true ? def.scopes.view : def.export.scope;
}

const activeBody = z.object({ active: z.boolean({ error: 'Active must be true or false.' }) }).strict();
const idParams = z.object({ id: id() });

/** The five calls of a resource, from its declaration. */
export function resourceEndpoints<Row>(def: ResourceDef<never>) {
  const tag = def.name;
  const cols = def.columns as readonly { key: string; sortable?: boolean }[];
  const listFilters = {
    search: searchText,
    ...(def.active ? { active: z.enum(['all', 'active', 'inactive']).default('all') } : {}),
    ...Object.fromEntries((def.filters ?? []).map((f) => [f.key, id({ error: `${f.label} must be one of the choices.` }).optional()])),
  };
  const query = pagedQuery(cols, def.defaultSort as never, listFilters);
  // The export takes what the list takes, less the paging: it writes every row the list would page through.
  const exportBody = sortQuery(cols, def.defaultSort as never).extend(listFilters).strict();
  const invalidates = [tag, ...(def.invalidates ?? [])];
  return {
    list: endpoint<Row[]>()({ method: 'GET', path: def.apiPath, query, paged: true, tag }),
    show: endpoint<Row>()({ method: 'GET', path: `${def.apiPath}/:id`, params: idParams, tag }),
    create: endpoint<Row>()({ method: 'POST', path: def.apiPath, body: def.input, invalidates, form: true }),
    update: endpoint<Row>()({ method: 'PUT', path: `${def.apiPath}/:id`, params: idParams, body: def.input, invalidates, form: true }),
    setActive: endpoint<Row>()({ method: 'POST', path: `${def.apiPath}/:id/active`, params: idParams, body: activeBody, invalidates }),
    /** Answers the download link of the XLSX (src/components/export/runExport.ts fetches it). */
    export: def.export ? endpoint<string>()({ method: 'POST', path: `${def.apiPath}/export`, body: exportBody }) : undefined,
  };
}

/** A declared resource with its calls (what the server kit and the screens take). */
export type Resource<Row = unknown> = ResourceDef<never> & { endpoints: ReturnType<typeof resourceEndpoints<Row>> };

/** The declaration with its calls. */
export function resource<Row>() {
  return <const D extends ResourceDef<Row>>(def: D): D & { endpoints: ReturnType<typeof resourceEndpoints<Row>> } => ({
    ...def,
    endpoints: resourceEndpoints<Row>(def as unknown as ResourceDef<never>),
  });
}
