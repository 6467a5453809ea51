import type { z } from 'zod';

/**
 * An endpoint is declared once: method, path, the schemas of what it takes
 * and the type of what it answers. The server route (server/kit/route.ts)
 * and the client call (src/api/endpoints.ts) both take the declaration, so
 * the path, the method and the validation cannot drift apart.
 *
 *   export const listBanks = endpoint<BankRow[]>()({ method: 'GET', path: '/banks', query: bankListQuery, paged: true });
 *
 * The result type is a type parameter only (the envelope's `result`); a paged
 * endpoint also answers `total_rows`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  /** Below the API base, fastify/react-router syntax for parameters: `/banks/:bank_id`. */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The answer is one page of rows with `total_rows`. */
  paged?: boolean;
  /** Cache identity of what a read returns (the resource's name): reads are cached under it. */
  tag?: string;
  /** Tags a write makes stale: cached reads under them are fetched again. */
  invalidates?: readonly string[];
  /** A form's call: a refused body also answers its messages by field (`fields` beside `result`). */
  form?: boolean;
}

declare const RESULT: unique symbol;

/** A declared endpoint: its definition plus the (type-only) result. */
export type Endpoint<R = unknown, D extends EndpointDef = EndpointDef> = D & { readonly [RESULT]?: R };

/** Curried so the result type is given and the rest is inferred: `endpoint<Row[]>()({ ... })`. */
export function endpoint<R>() {
  return <const D extends EndpointDef>(def: D): Endpoint<R, D> => def as Endpoint<R, D>;
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ResultOf<E> = E extends { readonly [RESULT]?: infer R } ? R : never;
/** What a caller sends (zod input: defaults may be left out). */
export type BodyIn<E> = E extends { body: infer S } ? In<S> : undefined;
export type QueryIn<E> = E extends { query: infer S } ? In<S> : undefined;
export type ParamsIn<E> = E extends { params: infer S } ? In<S> : undefined;
/** What a handler receives (zod output: defaults filled in, text trimmed). */
export type BodyOut<E> = E extends { body: infer S } ? Out<S> : undefined;
export type QueryOut<E> = E extends { query: infer S } ? Out<S> : undefined;
export type ParamsOut<E> = E extends { params: infer S } ? Out<S> : undefined;
/** The row type of a paged endpoint. */
export type RowOf<E> = ResultOf<E> extends readonly (infer Row)[] ? Row : never;

/** The concrete path: each `:name` replaced by its parameter, URL-encoded. A missing parameter throws (a programming error). */
export function pathOf(ep: Pick<EndpointDef, 'path'>, params?: object | null): string {
  return ep.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)\??/g, (_m, name: string) => {
    const value = (params as Record<string, unknown> | null | undefined)?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${ep.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
