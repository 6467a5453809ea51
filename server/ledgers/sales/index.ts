import type { RouteDef } from '../../http/routeRegistry';
import { receivables, receivablesExport } from './receivables.routes';
import { salesJournal, salesJournalExport } from './salesJournal.routes';
import { vatableSalesRoutes } from './vatableSales.routes';

/** The sales-side sub-ledgers: list and export of each. */
export const salesLedgerRoutes: RouteDef[] = [salesJournal, salesJournalExport, receivables, receivablesExport, ...vatableSalesRoutes];
