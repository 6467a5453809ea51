import type { QueryOut, WorkflowDef, WorkflowTab, WorkflowStatus } from '../../contract/kit';
import type { Endpoint, EndpointDef } from '../../contract/kit';
import { defineRoute, type RouteContext, type RouteDef } from '../http/routeRegistry';
import { ok, type Answer } from '../http/answer';
import type { AuthUser } from '../auth/users';

/**
 * The list routes of a queue: one per tab of the workflow, from one declared
 * endpoint whose path has `:tab` (`/purchase-requests/list/:tab`). Each tab's
 * route needs that tab's view scope, so a user sees only the lists their
 * scopes allow, and lists only the tab's statuses.
 */
export interface QueueListSpec<E, S extends WorkflowStatus> {
  summary: (tab: WorkflowTab<S>) => string;
  list: (tab: WorkflowTab<S>, ctx: RouteContext<unknown, QueryOut<E>, unknown, AuthUser>) => Promise<{ rows: unknown[]; total: number }>;
}

export function queueListRoutes<E extends Endpoint<unknown, EndpointDef>, S extends WorkflowStatus, A extends string>(
  wf: WorkflowDef<S, A>,
  ep: E,
  spec: QueueListSpec<E, S>,
): RouteDef[] {
  if (!ep.path.includes(':tab')) throw new Error(`${ep.path}: a queue list path needs :tab`);
  return wf.tabs.map((tab) =>
    defineRoute({
      method: ep.method,
      url: ep.path.replace(':tab', tab.key),
      scopes: [tab.scope],
      summary: spec.summary(tab),
      query: ep.query,
      handler: async (ctx): Promise<Answer> => {
        const { rows, total } = await spec.list(tab, ctx as RouteContext<unknown, QueryOut<E>, unknown, AuthUser>);
        return ok(rows, total);
      },
    }),
  );
}
