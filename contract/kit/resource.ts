import { z } from 'zod';
import type { Scope } from '../scopes';
import type { Column } from './columns';
import { endpoint } from './endpoint';
import { pagedQuery, searchText } from './list';
import { id } from '../envelope';

/**
 * A master-data resource declared once: its row, its columns, the schema of
 * what a form sends, its scopes. From it come the five calls (list, show,
 * create, update, active switch), the server routes (server/kit/resource.ts)
 * and the list page and form (src/components/resource/).
 *
 *   export const banks = resource<BankRow>()({ name: 'banks', apiPath: '/banks', id: 'bank_id', title: 'Banks Maintenance',
 *     noun: 'bank', columns: bankColumns, input: bankInput, defaultSort: { order_by: 'bank_code' },
 *     scopes: { view: 'view_banks', create: 'add_bank', update: 'update_bank' } });
 */
export interface FormField {
  key: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'checkbox' | 'select';
  /** For select fields. */
  options?: readonly { value: string; label: string }[];
  /** Shown under the field. */
  help?: string;
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
  /** Fields that must be unique, with the message shown on the field. */
  unique?: readonly { key: Extract<keyof z.input<I>, string>; message: string }[];
  /** The row's active flag: deactivated instead of deleted. */
  active?: Extract<keyof Row, string>;
  scopes: { view: Scope; create?: Scope; update?: Scope };
  /** The revision history's module name of its writes; default: the title. */
  module?: string;
}

const activeBody = z.object({ active: z.boolean({ error: 'Active must be true or false.' }) }).strict();
const idParams = z.object({ id: id() });

/** The five calls of a resource, from its declaration. */
export function resourceEndpoints<Row>(def: ResourceDef<never>) {
  const tag = def.name;
  const query = pagedQuery(def.columns as readonly { key: string; sortable?: boolean }[], def.defaultSort as never, {
    search: searchText,
    ...(def.active ? { active: z.enum(['all', 'active', 'inactive']).default('all') } : {}),
  });
  return {
    list: endpoint<Row[]>()({ method: 'GET', path: def.apiPath, query, paged: true, tag }),
    show: endpoint<Row>()({ method: 'GET', path: `${def.apiPath}/:id`, params: idParams, tag }),
    create: endpoint<Row>()({ method: 'POST', path: def.apiPath, body: def.input, invalidates: [tag], form: true }),
    update: endpoint<Row>()({ method: 'PUT', path: `${def.apiPath}/:id`, params: idParams, body: def.input, invalidates: [tag], form: true }),
    setActive: endpoint<Row>()({ method: 'POST', path: `${def.apiPath}/:id/active`, params: idParams, body: activeBody, invalidates: [tag] }),
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
