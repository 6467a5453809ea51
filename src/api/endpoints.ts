import type { AxiosRequestConfig } from 'axios';
import { pathOf, type BodyIn, type Endpoint, type EndpointDef, type ParamsIn, type QueryIn, type ResultOf } from '../../contract/kit/endpoint';
import type { Envelope } from '../../contract/codes';
import { call, type CallOptions } from './client';

/**
 * The client side of a declared endpoint (contract/kit/endpoint.ts): the
 * path, method and argument types come from the declaration the server
 * route also takes.
 */
export interface CallArgs<E> {
  params?: ParamsIn<E>;
  query?: QueryIn<E>;
  body?: BodyIn<E>;
}

/** The axios request of a call: path parameters filled in, the query left out of a body-less call's URL when empty. */
export function requestOf(ep: EndpointDef, args: { params?: unknown; query?: unknown; body?: unknown } = {}): AxiosRequestConfig {
  return {
    method: ep.method,
    url: pathOf(ep, args.params as object | undefined),
    ...(args.query !== undefined ? { params: withoutBlanks(args.query as Record<string, unknown>) } : {}),
    ...(args.body !== undefined ? { data: args.body } : {}),
  };
}

/** Query strings carry only what is set: '' and undefined mean "no filter". */
function withoutBlanks(q: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

export function callEndpoint<E extends Endpoint<unknown, EndpointDef>>(ep: E, args: CallArgs<E> = {}, opts?: CallOptions): Promise<Envelope<ResultOf<E>>> {
  return call<ResultOf<E>>(requestOf(ep, args), opts);
}
