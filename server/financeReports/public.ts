/**
 * What other parts of the server may use of financeReports: the one file another folder imports from it (lint:
 * scripts/eslint/serverBoundaries.js). Anything else in the folder is
 * its own, free to change.
 */
export { linesBalanceRows, linesBatches, linesPage, linesSummary, type LinesScope } from './accountLines';
export { NON_TRADE, oneAccount, TRADE } from './controlAccounts';
export { accountSubledgerRoutes } from './subledgers.routes';
