import type { RouteDef } from '../../http/routeRegistry';
import { receivablesRoutes } from './receivables.routes';
import { salesJournalRoutes } from './salesJournal.routes';
import { vatableSalesRoutes } from './vatableSales.routes';

/** The sales-side sub-ledgers: list and export of each. */
export const salesLedgerRoutes: RouteDef[] = [...salesJournalRoutes, ...receivablesRoutes, ...vatableSalesRoutes];
