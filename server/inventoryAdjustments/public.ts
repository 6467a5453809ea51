/**
 * What other parts of the server may use of inventoryAdjustments: the one file another folder imports from it (lint:
 * scripts/eslint/serverBoundaries.js). Anything else in the folder is
 * its own, free to change.
 */
export { whoOf } from './adjustments.routes';
export { batchCost } from './stock';
export { saveAdjustment } from './store';
export { adjustmentStore } from './transitions';
