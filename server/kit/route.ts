import type { Access, Reads, RouteContext, RouteDef } from '../http/routeRegistry';
import { defineRoute } from '../http/routeRegistry';
import { ok, type Answer } from '../http/answer';
import { Refused } from './refused';
import { witnessed } from '../books/postedBy';
import type { AuthUser } from '../auth/users';
import type { BodyOut, Endpoint, EndpointDef, ParamsOut, QueryOut, ResultOf } from '../../contract/kit';

/**
 * The server side of a declared endpoint (contract/kit/endpoint.ts): the
 * method, path and schemas come from the declaration, so the route and the
 * client's call cannot drift. The handler's `ok` is typed by the endpoint's
 * result: a paged endpoint answers its rows and the total.
 */
type UserOf<A> = A extends 'public' ? null : AuthUser;

export type EndpointContext<E, A extends Access> = RouteContext<BodyOut<E>, QueryOut<E>, ParamsOut<E>, UserOf<A>> & {
  ok: E extends { paged: true } ? (rows: ResultOf<E>, total: number) => Answer : (result: ResultOf<E>) => Answer;
};

export interface EndpointRouteSpec<E, A extends Access> {
  scopes: A;
  /** One line for people reading the route list. */
  summary: string;
  demoOnly?: boolean;
  /** See RouteSpec.reads; a paged or cached read (the endpoint's `paged` or `tag`, no `invalidates`) is 'primary' unless said. */
  reads?: Reads;
  handler: (ctx: EndpointContext<E, A>) => Promise<Answer>;
}

export function route<E extends Endpoint<unknown, EndpointDef>, A extends Access>(ep: E, spec: EndpointRouteSpec<E, A>): RouteDef {
  return defineRoute({
    method: ep.method,
    url: ep.path,
    scopes: spec.scopes,
    summary: spec.summary,
    body: ep.body,
    query: ep.query,
    params: ep.params,
    demoOnly: spec.demoOnly,
    form: ep.form,
    reads: spec.reads ?? (!ep.invalidates && (ep.paged || ep.tag) ? 'primary' : undefined),
    handler: (ctx) => witnessed(`${ep.method} ${ep.path}`, writeEffects(ep), () => refusalsAnswered(() => spec.handler({ ...(ctx as object), ok } as unknown as EndpointContext<E, A>))),
  });
}

/** The tags a write refreshes in the app (as src/api/kitApi.ts reads them), or undefined for a read. */
const writeEffects = (ep: EndpointDef): readonly string[] | undefined => (ep.method === 'GET' ? undefined : (ep.invalidates ?? (ep.tag ? [ep.tag] : [])));

/**
 * Errors that are the user's input, thrown from deep inside a transaction
 * (which they roll back) as a Refused: answered with their answer instead of a
 * 500 (a posting dated in a closed month is one: server/books/post.ts).
 */
export async function refusalsAnswered(work: () => Promise<Answer>): Promise<Answer> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof Refused) return e.answer;
    throw e;
  }
}
