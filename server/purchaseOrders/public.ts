/**
 * What other parts of the server may use of purchaseOrders: the one file another folder imports from it (lint:
 * scripts/eslint/serverBoundaries.js). Anything else in the folder is
 * its own, free to change.
 */
export { levelOf, levelsOf, poAction, type LevelDoc } from './levels';
export { PO_LIST_FROM, PO_LIST_SELECT, poTotal } from './poStore';
export { NA_PO, STOCK_PO } from './transitions';
