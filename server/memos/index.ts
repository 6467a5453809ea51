import type { RouteDef } from '../http/routeRegistry';

/** Credit and debit memos posting to the receivable (issue 14). Filled in by its module. */
export const memoRoutes: RouteDef[] = [];
