import type { RouteDef } from '../http/routeRegistry';
import { memoListRoutes } from './lists.routes';
import { memoRoutes as memoDocumentRoutes } from './memos.routes';

/** Credit and debit memos posting to the receivable (issue 14): the lists, a memo's calls, the Credit Memo Subledger. */
export const memoRoutes: RouteDef[] = [...memoListRoutes, ...memoDocumentRoutes];
export { seedMemos } from './seed';
