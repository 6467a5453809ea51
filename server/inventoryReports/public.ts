/**
 * What other parts of the server may use of inventoryReports: the one file another folder imports from it (lint:
 * scripts/eslint/serverBoundaries.js). Anything else in the folder is
 * its own, free to change.
 */
export { nextDay } from './stockSql';
